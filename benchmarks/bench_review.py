"""The review of a solitaire game: seconds per game on both cores, and what it finds.

Run: python benchmarks/bench_review.py [--first 31001] [--games 6] [--jobs 2] [--bot greedy]

Each deal is played by a computer player (``--bot``), then reviewed as
``dq-desktop review`` reviews it, on ``--jobs`` processes. Prints the seconds
of each review (the target: at most 10 s on the project's 2-core machine) and
the processor time it took (which the machine's other load changes far less),
their median and maximum, the verdicts counted over all placements, how many
placements were judged exactly (every future played out), and the standard
errors of the losses of the others (where the placement made was not the best
found: a loss of 0 against itself has no error to speak of).
"""

from __future__ import annotations

import argparse
import resource
import statistics
import time
from collections import Counter

from dq_desktop.engine import Game
from dq_desktop.engine.analysis.review import Verdict, review_game
from dq_desktop.engine.autoplay import play_out
from dq_desktop.engine.bots import make_bot
from dq_desktop.formats.tileset_file import builtin_tileset


def processor_seconds() -> float:
    """Processor time of this process and of its finished workers: the review's work,
    which the machine's other load does not change (its wall time it does)."""
    own, workers = (resource.getrusage(who) for who in
                    (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN))
    return own.ru_utime + own.ru_stime + workers.ru_utime + workers.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--first", type=int, default=31001, help="first deal")
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--bot", default="greedy")
    args = parser.parse_args()
    seconds: list[float] = []
    verdicts: Counter[Verdict] = Counter()
    errors: list[float] = []
    work: list[float] = []
    exact = placements = 0
    for deal in range(args.first, args.first + args.games):
        game = Game.new(builtin_tileset("classic"), deal, ["bench"])
        play_out(game, [make_bot(args.bot, deal)])
        start, busy = time.perf_counter(), processor_seconds()
        (review,) = review_game(game, jobs=args.jobs)
        seconds.append(time.perf_counter() - start)
        work.append(processor_seconds() - busy)
        verdicts.update(p.verdict for p in review.placements)
        errors += [p.standard_error for p in review.placements
                   if not p.exact and p.best != p.played]
        exact += sum(p.exact for p in review.placements)
        placements += len(review.placements)
        lost = sum(p.loss for p in review.placements)
        print(f"deal {deal}: total {game.players[0].total}, reviewed in {seconds[-1]:.1f} s "
              f"({work[-1]:.1f} s of processor time), {lost:.1f} expected points given up",
              flush=True)
    print(f"review of a solitaire game ({args.bot}, {args.jobs} processes): "
          f"median {statistics.median(seconds):.1f} s, slowest {max(seconds):.1f} s; processor "
          f"time median {statistics.median(work):.1f} s (on {args.jobs} idle cores at best "
          f"{statistics.median(work) / args.jobs:.1f} s)")
    print("verdicts: " + ", ".join(f"{v.value} {verdicts[v]}" for v in Verdict))
    print(f"judged exactly (every future played out): {exact} of {placements} placements")
    if errors:
        cut = statistics.quantiles(errors, n=10)[-1] if len(errors) > 1 else errors[0]
        print(f"standard error of a loss, over the {len(errors)} sampled placements not best: "
              f"median {statistics.median(errors):.2f}, 90th percentile {cut:.2f}, "
              f"largest {max(errors):.2f}")


if __name__ == "__main__":
    main()
