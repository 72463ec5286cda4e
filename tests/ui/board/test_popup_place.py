"""The enlarged board of an opponent lies wholly on the screen that shows the window,
at any window position, and leaves the player's own field to fill in sight."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QEnterEvent
from PySide6.QtWidgets import QApplication

from dq_desktop.engine.tileset import TileSet
from dq_desktop.ui.board.popup_place import popup_geometry
from dq_desktop.ui.shell.main_window import MainWindow
from tests.ui.conftest import HUMAN, setup_of

SCREEN = QRect(0, 0, 1024, 640)
WANTED = QSize(1194, 677)  # what the rightmost opponent's card asked for


@pytest.mark.parametrize("left", [0, 300, 600, 900])
def test_it_lies_on_the_screen_wherever_the_miniature_is(left: int) -> None:
    anchor = QRect(left, 60, 120, 72)
    rect = popup_geometry(WANTED, anchor, SCREEN)
    assert SCREEN.contains(rect), rect
    assert rect.width() >= 240


def test_it_keeps_the_proportions_of_the_board() -> None:
    rect = popup_geometry(QSize(600, 340), QRect(100, 60, 120, 72), SCREEN)
    assert rect.size() == QSize(600, 340)
    assert rect.topLeft() == QPoint(100, 60 + 72 + 4)


def test_it_never_hides_the_field_to_fill() -> None:
    green = QRect(400, 300, 90, 128)
    for left in (0, 400, 880):
        rect = popup_geometry(WANTED, QRect(left, 60, 120, 72), SCREEN, green)
        assert SCREEN.contains(rect) and not rect.intersects(green), (left, rect)


@pytest.mark.parametrize("position", [QPoint(0, 0), QPoint(500, 300), QPoint(-200, 0)])
def test_in_the_window_each_enlarged_board_lies_on_screen_clear_of_the_green_field(
    window: MainWindow, play_set: TileSet, position: QPoint
) -> None:
    window.resize(1024, 640)
    window.move(position)
    window.start(setup_of(play_set, HUMAN, "greedy", "greedy", "greedy"))
    QApplication.processEvents()
    screen = window.screen().availableGeometry()
    green = window.view._field_to_fill_on_screen()
    for card in window.cards[1:]:
        miniature = card.miniature
        QApplication.sendEvent(miniature, QEnterEvent(QPoint(5, 5).toPointF(),
                                                      QPoint(5, 5).toPointF(),
                                                      QPoint(5, 5).toPointF()))
        popup = miniature.popup
        assert popup is not None and popup.isVisible()
        assert screen.contains(popup.geometry()), (popup.geometry(), screen)
        assert green is None or not popup.geometry().intersects(green)
        popup.hide()
