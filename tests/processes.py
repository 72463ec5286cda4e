"""Watching processes from tests: a process's children, and whether one is gone.

Linux's /proc is read (the CI and the shared machine run Linux); a zombie, dead but not
yet reaped by whoever adopted it, counts as gone.
"""

from __future__ import annotations

import signal
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

GENEROUS_S = 30.0
"""How long a test waits for a process to go: far beyond the 1 s promised, for a busy machine."""

PARENT = """
import time
from dq_desktop.engine.workers import Workers
workers = Workers(1)
workers.submit(time.sleep, 600)
while not workers.pids():
    time.sleep(0.01)
print(workers.pids()[0], flush=True)
time.sleep(600)
"""
"""A parent process (``python -c PARENT``) with one busy worker: it prints the worker's id."""


def _stat(pid: int) -> list[str] | None:
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return text[text.rindex(")") + 2:].split()  # after "pid (name) "


def gone(pid: int) -> bool:
    fields = _stat(pid)
    return fields is None or fields[0] in ("Z", "X")


def workers_of(parent: int) -> list[int]:
    """The live worker processes (spawned by multiprocessing) whose parent is ``parent``."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        fields = _stat(int(entry.name))
        if fields is None or fields[1] != str(parent) or fields[0] in ("Z", "X"):
            continue
        try:
            command = (entry / "cmdline").read_bytes()
        except OSError:
            continue
        if b"spawn_main" in command:
            found.append(int(entry.name))
    return found


def wait_until(condition: Callable[[], bool], timeout: float = GENEROUS_S) -> bool:
    """Poll ``condition`` until it holds (True) or ``timeout`` seconds pass (False)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


@contextmanager
def ctrl_c_at_its_default() -> Iterator[None]:
    """Processes started inside the block get Ctrl-C as a terminal's foreground job does.

    A shell without job control (a script, a CI runner) starts its background jobs with
    SIGINT ignored; a child inherits that through exec, and Python started so never
    raises KeyboardInterrupt. A handler of our own is not inherited (exec resets it to
    the default), so one is set for the block."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:  # None: a handler set outside Python, which Python cannot put back
        signal.signal(signal.SIGINT, signal.SIG_DFL if previous is None else previous)
