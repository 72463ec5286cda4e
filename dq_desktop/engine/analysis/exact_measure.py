"""The review's measure where the rest of the game is solved: round 3, exactly.

In round 3 a player knows every tile he still has to place (his hand and the tile
set aside); only the order of the fields left is unknown. There the review values
every legal placement by the exact expectimax of ``bots/endgame.py`` (the mean over
the orders of the fields of the best play in each): the best is the true best, and
a loss is the true loss, with no noise (standard error 0). From field 17 on that
weighs at most 182,800 placements without Sancho, within ``SOLVE_BUDGET``; with
Sancho still in hand field 17 weighs 552,500, and the review plays the futures out
there instead (``playout.py``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from dq_desktop.engine.bots.endgame import (
    PlacementSolve,
    SolvedPlacements,
    TooDear,
    solvable,
)
from dq_desktop.engine.game import Move
from dq_desktop.engine.view import PlayerView

SOLVE_BUDGET = 200_000
"""Placements an exact solve may weigh in a review: every position of round 3 without
Sancho (182,800 at field 17, about a second of processor time here; 10,176 at field 18)
and, with Sancho, from field 18 on (28,864)."""


class SolvedMeasure:
    """Every legal placement of a round-3 view valued exactly: the points of round 3's
    scoring to come after it, under the best play."""

    exact = True

    def __init__(self, solve: PlacementSolve, solved: SolvedPlacements) -> None:
        self.solve = solve
        self.solved = solved

    @property
    def moves(self) -> tuple[Move, ...]:
        """Every legal placement, in the view's order."""
        return tuple(self.solved.values)

    @property
    def count(self) -> int:
        """The orders the fields left may come in; each is weighed."""
        return math.factorial(len(self.solve.fields))

    def mean(self, move: Move) -> float:
        return self.solved.values[move]

    def error(self, better: Move, worse: Move) -> float:
        return 0.0

    def category_gains(self, better: Move, worse: Move) -> dict[str, float]:
        """Expected points ``better`` gains over ``worse`` in each category, under the
        best play after each."""
        mine, theirs = self.solve.scores(better), self.solve.scores(worse)
        return {key: mine[key] - theirs[key] for key in mine}

    def kept(self) -> SolvedValues:
        """Every placement's value and its categories, without the solver: what the review
        keeps so that any tile tried later is judged by the same solve at no cost (the
        categories of every placement take some 5 % of the solve's time)."""
        return SolvedValues(dict(self.solved.values),
                            {move: self.solve.scores(move) for move in self.moves}, self.count)


@dataclass(frozen=True)
class SolvedValues:
    """A ``SolvedMeasure`` as kept with the review: the same figures for every legal
    placement, small enough to send to a window."""

    values: dict[Move, float]
    scores: dict[Move, dict[str, float]]
    count: int
    exact = True

    @property
    def moves(self) -> tuple[Move, ...]:
        return tuple(self.values)

    def mean(self, move: Move) -> float:
        return self.values[move]

    def error(self, better: Move, worse: Move) -> float:
        return 0.0

    def category_gains(self, better: Move, worse: Move) -> dict[str, float]:
        mine, theirs = self.scores[better], self.scores[worse]
        return {key: mine[key] - theirs[key] for key in mine}


def solve_exactly(view: PlayerView, budget: int) -> SolvedMeasure | None:
    """Every placement of ``view`` solved exactly; None before round 3's tiles are all
    known, or when the solve would weigh more than ``budget``."""
    if not solvable(view):
        return None
    solve = PlacementSolve(view, budget)
    try:
        solved = solve.every_placement()
    except TooDear:
        return None
    return SolvedMeasure(solve, solved)
