"""Keeping games: the autosave after every placement, the record book at the end.

A finished game is first written among the games waiting for the record book
(``storage/unrecorded.py``), then stored in the book, and only then forgotten:
when the book cannot be written the game waits and is recorded at the next start
that can, and the player is told so in a dialog. Killed at any moment, the
program loses no finished game. For solitaire games the expert's total on the
same deal is worked out in the background and kept beside the player's.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal, Slot

from dq_desktop.engine.errors import DqError
from dq_desktop.engine.game import Game, PlacementResult
from dq_desktop.storage.autosave import LoadedAutosave
from dq_desktop.storage.entries import GameId
from dq_desktop.storage.expert_total import expert_total
from dq_desktop.ui.common.storage_messages import file_problem_text, record_book_report
from dq_desktop.ui.common.tasks import TaskRunner
from dq_desktop.ui.common.text import fill, translate
from dq_desktop.ui.common.user_files import UserFiles
from dq_desktop.ui.table.controller import GameController


class GameKeeper(QObject):
    problem = Signal(str)
    """A file could not be written (or the expert's total not found): words for the status
    bar."""
    notRecorded = Signal(str)
    """A finished game could not be stored in the record book; it waits (words for a dialog)."""
    bookSetAside = Signal(str)
    """A damaged record book was moved aside just now: what happened, in words, once."""
    recorded = Signal(object)
    """The ``GameId`` of a finished game now in the record book."""
    expertTotal = Signal(object, int)
    """(GameId, the expert's total on the same deal)."""

    def __init__(self, controller: GameController, files: UserFiles,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.files = files
        self.work = TaskRunner(self)
        controller.placed.connect(self._on_placed)
        controller.takenBack.connect(self._save)
        controller.gameStarted.connect(self._save)

    def kinds(self) -> list[str | None]:
        return [seat.record_kind for seat in self.controller.seats]

    def assisted(self) -> bool:
        return bool(self.controller.assisted)

    @Slot()
    def _save(self, *_: object) -> None:
        game = self.controller.game
        try:
            self.files.autosave.save(game, self.kinds(), assisted=self.assisted())
        except OSError as error:
            self.problem.emit(file_problem_text(error))

    @Slot(object)
    def _on_placed(self, result: PlacementResult) -> None:
        if not result.game_over:
            self._save()
            return
        game = self.controller.game
        try:
            waiting = self.files.unrecorded.keep(game, self.kinds(), assisted=self.assisted())
        except OSError as error:
            # Not even that: the autosave keeps the game before its last placement.
            self.problem.emit(file_problem_text(error))
            if self._record(game, self.kinds(), self.assisted(), None):
                self._save()  # recorded after all: nothing left to resume
            return
        self._save()  # a finished game clears the autosave: it is kept above
        self._record(game, self.kinds(), self.assisted(), waiting)

    def record_waiting(self) -> None:
        """Store the finished games that could not be recorded before (at start)."""
        games, _ = self.files.unrecorded.waiting()
        for waiting in games:
            if not self._record(waiting.game, list(waiting.kinds), waiting.assisted,
                                waiting.path, tell=False):
                return  # the book still cannot be written: they wait for another start

    def _record(self, game: Game, kinds: list[str | None], assisted: bool,
                waiting: Path | None, *, tell: bool = True) -> bool:
        try:
            book = self.files.book()
            moved = self.files.take_book_report()
            if moved is not None:
                self.bookSetAside.emit(record_book_report(moved) or "")
            game_id = book.add_game(game, kinds, assisted=assisted)
        except (OSError, DqError) as error:
            if tell:
                self.notRecorded.emit(file_problem_text(error))
            return False
        if waiting is not None:
            try:
                self.files.unrecorded.done(waiting)
            except OSError as error:  # recorded twice is impossible: the book checks digests
                self.problem.emit(file_problem_text(error))
        self.recorded.emit(game_id)
        if len(game.players) == 1:
            self.work.call(expert_total, game, 0, done=lambda total: self._keep(game_id, total),
                           failed=self._expert_failed)
        return True

    def _keep(self, game_id: GameId, total: int) -> None:
        try:
            self.files.book().set_expert_total(game_id, total)
        except (OSError, DqError) as error:
            self.problem.emit(file_problem_text(error))
            return
        self.expertTotal.emit(game_id, total)

    def _expert_failed(self, message: str) -> None:
        self.problem.emit(fill(translate("MainWindow", "The expert's total on this deal could "
                                         "not be found: %1"), message))

    def unfinished(self) -> LoadedAutosave:
        """The autosave as found at start (a corrupt one is set aside, see its report)."""
        return self.files.autosave.load()

    def shut_down(self) -> None:
        self.work.shut_down()
