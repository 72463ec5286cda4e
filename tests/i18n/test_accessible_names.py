"""No window has a focusable control without a name, in any of the three languages: a
screen reader says each one's name when it takes the focus (the main window's own
check is in tests/ui/test_accessibility.py; the accessibility suite reads them all on
the bus during a game)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractButton, QWidget
from pytestqt.qtbot import QtBot

from dq_desktop.formats.game_record import read_game
from dq_desktop.storage.record_book import RecordBook
from dq_desktop.storage.settings import Settings
from dq_desktop.ui.common.language import LanguageSwitcher
from dq_desktop.ui.dialogs.about_dialog import AboutDialog
from dq_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from dq_desktop.ui.dialogs.settings_dialog import SettingsDialog
from dq_desktop.ui.help.rules_window import RulesWindow
from dq_desktop.ui.records.records_window import RecordsWindow
from dq_desktop.ui.records.replay_window import ReplayWindow
from tests.storage.entries import entry

GAME = Path(__file__).parents[1] / "data" / "games" / "rulebook-andre.json"


def unnamed(window: QWidget) -> list[str]:
    """The visible, enabled controls of ``window`` that take the focus (Tab, or a click
    for a button) and have no name."""
    found = []
    for widget in window.findChildren(QWidget):
        policy = widget.focusPolicy()
        takes_focus = policy & Qt.FocusPolicy.TabFocus or (
            isinstance(widget, QAbstractButton) and policy != Qt.FocusPolicy.NoFocus)
        if (not widget.isVisible() or not widget.isEnabled() or not takes_focus
                or widget.focusProxy() is not None):
            continue
        interface = QAccessible.queryAccessibleInterface(widget)
        name = interface.text(QAccessible.Text.Name) if interface is not None else ""
        if not name.strip():
            found.append(f"{type(widget).__name__} {widget.objectName()!r}")
    return found


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_every_side_window_names_its_controls(
    qtbot: QtBot, switcher: LanguageSwitcher, tmp_path: Path, language: str
) -> None:
    switcher.apply(language)
    game, _ = read_game(GAME)
    with RecordBook.open(tmp_path / "records.sqlite3") as book:
        records = RecordsWindow(book)
        records.show_games([entry(1, 74), entry(2, 88, sancho=True)])
        windows: list[QWidget] = [
            NewGameDialog(), SettingsDialog(Settings()), RulesWindow(None, language), records,
            AboutDialog({"Settings": tmp_path / "settings.json"}), ReplayWindow(game),
        ]
        for window in windows:
            qtbot.addWidget(window)
            window.show()
        problems = {type(w).__name__: unnamed(w) for w in windows}
        assert not any(problems.values()), problems
        for window in windows:
            window.close()
