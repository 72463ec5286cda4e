"""Sampling what a player does not know: the order of the fields still to come
and the order of his face-down tiles, dealt as the rules deal them.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from dq_desktop.engine.deal import HAND_SIZES
from dq_desktop.engine.tiles import TileId
from dq_desktop.engine.view import PlayerView


@dataclass(frozen=True)
class Future:
    """One possible rest of the game, as seen from a view."""

    fields: tuple[int, ...]
    """Field indices of the steps after the current one, in order."""
    hands: tuple[tuple[TileId, ...], ...]
    """The hands of the rounds after the current one (round 2 of 7, round 3 of 5)."""
    last_tile: TileId | None
    """The tile set aside, when it is still face down."""


def sample_future(view: PlayerView, rng: random.Random) -> Future:
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
    return Future(tuple(fields), tuple(hands), last)


def distinct_futures(view: PlayerView) -> int:
    """How many different futures there are; sampling more than this adds nothing."""
    count = math.factorial(len(view.open_fields))
    left = len(view.face_down)
    for size in (*HAND_SIZES[view.round :], 1):
        if left:
            count *= math.comb(left, min(size, left))
            left -= min(size, left)
    return count
