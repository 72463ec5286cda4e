"""How fast long work stops: a cancelled review, and workers whose parent was killed.

Run: python benchmarks/bench_stopping.py [--runs 5] [--jobs 2]

1. A review of André's game (tests/data/games) on ``--jobs`` worker processes is
   cancelled once its workers are busy: seconds from the cancel until
   ``review_game`` returns, and until every worker process is gone (target: 1 s).
2. A parent process with a busy worker is killed with SIGKILL: seconds until the
   worker is gone (it watches its parent's pipe).

Prints each run, the median and the slowest, and the machine's load average. (The
resource tracker of a parent killed with -9 warns of "leaked semaphore objects": it
frees them itself, as it is there to.)
"""

from __future__ import annotations

import argparse
import contextlib
import os
import signal
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

from dq_desktop.engine.analysis.review import ReviewCancelled, review_game
from dq_desktop.formats.game_record import read_game

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from tests.processes import PARENT, gone, wait_until, workers_of  # noqa: E402

GAME = ROOT / "tests" / "data" / "games" / "rulebook-andre.json"


def cancelled_review(jobs: int) -> tuple[float, float]:
    game, _ = read_game(GAME)
    stop = threading.Event()
    cancelled_at: list[float] = []
    workers: list[int] = []

    def watch() -> None:
        wait_until(lambda: len(workers_of(os.getpid())) >= jobs, timeout=120)
        time.sleep(0.5)  # busy on their first placements
        workers.extend(workers_of(os.getpid()))
        cancelled_at.append(time.monotonic())
        stop.set()

    threading.Thread(target=watch, daemon=True).start()
    with contextlib.suppress(ReviewCancelled):
        review_game(game, jobs=jobs, cancelled=stop.is_set)
    returned = time.monotonic() - cancelled_at[0]
    wait_until(lambda: all(gone(pid) for pid in workers))
    return returned, time.monotonic() - cancelled_at[0]


def killed_parent() -> float:
    parent = subprocess.Popen([sys.executable, "-c", PARENT], stdout=subprocess.PIPE, text=True)
    assert parent.stdout is not None
    worker = int(parent.stdout.readline())
    start = time.monotonic()
    os.kill(parent.pid, signal.SIGKILL)
    parent.wait()
    wait_until(lambda: gone(worker))
    return time.monotonic() - start


def report(what: str, values: list[float]) -> None:
    runs = " ".join(f"{v:.2f}" for v in values)
    print(f"{what}: {runs} s; median {statistics.median(values):.2f} s, "
          f"slowest {max(values):.2f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    stops = [cancelled_review(args.jobs) for _ in range(args.runs)]
    report(f"cancel -> review_game returned ({args.jobs} workers)", [s[0] for s in stops])
    report(f"cancel -> every worker gone ({args.jobs} workers)", [s[1] for s in stops])
    report("parent killed (-9) -> worker gone", [killed_parent() for _ in range(args.runs)])
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
