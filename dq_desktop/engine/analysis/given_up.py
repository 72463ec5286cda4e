"""Where the points went: a placement's loss split by category, a game's by round and by
category.

Counted in tenths, as the review shows its figures, so that each split adds up to
what it splits: a placement's categories to its loss, a game's rounds and
categories to the points given up in all (``review_summary.py``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Protocol

from dq_desktop.engine.analysis.reasons import CATEGORIES
from dq_desktop.engine.game import ROUND_ENDS, round_of_step


class _Placement(Protocol):
    """What the sums read of a placement judged (``review.PlacementReview``, which imports
    this module)."""

    @property
    def step(self) -> int: ...
    @property
    def loss(self) -> float: ...
    @property
    def given_up_by_category(self) -> tuple[tuple[str, float], ...]: ...


def split_loss(gains: Mapping[str, float], loss: float) -> tuple[tuple[str, float], ...]:
    """``loss`` split by category along ``gains`` (the expected points the best gains over
    the placement made in each, whose sum differs from the shown loss only by its
    rounding): each gain to the nearest tenth, then the tenths the sum lacks (or has too
    many) given to (or taken from) the categories rounded furthest the other way. Every
    category, in ``CATEGORIES`` order; empty when nothing is given up or no category moved."""
    target = round(loss * 10)
    raw = {key: gains.get(key, 0.0) * 10 for key in CATEGORIES}
    if target <= 0 or not any(raw.values()):
        return ()
    tenths = {key: round(value) for key, value in raw.items()}
    left = target - sum(tenths.values())
    while left:
        step = 1 if left > 0 else -1
        # The category furthest from its gain in the direction the sum must go.
        key = max(CATEGORIES, key=lambda k: ((raw[k] - tenths[k]) * step, -CATEGORIES.index(k)))
        tenths[key] += step
        left -= step
    return tuple((key, tenths[key] / 10) for key in CATEGORIES)


def given_up_by_round(placements: Iterable[_Placement]) -> tuple[float, ...]:
    """The points given up in each round (one figure per round, 0 where none)."""
    tenths = [0] * len(ROUND_ENDS)
    for placement in placements:
        tenths[round_of_step(placement.step) - 1] += round(placement.loss * 10)
    return tuple(value / 10 for value in tenths)


def given_up_by_category(placements: Iterable[_Placement]) -> tuple[tuple[str, float], ...]:
    """The points given up in each category over the game (``CATEGORIES`` order; negative
    where the better placements would have scored less there, and more elsewhere)."""
    tenths = dict.fromkeys(CATEGORIES, 0)
    for placement in placements:
        for key, value in placement.given_up_by_category:
            tenths[key] += round(value * 10)
    return tuple((key, tenths[key] / 10) for key in CATEGORIES)
