"""Legal moves as compiled pieces, and when a one-step player plays Sancho."""

from __future__ import annotations

from collections.abc import Sequence

from dq_desktop.engine.game import LAST_STEP, Move
from dq_desktop.engine.tiles import TileKind
from previous_engine.fastboard import FastBoard

SANCHO_MARGIN = 3.0
"""Before the last field, Sancho is played only when he is rated this much better
than every tile: he is played once, and may be worth more later."""


def board_pieces(board: FastBoard, moves: Sequence[Move]) -> list[tuple[Move, int]]:
    """Each move with its piece index in the board's compiled set."""
    return [(move, board.compiled.by_key[(move.tile, move.rotated)]) for move in moves]


def is_sancho(board: FastBoard, piece: int) -> bool:
    return board.compiled.pieces[piece].kind is TileKind.SANCHO


def sancho_pays(step: int, sancho_value: float, best_tile_value: float) -> bool:
    """Whether a one-step player prefers Sancho, rated ``sancho_value``, on step ``step``."""
    margin = 0.0 if step == LAST_STEP else SANCHO_MARGIN
    return sancho_value > best_tile_value + margin
