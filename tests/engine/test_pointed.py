"""What pointing at a point of a tile lights: its road; a castle's body, the roads from
its gates and the knights the castle counts; Sancho's figure, every road he joins."""

from __future__ import annotations

from dq_desktop.engine.explanation import explain
from dq_desktop.engine.pointed import pointed_at
from dq_desktop.engine.points import Point
from dq_desktop.engine.tiles import TileKind
from tests.storage.games import played


def test_a_castles_body_lights_its_gates_roads_and_its_knights() -> None:
    game = played(4, names=("Ana",), choice=2)
    board = game.players[0].board
    facts = explain(board)
    for value, field in game.deal.castles.items():
        body = [p for p in Point if not board.network.connected(field, p).segments]
        lit = pointed_at(board, field, body[0])
        gates = [board.network.connected(field, next(iter(g))) for g in board[field].layout.groups]
        assert lit is not None
        assert lit.segments == frozenset(s for gate in gates for s in gate.segments)
        assert lit.symbols == frozenset(facts.castle_knights.get(value, ()))


def test_sanchos_figure_lights_every_road_he_joins() -> None:
    game = played(4, names=("Ana",), sancho=True, choice=2)
    board = game.players[0].board
    field = next(f for f, p in board.items() if p.tile.kind is TileKind.SANCHO)
    (group,) = board[field].layout.groups
    assert pointed_at(board, field, Point.T) == board.network.connected(field, next(iter(group)))


def test_a_road_tile_away_from_its_roads_lights_nothing() -> None:
    game = played(4, names=("Ana",), choice=2)
    board = game.players[0].board
    quiet = [(f, p) for f in board for p in Point
             if board[f].tile.kind is TileKind.ROAD
             and not board.network.connected(f, p).segments
             and not board.network.connected(f, p).symbols]
    assert quiet and all(pointed_at(board, f, p) is None for f, p in quiet)
