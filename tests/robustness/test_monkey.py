"""Monkey test: thousands of random clicks, drags, hovers, keys, resizes and menu actions
over whole games of 1–4 players, humans and computers mixed (``monkey.py``).

Rules checked after every event: nothing raised, in the test or inside Qt; the
window mirrors the engine (``mirror.differences``); nothing gets stuck: every legal
action taken moves the game on, computer players always move, and a human whose
turn it is always has a tile to play.

``DQ_MONKEY_EVENTS`` sets the number of events (default 10,000); they are shared by
``DQ_MONKEY_WORKERS`` processes (default: two, one per core), worker ``i`` seeded
with ``DQ_MONKEY_SEED + i`` (default ``SEED``; ``random`` for a new one). A failure
names the seed and the command that replays that worker alone, in this process.
Computer players think on threads, so a replay takes the same random choices but
may meet them in a slightly different order.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.robustness.monkey import run_monkey

EVENTS = int(os.environ.get("DQ_MONKEY_EVENTS", "10000"))
WORKERS = int(os.environ.get("DQ_MONKEY_WORKERS", str(min(2, os.cpu_count() or 1))))
SEED = 1605
"""The default seed: the same events in every CI run (computer players think on threads,
so the order in which their answers meet the events can still differ a little).
``DQ_MONKEY_SEED=random`` draws a new seed, printed with the figures and on failure."""
ROOT = Path(__file__).resolve().parents[2]
WORKER_LIMIT_S = 900
"""A worker that has not finished by then is stuck (a liveness bound, not a speed test):
it prints where every thread stands and ends."""


def test_a_monkey_plays_thousands_of_random_events_and_nothing_breaks(
        request: pytest.FixtureRequest, qtbot: QtBot, tmp_path: Path) -> None:
    """No exception, no stuck state, and the window mirrors the engine after every event."""
    chosen = os.environ.get("DQ_MONKEY_SEED", str(SEED))
    seed = random.randrange(2**32) if chosen == "random" else int(chosen)
    started = time.perf_counter()
    if WORKERS <= 1:
        window = request.getfixturevalue("window")
        with qtbot.captureExceptions() as exceptions:
            counts = run_monkey(window, seed, EVENTS, tmp_path, exceptions).counts
    else:
        counts = in_workers(seed, tmp_path)
    seconds = time.perf_counter() - started
    print(f"monkey seed {seed}: {EVENTS} events in {WORKERS} process(es), {seconds:.1f} s; "
          f"{dict(counts)}")
    assert counts["games finished"] >= 1, f"seed {seed}: no game was played to its end"


def in_workers(seed: int, folder: Path) -> Counter[str]:
    """Share the events among worker processes; any worker's fault fails the test."""
    shares = [EVENTS // WORKERS + (n < EVENTS % WORKERS) for n in range(WORKERS)]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    workers = []
    for number, share in enumerate(shares):
        place = folder / f"worker-{number}"
        place.mkdir()
        command = [sys.executable, "-X", "faulthandler", "-m", "tests.robustness.monkey",
                   str((seed + number) % 2**32), str(share), str(place), str(WORKER_LIMIT_S)]
        # Output to files: a pipe left unread while another worker is awaited would fill
        # up (the offscreen platform writes a line per window it cannot raise) and stall.
        out, err = (place / "out.txt").open("w"), (place / "err.txt").open("w")
        workers.append((subprocess.Popen(command, cwd=ROOT, env=env, stdout=out, stderr=err),
                        place))
        out.close()
        err.close()
    counts: Counter[str] = Counter()
    faults = []
    for number, (worker, place) in enumerate(workers):
        worker_seed = (seed + number) % 2**32
        try:
            worker.wait(timeout=WORKER_LIMIT_S + 60)
        except subprocess.TimeoutExpired:
            worker.kill()
            worker.wait()
        output = (place / "out.txt").read_text()
        lines = [line for line in output.splitlines() if line.startswith("{")]
        if not lines:
            errors = (place / "err.txt").read_text()
            faults.append(f"worker seed {worker_seed} ended with status {worker.returncode} "
                          f"and no report:\n{errors[-4000:]}")
            continue
        report = json.loads(lines[-1])
        if not report["ok"]:
            faults.append(report["message"])
        counts.update(report.get("counts", {}))
    assert not faults, "\n\n".join(faults)
    return counts
