"""A file written in place (lock, logs) is opened only when it is a regular file of its own.

Rules checked: a missing file is made; a symbolic link is refused (``ELOOP``) and its
target neither made, emptied nor written; a folder is refused (``EISDIR``); a pipe is
refused at once, without waiting for a reader.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from dq_desktop.own_files import APPEND, NotAFile, open_own, open_own_text


def test_a_missing_file_is_made_and_lines_go_at_its_end(tmp_path: Path) -> None:
    path = tmp_path / "a.log"
    for line in ("one\n", "two\n"):
        with open_own_text(path) as out:
            out.write(line)
    assert path.read_text() == "one\ntwo\n"


@pytest.mark.parametrize("existing", [True, False])
def test_a_link_is_refused_and_what_it_points_at_left_alone(
    tmp_path: Path, existing: bool
) -> None:
    target = tmp_path / "elsewhere.txt"
    if existing:
        target.write_text("kept\n")
    (tmp_path / "a.log").symlink_to(target)
    with pytest.raises(NotAFile) as raised:
        open_own(tmp_path / "a.log", APPEND)
    assert raised.value.errno == errno.ELOOP
    assert raised.value.filename == str(tmp_path / "a.log")
    assert (target.read_text() == "kept\n") if existing else not target.exists()


def test_a_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "a.log").mkdir()
    with pytest.raises(NotAFile) as raised:
        open_own(tmp_path / "a.log", APPEND)
    assert raised.value.errno == errno.EISDIR


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_pipe_is_refused_without_waiting(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "a.log")
    with pytest.raises(NotAFile) as raised:
        open_own(tmp_path / "a.log", APPEND)
    assert raised.value.errno == errno.EINVAL
