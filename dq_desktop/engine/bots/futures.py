"""Sampling what a player does not know: the order of the fields still to come
and the order of his face-down tiles, dealt as the rules deal them.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Iterator
from dataclasses import dataclass

from dq_desktop.engine.deal import HAND_SIZES
from dq_desktop.engine.tiles import TileId
from dq_desktop.engine.view import PlayerView


@dataclass(frozen=True)
class RestOfGame:
    """One possible rest of the game, as seen from a view."""

    fields: tuple[int, ...]
    """Field indices of the steps after the current one, in order."""
    hands: tuple[tuple[TileId, ...], ...]
    """The hands of the rounds after the current one (round 2 of 7, round 3 of 5)."""
    last_tile: TileId | None
    """The tile set aside, when it is still face down."""


def sample_future(view: PlayerView, rng: random.Random) -> RestOfGame:
    """A rest of the game drawn with ``rng``, from the view's knowledge only."""
    fields = [field.index for field in view.open_fields]
    rng.shuffle(fields)
    face_down = list(view.face_down)
    rng.shuffle(face_down)
    hands = []
    for size in HAND_SIZES[view.round :]:
        hands.append(tuple(face_down[:size]))
        face_down = face_down[size:]
    # Round 3 sets the last of the face-down tiles aside.
    last = face_down[0] if face_down else None
    return RestOfGame(tuple(fields), tuple(hands), last)


def distinct_futures(view: PlayerView) -> int:
    """How many different futures there are; sampling more than this adds nothing."""
    count = math.factorial(len(view.open_fields))
    left = len(view.face_down)
    for size in (*HAND_SIZES[view.round :], 1):
        if left:
            count *= math.comb(left, min(size, left))
            left -= min(size, left)
    return count


def every_future(view: PlayerView) -> Iterator[RestOfGame]:
    """Each different future once (mind ``distinct_futures`` before asking: there are
    many early in a game). Late in round 3 they are few, and playing each out once
    is exact where sampling is noisy."""
    fields = [field.index for field in view.open_fields]
    sizes = list(HAND_SIZES[view.round :])
    for order in itertools.permutations(fields):
        for hands, last in _splits(tuple(view.face_down), sizes):
            yield RestOfGame(order, hands, last)


def _splits(
    tiles: tuple[TileId, ...], sizes: list[int]
) -> Iterator[tuple[tuple[tuple[TileId, ...], ...], TileId | None]]:
    """Every way to deal ``tiles`` into hands of ``sizes`` (the one left over set aside)."""
    if not sizes:
        yield (), (tiles[0] if tiles else None)
        return
    for chosen in sorted(set(itertools.combinations(range(len(tiles)), sizes[0]))):
        hand = tuple(tiles[i] for i in chosen)
        rest = tuple(t for i, t in enumerate(tiles) if i not in chosen)
        for hands, last in _splits(rest, sizes[1:]):
            yield (hand, *hands), last
