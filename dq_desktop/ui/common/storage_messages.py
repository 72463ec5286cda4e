"""What the player is told when a file of his could not be used, in his language.

The storage layer reports what it did (``SetAside``); these sentences say it
plainly. A fault found in a file's content comes from the file reader and stays in
English; a fault of the system or of SQLite (read-only, full, damaged…) is worded
here, and what they said themselves goes to the log only.
"""

from __future__ import annotations

import errno
import logging
import sqlite3
from collections.abc import Sequence
from pathlib import Path

from dq_desktop.own_files import NotAFile
from dq_desktop.storage.autosave import LoadedAutosave
from dq_desktop.storage.book_writer import Backlog
from dq_desktop.storage.record_book import RecordBookError
from dq_desktop.storage.set_aside import SetAside
from dq_desktop.ui.common.text import PLURAL, fill, translate

logger = logging.getLogger(__name__)


def set_aside_text(problem: SetAside) -> str:
    """``autosave.json could not be read (…). It was kept as ….``"""
    text = fill(
        translate("StorageMessages", "%1 could not be read (%2)."),
        problem.file.name,
        problem.fault,
    )
    return text + " " + _where_kept(problem)


def _where_kept(problem: SetAside) -> str:
    if problem.moved_to is None:
        return translate("StorageMessages", "It could not be moved and was left as is.")
    return fill(translate("StorageMessages", "It was kept as %1 in %2."),
                problem.moved_to.name, problem.moved_to.parent)


def autosave_report(loaded: LoadedAutosave) -> str | None:
    """What happened to the autosave, or ``None`` when all was well."""
    if not loaded.set_aside:
        return None
    lines = [set_aside_text(problem) for problem in loaded.set_aside]
    if loaded.game is not None:
        lines.append(
            translate(
                "StorageMessages",
                "Your game continues from the save before it: at most one placement is lost.",
            )
        )
    else:
        lines.append(translate("StorageMessages", "No earlier save of the game could be found."))
    return "\n\n".join(lines)


def settings_report(moved: Sequence[SetAside]) -> str | None:
    """What happened to the settings file, or ``None`` when all was well."""
    if not moved:
        return None
    lines = [set_aside_text(problem) for problem in moved]
    lines.append(
        translate(
            "StorageMessages", "The settings that could not be read are back to their defaults."
        )
    )
    return "\n\n".join(lines)


def file_problem_text(error: BaseException) -> str:
    """Why a file could not be written or the record book used, in words for a player:
    read-only, full, in use, damaged, a link… Never a raw ``[Errno 13] …``, SQLite's own
    words or a temporary file's name: what the system said goes to the log, once."""
    _log_once(error)
    cause = system_cause(error)
    what = _what(error, cause)
    if isinstance(cause, sqlite3.Error):
        return _sqlite_text(cause, what)
    if isinstance(cause, OSError):
        return _system_text(cause, what)
    return _said_text(error, what)


def system_cause(error: BaseException) -> BaseException:
    """The system's or SQLite's own error behind ``error`` (the record book wraps them,
    keeping them as the context it was raised in), else ``error`` itself."""
    seen: BaseException | None = error
    for _ in range(8):  # a chain is short; a loop in it is not followed for ever
        if seen is None:
            break
        if isinstance(seen, OSError | sqlite3.Error):
            return seen
        seen = seen.__cause__ or seen.__context__
    return error


def _what(error: BaseException, cause: BaseException) -> str:
    name = getattr(cause, "filename", None) or getattr(error, "filename", None)
    if name:
        return str(name)
    if isinstance(error, RecordBookError) or isinstance(cause, sqlite3.Error):
        return translate("StorageMessages", "The record book")
    return translate("StorageMessages", "A file of the game")


def _system_text(error: OSError, what: str) -> str:
    number = error.errno
    if number == errno.ELOOP:
        return fill(translate("StorageMessages", "%1 is a link to another place: Don Quixote "
                              "does not write through links."), what)
    if number == errno.EISDIR:
        return fill(translate("StorageMessages", "%1 is a folder where a file should be."), what)
    if isinstance(error, NotAFile):
        return fill(translate("StorageMessages", "%1 is not an ordinary file (a device or a "
                              "pipe)."), what)
    if number in (errno.EACCES, errno.EPERM, errno.EROFS):
        return _read_only(what)
    if number in _FULL:
        return _full(what)
    if number in (errno.EEXIST, errno.ENOTDIR):
        return fill(translate("StorageMessages", "%1 cannot be written: a file stands where a "
                              "folder should be."), what)
    if number == errno.ENAMETOOLONG:
        return fill(translate("StorageMessages", "%1 cannot be written: its name is too long "
                              "for this disk."), what)
    if number == errno.ENOENT:
        return fill(translate("StorageMessages", "%1 could not be written: it, or its folder, "
                              "was moved or removed meanwhile."), what)
    if number == errno.EIO:
        return _disk_fault(what)
    if number in (errno.EBUSY, errno.ETXTBSY):
        return _in_use(what)
    return fill(translate("StorageMessages", "%1 could not be written (%2)."), what,
                error.strerror or type(error).__name__)


def _sqlite_text(error: sqlite3.Error, what: str) -> str:
    code = getattr(error, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None  # extended codes: low byte
    if primary in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
        return _in_use(what)
    if primary in (sqlite3.SQLITE_READONLY, sqlite3.SQLITE_PERM, sqlite3.SQLITE_AUTH):
        return _read_only(what)
    if primary == sqlite3.SQLITE_FULL:
        return _full(what)
    if primary in (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB):
        return fill(translate("StorageMessages", "%1 is damaged and cannot be used."), what)
    if primary == sqlite3.SQLITE_IOERR:
        return _disk_fault(what)
    if primary == sqlite3.SQLITE_CANTOPEN:
        return fill(translate("StorageMessages", "%1 cannot be opened: its folder may be "
                              "read-only or missing."), what)
    return fill(translate("StorageMessages", "%1 cannot be used."), what)


def _said_text(error: BaseException, what: str) -> str:
    """A fault the storage layer described itself (no system error behind it)."""
    text = str(error).lower()
    if "readonly" in text or "read-only" in text or "permission denied" in text:
        return _read_only(what)
    if "disk is full" in text:
        return _full(what)
    if "locked" in text or "busy" in text:
        return _in_use(what)
    return fill(translate("StorageMessages", "The record book cannot be used: %1"), error)


_FULL = (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC))


def _read_only(what: str) -> str:
    return fill(translate("StorageMessages", "%1 cannot be written: the folder is read-only or "
                          "belongs to another user."), what)


def _full(what: str) -> str:
    return fill(translate("StorageMessages", "%1 cannot be written: the disk is full."), what)


def _in_use(what: str) -> str:
    return fill(translate("StorageMessages", "%1 is in use by another program."), what)


def _disk_fault(what: str) -> str:
    return fill(translate("StorageMessages", "%1 could not be read or written: the disk "
                          "reported a fault."), what)


_LOGGED: set[str] = set()
_MOST_LOGGED = 100
"""Faults written to the log once each (a fault tried again every half minute would fill
it), up to this many different ones in a run."""


def _log_once(error: BaseException) -> None:
    detail = f"{type(error).__name__}: {error}"
    cause = system_cause(error)
    if cause is not error:
        detail += f" ({type(cause).__name__}: {cause})"
    if detail in _LOGGED or len(_LOGGED) >= _MOST_LOGGED:
        return
    _LOGGED.add(detail)
    logger.warning("told the player of a file problem: %s", detail)


def lock_report(problem: OSError | None, folder: Path, *, held: bool) -> str | None:
    """What the player is told when the folder's lock (``storage/instance_lock.py``) could
    not be had, or was taken without its process id (a full disk); ``None``: all was well."""
    if problem is None:
        return None
    if held:
        then = translate("StorageMessages", "Until this is put right, your game in progress "
                         "is not saved after each placement.")
    else:
        then = fill(translate("StorageMessages", "So Don Quixote cannot tell whether another "
                              "copy of it is open with the same folder (%1): two copies open "
                              "together would overwrite each other's game in progress."), folder)
    return file_problem_text(problem) + "\n\n" + then


def record_book_report(moved: SetAside | None) -> str | None:
    """What happened to a damaged record book, or ``None`` when all was well. SQLite's own
    account of the damage goes to the log: it means nothing to a player."""
    if moved is None:
        return None
    logger.warning("record book set aside: %s", moved)
    text = fill(translate("StorageMessages", "%1 is damaged and could not be read."),
                moved.file.name)
    return (text + " " + _where_kept(moved) + "\n\n"
            + translate("StorageMessages",
                        "A new record book was started; finished games go there."))


MOST_LISTED = 3
"""Files set aside named one by one in a report; the rest are counted (two thousand names
would make a box taller than any screen)."""


def backlog_report(backlog: Backlog, folder: Path) -> str | None:
    """How many finished games from before were recorded, how many still wait and why;
    ``None`` when there were none."""
    lines = [set_aside_text(problem) for problem in backlog.set_aside[:MOST_LISTED]]
    more = len(backlog.set_aside) - MOST_LISTED
    if more > 0:
        lines.append(fill(translate("StorageMessages", "%n more file(s) in %1 could not be "
                                    "read either and were kept there under dated names.", None,
                                    PLURAL, more), folder))
    new = backlog.new
    if new:
        lines.append(translate("StorageMessages", "%n finished game(s) from before recorded in "
                               "the record book.", None, PLURAL, new))
    if backlog.waiting:
        waiting = backlog.waiting
        reason = file_problem_text(backlog.fault) if backlog.fault is not None else ""
        lines.append(fill(translate(
            "StorageMessages", "%n finished game(s) still wait in %1 to be recorded: %2 "
            "They are tried again every half minute and at every start.", None, PLURAL,
            waiting), folder, reason))
    return "\n\n".join(lines) if lines else None


def recorded_at_last_text() -> str:
    return translate("StorageMessages", "The finished game is now recorded in the record book.")
