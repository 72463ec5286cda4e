"""Worker processes behave: they end when their parent ends however it ends (kill -9
included), stop at once when the work is given up, and are no more than the cores."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from concurrent.futures.process import BrokenProcessPool

import pytest

from dq_desktop.engine.workers import Workers, max_jobs
from tests.processes import PARENT, gone, wait_until, workers_of


@pytest.mark.parametrize("how", [signal.SIGKILL, signal.SIGTERM])
def test_a_worker_ends_when_its_parent_is_killed(how: signal.Signals) -> None:
    parent = subprocess.Popen([sys.executable, "-c", PARENT], stdout=subprocess.PIPE, text=True)
    try:
        assert parent.stdout is not None
        worker = int(parent.stdout.readline())
        assert not gone(worker)
        os.kill(parent.pid, how)
        parent.wait(timeout=30)
        assert wait_until(lambda: gone(worker)), f"worker {worker} outlived its parent"
    finally:
        parent.kill()
        parent.wait()


def test_stop_kills_the_work_running_and_cancels_the_work_waiting() -> None:
    workers = Workers(1)
    running = workers.submit(time.sleep, 600)
    waiting = workers.submit(time.sleep, 600)
    assert wait_until(lambda: bool(workers.pids()) and running.running())
    (pid,) = workers.pids()
    workers.stop()
    assert wait_until(lambda: gone(pid))
    with pytest.raises(BrokenProcessPool):
        running.result(timeout=30)
    assert wait_until(waiting.done)  # cancelled, or broken if already handed to the worker
    assert waiting.cancelled() or isinstance(waiting.exception(), BrokenProcessPool)


def test_leaving_the_block_by_an_exception_stops_the_workers() -> None:
    with pytest.raises(KeyboardInterrupt), Workers(1) as workers:
        workers.submit(time.sleep, 600)
        assert wait_until(lambda: bool(workers.pids()))
        pid = workers.pids()[0]
        raise KeyboardInterrupt
    assert wait_until(lambda: gone(pid))


def test_no_more_workers_than_the_cores() -> None:
    with pytest.raises(ValueError, match="between 1 and"):
        Workers(max_jobs() + 1)
    with pytest.raises(ValueError):
        Workers(0)


def test_a_finished_block_leaves_no_worker_behind() -> None:
    with Workers(1) as workers:
        assert workers.submit(abs, -3).result(timeout=60) == 3
        pids = workers.pids()
    assert wait_until(lambda: all(gone(pid) for pid in pids))
    assert not set(pids) & set(workers_of(os.getpid()))
