"""What more search could give the expert: its choices against a long search.

Run: python benchmarks/bench_regret.py [--positions 80] [--futures 320]
                                       [--budgets 45000,60000,240000]

Positions: the decisions of steps 0-15 (those the budget limits; later ones are
solved exactly or play every future) from solitaire games of the normal player
on deals 190001-190012, ``--positions`` of them drawn with a fixed seed. For each,
the yardstick is every candidate placement played out on the same ``--futures``
sampled futures (``expert.mean_outcomes``; seeded apart from the expert's own
futures). The regret of a choice is the yardstick's best mean less the mean of
the placement chosen: the points a decision gives up by searching less, by the
rollouts' own judgement. It cannot see what the rollouts misjudge (their policy
is the model); a stronger model must be measured on whole games
(``bench_expert.py``). The yardstick has noise of its own: the regret of half
its futures measured against the other half is printed as its floor.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from dq_desktop.engine import Game
from dq_desktop.engine.bots import make_bot
from dq_desktop.engine.bots.expert import expert_choice, mean_outcomes
from dq_desktop.engine.bots.futures import sample_future
from dq_desktop.engine.game import Move
from dq_desktop.engine.view import PlayerView, view_of
from dq_desktop.formats.tileset_file import builtin_tileset

FIRST_DEAL = 190001
DEALS = 12
LAST_SEARCHED_STEP = 15


def positions(count: int) -> list[PlayerView]:
    tileset = builtin_tileset("classic")
    views = []
    for deal in range(FIRST_DEAL, FIRST_DEAL + DEALS):
        game = Game.new(tileset, deal, ["bench"])
        bot = make_bot("normal", deal)
        while not game.is_over:
            view = view_of(game, 0)
            if view.step <= LAST_SEARCHED_STEP and len(view.legal_moves) > 1:
                views.append(view)
            game.place(0, bot.choose(view))
    random.Random(1).shuffle(views)
    return views[:count]


def yardstick(job: tuple[PlayerView, int]) -> tuple[dict[Move, float], dict[Move, float]]:
    """The candidates' means over each half of the futures."""
    view, futures = job
    rng = random.Random(f"bench_regret/{view.step}/{len(view.board)}")
    drawn = [sample_future(view, rng) for _ in range(futures)]
    return mean_outcomes(view, drawn[: futures // 2]), mean_outcomes(view, drawn[futures // 2:])


def choice(job: tuple[PlayerView, int]) -> tuple[Move, float]:
    view, budget = job
    start = time.process_time()
    move = expert_choice(view, budget)
    return move, time.process_time() - start


def regret(means: dict[Move, float], move: Move) -> float:
    return max(means.values()) - means[move]


def summary(values: list[float]) -> str:
    error = statistics.stdev(values) / len(values) ** 0.5
    return f"{statistics.fmean(values):.3f} +- {error:.3f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=80)
    parser.add_argument("--futures", type=int, default=320)
    parser.add_argument("--budgets", default="45000,60000,240000")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    views = positions(args.positions)
    print(f"{len(views)} positions, yardstick of {args.futures} futures; load average "
          + ", ".join(f"{x:.1f}" for x in os.getloadavg()))
    with ProcessPoolExecutor(args.jobs) as pool:
        halves = list(pool.map(yardstick, [(view, args.futures) for view in views]))
        means = [{move: (a[move] + b[move]) / 2 for move in a} for a, b in halves]
        floor = [regret(a, max(b, key=b.__getitem__)) for a, b in halves]
        print(f"  floor (half its futures against the other half): {summary(floor)} points")
        for budget in (int(text) for text in args.budgets.split(",")):
            chosen = list(pool.map(choice, [(view, budget) for view in views]))
            lost = [regret(m, move) for m, (move, _) in zip(means, chosen, strict=True)]
            cpu = statistics.median(seconds for _, seconds in chosen) * 1000
            print(f"  expert, budget {budget:>7,}: regret {summary(lost)} points a decision "
                  f"(processor time, median {cpu:.0f} ms)")
    print("  load average " + ", ".join(f"{x:.1f}" for x in os.getloadavg()))


if __name__ == "__main__":
    main()
