"""The expert as it was at commit 043d8a7, kept unchanged for paired comparisons
(``bench_expert.py --against-previous``); the game's expert is ``engine/bots/expert.py``.
What it plays with is frozen beside it (``previous_engine/``): today's engine lends it
only the rules and the player's view.

The expert: samples what it cannot know and plays each future out.

For every placement (each revealed tile both ways, and Sancho while he is
available) it plays the same sampled futures to the end with the fast policy,
and keeps the placement with the best mean of the scorings still to come.
Candidates that fall behind are dropped as the futures accumulate
(successive halving), so the budget goes where the choice is close.

The budget counts placements weighed, not seconds: a seed and a budget give
the same choices on any machine. A limit on the processor time of the
decision only guards against a machine far slower than the one the default
was tuned on; it counts this process's own time, so other programs' load
never changes a choice.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from previous_engine.compiled import compile_set
from previous_engine.fastboard import FastBoard
from previous_engine.futures import distinct_futures, sample_future
from previous_engine.policy import DEFAULT_WEIGHTS, Weights, placement_value
from previous_engine.rollout import Start, rollout

from dq_desktop.engine.game import LAST_STEP, Move
from dq_desktop.engine.tiles import TileId, TileKind
from dq_desktop.engine.view import PlayerView

DEFAULT_BUDGET = 70_000
"""Placements weighed per decision; tuned so the median decision takes under 300 ms
on the project's 2-core machine (``benchmarks/bench_bots.py``)."""
SAFETY_SECONDS = 0.9
"""A guard the default budget never reaches on that machine: stop thinking here."""
SCREEN = 18
"""How many of the policy's favourite placements are played out (besides Sancho).
18 is every placement of a full hand: screening fewer lost points, as it drops
the placements whose worth shows only later."""
PRUNE_AFTER = (16, 32, 64, 128)
"""After this many futures, the worse half of the candidates is dropped. Not before 16:
after 4 futures the means are too noisy (a rollout's spread is about 10 points) and the
best placement was often dropped; halving later gained 2 points a game
(``benchmarks/bench_expert.py --against-previous``)."""
MAX_FUTURES = 800
"""Late in a game rollouts are cheap; past this many futures the mean hardly moves."""


@dataclass(frozen=True)
class _Candidate:
    move: Move
    piece: int
    is_sancho: bool


class ExpertBot:
    name = "expert"

    def __init__(
        self,
        rng: random.Random,
        budget: int = DEFAULT_BUDGET,
        weights: Weights = DEFAULT_WEIGHTS,
        clock: Callable[[], float] = time.process_time,
        prune_after: tuple[int, ...] = PRUNE_AFTER,
        max_futures: int = MAX_FUTURES,
    ) -> None:
        self._rng = rng
        self._budget = budget
        self._weights = weights
        self._clock = clock
        self._prune_after = prune_after
        self._max_futures = max_futures

    def choose(self, view: PlayerView) -> Move:
        if len(view.legal_moves) == 1:
            return view.legal_moves[0]
        compiled = compile_set(view.tileset)
        board = FastBoard.of(compiled, view.board)
        candidates = self._screen(view, board)
        return self._play_out(view, board, candidates).move

    def _screen(self, view: PlayerView, board: FastBoard) -> list[_Candidate]:
        compiled = board.compiled
        field = view.current_field.index
        everything = []
        for move in view.legal_moves:
            piece = compiled.by_key[(move.tile, move.rotated)]
            kind = compiled.pieces[piece].kind
            everything.append(_Candidate(move, piece, kind is TileKind.SANCHO))
        tiles = [c for c in everything if not c.is_sancho]
        tiles.sort(key=lambda c: -placement_value(board, field, c.piece, view.round, self._weights))
        return tiles[:SCREEN] + [c for c in everything if c.is_sancho]

    def _play_out(
        self, view: PlayerView, board: FastBoard, candidates: list[_Candidate]
    ) -> _Candidate:
        field = view.current_field.index
        sancho = next((c.piece for c in candidates if c.is_sancho), None)
        starts = [rollout_start(view, c.move, c.is_sancho, sancho) for c in candidates]
        sums = [0] * len(candidates)
        alive = list(range(len(candidates)))
        deadline = self._clock() + SAFETY_SECONDS
        spent = futures = 0
        most = min(self._max_futures, distinct_futures(view))
        while spent < self._budget and futures < most and self._clock() < deadline:
            future = sample_future(view, self._rng)
            for index in alive:
                trial = board.copy()
                trial.place(field, candidates[index].piece)
                total, weighed = rollout(trial, starts[index], future, self._weights)
                sums[index] += total
                spent += weighed + 1
            futures += 1
            if futures in self._prune_after and len(alive) > 2:
                alive.sort(key=lambda i: (-sums[i], i))
                alive = sorted(alive[: max(2, len(alive) // 2)])
        best = max(alive, key=lambda i: (sums[i], -i))
        return candidates[best]


def rollout_start(view: PlayerView, move: Move, is_sancho: bool, sancho: int | None) -> Start:
    """Where a rollout begins once ``move`` is made: the hand left, and Sancho if he still
    may be played (``sancho``: his piece while available)."""
    hand = list(view.revealed)
    if not is_sancho and view.step != LAST_STEP:
        hand.remove(move.tile)
    return Start(
        step=view.step,
        hand=tuple(TileId(t) for t in hand),
        last_tile=view.last_tile,
        sancho=None if is_sancho else sancho,
    )
