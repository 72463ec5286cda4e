"""The main window. It shows at once and fills itself just after.

Start-up time is what a player feels first, so this module imports almost
nothing: the game view (the engine, the scenes, the scoring helper) is built
right after the window is on screen. Everything of the game view is reached
through the window too (``window.controller``, ``window.start(...)``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer
from PySide6.QtGui import QCloseEvent, QShowEvent
from PySide6.QtWidgets import QMainWindow

if TYPE_CHECKING:
    from dq_desktop.ui.game_view import GameView
    from dq_desktop.ui.language import LanguageSwitcher
    from dq_desktop.ui.user_files import UserFiles


class MainWindow(QMainWindow):
    def __init__(self, *, animation_ms: int = 350, bot_delay_ms: int = 300,
                 deferred: bool = False,
                 files: UserFiles | Callable[[], UserFiles] | None = None,
                 language: LanguageSwitcher | None = None) -> None:
        """``deferred``: build the game view only once the window has been shown.

        ``files``: the player's settings, autosave and record book (none in tests),
        or a function that opens them when the view is built.
        """
        super().__init__()
        self.build_when_shown = True
        """False only to measure start-up (``--quit-when-shown``)."""
        self.setWindowTitle(self.tr("Don Quixote"))
        self._options: dict[str, Any] = {"animation_ms": animation_ms,
                                          "bot_delay_ms": bot_delay_ms,
                                          "files": files, "language": language}
        self._view: GameView | None = None
        if not deferred:
            self.build()

    @property
    def view(self) -> GameView:
        return self.build()

    def build(self) -> GameView:
        """The game view, built now if it was not yet."""
        if self._view is None:
            from dq_desktop.ui.game_view import GameView

            options = dict(self._options)
            if callable(options["files"]):
                options["files"] = options["files"]()
            self._view = GameView(self, **options)
            self.setCentralWidget(self._view)
        return self._view

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

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._view is None and self.build_when_shown:
            QTimer.singleShot(0, self, self.build)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._view is not None:
            self._view.shut_down()
        super().closeEvent(event)
