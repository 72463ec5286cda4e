"""What the player hears about his files while he plays: the game keeper's news.

A problem with a file goes to the status bar for a while; a finished game that
could not be recorded, or not kept at all, opens its dialog
(``keeping_dialogs.py``); a damaged record book, or files of games waiting for
it, moved aside is said once in a warning. The self-test disconnects these
slots to gather the same news in its own output.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Slot
from PySide6.QtWidgets import QMessageBox, QStatusBar, QWidget

from dq_desktop.ui.common.text import translate
from dq_desktop.ui.table.game_keeper import GameKeeper
from dq_desktop.ui.table.keeping_dialogs import show_not_kept, show_not_recorded


class KeepingNotices(QObject):
    """The keeper's signals, told to the player over ``parent`` (the game view)."""

    def __init__(self, keeper: GameKeeper, parent: QWidget, status: QStatusBar) -> None:
        super().__init__(parent)
        self.keeper = keeper
        self.view = parent
        self.status = status
        keeper.problem.connect(self.on_file_problem)
        keeper.notRecorded.connect(self.on_not_recorded)
        keeper.notKept.connect(self.on_not_kept)
        keeper.told.connect(self.on_file_problem)
        keeper.bookSetAside.connect(self.on_book_set_aside)
        keeper.waitingSetAside.connect(self.on_book_set_aside)

    @Slot(str)
    def on_file_problem(self, message: str) -> None:
        self.status.showMessage(message, 15000)

    @Slot(str)
    def on_not_recorded(self, message: str) -> None:
        show_not_recorded(self.view, message, self.keeper.files.unrecorded.folder)

    @Slot(str)
    def on_not_kept(self, message: str) -> None:
        show_not_kept(self.view, self.keeper, message)

    @Slot(str)
    def on_book_set_aside(self, message: str) -> None:
        """A damaged book, or files of games waiting for it, moved aside: said once."""
        QMessageBox.warning(self.view, translate("MainWindow", "Record book"), message)
