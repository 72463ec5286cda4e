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
``--categories`` prints, round by round and category by category, each player's
mean points against those of the hindsight best's plan: where the points are lost.
"""

from __future__ import annotations

import argparse
import statistics
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from dq_desktop.engine import Game
from dq_desktop.engine.analysis import analyze_game
from dq_desktop.engine.analysis.reasons import CATEGORIES
from dq_desktop.engine.autoplay import play_out
from dq_desktop.engine.bots import make_bot
from dq_desktop.engine.scoring import Score
from dq_desktop.formats.tileset_file import builtin_tileset


@dataclass(frozen=True)
class Found:
    """One player's game on one deal, and the best plan found in hindsight from it."""

    played: int
    best: int
    played_scores: tuple[Score, ...]
    best_scores: tuple[Score, ...]


def played_and_best(bot: str, deal: int) -> Found:
    """The player's total on ``deal`` and the best total found in hindsight from it,
    each with its three scorings."""
    game = Game.new(builtin_tileset("classic"), deal, ["bench"])
    play_out(game, [make_bot(bot, deal)])
    (result,) = analyze_game(game)
    return Found(result.actual, result.best, result.actual_scores, result.scores)


def category_means(scores: list[tuple[Score, ...]]) -> dict[tuple[int, str], float]:
    """The mean points of each (round, category) over games' three scorings."""
    return {
        (round_number, category): statistics.fmean(
            getattr(game[round_number - 1], category) for game in scores
        )
        for round_number in (1, 2, 3)
        for category in CATEGORIES
    }


def print_categories(found: dict[str, list[Found]], best_of_deal: list[Found]) -> None:
    """Per round and category: the best plans' mean, and each player's mean against it."""
    bots = list(found)
    best = category_means([f.best_scores for f in best_of_deal])
    played = {bot: category_means([f.played_scores for f in found[bot]]) for bot in bots}
    print("points per scoring, mean over the deals: the hindsight best's plan, and each "
          "player (in brackets, what it leaves)")
    print(f"  {'round category':<20}{'best':>7}" + "".join(f"{bot:>18}" for bot in bots))
    for key, points in best.items():
        row = "".join(f"{played[bot][key]:>9.2f} ({points - played[bot][key]:+5.2f})"
                      for bot in bots)
        print(f"  {key[0]} {key[1]:<18}{points:>7.2f}{row}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--first", type=int, default=40001, help="first deal")
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--bots", default="expert,normal,greedy")
    parser.add_argument("--categories", action="store_true",
                        help="where the points are lost, round by round and category by category")
    args = parser.parse_args()
    deals = list(range(args.first, args.first + args.deals))
    bots = args.bots.split(",")
    with ProcessPoolExecutor(args.jobs) as pool:
        found = {
            bot: list(pool.map(played_and_best, [bot] * len(deals), deals)) for bot in bots
        }
    best_of_deal = [max((found[bot][i] for bot in bots), key=lambda f: f.best)
                    for i in range(len(deals))]
    best = [f.best for f in best_of_deal]
    print(f"deals {deals[0]}-{deals[-1]}, solitaire; hindsight best: mean "
          f"{statistics.fmean(best):.2f} (the best plan found from any player's game)")
    for bot in bots:
        totals = [f.played for f in found[bot]]
        ratios = [t / b for t, b in zip(totals, best, strict=True)]
        print(f"  {bot:<8} {sum(totals)} of {sum(best)} points: {sum(totals) / sum(best):.3f} "
              f"of the hindsight best (mean per deal {statistics.fmean(ratios):.3f}; "
              f"mean total {statistics.fmean(totals):.2f})")
    if args.categories:
        print_categories(found, best_of_deal)


if __name__ == "__main__":
    main()
