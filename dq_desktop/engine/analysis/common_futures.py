"""The futures a review plays its candidates out on: all of them when they are few.

A future is an order of the open fields and a split of the face-down tiles into
the hands still to come (``bots/futures.py``). When a view has no more distinct
futures than the review's budget, each is played out exactly once (the expert's own
``every_future``) and the expected totals are exact (standard error 0). Otherwise
the budget's worth of distinct futures is drawn without replacement, so no future
counts twice.

Tiles are told apart by their place among the face-down tiles, as
``distinct_futures`` counts them; within a hand they keep that order, so the
same view always gives the same futures.
"""

from __future__ import annotations

import random

from dq_desktop.engine.bots.futures import RestOfGame, distinct_futures, every_future
from dq_desktop.engine.deal import HAND_SIZES
from dq_desktop.engine.view import PlayerView


def _sizes(view: PlayerView) -> tuple[int, ...]:
    """How many face-down tiles each hand to come takes; the last one is the tile set aside."""
    left, sizes = len(view.face_down), []
    for size in (*HAND_SIZES[view.round :], 1):
        if left:
            sizes.append(min(size, left))
            left -= sizes[-1]
    return tuple(sizes)


def _future(view: PlayerView, fields: tuple[int, ...],
            groups: tuple[tuple[int, ...], ...]) -> RestOfGame:
    tiles = view.face_down
    hands = [tuple(tiles[i] for i in group) for group in groups]
    # The hands after the current round; a last group of one is the tile set aside.
    last = hands.pop()[0] if len(hands) > len(HAND_SIZES) - view.round else None
    return RestOfGame(fields, tuple(hands), last)


def sampled_futures(view: PlayerView, count: int, rng: random.Random) -> list[RestOfGame]:
    """``count`` distinct futures drawn at random (fewer only if there are not so many)."""
    count = min(count, distinct_futures(view))
    fields = [field.index for field in view.open_fields]
    indices = list(range(len(view.face_down)))
    sizes = _sizes(view)
    seen: set[tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]] = set()
    drawn: list[RestOfGame] = []
    while len(drawn) < count:
        rng.shuffle(fields)
        rng.shuffle(indices)
        groups: list[tuple[int, ...]] = []
        first = 0
        for size in sizes:
            groups.append(tuple(sorted(indices[first : first + size])))
            first += size
        key = (tuple(fields), tuple(groups))
        if key not in seen:
            seen.add(key)
            drawn.append(_future(view, *key))
    return drawn


def review_futures(view: PlayerView, budget: int,
                   rng: random.Random) -> tuple[list[RestOfGame], int]:
    """The futures to play out, and how many distinct futures there are in all.

    All of them when they number no more than ``budget``; else ``budget`` of them,
    drawn without replacement with ``rng``.
    """
    population = distinct_futures(view)
    if population <= budget:
        return list(every_future(view)), population
    return sampled_futures(view, budget, rng), population
