"""One copy of the program per data folder: a lock file says which copy holds it.

``dq-desktop.lock`` in the folder of the autosave is locked by the system
(``fcntl.flock`` on Linux and macOS, ``msvcrt.locking`` on Windows) for as long
as the copy that took it runs: a crashed copy leaves no stale lock behind, as
the system drops it with the process. The file holds the process id, for people.
It is never opened through a link (``dq_desktop/own_files.py``): a lock file that
cannot be had is said, never taken for free.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from dq_desktop.own_files import READ_WRITE, open_own

LOCK_FILE = "dq-desktop.lock"


class InstanceLock:
    def __init__(self, folder: Path) -> None:
        self.path = folder / LOCK_FILE
        self._descriptor: int | None = None
        self.unwritten: OSError | None = None
        """Why the process id could not be written into the lock taken (a full disk)."""

    def acquire(self) -> bool:
        """Take the lock: ``False`` when another running copy holds it.

        Raises ``OSError`` when no lock can be had here: the folder cannot be written,
        or a link, a folder or a device stands where the lock file goes (``NotAFile``;
        nothing is written through a link). A lock whose process id cannot be written
        (a full disk) is taken all the same, and ``unwritten`` says why."""
        if self._descriptor is not None:
            return True
        self.path.parent.mkdir(parents=True, exist_ok=True)
        descriptor = open_own(self.path, READ_WRITE)
        if not _lock(descriptor):
            os.close(descriptor)
            return False
        self._descriptor = descriptor
        try:
            os.ftruncate(descriptor, 0)
            os.lseek(descriptor, 0, os.SEEK_SET)
            os.write(descriptor, f"{os.getpid()}\n".encode("ascii"))
            self.unwritten = None
        except OSError as error:  # the id is for people; the system's lock holds
            self.unwritten = error if error.filename else OSError(
                error.errno, error.strerror, str(self.path))
        return True

    def release(self) -> None:
        if self._descriptor is not None:
            os.close(self._descriptor)  # closing drops the system's lock
            self._descriptor = None


def _lock(descriptor: int) -> bool:
    try:
        if sys.platform == "win32":
            import msvcrt

            os.lseek(descriptor, 0, os.SEEK_SET)
            msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True
