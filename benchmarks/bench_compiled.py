"""Pure Python against the compiled build: processor time of the expert, the hindsight search
and a review, in units of a fixed pure-Python loop timed in the same run.

Run: python benchmarks/bench_compiled.py [--runs 3] [--work expert,hindsight,review]
     [--baseline PATH]

Each piece of work runs in a process of its own, once per variant and run, the
variants taking turns: ``compiled`` as installed (the compiled modules where the
build made them, docs/building.md), ``pure`` with ``DQ_DESKTOP_PURE=1`` (every
module from its Python source), and with ``--baseline PATH`` the pure Python of
another checkout (``git worktree add /tmp/before COMMIT``). Its figure is the
processor time of the work's whole process tree (the process and the workers it
waited for: a review runs on two), imports left out, divided by that of the
reference loop below, timed three times in processes of their own in the same run
(the median); so the figure holds on a fast machine and a slow one, and under other
programs' load (which changes wall time, and processor time far less). Prints the
median of the runs per variant, how many times cheaper each is than the baseline
(or than ``pure`` without one), the load average, and whether compiled and pure decided
the same, and the baseline too (a digest of the choices, the plan or the review's JSON;
the review itself changed since 8489320, so its baseline decides otherwise).

- ``expert``: the expert's 44 decisions at its default budget on deals 1 (solitaire)
  and 2 (with Sancho Panza); the figure is per decision.
- ``hindsight``: the hindsight search (default budget, 80,000 steps) of a greedy
  game (deal 40001).
- ``review``: the review of a greedy solitaire game (deal 31001) as
  ``dq-desktop review`` makes it (default budget and futures, two processes).
- ``review4`` (not run unless named): the same for a four-player game of greedy
  players (deal 31001), every seat reviewed.
"""

from __future__ import annotations

import argparse
import hashlib
import inspect
import json
import os
import resource
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
WORK = ("expert", "hindsight", "review")
LOOP_STEPS = 3_000_000
LOOPS_PER_RUN = 3


def reference_loop() -> int:
    """The unit: a fixed loop of pure-Python integer and list work (about 0.3 s)."""
    table = list(range(64))
    total = 0
    for step in range(LOOP_STEPS):
        total = (total + table[step & 63] * step) % 1_000_003
    return total


def processor_seconds() -> float:
    """This process's processor time and that of the children it has waited for."""
    own, children = (resource.getrusage(who) for who in
                     (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN))
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def do(work: str) -> tuple[str, int]:
    """Do one piece of work; what it decided, and how many decisions (the divisor)."""
    if work == "loop":
        return str(reference_loop()), 1
    from dq_desktop.engine.autoplay import play_out
    from dq_desktop.engine.bots import make_bot
    from dq_desktop.engine.game import Game
    from dq_desktop.formats.tileset_file import builtin_tileset

    tileset = builtin_tileset("classic")

    def played(bot: str, deal: int, sancho: bool) -> Game:
        return play_out(Game.new(tileset, deal, ["bench"], sancho=sancho), [make_bot(bot, deal)])

    if work == "expert":
        games = [played("expert", 1, False), played("expert", 2, True)]
        moves = [str(p) for game in games for p in game.players[0].placements]
        return "\n".join(moves), len(moves)
    if work == "hindsight":
        from dq_desktop.engine.analysis import analyze_game

        (found,) = analyze_game(played("greedy", 40001, False))
        return f"{found.best} {found.placements} {found.discarded}", 1
    from dq_desktop.commands.review import player_json
    from dq_desktop.engine.analysis.review import review_game

    if work == "review4":
        game = play_out(Game.new(tileset, 31001, [f"P{seat}" for seat in range(4)]),
                        [make_bot("greedy", f"31001/{seat}") for seat in range(4)])
    else:
        game = played("greedy", 31001, False)
    reviews = review_game(game, jobs=2)
    return json.dumps([_player(player_json, review, seat)
                       for seat, review in enumerate(reviews)]), 1


def _player(player_json: Any, review: object, seat: int) -> object:
    """A reviewed player's JSON without its seat: ``player_json`` takes the seat since the
    hot-seat reviews and writes it, a baseline from before takes the review alone."""
    if len(inspect.signature(player_json).parameters) == 1:
        return player_json(review)
    written = dict(player_json(review, seat))
    del written["seat"]
    return written


def one(work: str) -> None:
    """In the child: set up, then time the work alone and print what it found."""
    if work != "loop":
        import dq_desktop.engine.analysis.review  # noqa: F401 (imports are not the work)
    start = processor_seconds()
    decided, count = do(work)
    seconds = processor_seconds() - start
    try:
        from dq_desktop.pure_source import compiled_modules
    except ImportError:  # a baseline from before the compiled build
        compiled = 0
    else:
        compiled = len(compiled_modules())
    print(json.dumps({"seconds": seconds, "count": count, "compiled": compiled,
                      "digest": hashlib.sha256(decided.encode()).hexdigest()[:16]}))


def measure(work: str, variant: str, baseline: Path | None) -> dict[str, float | str]:
    env = {key: value for key, value in os.environ.items() if key != "DQ_DESKTOP_PURE"}
    if variant != "compiled":
        env["DQ_DESKTOP_PURE"] = "1"
    # This checkout's package (or the baseline's) before any installed one.
    tree = baseline if variant == "baseline" and baseline is not None else ROOT
    env["PYTHONPATH"] = str(tree)
    printed = subprocess.run([sys.executable, __file__, "--one", work], env=env, check=True,
                             capture_output=True, text=True, cwd=tree).stdout
    result: dict[str, float | str] = json.loads(printed.splitlines()[-1])
    return result


def load() -> str:
    return ", ".join(f"{value:.2f}" for value in os.getloadavg())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--work", default=",".join(WORK))
    parser.add_argument("--baseline", type=Path, help="a checkout whose pure Python to time too")
    parser.add_argument("--one", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        one(args.one)
        return
    variants = ["pure", "compiled"] + (["baseline"] if args.baseline else [])
    print(f"load average before: {load()}", flush=True)
    loops: list[float] = []
    figures: dict[tuple[str, str], list[float]] = {}
    digests: dict[tuple[str, str], set[str]] = {}
    compiled = 0
    for run in range(1, args.runs + 1):
        # The unit of the run: the median of three loops, each in a process of its own.
        loops.append(statistics.median(float(measure("loop", "pure", None)["seconds"])
                                       for _ in range(LOOPS_PER_RUN)))
        print(f"run {run}: loop {loops[-1]:.3f} s (median of {LOOPS_PER_RUN})", flush=True)
        for work in args.work.split(","):
            for variant in variants:
                result = measure(work, variant, args.baseline)
                seconds = float(result["seconds"]) / float(result["count"])
                figures.setdefault((work, variant), []).append(seconds / loops[-1])
                digests.setdefault((work, variant), set()).add(str(result["digest"]))
                if variant == "compiled":
                    compiled = int(result["compiled"])
                print(f"  {work:<9} {variant:<8} {seconds:8.3f} s = "
                      f"{seconds / loops[-1]:7.2f} loops (load {load()})", flush=True)
    print(f"load average after: {load()}; reference loop median {statistics.median(loops):.3f} s "
          f"over {args.runs} runs; compiled modules imported: {compiled}")
    if compiled == 0:
        print("  (no compiled module was imported: 'compiled' ran pure Python; build first, "
              "docs/building.md)")
    reference = "baseline" if args.baseline else "pure"
    print(f"(in brackets: how many times cheaper than {reference})")
    for work in args.work.split(","):
        medians = {variant: statistics.median(figures[(work, variant)]) for variant in variants}
        row = [f"{variant} {medians[variant]:.2f} ({medians[reference] / medians[variant]:.2f}x)"
               for variant in variants]
        unit = "loops per decision" if work == "expert" else "loops"
        same = ("compiled decided as pure" if len(digests[(work, "pure")]
                                                  | digests[(work, "compiled")]) == 1
                else "COMPILED AND PURE DIFFER")
        if args.baseline:  # the review changed since 8489320: a baseline may decide otherwise
            alike = digests[(work, "baseline")] == digests[(work, "pure")]
            same += ", the baseline " + ("too" if alike else "otherwise (other code)")
        print(f"{work:<9} median {unit}: {', '.join(row)}; {same}")


if __name__ == "__main__":
    main()
