"""F1 opens the rules at the top of the page: the title, and "New to the game? Play the
guided first game" in view, not scrolled past them to the first section."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from dq_desktop.ui.help.rules_window import RulesWindow
from dq_desktop.ui.shell.main_window import MainWindow


def lines_in_view(rules: RulesWindow) -> list[str]:
    """The first words of each line drawn in the rules' page, top to bottom."""
    browser = rules.browser
    height = browser.viewport().height()
    seen: list[str] = []
    top = int(browser.document().documentMargin()) + 2  # in the margin, no line is hit
    for y in range(top, height, 8):
        text = browser.cursorForPosition(QPoint(40, y)).block().text().strip()
        if text and (not seen or seen[-1] != text):
            seen.append(text)
    return seen


def test_f1_shows_the_pointer_to_the_guided_game(qtbot: QtBot, window: MainWindow) -> None:
    window.activateWindow()
    qtbot.waitActive(window)
    qtbot.keyClick(window, Qt.Key.Key_F1)
    rules = window.side.rules
    assert rules is not None
    qtbot.waitExposed(rules)
    seen = lines_in_view(rules)
    assert seen[0] == "Rules of the game"
    assert any(line.startswith("New to the game? Play the guided first game") for line in seen)
    rules.show_section("defense")  # elsewhere, then F1 again: the top again
    window.activateWindow()
    qtbot.waitActive(window)
    qtbot.keyClick(window, Qt.Key.Key_F1)
    assert lines_in_view(rules)[0] == "Rules of the game"
    rules.close()
