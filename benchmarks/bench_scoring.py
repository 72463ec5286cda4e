"""How long scoring a full board takes (target: under 100 µs on the project's machine).

Run: python benchmarks/bench_scoring.py [--tileset FILE]

The board is built anew for every call, so the figure includes the road
network, the explanation and the score — everything a fresh position costs.
"""

from __future__ import annotations

import argparse
import statistics
import timeit

from dq_desktop.engine import Game, Principality, score
from dq_desktop.engine.autoplay import play_out
from dq_desktop.engine.bots import make_bot
from dq_desktop.formats.tileset_file import builtin_tileset, read_tileset


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tileset", help="a tile set file (default: the built-in classic)")
    parser.add_argument("--boards", type=int, default=20, help="how many full boards")
    parser.add_argument("--calls", type=int, default=2000, help="scorings per board")
    args = parser.parse_args()
    tileset = read_tileset(args.tileset) if args.tileset else builtin_tileset("classic")
    per_board = []
    for seed in range(args.boards):
        game = play_out(Game.new(tileset, seed, ["bench"]), [make_bot("greedy", seed)])
        tiles = dict(game.players[0].board.items())
        seconds = min(
            timeit.repeat(
                lambda t=tiles: score(Principality(t), 3),  # type: ignore[misc]
                number=args.calls,
                repeat=3,
            )
        )
        per_board.append(seconds / args.calls * 1e6)
    print(
        f"scoring a full board (24 tiles, round 3), {args.boards} boards x "
        f"{args.calls} calls, best of 3:"
    )
    print(
        f"  median {statistics.median(per_board):.1f} us, "
        f"slowest board {max(per_board):.1f} us, fastest {min(per_board):.1f} us"
    )
    print("  target: under 100 us")


if __name__ == "__main__":
    main()
