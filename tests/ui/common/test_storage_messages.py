"""The player is told in plain words what happened to a file that could not be used."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest

from dq_desktop.storage.autosave import LoadedAutosave
from dq_desktop.storage.record_book import RecordBookError
from dq_desktop.storage.set_aside import SetAside
from dq_desktop.ui.common.storage_messages import (
    autosave_report,
    file_problem_text,
    record_book_report,
    settings_report,
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
