"""The task runner: every task ends in done, failed or a cancel (a worker that dies is a
failure, never a silence); a cancel stops the worker process at once; quitting stops all."""

from __future__ import annotations

import os
import threading
import time
from functools import partial

from pytestqt.qtbot import QtBot

from dq_desktop.ui.common.tasks import Control, TaskRunner
from tests.processes import gone, wait_until


class Ends:
    def __init__(self) -> None:
        self.done: list[object] = []
        self.failed: list[str] = []


def runner_and_ends(qtbot: QtBot) -> tuple[TaskRunner, Ends]:
    runner = TaskRunner()
    ends = Ends()
    return runner, ends


def test_a_call_runs_on_the_worker_process_and_its_result_arrives(qtbot: QtBot) -> None:
    runner, ends = runner_and_ends(qtbot)
    runner.call(os.getpid, done=ends.done.append, failed=ends.failed.append)
    qtbot.waitUntil(lambda: bool(ends.done), timeout=60_000)
    assert ends.done[0] != os.getpid() and ends.done[0] in runner.worker_pids()
    assert not runner.busy()
    runner.shut_down()


def test_a_worker_that_dies_is_reported_as_a_failure(qtbot: QtBot) -> None:
    runner, ends = runner_and_ends(qtbot)
    runner.call(os._exit, 3, done=ends.done.append, failed=ends.failed.append)
    qtbot.waitUntil(lambda: bool(ends.failed), timeout=60_000)
    assert "BrokenProcessPool" in ends.failed[0] and not ends.done
    runner.call(abs, -2, done=ends.done.append, failed=ends.failed.append)
    qtbot.waitUntil(lambda: bool(ends.done), timeout=60_000)
    assert ends.done == [2], "the next call gets a new worker"
    runner.shut_down()


def test_a_fault_in_a_threads_work_is_reported(qtbot: QtBot) -> None:
    runner, ends = runner_and_ends(qtbot)

    def work(control: Control) -> None:
        raise ValueError("no such field")

    runner.run(work, done=ends.done.append, failed=ends.failed.append)
    qtbot.waitUntil(lambda: bool(ends.failed), timeout=10_000)
    assert ends.failed == ["ValueError: no such field"]


def test_cancel_kills_the_running_call_and_nothing_arrives(qtbot: QtBot) -> None:
    runner, ends = runner_and_ends(qtbot)
    task = runner.call(time.sleep, 600, done=ends.done.append, failed=ends.failed.append)
    qtbot.waitUntil(lambda: bool(runner.worker_pids()) and task.future.running(),
                    timeout=60_000)
    (pid,) = runner.worker_pids()
    task.cancel()
    assert not task.under_way and not runner.busy()
    assert wait_until(lambda: gone(pid)), "the worker stops at once"
    runner.call(abs, -5, done=ends.done.append, failed=ends.failed.append)
    qtbot.waitUntil(lambda: bool(ends.done), timeout=60_000)
    assert ends.done == [5] and not ends.failed, "the cancelled call never reports"
    runner.shut_down()


def test_a_waiting_call_survives_the_cancel_of_the_running_one(qtbot: QtBot) -> None:
    runner, ends = runner_and_ends(qtbot)
    first = runner.call(time.sleep, 600, done=ends.done.append, failed=ends.failed.append)
    runner.call(abs, -7, done=ends.done.append, failed=ends.failed.append)
    qtbot.waitUntil(lambda: first.future.running(), timeout=60_000)
    first.cancel()
    qtbot.waitUntil(lambda: bool(ends.done), timeout=60_000)
    assert ends.done == [7] and not ends.failed
    runner.shut_down()


def test_a_threads_work_sees_its_cancel_and_reports_progress(qtbot: QtBot) -> None:
    runner, ends = runner_and_ends(qtbot)
    seen: list[tuple[int, int]] = []
    stopped: list[bool] = []

    def work(control: Control) -> None:
        control.report(1, 3)
        while not control.cancelled():
            time.sleep(0.01)
        stopped.append(True)

    task = runner.run(work, done=ends.done.append, failed=ends.failed.append,
                      progressed=lambda done, total: seen.append((done, total)))
    qtbot.waitUntil(lambda: seen == [(1, 3)], timeout=10_000)
    task.cancel()
    assert wait_until(lambda: stopped == [True])
    assert wait_until(task.future.done), "its work has returned: a report would be due now"
    # A later task's answer comes through the same collection, which would have handed
    # over the cancelled task's end first had the cancel not dropped it.
    runner.run(lambda control: "later", done=ends.done.append, failed=ends.failed.append)
    qtbot.waitUntil(lambda: bool(ends.done or ends.failed), timeout=10_000)
    assert ends.done == ["later"] and not ends.failed


def test_shut_down_kills_the_busy_worker(qtbot: QtBot) -> None:
    runner, ends = runner_and_ends(qtbot)
    task = runner.call(time.sleep, 600, done=ends.done.append, failed=ends.failed.append)
    qtbot.waitUntil(lambda: task.future.running(), timeout=60_000)
    (pid,) = runner.worker_pids()
    runner.shut_down()
    assert wait_until(lambda: gone(pid))
    assert not runner.busy()


def test_a_failure_is_told_in_one_line_with_its_kind(qtbot: QtBot) -> None:
    """A fault whose message runs over lines reaches ``failed`` as one line, its kind first
    (the same line the crash report writes: ``ui/common/text.error_line``)."""
    runner, ends = runner_and_ends(qtbot)

    def work(control: Control) -> None:
        raise ValueError("no such\nfield")

    runner.run(work, done=ends.done.append, failed=ends.failed.append)
    qtbot.waitUntil(lambda: bool(ends.failed), timeout=10_000)
    assert ends.failed == ["ValueError: no such field"]


def test_work_in_turn_runs_in_order_on_one_thread_and_last_ends_it_there(
    qtbot: QtBot,
) -> None:
    """``in_turn``: one thread, the work in the order given (an SQLite connection is its
    thread's); a fault reaches ``failed``; ``shut_down`` runs ``last`` on that thread."""
    threads: list[int] = []
    ended: list[int] = []
    runner = TaskRunner(last=lambda: ended.append(threading.get_ident()))
    ends = Ends()

    def work(number: int) -> int:
        threads.append(threading.get_ident())
        if number == 2:
            raise OSError("the disk is full")
        return number

    for number in range(4):
        runner.in_turn(partial(work, number), done=ends.done.append,
                       failed=ends.failed.append)
    qtbot.waitUntil(lambda: not runner.busy(), timeout=10_000)
    assert ends.done == [0, 1, 3] and ends.failed == ["OSError: the disk is full"]
    assert len(set(threads)) == 1 and threads[0] != threading.get_ident()
    runner.shut_down()
    assert ended == threads[:1]
