"""What a tile tried in the review window costs, against what a hint costs.

Run: python benchmarks/bench_trial.py [--game tests/data/games/rulebook-andre.json]
     [--tries 2] [--jobs 2]

The game is reviewed at the shipped budget (``review.EXPERT_BUDGET``,
``REVIEW_FUTURES``); then, at each placement, ``--tries`` tiles other than the one
placed, the best found and the expert's choice (the first legal ones, turned as they
come) are judged by ``trial.try_placement`` as the review window judges them, in this
process, and the expert's choice is asked once as the hint asks it. Printed: the
processor seconds of a try (median, 90th percentile, max), of a hint (median, max),
and the futures a try played out, and the placements the review played on more
futures than ``REVIEW_FUTURES`` (where a try would cost most without the review's
per-future totals).
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from dq_desktop.engine.analysis import review
from dq_desktop.engine.analysis.review import review_game, review_tasks
from dq_desktop.engine.analysis.trial import try_placement
from dq_desktop.engine.bots.expert import expert_choice
from dq_desktop.formats.game_record import read_game

GAME = Path(__file__).parents[1] / "tests" / "data" / "games" / "rulebook-andre.json"


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", type=Path, default=GAME)
    parser.add_argument("--tries", type=int, default=2)
    parser.add_argument("--jobs", type=int, default=2)
    options = parser.parse_args()
    game, _ = read_game(options.game)
    start = time.monotonic()
    players = review_game(game, jobs=options.jobs)
    print(f"review: {time.monotonic() - start:.1f} s waited, jobs={options.jobs}")
    views = {(t.view.seat, t.view.step): t.view for t in review_tasks(game)}
    tries: list[float] = []
    hints: list[float] = []
    widened = 0
    for player in players:
        for placement in player.placements:
            view = views[(placement.seat, placement.step)]
            widened += placement.futures > review.REVIEW_FUTURES and not placement.exact
            known = {placement.played, placement.best, placement.expert}
            others = [m for m in view.legal_moves if m not in known][:options.tries]
            for move in others:
                began = time.process_time()
                tried = try_placement(view, move, placement)
                tries.append(time.process_time() - began)
                assert tried.expected_best >= placement.expected_best or tried.best == move
            began = time.process_time()
            expert_choice(view)
            hints.append(time.process_time() - began)
    print(f"placements: {sum(len(p.placements) for p in players)}, "
          f"of which played on more than {review.REVIEW_FUTURES} futures: {widened}")
    print(f"a try  ({len(tries)}): median {statistics.median(tries):.2f} s, "
          f"90th percentile {percentile(tries, 0.9):.2f} s, max {max(tries):.2f} s "
          "of processor time")
    print(f"a hint ({len(hints)}): median {statistics.median(hints):.2f} s, "
          f"max {max(hints):.2f} s of processor time")


if __name__ == "__main__":
    main()
