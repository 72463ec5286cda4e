"""The expert against itself with another budget: paired solitaire totals on the same deals.

Run: python benchmarks/bench_expert.py [--first 20001] [--games 200] [--scales 1,5] [--jobs 2]
     python benchmarks/bench_expert.py --against-previous [--first 70001] [--games 200]

Every deal is played by the expert at each budget scale (1 = the default
budget), with the same seed; the totals are paired by deal. For each scale
after the first it prints the mean total and the mean difference from the
first scale with its 95 % confidence interval (normal approximation,
mean +- 1.96 standard errors of the paired differences). This is the budget
sweep of issue 16 item 6: more thinking must not make the expert weaker.

With ``--against-previous`` the expert is paired instead with the expert as it
was at commit 043d8a7 (``previous_expert.py``, seeded as ``make_bot`` seeded
it), both at the default budget, on the same deals (``--sancho``: with Sancho
Panza).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
from concurrent.futures import ProcessPoolExecutor

from previous_expert import ExpertBot as PreviousExpert

from dq_desktop.engine import Game
from dq_desktop.engine.autoplay import play_out
from dq_desktop.engine.bots.base import Bot
from dq_desktop.engine.bots.expert import DEFAULT_BUDGET, ExpertBot
from dq_desktop.formats.tileset_file import builtin_tileset


def total(deal: int, scale: float, previous: bool = False, sancho: bool = False) -> int:
    game = Game.new(builtin_tileset("classic"), deal, ["bench"], sancho=sancho)
    rng = random.Random(f"dq-desktop/bot/expert/{deal}")
    bot: Bot = (PreviousExpert(rng) if previous
                else ExpertBot(rng, budget=int(DEFAULT_BUDGET * scale)))
    play_out(game, [bot])
    return game.players[0].total


def paired_interval(differences: list[float]) -> tuple[float, float, float]:
    mean = statistics.fmean(differences)
    if len(differences) < 2:
        return mean, math.nan, math.nan
    half = 1.96 * statistics.stdev(differences) / math.sqrt(len(differences))
    return mean, mean - half, mean + half


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--first", type=int, default=20001, help="first deal")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--scales", default="1,5", help="budget multiples; the first is the base")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--against-previous", action="store_true",
                        help="pair with the expert as it was at commit 043d8a7")
    parser.add_argument("--sancho", action="store_true", help="with --against-previous")
    args = parser.parse_args()
    if args.against_previous:
        deals = list(range(args.first, args.first + args.games))
        compare_with_previous(deals, args.jobs, args.sancho)
        return
    deals = list(range(args.first, args.first + args.games))
    scales = [float(s) for s in args.scales.split(",")]
    results: dict[float, list[int]] = {}
    with ProcessPoolExecutor(args.jobs) as pool:
        for scale in scales:
            results[scale] = list(pool.map(total, deals, [scale] * len(deals)))
    base = results[scales[0]]
    first = f"deals {deals[0]}-{deals[-1]}, base budget x{scales[0]:g}"
    print(f"{first}: mean {statistics.fmean(base):.2f}")
    for scale in scales[1:]:
        pairs = zip(base, results[scale], strict=True)
        mean, low, high = paired_interval([b - a for a, b in pairs])
        print(
            f"  budget x{scale:g}: mean {statistics.fmean(results[scale]):.2f}, "
            f"difference {mean:+.2f} (95 % CI {low:+.2f} to {high:+.2f})"
        )


def compare_with_previous(deals: list[int], jobs: int, sancho: bool) -> None:
    count = len(deals)
    with ProcessPoolExecutor(jobs) as pool:
        before = list(pool.map(total, deals, [1.0] * count, [True] * count, [sancho] * count))
        now = list(pool.map(total, deals, [1.0] * count, [False] * count, [sancho] * count))
    mean, low, high = paired_interval([b - a for a, b in zip(before, now, strict=True)])
    with_sancho = " with Sancho" if sancho else ""
    print(f"deals {deals[0]}-{deals[-1]}{with_sancho}: previous expert (043d8a7) mean "
          f"{statistics.fmean(before):.2f}, "
          f"today's {statistics.fmean(now):.2f}; difference {mean:+.2f} "
          f"(95 % CI {low:+.2f} to {high:+.2f})")


if __name__ == "__main__":
    main()
