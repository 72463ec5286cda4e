"""Helpers for the computer-player tests: the built-in set, and whole games."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from dq_desktop.engine.bots import make_bot
from dq_desktop.engine.bots.base import Bot
from dq_desktop.engine.bots.expert import ExpertBot
from dq_desktop.engine.game import Game
from dq_desktop.engine.tileset import TileSet
from dq_desktop.engine.view import view_of
from dq_desktop.formats.tileset_file import builtin_tileset

CLASSIC = builtin_tileset("classic")
SMALL_BUDGET = 400
"""An expert budget small enough for property tests (the default is far larger)."""


def bot_for_tests(name: str, seed: int | str) -> Bot:
    """A bot by name; the expert with ``SMALL_BUDGET`` so that tests stay fast."""
    if name == "expert":
        return ExpertBot(random.Random(f"test/{seed}"), budget=SMALL_BUDGET)
    return make_bot(name, seed)


def play_checked(
    game: Game, bots: Sequence[Bot], before: Callable[[int], None] = lambda seat: None
) -> list[str]:
    """Play ``game`` out, asserting every choice is among the legal moves; the moves made."""
    made = []
    while not game.is_over:
        for seat in game.waiting_for():
            before(seat)
            view = view_of(game, seat)
            move = bots[seat].choose(view)
            assert move in game.legal_moves(seat), (seat, move, game.legal_moves(seat))
            game.place(seat, move)
            made.append(move.text)
    return made


def new_game(seed: int, seats: int, sancho: bool, tileset: TileSet = CLASSIC) -> Game:
    return Game.new(tileset, seed, [f"P{seat}" for seat in range(seats)], sancho=sancho)
