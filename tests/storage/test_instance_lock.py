"""One copy of the program per data folder: the lock file.

Rules checked: while another process holds the folder's lock, taking it fails;
when that process ends (even killed), the lock is free again, with no stale file
to clear by hand; a lock that cannot be had (a folder that is a file, a lock that
is a link, a folder or a device) is said, never taken for free, and never written
through; a full disk costs the process id in the file, not the lock.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from dq_desktop.storage.instance_lock import LOCK_FILE, InstanceLock
from tests.storage.faults import full_disk
from tests.storage.locks import instance_lock_holder


def test_a_second_copy_finds_the_folder_taken_until_the_first_ends(tmp_path: Path) -> None:
    first = instance_lock_holder(tmp_path)
    try:
        assert not InstanceLock(tmp_path).acquire()
        assert (tmp_path / LOCK_FILE).read_text().strip() == str(first.pid)
    finally:
        first.kill()  # no clean exit: the system drops the lock all the same
        first.wait(timeout=30)
    second = InstanceLock(tmp_path)
    assert second.acquire()
    second.release()


def test_a_folder_that_is_a_file_is_no_lock_and_says_why(tmp_path: Path) -> None:
    not_a_folder = tmp_path / "data"
    not_a_folder.write_text("a file, not a folder")
    with pytest.raises(OSError):
        InstanceLock(not_a_folder).acquire()
    assert not_a_folder.read_text() == "a file, not a folder"


def test_a_linked_lock_is_refused_and_its_target_left_whole(tmp_path: Path) -> None:
    target = tmp_path / "notes.txt"
    target.write_text("a file of the player's\n")
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / LOCK_FILE).symlink_to(target)
    with pytest.raises(OSError) as raised:
        InstanceLock(folder).acquire()
    assert raised.value.errno == errno.ELOOP
    assert target.read_text() == "a file of the player's\n"


def test_a_lock_that_is_a_folder_is_not_free(tmp_path: Path) -> None:
    (tmp_path / LOCK_FILE).mkdir()
    with pytest.raises(OSError) as raised:
        InstanceLock(tmp_path).acquire()
    assert raised.value.errno == errno.EISDIR


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_lock_that_is_a_pipe_is_not_free_and_nothing_waits(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / LOCK_FILE)
    with pytest.raises(OSError):
        InstanceLock(tmp_path).acquire()


def test_on_a_full_disk_the_lock_is_taken_and_the_unwritten_id_said(tmp_path: Path) -> None:
    with full_disk(tmp_path / "small") as folder:
        lock = InstanceLock(folder)
        assert lock.acquire()
        assert lock.unwritten is not None and lock.unwritten.errno == errno.ENOSPC
        assert not InstanceLock(folder).acquire()  # held all the same
        lock.release()
