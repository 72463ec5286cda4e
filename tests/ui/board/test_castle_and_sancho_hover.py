"""Pointing at a castle's body lights the roads from its gates and the knights it counts;
pointing at Sancho Panza's figure lights every road he joins and what stands on them."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest

from dq_desktop.engine.explanation import explain
from dq_desktop.engine.fields import Field
from dq_desktop.engine.tiles import TileKind
from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.ui.shell.main_window import MainWindow
from tests.ui.conftest import HUMAN, setup_of


def centre_on_screen(window: MainWindow, field: Field) -> QPoint:
    item = window.scenes[0].items_by_field[field]
    return window.board_view.mapFromScene(item.sceneBoundingRect().center())


def drawn(window: MainWindow, field: Field) -> QImage:
    view = window.board_view
    place = view.field_on_screen(field)
    assert place is not None
    return view.viewport().grab(
        QRect(view.viewport().mapFromGlobal(place.topLeft()), place.size())).toImage()


def lit(window: MainWindow) -> tuple[set[Field], set[tuple[Field, object]]]:
    items = window.scenes[0].items_by_field
    return ({f for f, item in items.items() if item.lit_points},
            {(f, p) for f, item in items.items() for p in item.lit_symbols})


def point_at(window: MainWindow, field: Field) -> None:
    QTest.mouseMove(window.board_view.viewport(), centre_on_screen(window, field))


def leave(window: MainWindow) -> None:
    QTest.mouseMove(window.banner, QPoint(2, 2))


def test_pointing_at_a_castles_body_lights_what_it_counts(window: MainWindow) -> None:
    window.set_aids(False)
    window.start(setup_of(builtin_tileset("classic"), HUMAN, seed=31))
    game = window.controller.game
    while game.step < 9:
        window.controller.place(0, max(game.legal_moves(0),
                                       key=lambda move: game.preview(0, move).total))
        window.overlay.dismiss()
    window.moment.skip()
    window.overlay.dismiss()
    board = game.players[0].board
    facts = explain(board)
    for value, field in game.deal.castles.items():
        before = drawn(window, field)
        point_at(window, field)
        roads, rings = lit(window)
        assert field in roads  # its gates' roads, drawn lit
        assert rings == {(ref.field, ref.point) for ref in facts.castle_knights[value]}
        assert drawn(window, field) != before
        leave(window)
        assert lit(window) == (set(), set())
    assert any(facts.castle_knights.values())  # a castle counted knights: they were ringed


def test_pointing_at_sanchos_figure_lights_his_roads(window: MainWindow) -> None:
    window.set_aids(False)
    window.start(setup_of(builtin_tileset("classic"), HUMAN, sancho=True, seed=31))
    game = window.controller.game
    sancho = game.sancho_id
    while game.step < 6:
        window.controller.place(0, game.legal_moves(0)[0])
    window.controller.place(0, next(m for m in game.legal_moves(0) if m.tile == sancho))
    field = next(f for f, p in game.players[0].board.items() if p.tile.kind is TileKind.SANCHO)
    before = drawn(window, field)
    point_at(window, field)
    roads, _ = lit(window)
    joined = game.players[0].board.network.connected(field, next(iter(
        game.players[0].board[field].layout.groups[0])))
    assert roads == {segment.field for segment in joined.segments}
    assert drawn(window, field) != before
    leave(window)
