"""Escape closes the final standings (and a round's results card), as it closes a dialog."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.ui.common.seats import HUMAN
from dq_desktop.ui.shell.main_window import MainWindow
from tests.ui.conftest import setup_of


def test_escape_closes_the_results_card_and_the_final_standings(
        qtbot: QtBot, window: MainWindow) -> None:
    window.start(setup_of(builtin_tileset("classic"), HUMAN))
    window.activateWindow()
    qtbot.waitActive(window)
    game = window.controller.game
    while not window.overlay.isVisible():
        window.controller.place(0, game.legal_moves(0)[0])
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.overlay.button)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert not window.overlay.isVisible()
    while not game.is_over:
        window.controller.place(0, game.legal_moves(0)[0])
        if window.overlay.isVisible() and not game.is_over:
            window.overlay.dismiss()
    assert window.overlay.isVisible() and window.overlay.title.text() == "Final standings"
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.overlay.button)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert not window.overlay.isVisible()
