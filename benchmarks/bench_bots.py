"""How long the computer players think, and how fast greedy games play.

Run: python benchmarks/bench_bots.py [--games N] [--levels easy,normal,expert]

Each level plays N solitaire games (deals 1..N) at its default budget; every
decision is timed on its own. The target of issue 3: the expert's median
decision at most 300 ms, and no decision of any level over 1 s. Besides the
wall-clock times it prints the processor time of the decisions (this process's
own, which other programs' load inflates far less) and the machine's load
average before and after: on a shared machine, quote them together. The level
``previous`` is the expert of commit 043d8a7 (``previous_expert.py``), for a
comparison under the same load.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

from previous_expert import ExpertBot as PreviousExpert

from dq_desktop.engine import Game
from dq_desktop.engine.autoplay import play_out
from dq_desktop.engine.bots import make_bot
from dq_desktop.engine.bots.base import Bot
from dq_desktop.engine.view import view_of
from dq_desktop.formats.tileset_file import builtin_tileset


def decision_times(level: str, games: int, sancho: bool) -> tuple[list[float], list[float]]:
    """Wall-clock and processor seconds of every decision."""
    tileset = builtin_tileset("classic")
    times, cpu = [], []
    for seed in range(1, games + 1):
        game = Game.new(tileset, seed, ["bench"], sancho=sancho)
        bot: Bot = (PreviousExpert(random.Random(seed)) if level == "previous"
               else make_bot(level, seed))
        while not game.is_over:
            view = view_of(game, 0)
            start, start_cpu = time.perf_counter(), time.process_time()
            move = bot.choose(view)
            times.append(time.perf_counter() - start)
            cpu.append(time.process_time() - start_cpu)
            game.place(0, move)
    return times, cpu


def load() -> str:
    return "load average " + ", ".join(f"{value:.2f}" for value in os.getloadavg())


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def greedy_games_per_second(games: int, players: int) -> float:
    tileset = builtin_tileset("classic")
    start = time.perf_counter()
    for seed in range(games):
        names = [f"greedy {seat}" for seat in range(players)]
        game = Game.new(tileset, seed, names)
        play_out(game, [make_bot("greedy", f"{seed}/{seat}") for seat in range(players)])
    return games / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="solitaire games per level")
    parser.add_argument("--levels", default="greedy,easy,normal,expert")
    parser.add_argument("--sancho", action="store_true", help="play with Sancho Panza")
    args = parser.parse_args()
    with_sancho = ", with Sancho Panza" if args.sancho else ""
    print(f"decision time per level, {args.games} solitaire games each (22 decisions a game)"
          f"{with_sancho}; {load()}:")
    for level in args.levels.split(","):
        times, cpu = decision_times(level, args.games, args.sancho)
        print(
            f"  {level:<8} median {statistics.median(times) * 1e3:7.1f} ms   "
            f"p90 {percentile(times, 0.9) * 1e3:7.1f} ms   max {max(times) * 1e3:7.1f} ms   "
            f"(processor time: median {statistics.median(cpu) * 1e3:.1f} ms, "
            f"max {max(cpu) * 1e3:.1f} ms)"
        )
    print(f"  ({load()})")
    for players in (1, 2):
        rate = greedy_games_per_second(40, players)
        print(f"greedy self-play, {players} player(s): {rate:.1f} games per second")


if __name__ == "__main__":
    main()
