"""What every computer player offers."""

from __future__ import annotations

from typing import Protocol

from dq_desktop.engine.game import Move
from dq_desktop.engine.view import PlayerView


class Bot(Protocol):
    name: str

    def choose(self, view: PlayerView) -> Move:
        """The move to make on ``view.current_field``."""
        ...
