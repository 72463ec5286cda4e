"""While the results card covers the game, Tab and Shift+Tab go round its own buttons
only: a screen reader does not read the board hidden under the backdrop."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.ui.common.seats import HUMAN
from dq_desktop.ui.shell.main_window import MainWindow
from tests.ui.conftest import setup_of

CLASSIC = builtin_tileset("classic")


def test_tab_stays_on_the_results_card(qtbot: QtBot, window: MainWindow) -> None:
    window.start(setup_of(CLASSIC, HUMAN))
    window.activateWindow()
    qtbot.waitActive(window)
    game = window.controller.game
    while not window.overlay.isVisible():
        window.controller.place(0, game.legal_moves(0)[0])
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.overlay.button)
    for key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Tab):
        qtbot.keyClick(QApplication.focusWidget(), key)
        assert QApplication.focusWidget() is window.overlay.button  # its only button
    window.overlay.dismiss()
    assert QApplication.focusWidget() is window.hand_view
    qtbot.keyClick(window.hand_view, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is not window.hand_view  # Tab walks the game again


def test_tab_goes_round_every_button_of_the_final_standings(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.start(setup_of(CLASSIC, HUMAN))
    window.activateWindow()
    qtbot.waitActive(window)
    game = window.controller.game
    while not game.is_over:
        if window.overlay.isVisible():
            window.overlay.dismiss()
        window.controller.place(0, game.legal_moves(0)[0])
    overlay = window.overlay
    qtbot.waitUntil(lambda: QApplication.focusWidget() is overlay.button)
    stops = overlay.tab_stops()
    assert overlay.review_button in stops and len(stops) >= 2  # review, close, maybe more
    seen = []
    for _ in range(len(stops)):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        seen.append(QApplication.focusWidget())
    assert seen[-1] is overlay.button  # round the card and back
    assert {id(widget) for widget in seen} == {id(button) for button in stops}
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is stops[-2]
