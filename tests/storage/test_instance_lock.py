"""One copy of the program per data folder: the lock file.

Rules checked: while another process holds the folder's lock, taking it fails;
when that process ends (even killed), the lock is free again, with no stale file
to clear by hand; a folder where no lock file can be written does not stop the
program.
"""

from __future__ import annotations

from pathlib import Path

from dq_desktop.storage.instance_lock import LOCK_FILE, InstanceLock
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


def test_a_folder_that_is_a_file_does_not_stop_the_program(tmp_path: Path) -> None:
    not_a_folder = tmp_path / "data"
    not_a_folder.write_text("a file, not a folder")
    assert InstanceLock(not_a_folder).acquire()
