"""What pointing at one point of a tile shows: the road and symbols joined to it; on a
castle's body, the roads from its gates and the knights it counts; on Sancho Panza's
figure, every road he joins. The board's highlights and the pictures drawn ahead for
them both ask here, so that they agree."""

from __future__ import annotations

from dq_desktop.engine.explanation import explain
from dq_desktop.engine.fields import Field
from dq_desktop.engine.network import Connection
from dq_desktop.engine.points import Point
from dq_desktop.engine.principality import Principality
from dq_desktop.engine.tiles import TileKind


def pointed_at(board: Principality, field: Field, point: Point) -> Connection | None:
    """What pointing at ``point`` of the tile on ``field`` lights (``None``: nothing)."""
    if field not in board:
        return None
    connection = board.network.connected(field, point)
    if connection.symbols or connection.segments:
        return connection
    return _whole_tile(board, field)


def _whole_tile(board: Principality, field: Field) -> Connection | None:
    placed = board[field]
    if placed.tile.kind not in (TileKind.CASTLE, TileKind.SANCHO):
        return None
    parts = [board.network.connected(field, next(iter(group))) for group in placed.layout.groups]
    segments = frozenset(segment for part in parts for segment in part.segments)
    symbols = frozenset(ref for part in parts for ref in part.symbols)
    if placed.tile.kind is TileKind.CASTLE:  # the knights it counts, not every symbol
        symbols = frozenset(explain(board).castle_knights.get(placed.tile.value, ()))
    return Connection(segments, symbols) if segments or symbols else None
