"""The long commands (review, analyze, simulate) behave: --jobs is bounded by the cores
(more is refused with status 2), progress goes to stderr only on a terminal, and Ctrl-C
ends a review with its worker processes."""

from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from dq_desktop.commands.progress import Progress
from dq_desktop.engine.workers import max_jobs
from tests.files import refusal, run_cli
from tests.processes import ctrl_c_at_its_default, gone, wait_until, workers_of

GAME = Path(__file__).parents[1] / "data" / "games" / "rulebook-andre.json"


@pytest.mark.parametrize("jobs", ["0", str(max_jobs() + 1), "10000"])
def test_jobs_beyond_the_cores_are_refused(jobs: str, capsys: pytest.CaptureFixture[str]) -> None:
    message = refusal(run_cli(capsys, "review", GAME, "--jobs", jobs))
    assert f"--jobs {jobs}: between 1 and {max_jobs()}" in message


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_is_shown_on_a_terminal_and_wiped_at_the_end() -> None:
    terminal = Terminal()
    with Progress("review: placements judged", terminal) as progress:
        progress(8, 22)
    written = terminal.getvalue()
    assert "\rreview: placements judged: 8 of 22" in written
    assert written.endswith("\r\x1b[K"), "the line is wiped: stdout's text stands alone"


def test_no_progress_in_a_file_or_a_pipe() -> None:
    file = io.StringIO()
    with Progress("simulate: games played", file) as progress:
        progress(1, 3)
    assert file.getvalue() == ""


def test_simulate_reports_each_game(monkeypatch: pytest.MonkeyPatch) -> None:
    from dq_desktop.commands.simulate import SimulationPlan, run_games
    from dq_desktop.formats.tileset_file import builtin_tileset

    plan = SimulationPlan(builtin_tileset("classic"), ("greedy",), 3, 1, False, None)
    seen: list[tuple[int, int]] = []
    run_games(plan, lambda done, total: seen.append((done, total)))
    assert seen == [(1, 3), (2, 3), (3, 3)]


def test_ctrl_c_ends_a_review_and_its_workers() -> None:
    command = [sys.executable, "-m", "dq_desktop.cli", "review", str(GAME), "--jobs", "1"]
    with ctrl_c_at_its_default():  # as in a terminal, even when the tests run in the background
        review = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                  start_new_session=True)
    try:
        assert wait_until(lambda: bool(workers_of(review.pid)), timeout=60)
        pids = workers_of(review.pid)
        os.killpg(review.pid, signal.SIGINT)  # as a terminal sends it: to the whole group
        assert review.wait(timeout=30) == 130
        assert wait_until(lambda: all(gone(pid) for pid in pids))
    finally:
        review.kill()
        review.wait()
