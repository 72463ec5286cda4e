"""Settings has a key everywhere: the platform's standard one (Cmd+, on macOS), and Ctrl+,
where the platform has none (Windows, Linux: ``QKeySequence.Preferences`` is empty)."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence

from dq_desktop.ui.shell.main_window import MainWindow
from dq_desktop.ui.shell.menus import SETTINGS_KEY


def test_settings_has_the_standard_key_or_ctrl_comma(window: MainWindow) -> None:
    settings = window.actions_by_name["settings"]
    standard = QKeySequence(QKeySequence.StandardKey.Preferences)
    expected = standard if not standard.isEmpty() else QKeySequence(SETTINGS_KEY)
    assert not settings.shortcut().isEmpty()
    assert settings.shortcut() == expected


def test_no_other_command_has_the_settings_key(window: MainWindow) -> None:
    key = window.actions_by_name["settings"].shortcut()
    others = [action.text() for action in window.findChildren(QAction)
              if action is not window.actions_by_name["settings"] and key in action.shortcuts()]
    assert others == []
