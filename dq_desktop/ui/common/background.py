"""The record book's writes off the GUI thread, on one thread of their own.

SQLite's connection belongs to the thread that opened it, so the writes cannot go to the
task runner's worker processes (``tasks.py``, for long computations): one
standard-library thread runs them in order and touches no Qt object; a timer on the GUI
thread hands each result over.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from PySide6.QtCore import QObject, QTimer, Slot

POLL_MS = 50


class BackgroundWork(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="dq-work")
        self._pending: list[tuple[Future[Any], Callable[[Any], None],
                                  Callable[[BaseException], None] | None]] = []
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._collect)

    def run(self, work: Callable[[], Any], done: Callable[[Any], None],
            failed: Callable[[BaseException], None] | None = None) -> None:
        """Call ``work()`` on a worker thread, then ``done(result)`` on this thread, or
        ``failed(error)`` if it raised (without ``failed``, a failure is dropped)."""
        self._pending.append((self._executor.submit(work), done, failed))
        self._timer.start()

    def busy(self) -> bool:
        return bool(self._pending)

    def shut_down(self, last: Callable[[], object] | None = None) -> None:
        """Drop the work not started, wait for the running one; then run ``last`` (say,
        closing what the worker thread opened) on the worker thread and wait for it."""
        for future, _, _ in self._pending:
            future.cancel()
        self._pending.clear()
        self._timer.stop()
        if last is not None:
            self._executor.submit(last)
        self._executor.shutdown(wait=True, cancel_futures=last is None)

    @Slot()
    def _collect(self) -> None:
        still = []
        for future, done, failed in self._pending:
            if not future.done():
                still.append((future, done, failed))
            elif future.cancelled():
                continue
            elif (error := future.exception()) is None:
                done(future.result())
            elif failed is not None:
                failed(error)
        self._pending = still
        if not still:
            self._timer.stop()
