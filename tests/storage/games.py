"""Games for the storage tests, played on the test set ``play`` with the first legal move."""

from __future__ import annotations

from collections.abc import Sequence

from dq_desktop.engine.game import Game
from dq_desktop.formats.tileset_file import tileset_from_json
from tests.boards import tileset_json


def played(
    seed: int,
    *,
    names: Sequence[str] = ("Ana",),
    sancho: bool = False,
    steps: int | None = None,
    choice: int = 0,
) -> Game:
    """A game of deal ``seed`` with ``steps`` fields filled (all 22 when ``None``).

    Every seat plays its ``choice``-th legal move (wrapping), so that different
    choices give different totals on the same deal.
    """
    game = Game.new(tileset_from_json(tileset_json("play")), seed, names, sancho=sancho)
    target = len(game.deal.positions) if steps is None else steps
    while game.step < target:
        for seat in game.waiting_for():
            moves = game.legal_moves(seat)
            game.place(seat, moves[choice % len(moves)])
    return game
