"""What a review costs and how sharp it is: a solitaire game and a 4-player game.

Run: python benchmarks/bench_review.py [--first 31001] [--games 3] [--jobs 2]
     [--bot greedy] [--table normal,greedy,easy,random]

Each deal is played twice by computer players: alone by ``--bot``, and at a table of
four (``--table``, one player a seat); then each game is reviewed as
``dq-desktop review --all-seats`` reviews it, every seat, on ``--jobs`` processes.

The cost is the processor time of the whole process tree (this process and its
worker processes, which end with each review), as a multiple of a fixed pure-Python
loop timed in the same run (``UNIT``): the figure holds on any machine, and the
machine's other load changes it far less than the seconds waited, which are
printed beside it. The sharpness is the standard error of the losses that were not
solved exactly and not of the best placement (a loss of 0 against itself has no
error to speak of): its median and 90th percentile. Verdicts are counted, and the
placements judged exactly (round 3 solved).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from dq_desktop.engine import Game
from dq_desktop.engine.analysis.review import PlacementReview, Verdict, review_game
from dq_desktop.engine.autoplay import play_out
from dq_desktop.engine.bots import make_bot
from dq_desktop.formats.tileset_file import builtin_tileset

UNIT_ROUNDS = 5
"""The loop is timed this many times; the fastest counts (the least disturbed)."""


def unit_loop() -> int:
    """The yardstick of processor time: a fixed pure-Python loop of list reads, integer
    arithmetic and a dictionary, the kind of work the review does."""
    table = list(range(1024))
    seen: dict[int, int] = {}
    total = 0
    for i in range(1_500_000):
        value = table[i & 1023] ^ i
        total += value
        if not i & 255:
            seen[value & 4095] = i
    return total + len(seen)


def unit_seconds() -> float:
    """Processor seconds of one ``unit_loop``, the fastest of ``UNIT_ROUNDS``."""
    best = float("inf")
    for _ in range(UNIT_ROUNDS):
        start = time.process_time()
        unit_loop()
        best = min(best, time.process_time() - start)
    return best


def tree_seconds() -> float:
    """Processor time of this process and of its finished (waited-for) children."""
    own, children = (resource.getrusage(who) for who in
                     (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN))
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


@dataclass
class Tally:
    """What the reviews of one kind of game found, and what they cost."""

    work: list[float] = field(default_factory=list)
    """Processor seconds of the process tree, a review each."""
    waited: list[float] = field(default_factory=list)
    errors: list[float] = field(default_factory=list)
    verdicts: Counter[Verdict] = field(default_factory=Counter)
    exact: int = 0
    placements: int = 0

    def add(self, placements: Sequence[PlacementReview], work: float, waited: float) -> None:
        self.work.append(work)
        self.waited.append(waited)
        self.verdicts.update(p.verdict for p in placements)
        self.errors += [p.standard_error for p in placements
                        if not p.exact and p.best != p.played]
        self.exact += sum(p.exact for p in placements)
        self.placements += len(placements)


def percentile_90(values: list[float]) -> float:
    return statistics.quantiles(values, n=10)[-1] if len(values) > 1 else values[0]


def load() -> str:
    return "load average " + ", ".join(f"{value:.1f}" for value in os.getloadavg())


def reviewed(game: Game, jobs: int, tally: Tally, unit: float, what: str) -> None:
    start, busy = time.perf_counter(), tree_seconds()
    reviews = review_game(game, jobs=jobs, seats=range(len(game.players)))
    waited, work = time.perf_counter() - start, tree_seconds() - busy
    placements = [p for review in reviews for p in review.placements]
    tally.add(placements, work, waited)
    print(f"  {what}: {len(placements)} placements, {work:.1f} s of processor time "
          f"({work / unit:.0f} units), {waited:.1f} s waited; {load()}", flush=True)


def summary(kind: str, tally: Tally, unit: float) -> None:
    work = statistics.median(tally.work)
    print(f"{kind}: processor time median {work:.1f} s = {work / unit:.0f} units "
          f"(slowest {max(tally.work) / unit:.0f}); waited median "
          f"{statistics.median(tally.waited):.1f} s")
    print("  verdicts: " + ", ".join(f"{v.value} {tally.verdicts[v]}" for v in Verdict))
    print(f"  judged exactly (round 3 solved): {tally.exact} of {tally.placements} placements")
    if tally.errors:
        print(f"  standard error of a loss, over the {len(tally.errors)} sampled placements "
              f"not best: median {statistics.median(tally.errors):.2f}, 90th percentile "
              f"{percentile_90(tally.errors):.2f}, largest {max(tally.errors):.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--first", type=int, default=31001, help="first deal")
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--bot", default="greedy", help="the solitaire game's player")
    parser.add_argument("--table", default="normal,greedy,easy,random",
                        help="the 4-player game's players, one a seat")
    args = parser.parse_args()
    table = args.table.split(",")
    classic = builtin_tileset("classic")
    units: list[float] = []
    solitaire, four = Tally(), Tally()
    print(f"before: {load()}", flush=True)
    for deal in range(args.first, args.first + args.games):
        units.append(unit_seconds())
        alone = Game.new(classic, deal, ["bench"])
        play_out(alone, [make_bot(args.bot, deal)])
        crowd = Game.new(classic, deal, [f"{name} {seat + 1}" for seat, name in enumerate(table)])
        play_out(crowd, [make_bot(name, f"{deal}/{seat}") for seat, name in enumerate(table)])
        print(f"deal {deal} (the unit: {units[-1] * 1000:.0f} ms)", flush=True)
        unit = statistics.median(units)
        reviewed(alone, args.jobs, solitaire, unit, f"solitaire ({args.bot})")
        reviewed(crowd, args.jobs, four, unit, f"4 players ({args.table})")
        units.append(unit_seconds())
    unit = statistics.median(units)
    print(f"unit: the loop's processor time, median of {len(units)} timings "
          f"{unit * 1000:.0f} ms (from {min(units) * 1000:.0f} to {max(units) * 1000:.0f}); "
          f"{args.jobs} processes; after: {load()}")
    summary(f"solitaire game ({args.bot})", solitaire, unit)
    summary(f"4-player game ({args.table}), every seat", four, unit)


if __name__ == "__main__":
    main()
