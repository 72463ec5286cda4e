"""The main window. It shows at once and fills itself just after.

Start-up time is what a player feels first, so this module imports almost
nothing: the game view (the engine, the scenes, the scoring helper) is built
right after the window is on screen. Everything of the game view is reached
through the window too (``window.controller``, ``window.start(...)``).

The window owns what stands around the game view: the menus, the game's files
(new, open, save) and the side windows (records, rules, settings…).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QMainWindow

from dq_desktop.ui.common.text import translate

if TYPE_CHECKING:  # Qt's classes cost time on their first import: not before the first frame
    from PySide6.QtGui import QAction, QCloseEvent
    from PySide6.QtWidgets import QMenu

    from dq_desktop.ui.common.language import LanguageSwitcher
    from dq_desktop.ui.common.user_files import UserFiles
    from dq_desktop.ui.shell.game_files import GameFiles
    from dq_desktop.ui.shell.menus import Menus
    from dq_desktop.ui.shell.side_windows import SideWindows
    from dq_desktop.ui.table.game_view import GameView


class MainWindow(QMainWindow):
    def __init__(self, *, animation_ms: int = 350, bot_delay_ms: int = 300,
                 deferred: bool = False,
                 files: UserFiles | Callable[[], UserFiles] | None = None,
                 language: LanguageSwitcher | None = None) -> None:
        """``deferred``: build the game view only when it is first asked for (``app.py``
        asks once the window's first frame is on screen).

        ``files``: the player's settings, autosave and record book (none in tests),
        or a function that opens them when the view is built.
        """
        super().__init__()
        self.setWindowTitle(translate("MainWindow", "Don Quixote"))
        self._options: dict[str, Any] = {"animation_ms": animation_ms,
                                          "bot_delay_ms": bot_delay_ms,
                                          "files": files, "language": language}
        self._view: GameView | None = None
        self._side: SideWindows | None = None
        self._files: GameFiles | None = None
        self._menus: Menus | None = None
        if not deferred:
            self.build()

    @property
    def view(self) -> GameView:
        return self.build()

    def build(self) -> GameView:
        """The game view, built now if it was not yet."""
        if self._view is None:
            from dq_desktop.ui.shell.game_files import GameFiles
            from dq_desktop.ui.shell.menus import Menus
            from dq_desktop.ui.shell.side_windows import SideWindows
            from dq_desktop.ui.table.game_view import GameView

            options = dict(self._options)
            if callable(options["files"]):
                options["files"] = options["files"]()
            view = GameView(self, **options)
            self._view = view
            self.setCentralWidget(view)
            self._side = side = SideWindows(view)
            self._files = GameFiles(view)
            self._menus = Menus(self, view, self._files, side)
            view.rulesRequested.connect(side.show_rules_of_category)
            view.hindsight.bestGameRequested.connect(side.show_best_game)
            view.overlay.reviewRequested.connect(
                lambda: side.review_game(view.controller.game, view.controller.human_seats()))
            if view.keeper is not None:
                view.keeper.recorded.connect(side.game_recorded)
                view.keeper.expertTotal.connect(side.expert_total)
            if view.reviewer is not None:
                view.reviewer.reviewed.connect(side.game_recorded)  # read again, reviews too
        return self._view

    # What stands around the view, built with it.

    @property
    def side(self) -> SideWindows:
        self.build()
        assert self._side is not None
        return self._side

    @property
    def game_files(self) -> GameFiles:
        self.build()
        assert self._files is not None
        return self._files

    @property
    def menus(self) -> Menus:
        self.build()
        assert self._menus is not None
        return self._menus

    @property
    def actions_by_name(self) -> dict[str, QAction]:
        return self.menus.actions_by_name

    @property
    def game_menu(self) -> QMenu:
        return self.menus.game_menu

    def open_file(self, path: Path) -> bool:
        """Continue the game in ``path``; a bad file is reported and changes nothing."""
        return self.game_files.open_file(path)

    def save_to(self, path: Path) -> None:
        self.game_files.save_to(path)

    @property
    def is_built(self) -> bool:
        return self._view is not None

    def __getattr__(self, name: str) -> Any:
        # Only reached for names the window itself lacks: those of the game view.
        # Before the view is built, nothing is delegated: Qt asks Python objects
        # for method names (to find overrides) and must not build it by asking.
        view = self.__dict__.get("_view")
        if view is None or name.startswith("__"):
            raise AttributeError(name)
        return getattr(view, name)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setWindowTitle(translate("MainWindow", "Don Quixote"))
            if self._menus is not None:
                self._menus.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._view is not None and not self._view.may_close():
            event.ignore()
            return
        if self._view is not None:
            if self._side is not None:
                self._side.remember_geometry(self.saveGeometry())
            self._view.shut_down()
        super().closeEvent(event)
