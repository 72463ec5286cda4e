"""With previews on, the roads the previewed tile would join are lit; while the player
points at a category of the scoring helper or at a road, only what he points at is lit
(pointing at Churches must not light a road with no church)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest

from dq_desktop.engine.fields import Field
from dq_desktop.engine.points import Point
from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.ui.shell.main_window import MainWindow
from tests.ui.conftest import HUMAN, setup_of


def field_pixels(window: MainWindow, field: Field) -> QImage:
    """The field as drawn on screen."""
    view = window.board_view
    place = view.field_on_screen(field)
    assert place is not None
    local = QRect(view.viewport().mapFromGlobal(place.topLeft()), place.size())
    return view.viewport().grab(local).toImage()


def placed_fields_drawn(window: MainWindow) -> dict[Field, QImage]:
    board = window.controller.game.players[0].board
    return {field: field_pixels(window, field) for field in board}


def game_with_a_preview_lighting_roads(window: MainWindow) -> set[Field]:
    """A game at a field where the selected tile's preview lights roads on placed tiles
    that carry no church; returns those fields."""
    window.start(setup_of(builtin_tileset("classic"), HUMAN, seed=31))
    game = window.controller.game
    scene = window.scenes[0]
    hand = window.hand_view.hand()
    assert hand is not None
    while game.step < 12:
        window.controller.place(0, game.legal_moves(0)[0])
        window.overlay.dismiss()
        for row, entry in enumerate(hand.entries()):
            if not entry.playable:
                continue
            window.hand_view.setCurrentIndex(hand.index(row))
            church_fields = {ref.field for group in scene_churches(window)
                             for ref in group.symbols}
            lit = {field for field, item in scene.items_by_field.items()
                   if item.lit_points and item.placed is not None} - church_fields
            if scene.preview_tile is not None and lit:
                return lit
    raise AssertionError("no deal position found with a preview lighting a road")


def scene_churches(window: MainWindow) -> tuple:  # type: ignore[type-arg]
    from dq_desktop.engine.explanation import explain

    return explain(window.controller.game.players[0].board).churches


def test_pointing_at_a_category_lights_only_what_it_counts(window: MainWindow) -> None:
    lit_by_preview = game_with_a_preview_lighting_roads(window)
    churches = window.score_panel.names["churches"]
    QTest.mouseMove(churches, churches.rect().center())
    with_preview = placed_fields_drawn(window)
    assert window.scenes[0].preview_tile is not None  # the tile is still previewed

    window.set_aids(False)  # the same category pointed at, without the preview
    without_preview = placed_fields_drawn(window)
    QTest.mouseMove(window.banner, QPoint(2, 2))  # the next test's helper is not pointed at
    assert lit_by_preview
    for field in with_preview:
        assert with_preview[field] == without_preview[field], field


def test_pointing_at_a_road_lights_only_that_road(window: MainWindow) -> None:
    lit_by_preview = game_with_a_preview_lighting_roads(window)
    scene = window.scenes[0]
    board = window.controller.game.players[0].board
    # A road of the board the preview does not light: pointing at it lights it alone.
    field, point = next((f, p) for f in board for p in Point
                        if (c := board.network.connected(f, p)).segments
                        and not {s.field for s in c.segments} & lit_by_preview)
    scene.hover(field, point)  # what the field does as the mouse moves over the road
    with_preview = {f: field_pixels(window, f) for f in board}
    window.set_aids(False)
    without_preview = {f: field_pixels(window, f) for f in board}
    for shown in board:
        assert with_preview[shown] == without_preview[shown], shown
