"""Worker processes that behave: they end with their parent and stop when told.

Long analysis (a review, a hint, a puzzle's judgement, the hindsight search)
runs on worker processes. Three rules hold for every one of them:

- **They end when their parent ends, however it ends** (kill -9 included): each
  worker watches ``multiprocessing.parent_process().sentinel``, the end of a
  pipe the parent holds open, and exits the moment it closes.
- **They stop at once when the work is given up**: ``Workers.stop`` cancels
  what waits and kills what runs, without waiting for it (a pure-Python search
  cannot be interrupted any other way within a second).
- **Ctrl-C is the parent's business**: workers ignore SIGINT (the terminal
  sends it to the whole process group); the parent stops them.

Workers are spawned, not forked: the application's threads (Qt's) must not
be copied. Their number is bounded by the cores (``max_jobs``).
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from multiprocessing.connection import wait as wait_for
from types import TracebackType
from typing import Any, TypeVar

T = TypeVar("T")


def max_jobs() -> int:
    """The most worker processes worth starting: the cores this process may use."""
    affinity = getattr(os, "sched_getaffinity", None)  # Linux only
    if affinity is not None:
        return max(1, len(affinity(0)))
    return max(1, os.cpu_count() or 1)


DEFAULT_JOBS = 2
"""Worker processes of a review unless asked otherwise (fewer on fewer cores)."""


def default_jobs() -> int:
    """``DEFAULT_JOBS``, or the cores when there are fewer."""
    return min(DEFAULT_JOBS, max_jobs())


def watch_parent() -> None:
    """In a worker: ignore Ctrl-C and exit as soon as the parent process is gone."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    parent = multiprocessing.parent_process()
    if parent is None:
        return
    threading.Thread(target=_exit_after, args=(parent.sentinel,), name="dq-parent-watch",
                     daemon=True).start()


def _exit_after(sentinel: int) -> None:
    wait_for([sentinel])  # readable only once the parent's end of the pipe is closed
    os._exit(0)


class Workers:
    """A pool of ``jobs`` worker processes (``1 <= jobs <= max_jobs()``).

    As a context manager it waits for its work on a normal exit and stops it at once
    when an exception (a cancel, Ctrl-C) leaves the block.
    """

    def __init__(self, jobs: int) -> None:
        if not 1 <= jobs <= max_jobs():
            raise ValueError(f"{jobs} worker processes: between 1 and {max_jobs()}, the cores")
        self.jobs = jobs
        self._pool = ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("spawn"),
                                         initializer=watch_parent)
        self._stopped = False

    def submit(self, work: Callable[..., T], /, *args: Any) -> Future[T]:
        return self._pool.submit(work, *args)

    def pids(self) -> list[int]:
        """The worker processes started so far (tests watch them end)."""
        processes = self._pool._processes or {}
        return [pid for pid in processes if pid is not None]

    def stop(self) -> None:
        """Cancel the work waiting and kill the work running; returns without waiting."""
        if self._stopped:
            return
        self._stopped = True
        processes = list((self._pool._processes or {}).values())
        self._pool.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            if process.is_alive():
                process.kill()

    def close(self) -> None:
        """Let the work submitted finish, then let the workers go."""
        if not self._stopped:
            self._stopped = True
            self._pool.shutdown(wait=True)

    def __enter__(self) -> Workers:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        if kind is None:
            self.close()
        else:
            self.stop()
