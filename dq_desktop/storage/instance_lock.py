"""One copy of the program per data folder: a lock file says which copy holds it.

``dq-desktop.lock`` in the folder of the autosave is locked by the system
(``fcntl.flock`` on Linux and macOS, ``msvcrt.locking`` on Windows) for as long
as the copy that took it runs: a crashed copy leaves no stale lock behind, as
the system drops it with the process. The file holds the process id, for people.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import IO

LOCK_FILE = "dq-desktop.lock"


class InstanceLock:
    def __init__(self, folder: Path) -> None:
        self.path = folder / LOCK_FILE
        self._handle: IO[str] | None = None

    def acquire(self) -> bool:
        """Take the lock: ``False`` when another running copy holds it. A folder where
        no lock file can be written counts as free (nothing else could be written there
        either, and the program says so when it tries)."""
        if self._handle is not None:
            return True
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            handle = self.path.open("a+", encoding="utf-8")
        except OSError:
            return True
        if not _lock(handle):
            handle.close()
            return False
        handle.seek(0)
        handle.truncate()
        handle.write(f"{os.getpid()}\n")
        handle.flush()
        self._handle = handle
        return True

    def release(self) -> None:
        if self._handle is not None:
            self._handle.close()  # closing drops the system's lock
            self._handle = None


def _lock(handle: IO[str]) -> bool:
    try:
        if sys.platform == "win32":
            import msvcrt

            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True
