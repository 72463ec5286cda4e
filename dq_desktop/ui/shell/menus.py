"""The menu bar: the Game and Help menus, their keys, and their texts in every language."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from dq_desktop.ui.common.text import translate
from dq_desktop.ui.shell.game_files import GameFiles
from dq_desktop.ui.shell.side_windows import SideWindows
from dq_desktop.ui.table.game_view import GameView

SETTINGS_KEY = "Ctrl+,"
"""Settings where the platform has no standard key (``QKeySequence.Preferences`` is empty
on Windows and Linux); macOS's is Cmd+, already."""


def menu_texts() -> dict[str, str]:
    return {
        "game": translate("MainWindow", "&Game"),
        "help": translate("MainWindow", "&Help"),
        "new": translate("MainWindow", "&New game…"),
        "open": translate("MainWindow", "&Open…"),
        "save": translate("MainWindow", "&Save"),
        "save_as": translate("MainWindow", "Save &as…"),
        "take_back": translate("MainWindow", "&Take back"),
        "previews": translate("MainWindow", "Placement &previews"),
        "hint": translate("MainWindow", "&Hint"),
        "quit": translate("MainWindow", "&Quit"),
        "records": translate("MainWindow", "&Records…"),
        "settings": translate("MainWindow", "S&ettings…"),
        "rules": translate("MainWindow", "&Rules of the game"),
        "guided": translate("MainWindow", "&Guided first game"),
        "about": translate("MainWindow", "&About Don Quixote"),
    }


class Menus:
    """Builds the host's menus from the view's actions of play and the shell's commands."""

    def __init__(self, host: QMainWindow, view: GameView, files: GameFiles,
                 side: SideWindows) -> None:
        self.game_menu = host.menuBar().addMenu("")
        self.help_menu = host.menuBar().addMenu("")
        self.actions_by_name: dict[str, QAction] = {}
        standard = QKeySequence.StandardKey
        commands: tuple[tuple[str, QKeySequence.StandardKey | None, Callable[[], object] | None],
                        ...] = (
            ("new", standard.New, files.ask_new_game),
            ("open", standard.Open, files.ask_open),
            ("save", standard.Save, files.save),
            ("save_as", standard.SaveAs, files.ask_save_as),
            ("-", None, None),
        )
        for name, keys, slot in commands:
            self._add(host, self.game_menu, name, keys, slot)
        for name, action in (("take_back", view.take_back_action),
                             ("previews", view.aids_action), ("hint", view.hint.action)):
            self.game_menu.addAction(action)
            self.actions_by_name[name] = action
        commands = (
            ("-", None, None),
            ("records", None, side.records_window),
            ("settings", standard.Preferences, side.settings),
            ("-", None, None),
            ("quit", standard.Quit, host.close),
        )
        for name, keys, slot in commands:
            self._add(host, self.game_menu, name, keys, slot)
        self._add(host, self.help_menu, "rules", standard.HelpContents, side.show_rules)
        self._add(host, self.help_menu, "guided", None, side.guided_game)
        self._add(host, self.help_menu, "-", None, None)
        self._add(host, self.help_menu, "about", None, side.about)
        settings = self.actions_by_name["settings"]
        if settings.shortcut().isEmpty():  # Windows and Linux have no standard key for it
            settings.setShortcut(QKeySequence(SETTINGS_KEY))
        settings.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.actions_by_name["quit"].setMenuRole(QAction.MenuRole.QuitRole)
        self.actions_by_name["about"].setMenuRole(QAction.MenuRole.AboutRole)
        if view.files is None:
            for name in ("records", "settings"):
                self.actions_by_name[name].setEnabled(False)
        self.retranslate()

    def _add(
        self,
        host: QMainWindow,
        menu: QMenu,
        name: str,
        keys: QKeySequence.StandardKey | None,
        slot: Callable[[], object] | None,
    ) -> None:
        if name == "-":
            menu.addSeparator()
            return
        action = QAction(host)
        if keys is not None:
            action.setShortcut(QKeySequence(keys))
        if slot is not None:
            # Not connected directly: ``triggered`` carries ``checked``, which a slot
            # with an optional argument (show_rules's anchor) would take for its own.
            action.triggered.connect(lambda: slot())
        menu.addAction(action)
        self.actions_by_name[name] = action

    def retranslate(self) -> None:
        texts = menu_texts()
        self.game_menu.setTitle(texts["game"])
        self.help_menu.setTitle(texts["help"])
        for name, action in self.actions_by_name.items():
            action.setText(texts[name])
