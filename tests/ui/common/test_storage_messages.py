"""The player is told in plain words what happened to a file that could not be used."""

from __future__ import annotations

import errno
import logging
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from dq_desktop.own_files import NotAFile
from dq_desktop.storage.autosave import LoadedAutosave
from dq_desktop.storage.book_writer import Backlog
from dq_desktop.storage.record_book import RecordBookError
from dq_desktop.storage.set_aside import SetAside
from dq_desktop.ui.common import storage_messages
from dq_desktop.ui.common.language import LanguageSwitcher
from dq_desktop.ui.common.storage_messages import (
    MOST_LISTED,
    autosave_report,
    backlog_report,
    file_problem_text,
    record_book_report,
    settings_report,
    system_cause,
)
from tests.storage.games import played

BAD = SetAside(
    Path("/x/autosave.json"), "line 1, column 2: not JSON", Path("/x/autosave.bad-1.json")
)


def test_nothing_is_said_when_every_file_was_read() -> None:
    assert autosave_report(LoadedAutosave(played(1, steps=3))) is None
    assert settings_report([]) is None and record_book_report(None) is None


def test_a_bad_autosave_names_the_fault_where_it_was_kept_and_what_is_resumed() -> None:
    text = autosave_report(LoadedAutosave(played(1, steps=3), set_aside=(BAD,), from_previous=True))
    assert text is not None
    assert "autosave.json could not be read (line 1, column 2: not JSON)" in text
    assert "kept as autosave.bad-1.json in /x" in text
    assert "at most one placement is lost" in text


def test_with_nothing_to_resume_the_player_is_told_so() -> None:
    text = autosave_report(LoadedAutosave(None, set_aside=(BAD,)))
    assert text is not None and "No earlier save" in text


def test_a_file_that_could_not_be_moved_is_said_to_be_left_as_is() -> None:
    text = settings_report([SetAside(Path("settings.json"), "not JSON", None)])
    assert text is not None and "left as is" in text and "defaults" in text


@pytest.mark.parametrize(
    ("error", "words"),
    [
        (PermissionError(errno.EACCES, "Permission denied", "/x/autosave.json"),
         "/x/autosave.json cannot be written: the folder is read-only"),
        (OSError(errno.EROFS, "Read-only file system", "/x/a.json"), "read-only"),
        (OSError(errno.ENOSPC, "No space left on device", "/x/a.json"), "the disk is full"),
        (FileExistsError(errno.EEXIST, "File exists", "/x/unrecorded"),
         "/x/unrecorded cannot be written: a file stands where a folder should be"),
        (NotADirectoryError(errno.ENOTDIR, "Not a directory", "/x/data/a.json"),
         "a file stands where a folder should be"),
        (RecordBookError("/x/records.sqlite3: database is locked"), "in use by another program"),
        (RecordBookError("/x/records.sqlite3: attempt to write a readonly database"),
         "The record book cannot be written: the folder is read-only"),
    ],
)
def test_storage_faults_are_said_in_words_never_as_errno(error: Exception, words: str) -> None:
    text = file_problem_text(error)
    assert words in text and "Errno" not in text


def wrapped(cause: BaseException, message: str) -> RecordBookError:
    """A ``RecordBookError`` raised as the record book raises it: ``from None``, over
    the system's or SQLite's own error."""
    try:
        try:
            raise cause
        except BaseException:
            raise RecordBookError(message) from None
    except RecordBookError as error:
        return error


def sqlite_error(code: int, text: str) -> sqlite3.Error:
    error = sqlite3.DatabaseError(text)
    error.sqlite_errorcode = code
    return error


@pytest.mark.parametrize(
    ("error", "words"),
    [
        (wrapped(FileExistsError(errno.EEXIST, "File exists", "/x/data"),
                 "/x/data/records.sqlite3: [Errno 17] File exists: '/x/data'"),
         "/x/data cannot be written: a file stands where a folder should be."),
        (wrapped(sqlite_error(sqlite3.SQLITE_CORRUPT, "database disk image is malformed"),
                 "/x/records.sqlite3: damaged (database disk image is malformed)"),
         "The record book is damaged and cannot be used."),
        (wrapped(sqlite_error(sqlite3.SQLITE_IOERR | 10 << 8, "disk I/O error"),
                 "/x/records.sqlite3: disk I/O error"),
         "The record book could not be read or written: the disk reported a fault."),
        (wrapped(sqlite_error(sqlite3.SQLITE_FULL, "database or disk is full"),
                 "/x/records.sqlite3: database or disk is full"),
         "The record book cannot be written: the disk is full."),
        (wrapped(sqlite_error(sqlite3.SQLITE_CANTOPEN, "unable to open database file"),
                 "/x/records.sqlite3: cannot be opened (unable to open database file)"),
         "The record book cannot be opened: its folder may be read-only or missing."),
        (sqlite_error(sqlite3.SQLITE_BUSY, "database is locked"),
         "The record book is in use by another program."),
        (NotAFile(errno.ELOOP, "a symbolic link", "/x/dq-desktop.lock"),
         "/x/dq-desktop.lock is a link to another place"),
        (NotAFile(errno.EISDIR, "a folder", "/x/dq-desktop.lock"),
         "/x/dq-desktop.lock is a folder where a file should be."),
        (NotAFile(errno.EINVAL, "not a regular file", "/x/dq-desktop.lock"),
         "/x/dq-desktop.lock is not an ordinary file"),
        (OSError(errno.ENAMETOOLONG, "File name too long", "/x/" + "a" * 300),
         "its name is too long for this disk"),
        (OSError(errno.EIO, "Input/output error", "/x/a.json"), "the disk reported a fault"),
    ],
)
def test_system_and_sqlite_faults_are_said_in_words_never_in_their_own(
    error: Exception, words: str, caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The words a player reads; what the system or SQLite said is in the log."""
    monkeypatch.setattr(storage_messages, "_LOGGED", set())
    with caplog.at_level(logging.WARNING):
        text = file_problem_text(error)
    assert words in text
    for raw in ("Errno", "malformed", "I/O error", "database", "File exists"):
        assert raw not in text
    assert str(system_cause(error)) in caplog.text


def test_a_fault_told_again_and_again_is_logged_once(
    caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(storage_messages, "_LOGGED", set())
    with caplog.at_level(logging.WARNING):
        for _ in range(3):
            file_problem_text(OSError(errno.ENOSPC, "No space left on device", "/x/a.json"))
    assert caplog.text.count("No space left on device") == 1


def test_a_damaged_book_is_said_damaged_without_sqlites_account_of_it(
    caplog: pytest.LogCaptureFixture,
) -> None:
    fault = ("damaged inside: *** in database main *** On tree page 3 cell 0: "
             "btreeInitPage() returns error code 11")
    moved = SetAside(Path("/x/records.sqlite3"), fault, Path("/x/records.bad-1.sqlite3"))
    with caplog.at_level(logging.WARNING):
        text = record_book_report(moved)
    assert text is not None
    assert "records.sqlite3 is damaged and could not be read" in text
    assert "kept as records.bad-1.sqlite3 in /x" in text and "A new record book" in text
    assert "btree" not in text and "error code" not in text
    assert "btreeInitPage() returns error code 11" in caplog.text


@pytest.fixture
def english(qapp: object) -> Iterator[None]:
    """English plurals live in the English catalogue, as the application installs it."""
    switcher = LanguageSwitcher()
    switcher.apply("en")
    yield
    switcher.reset()


@pytest.mark.usefixtures("english")
def test_two_thousand_files_set_aside_are_counted_not_listed() -> None:
    """The start-up box names three and counts the rest, with the folder: never a list
    taller than the screen."""
    folder = Path("/x/unrecorded")
    moved = tuple(SetAside(folder / f"game-{n}.json", "not JSON", folder / f"game-{n}.bad.json")
                  for n in range(2000))
    text = backlog_report(Backlog(set_aside=moved), folder)
    assert text is not None
    assert text.count("could not be read (not JSON)") == MOST_LISTED
    assert "1997 more files in /x/unrecorded could not be read either" in text
    assert len(text.splitlines()) < 12


@pytest.mark.usefixtures("english")
def test_one_more_file_is_counted_in_the_singular() -> None:
    folder = Path("/x/unrecorded")
    moved = tuple(SetAside(folder / f"game-{n}.json", "not JSON", None)
                  for n in range(MOST_LISTED + 1))
    text = backlog_report(Backlog(set_aside=moved), folder)
    assert text is not None and "1 more file in /x/unrecorded could not" in text
