"""Synthetic drag-and-drop onto a board view, as the mouse would deliver it."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from dq_desktop.engine.fields import Field
from dq_desktop.ui.board.board_view import BoardView

ACTIONS = Qt.DropAction.CopyAction | Qt.DropAction.MoveAction


def drop_on(view: BoardView, field: Field, data: QMimeData) -> bool:
    """Drag ``data`` over ``field`` and drop it; True when the drop was accepted."""
    scene = view.scene()
    item = scene.items_by_field[field]  # type: ignore[union-attr]
    point = view.mapFromScene(item.sceneBoundingRect().center())
    buttons, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    viewport = view.viewport()
    QApplication.sendEvent(viewport, QDragEnterEvent(point, ACTIONS, data, buttons, none))
    move = QDragMoveEvent(point, ACTIONS, data, buttons, none)
    QApplication.sendEvent(viewport, move)
    if not move.isAccepted():
        return False
    drop = QDropEvent(QPointF(point), ACTIONS, data, buttons, none)
    QApplication.sendEvent(viewport, drop)
    return drop.isAccepted()
