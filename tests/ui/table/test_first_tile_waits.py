"""The first tile waits for the player's choice: at a game's start no tile of the hand is
drawn chosen and the field to fill shows no preview (a newcomer took it for placed); the
keyboard's focus rests on a tile all the same (Enter places it, the arrows move on), and
a tile the player chooses is previewed at once."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from dq_desktop.engine.fields import Field
from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.ui.shell.main_window import MainWindow
from tests.ui.conftest import HUMAN, setup_of


def field_drawn(window: MainWindow, field: Field) -> QImage:
    view = window.board_view
    place = view.field_on_screen(field)
    assert place is not None
    return view.viewport().grab(
        QRect(view.viewport().mapFromGlobal(place.topLeft()), place.size())).toImage()


THICK_FRAME = 300
"""A chosen tile's frame is 3 pixels wide all round (about a thousand pixels); the thin
dashed ring where the keyboard's focus rests, some dozens."""


def chosen_marks(window: MainWindow) -> int:
    """Pixels of the hand in the highlight colour (a chosen tile's frame)."""
    colour = window.hand_view.palette().color(QPalette.ColorRole.Highlight)
    image = window.hand_view.viewport().grab().toImage()
    return sum(1 for y in range(image.height()) for x in range(image.width())
               if QColor(image.pixel(x, y)).rgb() == colour.rgb())


def test_the_field_waits_for_the_players_choice(qtbot: QtBot, window: MainWindow) -> None:
    window.activateWindow()
    qtbot.waitActive(window)
    window.start(setup_of(builtin_tileset("classic"), HUMAN, seed=4))
    game = window.controller.game
    field = game.current_field
    assert field is not None
    waiting = field_drawn(window, field)
    window.set_aids(False)
    assert field_drawn(window, field) == waiting  # nothing on it but the green frame
    window.set_aids(True)
    assert chosen_marks(window) < THICK_FRAME
    assert window.score_panel.delta_of("total") == 0 and all(
        not label.text() for label in window.score_panel.deltas.values())

    QTest.mouseClick(window.hand_view.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.hand_view.visualRect(window.hand_view.model().index(2, 0))
                     .center())
    assert field_drawn(window, field) != waiting  # the chosen tile, previewed
    assert chosen_marks(window) > THICK_FRAME


def test_the_keyboard_places_the_tile_its_focus_rests_on(qtbot: QtBot,
                                                        window: MainWindow) -> None:
    window.activateWindow()
    qtbot.waitActive(window)
    window.start(setup_of(builtin_tileset("classic"), HUMAN, seed=4))
    game = window.controller.game
    hand = window.hand_view.hand()
    assert hand is not None
    first = next(entry for entry in hand.entries() if entry.playable)
    window.hand_view.setFocus()
    QTest.keyClick(window.hand_view, Qt.Key.Key_Right)  # an arrow chooses the next tile
    assert window.scenes[0].preview_tile is not None
    QTest.keyClick(window.hand_view, Qt.Key.Key_Left)
    QTest.keyClick(window.hand_view, Qt.Key.Key_Return)
    assert game.players[0].placements[0].tile == first.tile
