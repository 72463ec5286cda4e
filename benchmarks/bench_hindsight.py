"""How close the computer players come to the hindsight optimum of their deals.

Run: python benchmarks/bench_hindsight.py [--first 40001] [--deals 40] [--jobs 2]
     [--bots expert,normal,greedy]

Each player plays every deal solitaire (Sancho Panza off); each game is then
analysed in hindsight (``engine/analysis/hindsight.py``: the best total any
order of placements could have made with that deal, knowing the future). The
hindsight best of a deal is the best of the plans found from each player's game
(each is a legal game on the same deal). Per player it prints the sum of its
totals divided by the sum of the hindsight bests, and the mean of the per-deal
ratios. The deals are fixed (40001-40040 by default), so the figures can be
compared from one expert to the next; ``--deals 8`` gives a quick run.
"""

from __future__ import annotations

import argparse
import statistics
from concurrent.futures import ProcessPoolExecutor

from dq_desktop.engine import Game
from dq_desktop.engine.analysis import analyze_game
from dq_desktop.engine.autoplay import play_out
from dq_desktop.engine.bots import make_bot
from dq_desktop.formats.tileset_file import builtin_tileset


def played_and_best(bot: str, deal: int) -> tuple[int, int]:
    """The player's total on ``deal`` and the best total found in hindsight from it."""
    game = Game.new(builtin_tileset("classic"), deal, ["bench"])
    play_out(game, [make_bot(bot, deal)])
    (result,) = analyze_game(game)
    return result.actual, result.best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--first", type=int, default=40001, help="first deal")
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--bots", default="expert,normal,greedy")
    args = parser.parse_args()
    deals = list(range(args.first, args.first + args.deals))
    bots = args.bots.split(",")
    with ProcessPoolExecutor(args.jobs) as pool:
        found = {
            bot: list(pool.map(played_and_best, [bot] * len(deals), deals)) for bot in bots
        }
    best = [max(found[bot][i][1] for bot in bots) for i in range(len(deals))]
    print(f"deals {deals[0]}-{deals[-1]}, solitaire; hindsight best: mean "
          f"{statistics.fmean(best):.2f} (the best plan found from any player's game)")
    for bot in bots:
        totals = [played for played, _ in found[bot]]
        ratios = [t / b for t, b in zip(totals, best, strict=True)]
        print(f"  {bot:<8} {sum(totals)} of {sum(best)} points: {sum(totals) / sum(best):.3f} "
              f"of the hindsight best (mean per deal {statistics.fmean(ratios):.3f}; "
              f"mean total {statistics.fmean(totals):.2f})")


if __name__ == "__main__":
    main()
