"""A player that picks any legal move: the floor every other player must beat."""

from __future__ import annotations

import random

from dq_desktop.engine.game import Move
from dq_desktop.engine.view import PlayerView


class RandomBot:
    name = "random"

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng

    def choose(self, view: PlayerView) -> Move:
        return self._rng.choice(view.legal_moves)
