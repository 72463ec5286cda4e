"""Playing a whole game with computer players, seat by seat, field by field."""

from __future__ import annotations

from collections.abc import Sequence

from dq_desktop.engine.bots.base import Bot
from dq_desktop.engine.game import Game
from dq_desktop.engine.view import view_of


def play_out(game: Game, bots: Sequence[Bot]) -> Game:
    """Let ``bots[seat]`` make every remaining placement of ``game``; returns it."""
    while not game.is_over:
        for seat in game.waiting_for():
            game.place(seat, bots[seat].choose(view_of(game, seat)))
    return game
