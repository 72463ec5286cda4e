"""When a side window closes, the keys of play work again at once: the focus comes back
to the hand on the player's turn (Enter places), to the results card while it shows."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.ui.common.seats import HUMAN
from dq_desktop.ui.shell.main_window import MainWindow
from tests.ui.conftest import setup_of

CLASSIC = builtin_tileset("classic")


def test_closing_the_rules_gives_the_focus_back_to_the_hand(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.start(setup_of(CLASSIC, HUMAN))
    window.activateWindow()
    qtbot.waitActive(window)
    window.score_panel.names["churches"].setFocus(Qt.FocusReason.TabFocusReason)
    side = window.side
    side.show_rules("goal")
    rules = side.rules
    assert rules is not None
    qtbot.waitUntil(rules.isVisible)
    rules.close()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.hand_view)
    placed = len(window.controller.game.players[0].placements)
    qtbot.keyClick(window.hand_view, Qt.Key.Key_Return)
    assert len(window.controller.game.players[0].placements) == placed + 1

