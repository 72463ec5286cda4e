"""A field shows the refusal mark only while a tile is over it: a drag that crossed
other fields leaves no mark behind (they refused the move, so Qt never told them the
drag had left)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragLeaveEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from dq_desktop.engine.fields import Field
from dq_desktop.engine.tileset import TileSet
from dq_desktop.ui.hand.tile_mime import DraggedTile, encode
from dq_desktop.ui.shell.main_window import MainWindow
from tests.ui.conftest import HUMAN, setup_of

ACTIONS = Qt.DropAction.CopyAction | Qt.DropAction.MoveAction
BUTTONS, NONE = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier


def marked(window: MainWindow) -> list[str]:
    scene = window.board_view.scene()
    return [f"{field}:{item.drag_state}" for field, item in scene.items_by_field.items()
            if item.drag_state is not None]


def drag_across(window: MainWindow, fields: list[Field], *, drop: bool,
                over: Callable[[Field], None] = lambda field: None) -> None:
    """Drag the first tile of the hand over ``fields`` in turn (``over`` is called over
    each), then drop it on the last or leave the board."""
    view = window.board_view
    hand = window.hands[0]
    data = encode(DraggedTile(0, hand.entry(0).move, 0))
    viewport = view.viewport()
    scene = view.scene()
    points = [view.mapFromScene(scene.items_by_field[f].sceneBoundingRect().center())
              for f in fields]
    QApplication.sendEvent(viewport, QDragEnterEvent(points[0], ACTIONS, data, BUTTONS, NONE))
    for field, point in zip(fields, points, strict=True):
        QApplication.sendEvent(viewport, QDragMoveEvent(point, ACTIONS, data, BUTTONS, NONE))
        over(field)
    if drop:
        QApplication.sendEvent(viewport, QDropEvent(QPointF(points[-1]), ACTIONS, data,
                                                    BUTTONS, NONE))
    else:
        QApplication.sendEvent(viewport, QDragLeaveEvent())


def empty_fields_but(window: MainWindow, target: Field) -> list[Field]:
    board = window.controller.game.players[0].board
    return [f for f in Field.all() if f not in board and f != target][:5]


def test_a_drag_dropped_on_the_green_field_leaves_no_mark(
    window: MainWindow, play_set: TileSet
) -> None:
    window.start(setup_of(play_set, HUMAN))
    target = window.controller.game.current_field
    crossed = empty_fields_but(window, target)
    drag_across(window, [*crossed, target], drop=True)
    assert window.controller.game.players[0].board.get(target) is not None
    assert marked(window) == []


def test_a_drag_that_leaves_the_board_leaves_no_mark(
    window: MainWindow, play_set: TileSet
) -> None:
    window.start(setup_of(play_set, HUMAN))
    target = window.controller.game.current_field
    drag_across(window, empty_fields_but(window, target), drop=False)
    assert marked(window) == []


def test_while_over_a_field_only_that_field_is_marked(
    window: MainWindow, play_set: TileSet
) -> None:
    window.start(setup_of(play_set, HUMAN))
    target = window.controller.game.current_field
    crossed = empty_fields_but(window, target)

    def only_this_one(field: Field) -> None:
        assert marked(window) == [f"{field}:refuse"]

    drag_across(window, crossed, drop=False, over=only_this_one)
