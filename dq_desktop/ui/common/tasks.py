"""The one task runner for work off the GUI thread: the review, a puzzle's judgement, the
hint, hindsight, the expert's total on a deal, the record book's writes.

Three kinds of task, all handed back on the GUI thread by a timer:

- ``call(work, *args)``: ``work(*args)`` runs on the runner's worker process (spawned
  once and kept warm for the next call; ``engine/workers.py``: it ends with this
  process however it ends). Cancel kills it: the work stops at once.
- ``run(work)``: ``work(control)`` runs on a daemon thread of this process; it asks
  ``control.cancelled()`` and reports ``control.report(done, total)``. For work that
  drives worker processes of its own (the review) and stops them when cancelled.
- ``in_turn(work)``: ``work()`` runs on the runner's one thread, after the work given
  to it before: for work bound to a thread (an SQLite connection is its thread's: the
  record book's writes). ``shut_down`` waits for the one running, then runs the
  runner's ``last`` there (closing what the thread opened).

Every task ends in exactly one of: ``done(result)``, ``failed(message)`` (nothing is
dropped silently: a worker that died is a failure too), or nothing after ``cancel()``.
A ``run`` thread never keeps the program from ending; the ``in_turn`` thread ends the
work it is doing (a write is never cut in half). Quitting cancels everything else.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import CancelledError, Future, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Slot

from dq_desktop.engine.workers import Workers
from dq_desktop.ui.common.text import error_line

POLL_MS = 50


class TaskCancelled(Exception):
    """Raised inside a thread's work once its task is cancelled (it may also just return)."""


class Control:
    """What a thread's work sees of its task: a cancel flag and a progress slot."""

    def __init__(self) -> None:
        self._cancelled = threading.Event()
        self.progress: tuple[int, int] | None = None

    def cancelled(self) -> bool:
        return self._cancelled.is_set()

    def report(self, done: int, total: int) -> None:
        """Called on the work's thread: only plain numbers are written."""
        self.progress = (done, total)


@dataclass(eq=False)
class Task:
    """One piece of work under way; ``cancel`` drops it and stops it."""

    runner: TaskRunner
    done: Callable[[Any], None]
    failed: Callable[[str], None]
    progressed: Callable[[int, int], None] | None = None
    call: tuple[Callable[..., Any], tuple[Any, ...]] | None = None
    """The work and its arguments, for a task on the worker process."""
    in_turn: bool = False
    """On the runner's one thread (its future is that thread's)."""
    future: Future[Any] = field(default_factory=Future)
    control: Control = field(default_factory=Control)
    shown: tuple[int, int] | None = None

    def cancel(self) -> None:
        self.runner.cancel(self)

    @property
    def under_way(self) -> bool:
        return self in self.runner.tasks


class TaskRunner(QObject):
    """Runs tasks for one owner (a window, the hint, …) and hands their ends back."""

    def __init__(self, parent: QObject | None = None, *,
                 last: Callable[[], object] | None = None) -> None:
        """``last``: run on the runner's one thread when it shuts down (``in_turn``)."""
        super().__init__(parent)
        self.tasks: list[Task] = []
        self._workers: Workers | None = None
        self._thread: ThreadPoolExecutor | None = None
        self._last = last
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._collect)
        application = QCoreApplication.instance()
        if application is not None:
            application.aboutToQuit.connect(self.shut_down)

    # --- starting ----------------------------------------------------------------------

    def call(self, work: Callable[..., Any], *args: Any, done: Callable[[Any], None],
             failed: Callable[[str], None]) -> Task:
        """``work(*args)`` on the worker process (``work`` and ``args`` must pickle)."""
        task = Task(self, done, failed, call=(work, args))
        self._submit(task)
        return self._started(task)

    def run(self, work: Callable[[Control], Any], *, done: Callable[[Any], None],
            failed: Callable[[str], None],
            progressed: Callable[[int, int], None] | None = None) -> Task:
        """``work(control)`` on a thread of its own."""
        task = Task(self, done, failed, progressed)

        def body() -> None:
            try:
                result = work(task.control)
            except BaseException as error:  # handed over; the GUI thread reports it
                task.future.set_exception(error)
            else:
                task.future.set_result(result)

        threading.Thread(target=body, name="dq-task", daemon=True).start()
        return self._started(task)

    def in_turn(self, work: Callable[[], Any], *, done: Callable[[Any], None],
                failed: Callable[[str], None]) -> Task:
        """``work()`` on the runner's one thread, after the work given before it."""
        if self._thread is None:
            self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="dq-work")
        task = Task(self, done, failed, in_turn=True)
        task.future = self._thread.submit(work)
        return self._started(task)

    def busy(self) -> bool:
        return bool(self.tasks)

    def worker_pids(self) -> list[int]:
        """The worker process's id, once started (tests watch it end)."""
        return self._workers.pids() if self._workers is not None else []

    def _started(self, task: Task) -> Task:
        self.tasks.append(task)
        self._timer.start()
        return task

    def _submit(self, task: Task) -> None:
        assert task.call is not None
        if self._workers is None:
            self._workers = Workers(1)
        work, args = task.call
        task.future = self._workers.submit(work, *args)

    # --- stopping ----------------------------------------------------------------------

    def cancel(self, task: Task) -> None:
        """Drop ``task``: its ``done`` and ``failed`` are never called, its work stops."""
        if task not in self.tasks:
            return
        self.tasks.remove(task)
        task.control._cancelled.set()
        if task.in_turn:
            task.future.cancel()  # unless it runs already: then it ends unheard
        elif task.call is not None and not task.future.cancel():
            self._restart_workers()  # it is running: the only way to stop it now

    def shut_down(self) -> None:
        """Cancel every task and let the worker process go (it is killed if busy); the
        runner's thread finishes the work it is doing, then runs ``last`` and ends."""
        for task in list(self.tasks):
            task.control._cancelled.set()
            if task.in_turn:
                task.future.cancel()
        self.tasks.clear()
        self._timer.stop()
        if self._workers is not None:
            self._workers.stop()
            self._workers = None
        if self._thread is not None:
            if self._last is not None:
                self._thread.submit(self._last)
            self._thread.shutdown(wait=True)
            self._thread = None

    def _restart_workers(self) -> None:
        """Kill the worker process; the calls it had not answered go to a new one."""
        if self._workers is not None:
            self._workers.stop()
            self._workers = None
        for other in self.tasks:
            if other.call is not None and not _answered(other.future):
                self._submit(other)

    # --- collecting --------------------------------------------------------------------

    @Slot()
    def _collect(self) -> None:
        for task in list(self.tasks):
            progress = task.control.progress
            if task.progressed is not None and progress is not None and progress != task.shown:
                task.shown = progress
                task.progressed(*progress)
            if task not in self.tasks or not task.future.done():
                continue
            self.tasks.remove(task)
            try:
                result = task.future.result()
            except (CancelledError, TaskCancelled):
                continue
            except Exception as error:  # a worker that died, or a fault in the work
                if task.call is not None:
                    self._restart_workers()
                task.failed(error_line(error))
                continue
            task.done(result)
        if not self.tasks:
            self._timer.stop()


def _answered(future: Future[Any]) -> bool:
    """The work ended on its own (a result or its own fault), not with its worker."""
    if not future.done() or future.cancelled():
        return False
    return not isinstance(future.exception(), BrokenProcessPool)
