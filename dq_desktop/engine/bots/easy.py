"""The easy player: a beginner who mostly takes the best score now, but not always.

Its mistakes come from its seed: on about one placement in four it takes
one of its next-best choices instead, and it plays Sancho the moment he
scores more than every tile.
"""

from __future__ import annotations

import random

from dq_desktop.engine.bots.fastboard import FastBoard
from dq_desktop.engine.bots.moves import board_pieces, is_sancho
from dq_desktop.engine.bots.piece_tables import piece_tables
from dq_desktop.engine.bots.policy import Weights, placement_value
from dq_desktop.engine.game import Move
from dq_desktop.engine.view import PlayerView

MISTAKE_RATE = 0.25
MISTAKE_CHOICES = 4
"""A mistake picks among this many of the best-scoring placements after the best."""
EASY_WEIGHTS = Weights(last_round=0.0, open_end=0.1, symbol_open=0.0, join=0.5)
"""The score now; among equal scores, the tile whose roads join and stay open."""


class EasyBot:
    name = "easy"

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng

    def choose(self, view: PlayerView) -> Move:
        board = FastBoard.of(piece_tables(view.tileset), view.board)
        field = view.current_field.index
        ranked = sorted(
            (
                (
                    -placement_value(board, field, piece, view.round, EASY_WEIGHTS),
                    order,
                    move,
                    piece,
                )
                for order, (move, piece) in enumerate(board_pieces(board, view.legal_moves))
            ),
        )
        tiles = [entry for entry in ranked if not is_sancho(board, entry[3])]
        sancho = [entry for entry in ranked if is_sancho(board, entry[3])]
        if sancho and sancho[0][0] < tiles[0][0]:
            return sancho[0][2]
        # Always draw, so that one decision's mistake does not shift the next ones.
        mistake = self._rng.random() < MISTAKE_RATE
        pick = self._rng.randrange(1, MISTAKE_CHOICES + 1)
        if mistake and len(tiles) > 1:
            return tiles[min(pick, len(tiles) - 1)][2]
        return tiles[0][2]
