"""Simulated annealing over the plans of one player's deal.

A step of the search swaps two tiles of the same round, turns one, brings in
the tile Sancho left over, or moves Sancho; a change is kept when it scores
more, or by chance that shrinks as the temperature falls. The boards at the
end of each round are kept, so a change in round 3 replays round 3 only.
The search starts from the plan actually played and returns the best plan
met, so it is never worse than the game.

The budget counts steps of the search, not seconds: a seed and a budget give
the same answer on every machine.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass

from dq_desktop.engine.analysis.plan import STEPS_OF_ROUND, Plan, Slot, pool_of_step
from dq_desktop.engine.bots.fastboard import Facts, FastBoard, round_total
from dq_desktop.engine.bots.piece_tables import PieceTables
from dq_desktop.engine.game import ROUND_ENDS
from dq_desktop.engine.tiles import TileId

ROUNDS = 3
HOT, COLD = 3.0, 0.15
"""The temperatures at the start and the end of each cycle, in points."""
CYCLES = 4
"""Each cycle starts again from the best plan met so far."""
FLIP, SWAP, LEFT_OVER = 0.3, 0.8, 0.9
"""Cumulative chances of turning a tile, swapping two, taking the left-over tile;
the rest moves Sancho."""


@dataclass(frozen=True)
class Problem:
    """One player's fixed deal, as the search sees it."""

    tables: PieceTables
    castles: FastBoard
    """The board with the two castles only."""
    fields: tuple[int, ...]
    """Field index of each step."""
    sancho: TileId | None
    """Sancho's id when the game was played with him."""


@dataclass(frozen=True)
class Found:
    plan: Plan
    facts: tuple[Facts, ...]
    """The facts of the board at the end of each round."""

    @property
    def total(self) -> int:
        return sum(round_total(facts, n) for n, facts in enumerate(self.facts, start=1))


@dataclass(frozen=True)
class _Saved:
    tiles: list[TileId]
    rotated: list[bool]
    left: list[TileId | None]
    boards: list[FastBoard]
    facts: list[Facts]
    totals: list[int]


class _State:
    """A plan being changed in place, with its boards and facts at the round ends."""

    def __init__(self, problem: Problem, plan: Plan) -> None:
        self.problem = problem
        self.tiles = [slot.tile for slot in plan.slots]
        self.rotated = [slot.rotated for slot in plan.slots]
        self.left = list(plan.left_over)
        self.boards: list[FastBoard] = []
        self.facts: list[Facts] = []
        self.totals: list[int] = []
        self.replay(0)

    def replay(self, first_round: int) -> None:
        """Rebuild the boards and facts from the start of ``first_round`` (0-based)."""
        del self.boards[first_round:], self.facts[first_round:], self.totals[first_round:]
        board = (self.boards[-1] if self.boards else self.problem.castles).copy()
        by_key = self.problem.tables.by_key
        start = ROUND_ENDS[first_round - 1] if first_round else 0
        for number in range(first_round, ROUNDS):
            for step in range(start, ROUND_ENDS[number]):
                piece = by_key[(self.tiles[step], self.rotated[step])]
                board.place(self.problem.fields[step], piece)
            start = ROUND_ENDS[number]
            self.facts.append(board.facts())
            self.totals.append(round_total(self.facts[-1], number + 1))
            if number < ROUNDS - 1:
                self.boards.append(board)
                board = board.copy()

    @property
    def total(self) -> int:
        return sum(self.totals)

    def snapshot(self) -> _Saved:
        """Everything needed to come back here; boards once stored are never changed."""
        return _Saved(
            self.tiles[:],
            self.rotated[:],
            self.left[:],
            self.boards[:],
            self.facts[:],
            self.totals[:],
        )

    def restore(self, saved: _Saved) -> None:
        self.tiles, self.rotated, self.left = saved.tiles[:], saved.rotated[:], saved.left[:]
        self.boards, self.facts = saved.boards[:], saved.facts[:]
        self.totals = saved.totals[:]

    def found(self) -> Found:
        slots = tuple(Slot(t, r) for t, r in zip(self.tiles, self.rotated, strict=True))
        return Found(Plan(slots, tuple(self.left)), tuple(self.facts))


def anneal(
    problem: Problem,
    start: Plan,
    rng: random.Random,
    budget: int,
    should_stop: Callable[[], bool] = lambda: False,
) -> Found:
    """The best plan met in ``budget`` search steps from ``start``."""
    state = _State(problem, start)
    best_total, best = state.total, state.snapshot()
    per_cycle = max(1, budget // CYCLES)
    for _ in range(CYCLES):
        state.restore(best)
        current = state.total
        for step in range(per_cycle):
            if step % 256 == 0 and should_stop():
                break
            temperature = HOT * (COLD / HOT) ** (step / per_cycle)
            saved = state.snapshot()
            first_round = _change(state, rng)
            if first_round is None:
                continue
            state.replay(first_round)
            total = state.total
            if total >= current or rng.random() < math.exp((total - current) / temperature):
                current = total
                if total > best_total:
                    best_total, best = total, state.snapshot()
            else:
                state.restore(saved)
    state.restore(best)
    return state.found()


def _change(state: _State, rng: random.Random) -> int | None:
    """Change the plan at random; the first round (0-based) it touches, or ``None``."""
    sancho = state.problem.sancho
    roll = rng.random()
    step = rng.randrange(len(state.tiles))
    pool = pool_of_step(step)
    if roll < FLIP:
        if state.tiles[step] == sancho:
            return None
        state.rotated[step] = not state.rotated[step]
        return _round_of(step)
    if roll < SWAP:
        steps = STEPS_OF_ROUND[pool]
        other = steps[rng.randrange(len(steps))]
        if other == step:
            return None
        tiles, rotated = state.tiles, state.rotated
        tiles[step], tiles[other] = tiles[other], tiles[step]
        rotated[step], rotated[other] = rng.random() < 0.5, rng.random() < 0.5
        return _round_of(min(step, other))
    if roll < LEFT_OVER:
        left = state.left[pool]
        if left is None or state.tiles[step] == sancho:
            return None
        state.left[pool], state.tiles[step] = state.tiles[step], left
        state.rotated[step] = rng.random() < 0.5
        return _round_of(step)
    return _move_sancho(state, step, rng) if sancho is not None else None


def _move_sancho(state: _State, step: int, rng: random.Random) -> int | None:
    """Put Sancho on ``step`` (or, now and then, take him off the board)."""
    sancho = state.problem.sancho
    now = next((s for s, tile in enumerate(state.tiles) if tile == sancho), None)
    if now == step:
        return None
    touched = [step]
    if now is not None:  # the tile he had displaced comes back to his field
        old_pool = pool_of_step(now)
        back = state.left[old_pool]
        assert back is not None
        state.tiles[now], state.rotated[now], state.left[old_pool] = back, rng.random() < 0.5, None
        touched.append(now)
        if rng.random() < 0.2:
            return _round_of(now)
    pool = pool_of_step(step)
    assert sancho is not None
    state.left[pool] = state.tiles[step]
    state.tiles[step], state.rotated[step] = sancho, False
    return _round_of(min(touched))


def _round_of(step: int) -> int:
    """The round (0-based) whose scoring first sees ``step``."""
    return next(number for number, end in enumerate(ROUND_ENDS) if step < end)
