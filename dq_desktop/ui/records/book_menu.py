"""The records window's Record book menu: back the book up to one file, restore one, merge
another computer's book.

The work runs on a thread of its own (``TaskRunner.run``), which opens the files
itself: the GUI thread never writes the book nor waits for it. Restoring asks first,
naming both books' games, and says where the book it replaced is kept; a file that is
no book this version takes is refused in words naming why, the book left as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QWidget

from dq_desktop.engine.errors import DqError
from dq_desktop.storage.book_backup import (
    BackupError,
    BackupProblem,
    Restored,
    back_up,
    backup_games,
    restore,
)
from dq_desktop.storage.book_merge import Merged, merge
from dq_desktop.storage.clock import local_now
from dq_desktop.ui.common.storage_messages import file_problem_text
from dq_desktop.ui.common.tasks import Control, TaskRunner
from dq_desktop.ui.common.text import PLURAL, fill, translate

SUFFIX = ".dqbook"


@dataclass(frozen=True)
class Refused:
    """The work's own fault, handed back as a result: its words need its kind."""

    error: DqError | OSError


def backup_problem_text(error: BackupError) -> str:
    """Why a file cannot be restored or merged, in words, with the book left as it was."""
    name = error.path.name
    texts = {
        BackupProblem.MISSING: translate("BookMenu", "%1 is not there."),
        BackupProblem.NOT_A_FILE: translate("BookMenu", "%1 is a folder, not a file."),
        BackupProblem.TOO_LARGE: translate("BookMenu", "%1 is too large to be a record book."),
        BackupProblem.NOT_A_BOOK: translate("BookMenu",
                                            "%1 is not a record book of Don Quixote."),
        BackupProblem.DAMAGED: translate("BookMenu",
                                         "%1 is damaged: it cannot be read whole."),
        BackupProblem.NEWER: translate(
            "BookMenu", "%1 was written by a newer version of Don Quixote, which this "
            "version cannot read: open it with that version."),
        BackupProblem.SAME_FILE: translate("BookMenu", "%1 is the record book itself."),
        BackupProblem.UNREADABLE: translate("BookMenu", "%1 cannot be read."),
    }
    return fill(texts[error.problem], name) + " " + translate(
        "BookMenu", "The record book was left as it was.")


def problem_text(error: DqError | OSError) -> str:
    return backup_problem_text(error) if isinstance(error, BackupError) \
        else file_problem_text(error)


def games_text(count: int) -> str:
    return translate("BookMenu", "%n game(s)", None, PLURAL, count)


class BookMenu(QObject):
    """The menu, the questions and the answers; ``changed`` once the book was replaced or
    games were added (the window reads it again)."""

    changed = Signal()

    def __init__(self, window: QWidget, book_file: Path) -> None:
        super().__init__(window)
        self.book_file = book_file
        """The book's file; the window sets it again when it reads another book. (A plain
        path, and the window only as Qt's parent: nothing here keeps the window alive.)"""
        self.work = TaskRunner(self)
        self.menu = QMenu(window)
        self.backup_action = QAction(window)
        self.backup_action.triggered.connect(self.ask_backup)
        self.restore_action = QAction(window)
        self.restore_action.triggered.connect(self.ask_restore)
        self.merge_action = QAction(window)
        self.merge_action.triggered.connect(self.ask_merge)
        for action in (self.backup_action, self.restore_action, self.merge_action):
            self.menu.addAction(action)
        self.retranslate()

    def retranslate(self) -> None:
        self.backup_action.setText(translate("BookMenu", "&Back up the record book…"))
        self.restore_action.setText(translate("BookMenu", "&Restore a backup…"))
        self.merge_action.setText(translate("BookMenu", "&Merge a record book from another "
                                                        "computer…"))

    @property
    def window(self) -> QWidget:
        parent = self.parent()
        assert isinstance(parent, QWidget)
        return parent

    def allow_writing(self, allowed: bool) -> None:
        """A newer version's book, shown read-only, takes no restore nor merge."""
        self.restore_action.setEnabled(allowed)
        self.merge_action.setEnabled(allowed)

    # --- the player's choices ----------------------------------------------------------

    @Slot()
    def ask_backup(self) -> None:
        name = f"don-quixote-record-book-{date.today().isoformat()}{SUFFIX}"
        path, _ = QFileDialog.getSaveFileName(
            self.window, translate("BookMenu", "Back up the record book"), name,
            self._filter())
        if path:
            self.backup_to(Path(path))

    @Slot()
    def ask_restore(self) -> None:
        path = self._open(translate("BookMenu", "Restore a backup"))
        if path is not None:
            self.restore_from(path)

    @Slot()
    def ask_merge(self) -> None:
        path = self._open(translate("BookMenu", "Merge a record book"))
        if path is not None:
            self.merge_from(path)

    def _open(self, title: str) -> Path | None:
        path, _ = QFileDialog.getOpenFileName(self.window, title, "", self._filter())
        return Path(path) if path else None

    def _filter(self) -> str:
        return ";;".join((translate("BookMenu", "Record books (*.dqbook *.sqlite3)"),
                          translate("BookMenu", "All files (*)")))

    # --- the work ----------------------------------------------------------------------

    def backup_to(self, path: Path) -> None:
        book_file = self.book_file
        self._run(lambda: back_up(book_file, path), lambda count: self._tell(
            translate("BookMenu", "Back up the record book"),
            fill(translate("BookMenu", "%1 backed up to %2."), games_text(count), str(path))))

    def restore_from(self, path: Path) -> None:
        """Count the games of ``path`` (checking it), ask, then restore it."""
        book_file = self.book_file

        def counted(counts: tuple[int, int]) -> None:
            now, given = counts
            if self.ask(translate("BookMenu", "Restore a backup"), fill(translate(
                    "BookMenu", "Replace the %1 of the record book with the %2 of %3? The "
                    "record book as it is now is kept beside it, in a file of its own."),
                    games_text(now), games_text(given), path.name)):
                self._run(lambda: restore(book_file, path, local_now()), self._restored)

        self._run(lambda: (_count(book_file), backup_games(path)), counted)

    def merge_from(self, path: Path) -> None:
        book_file = self.book_file
        self._run(lambda: merge(book_file, path), self._merged)

    def _restored(self, restored: Restored) -> None:
        self.changed.emit()
        text = fill(translate("BookMenu", "%1 restored."), games_text(restored.games))
        if restored.kept_at is not None:
            text += " " + fill(translate("BookMenu", "The record book it replaced is kept as "
                                                     "%1."), str(restored.kept_at))
        self._tell(translate("BookMenu", "Restore a backup"), text)

    def _merged(self, merged: Merged) -> None:
        if merged.added:
            self.changed.emit()
        text = fill(translate("BookMenu", "%1 added; %2 already in the record book."),
                    games_text(merged.added), games_text(merged.present))
        if merged.left_out:
            count = merged.left_out
            left_out = translate("BookMenu", "%n game(s) of that book left out: not a finished "
                                 "game this version can read.", None, PLURAL, count)
            text += " " + left_out
        self._tell(translate("BookMenu", "Merge a record book"), text)

    def _run(self, work: Callable[[], Any], done: Callable[[Any], None]) -> None:
        def body(control: Control) -> Any:
            try:
                return work()
            except (DqError, OSError) as error:
                return Refused(error)

        def ended(result: Any) -> None:
            if isinstance(result, Refused):
                self._warn(problem_text(result.error))
            else:
                done(result)

        self.work.run(body, done=ended, failed=self._warn)

    # --- words -------------------------------------------------------------------------

    def ask(self, title: str, text: str) -> bool:
        """Yes or No, No by default; file names shown as plain text."""
        box = QMessageBox(QMessageBox.Icon.Question, title, text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                          self.window)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setTextFormat(Qt.TextFormat.PlainText)
        return box.exec() == QMessageBox.StandardButton.Yes

    def say(self, icon: QMessageBox.Icon, title: str, text: str) -> None:
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self.window)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.exec()

    def _tell(self, title: str, text: str) -> None:
        self.say(QMessageBox.Icon.Information, title, text)

    def _warn(self, text: str) -> None:
        self.say(QMessageBox.Icon.Warning, translate("BookMenu", "Record book"), text)


def _count(book_file: Path) -> int:
    from dq_desktop.storage.record_book import RecordBook

    if not book_file.exists():
        return 0
    with RecordBook.open(book_file) as book:
        return book.count()
