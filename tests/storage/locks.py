"""Another process holding the record book's write lock, for as long as a test needs."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

HOLD_LOCK = """
import sqlite3, sys
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
sys.stdin.readline()
db.execute("ROLLBACK")
"""


@contextmanager
def write_lock_held(book: Path) -> Iterator[None]:
    """A child process holds ``book``'s write lock until the block ends."""
    holder = subprocess.Popen([sys.executable, "-c", HOLD_LOCK, str(book)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        yield
    finally:
        assert holder.stdin is not None
        holder.stdin.write("\n")
        holder.stdin.flush()
        holder.wait(timeout=30)


HOLD_INSTANCE = """
import sys
from pathlib import Path
from dq_desktop.storage.instance_lock import InstanceLock
lock = InstanceLock(Path(sys.argv[1]))
print("held" if lock.acquire() else "refused", flush=True)
sys.stdin.readline()
"""


def instance_lock_holder(folder: Path) -> subprocess.Popen[str]:
    """A child process that holds ``folder``'s lock file, as a running copy of the program
    would, until its stdin gets a line or it is killed."""
    process = subprocess.Popen([sys.executable, "-c", HOLD_INSTANCE, str(folder)],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                               cwd=Path(__file__).parents[2])
    assert process.stdout is not None and process.stdout.readline().strip() == "held"
    return process
