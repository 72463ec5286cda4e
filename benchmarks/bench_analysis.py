"""How long the hindsight analysis takes per player (the issue allows 10 s).

Run: python benchmarks/bench_analysis.py [--games N]

Greedy plays N solitaire games (deals 1..N, every other one with Sancho
Panza); each is then analysed at the default budget.
"""

from __future__ import annotations

import argparse
import statistics
import time

from dq_desktop.engine import Game
from dq_desktop.engine.analysis import analyze_game
from dq_desktop.engine.autoplay import play_out
from dq_desktop.engine.bots import make_bot
from dq_desktop.formats.tileset_file import builtin_tileset


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--bot", default="greedy", help="who plays the analysed games")
    args = parser.parse_args()
    tileset = builtin_tileset("classic")
    times, gains = [], []
    for seed in range(1, args.games + 1):
        game = Game.new(tileset, seed, ["bench"], sancho=seed % 2 == 0)
        play_out(game, [make_bot(args.bot, seed)])
        start = time.perf_counter()
        (result,) = analyze_game(game)
        times.append(time.perf_counter() - start)
        gains.append(result.best - result.actual)
        print(f"  deal {seed}: played {result.actual}, best found {result.best}, {times[-1]:.2f} s")
    print(
        f"analysis per player ({args.bot} games): median {statistics.median(times):.2f} s, "
        f"max {max(times):.2f} s; median gain {statistics.median(gains)} points"
    )


if __name__ == "__main__":
    main()
