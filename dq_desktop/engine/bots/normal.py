"""The normal player: the best score now, weighed with a positional judgement.

Besides the scoring, it likes road ends left open (more for roads that carry
a symbol or lead towards a castle), knights that defend the border even
before they reach the threshold, and it keeps tiles with two symbols for the
fields with the most neighbours to join.

Above all it asks what else a tile could do: a revealed tile that would be
worth as much on most fields still open is not spent on the first one that
comes. Each placement is rated by its judgement here less a share of the
tile's mean judgement over the other open fields, so the tile goes where it
does more than it would elsewhere. This is what lifts it clearly above greedy.
"""

from __future__ import annotations

import random
import statistics
from dataclasses import dataclass

from dq_desktop.engine.bots.fastboard import FastBoard
from dq_desktop.engine.bots.moves import board_pieces, is_sancho, sancho_pays
from dq_desktop.engine.bots.normal_weights import (
    CROWDED_FIELD,
    DEFENDER,
    JOIN,
    LAST_ROUND,
    OPEN_END,
    SYMBOL_OPEN,
    TOWARDS_CASTLE,
)
from dq_desktop.engine.bots.piece_tables import piece_tables
from dq_desktop.engine.bots.policy import Weights, placement_value
from dq_desktop.engine.fields import Field
from dq_desktop.engine.game import Move
from dq_desktop.engine.tiles import TileId
from dq_desktop.engine.view import PlayerView

NORMAL_WEIGHTS = Weights(last_round=LAST_ROUND, open_end=OPEN_END, symbol_open=SYMBOL_OPEN,
                         join=JOIN)
"""The policy's judgement as ``normal`` weighs it: more for roads that can still grow."""
ELSEWHERE = 0.8
"""Share of a tile's mean judgement on the other open fields that counts against
placing it here. Tuned on deals 3001–3600 (not those docs/balance.md reports): 0.6 and
1.0 each scored about 1.5 points less a game there."""


class NormalBot:
    name = "normal"

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng  # unused: the judgement is deterministic, but every bot takes one

    def choose(self, view: PlayerView) -> Move:
        board = FastBoard.of(piece_tables(view.tileset), view.board)
        position = _Position(board, view.round)
        moves = board_pieces(board, view.legal_moves)
        elsewhere = _worth_elsewhere(position, view, moves)
        best: tuple[float, Move] | None = None
        sancho: tuple[float, Move] | None = None
        for move, piece in moves:
            value = position.judge(view.current_field, piece)
            value -= ELSEWHERE * elsewhere.get(move.tile, 0.0)
            if is_sancho(board, piece):
                sancho = (value, move)
            elif best is None or value > best[0]:
                best = (value, move)
        assert best is not None  # every step offers at least one tile
        if sancho is not None and sancho_pays(view.step, sancho[0], best[0]):
            return sancho[1]
        return best[1]


@dataclass(frozen=True)
class _Position:
    """The board before the placement, and what the judgement reads from it."""

    board: FastBoard
    round: int

    def judge(self, field: Field, piece: int) -> float:
        """The score with ``piece`` on the empty ``field``, and its positional extras."""
        board = self.board
        value = placement_value(board, field.index, piece, self.round, NORMAL_WEIGHTS)
        tables = board.tables.pieces[piece]
        value += DEFENDER * tables.defense[field.index]
        if tables.symbol_count == 2:
            value -= CROWDED_FIELD * (4 - _free_neighbours(board, field))
        for _, other_field, _ in tables.links[field.index]:
            if board.slots[other_field] < 0 and board.towards_castle[other_field]:
                value += TOWARDS_CASTLE
        return value


def _worth_elsewhere(
    position: _Position, view: PlayerView, moves: list[tuple[Move, int]]
) -> dict[TileId, float]:
    """Per tile, its mean judgement over the other open fields (either way round).

    The board is taken as it stands: a cheap estimate of what the tile would
    bring if kept for a later field of the round. Empty when there is no choice.
    """
    if not view.open_fields or len({move.tile for move in view.legal_moves}) < 2:
        return {}
    values: dict[TileId, list[float]] = {}
    for move, piece in moves:
        here = [position.judge(field, piece) for field in view.open_fields]
        other_way = values.get(move.tile)
        values[move.tile] = here if other_way is None else list(map(max, other_way, here))
    return {tile: statistics.fmean(judged) for tile, judged in values.items()}


def _free_neighbours(board: FastBoard, field: Field) -> int:
    """Neighbours of ``field`` that are empty, or hold a tile that is not a castle."""
    count = 0
    for d_row, d_column in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        row, column = field.row + d_row, field.column + d_column
        if 0 <= row < 3 and 0 <= column < 8:
            piece = board.slots[Field(row, column).index]
            if piece < 0 or not board.tables.pieces[piece].castle_value:
                count += 1
    return count
