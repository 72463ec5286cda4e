"""After the game, a click on a player's card shows his board and his rounds in the
scoring helper (only the last board counted stayed in view)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from dq_desktop.engine.tileset import TileSet
from dq_desktop.ui.shell.main_window import MainWindow
from tests.ui.conftest import HUMAN, setup_of


def test_a_card_clicked_after_the_game_shows_that_board(
        qtbot: QtBot, window: MainWindow, play_set: TileSet) -> None:
    window.start(setup_of(play_set, HUMAN, "greedy", "greedy"))
    controller, game = window.controller, window.controller.game
    while not game.is_over:
        if controller.active_seat == 0:
            controller.place(0, game.legal_moves(0)[0])
        qtbot.waitUntil(lambda: controller.active_seat in (0, -1))
        if window.overlay.isVisible() and not game.is_over:
            window.overlay.dismiss()
    window.overlay.dismiss()  # the final standings closed: the table
    for seat in (2, 1, 0):
        card = window.cards[seat]
        QTest.mouseClick(card.miniature.viewport(), Qt.MouseButton.LeftButton)
        assert window.board_view.scene() is window.scenes[seat]
        assert window.score_panel.title.text() == f"P{seat + 1}"
        assert window.score_panel.value_of("total") == game.players[seat].scores[-1].total
    QTest.mouseClick(window.cards[1].name, Qt.MouseButton.LeftButton)  # the card's words
    assert window.board_view.scene() is window.scenes[1]


def test_during_the_game_a_click_on_a_card_changes_nothing(
        qtbot: QtBot, window: MainWindow, play_set: TileSet) -> None:
    window.start(setup_of(play_set, HUMAN, "greedy"))
    QTest.mouseClick(window.cards[1].miniature.viewport(), Qt.MouseButton.LeftButton)
    assert window.board_view.scene() is window.scenes[0]
