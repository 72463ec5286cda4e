"""What the player is told when a file of his could not be used, in his language.

The storage layer reports what it did (``SetAside``); these sentences say it
plainly. The fault itself comes from the file reader and stays in English.
"""

from __future__ import annotations

import errno
from collections.abc import Sequence
from pathlib import Path

from dq_desktop.storage.autosave import LoadedAutosave
from dq_desktop.storage.book_writer import Backlog
from dq_desktop.storage.record_book import RecordBookError
from dq_desktop.storage.set_aside import SetAside
from dq_desktop.ui.common.text import PLURAL, fill, translate


def set_aside_text(problem: SetAside) -> str:
    """``autosave.json could not be read (…). It was kept as ….``"""
    text = fill(
        translate("StorageMessages", "%1 could not be read (%2)."),
        problem.file.name,
        problem.fault,
    )
    if problem.moved_to is None:
        return (
            text + " " + translate("StorageMessages", "It could not be moved and was left as is.")
        )
    return (
        text
        + " "
        + fill(
            translate("StorageMessages", "It was kept as %1 in %2."),
            problem.moved_to.name,
            problem.moved_to.parent,
        )
    )


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
    """Why a file could not be written or the record book used, in words (never a raw
    ``[Errno 13] …``): read-only, full, held by another program, or what the system said."""
    name = getattr(error, "filename", None)
    text = str(error).lower()
    number = error.errno if isinstance(error, OSError) else None
    what = (str(name) if name else translate("StorageMessages", "The record book")
            if isinstance(error, RecordBookError) else translate("StorageMessages",
                                                                  "A file of the game"))
    if number in (errno.EACCES, errno.EPERM, errno.EROFS) or "readonly" in text \
            or "read-only" in text or "permission denied" in text:
        return fill(translate("StorageMessages", "%1 cannot be written: the folder is "
                              "read-only or belongs to another user."), what)
    if number in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)) or "disk is full" in text:
        return fill(translate("StorageMessages", "%1 cannot be written: the disk is full."), what)
    if number in (errno.EEXIST, errno.ENOTDIR):
        return fill(translate("StorageMessages", "%1 cannot be written: a file stands where a "
                              "folder should be."), what)
    if "locked" in text or "busy" in text:
        return fill(translate("StorageMessages", "%1 is in use by another program."), what)
    if isinstance(error, OSError):
        return fill(translate("StorageMessages", "%1 could not be written (%2)."), what,
                    error.strerror or type(error).__name__)
    return fill(translate("StorageMessages", "The record book cannot be used: %1"), error)


def record_book_report(moved: SetAside | None) -> str | None:
    """What happened to a damaged record book, or ``None`` when all was well."""
    if moved is None:
        return None
    return (
        set_aside_text(moved)
        + "\n\n"
        + translate("StorageMessages", "A new record book was started; finished games go there.")
    )


def backlog_report(backlog: Backlog, folder: Path) -> str | None:
    """How many finished games from before were recorded, how many still wait and why;
    ``None`` when there were none."""
    lines = [set_aside_text(problem) for problem in backlog.set_aside]
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
