"""Keeping games: the autosave after every placement and aid, the record book at the end.

A finished game is first written among the games waiting for the record book
(``storage/unrecorded.py``), then stored in the book, and only then forgotten.
Every book write runs on one worker thread (``storage/book_writer.py``): a book
locked by another program never freezes the window. What happens is said as it
is: recorded; waiting in ``unrecorded/`` (the book could not take it); or written
nowhere (the folder is a file, read-only or full): then the game is held in
memory, tried again every half minute, and the player may save it elsewhere.
The games left waiting by an earlier run are recorded after the window is up,
each once; the expert's total is worked out only for solitaire games whose total the
book does not hold yet.

The autosave is written as soon as what it says changes: a placement, a take-back, a
hint (the seats marked assisted). The guided game is autosaved marked as guided (never
offered for resumption) and never recorded: its guide chose the tiles knowing the
whole deal, so its total is no yardstick.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from dq_desktop.engine.analysis.expert_total import expert_total
from dq_desktop.engine.errors import DqError
from dq_desktop.engine.game import Game, PlacementResult
from dq_desktop.storage.autosave import LoadedAutosave
from dq_desktop.storage.book_writer import Backlog, BookWriter, Recorded, record_backlog
from dq_desktop.storage.entries import GameId
from dq_desktop.storage.game_identity import GameIdentity, new_identity
from dq_desktop.storage.record_book import RecordBook, RecordBookError
from dq_desktop.storage.set_aside import SetAside
from dq_desktop.ui.common.storage_messages import (
    backlog_report,
    file_problem_text,
    record_book_report,
    recorded_at_last_text,
)
from dq_desktop.ui.common.tasks import TaskRunner
from dq_desktop.ui.common.text import fill, translate
from dq_desktop.ui.common.user_files import UserFiles
from dq_desktop.ui.table.controller import GameController

T = TypeVar("T")
logger = logging.getLogger(__name__)

RETRY_MS = 30_000
"""How often a game that could not be written or recorded is tried again."""
WRITER_WAIT_SECONDS = 5.0
"""How long the worker waits for a book another program holds before trying later."""


@dataclass
class Held:
    """A finished game not yet in the record book."""

    game: Game
    kinds: list[str | None]
    assisted: bool
    identity: GameIdentity
    """Made when it finished: the same game whichever way it reaches the book, another
    game than one played alike before."""
    path: Path | None = None
    """Its file in ``unrecorded/``; ``None`` while it is written nowhere (in memory only)."""
    saved_as: Path | None = None
    """Where the player saved it himself (*Save As…*): not lost when the program ends."""


@dataclass(frozen=True)
class _Outcome:
    recorded: Recorded | None
    error: DqError | OSError | None
    moved: list[SetAside]


class GameKeeper(QObject):
    problem = Signal(str)
    """A file could not be written (or the expert's total not found): words for the status
    bar."""
    notRecorded = Signal(str)
    """A finished game could not be stored in the record book; its file waits (dialog)."""
    notKept = Signal(str)
    """A finished game could be written nowhere: held in memory only (dialog, Save As)."""
    bookSetAside = Signal(str)
    """A damaged record book was moved aside just now: what happened, in words, once."""
    waitingSetAside = Signal(str)
    """Files of games waiting from before could not be read and were moved aside, and no
    game waits: what happened, in words, once (a dialog at the start)."""
    told = Signal(str)
    """News for the status bar: games from before recorded, a held game recorded at last."""
    recorded = Signal(object)
    """The ``GameId`` of a finished game now in the record book."""
    expertTotal = Signal(object, int)
    """(GameId, the expert's total on the same deal)."""
    expertMissing = Signal(object)
    """The GameId whose expert's total could not be worked out (the status bar says why)."""

    def __init__(self, controller: GameController, files: UserFiles,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.files = files
        self.work = TaskRunner(self)
        """The expert's totals (long, on a worker process)."""
        self.writer = BookWriter(files.dirs.record_book_file, wait=WRITER_WAIT_SECONDS)
        self.book_work = TaskRunner(self, last=self.writer.close)
        """Every write into the record book, in turn on one thread (the writer's
        connection's); the connection is closed there at the end."""
        self.held: list[Held] = []
        self.recorded_game: Game | None = None
        """The game of the latest ``recorded`` signal."""
        self.autosaving = True
        """``False`` when another copy of the program owns the folder's autosave."""
        self._retry = QTimer(self)
        self._retry.setInterval(RETRY_MS)
        self._retry.timeout.connect(self.try_again)
        controller.placed.connect(self._on_placed)
        controller.takenBack.connect(self._save)
        controller.assistedChanged.connect(self._save)
        controller.gameStarted.connect(self._save)

    def kinds(self) -> list[str | None]:
        return [seat.record_kind for seat in self.controller.seats]

    def assisted(self) -> bool:
        return bool(self.controller.assisted)

    def in_memory_only(self) -> list[Held]:
        """The finished games written nowhere yet (lost if the program ends now)."""
        return [held for held in self.held if held.path is None and held.saved_as is None]

    def saved_elsewhere(self, held: Held, path: Path) -> None:
        """The player saved ``held`` as ``path``: it is no longer lost if the program ends,
        and it is still tried for the record book."""
        held.saved_as = path

    @Slot()
    def _save(self, *_: object) -> None:
        if not self.autosaving:
            return
        controller = self.controller
        try:
            self.files.autosave.save(controller.game, self.kinds(),
                                     assisted=controller.assisted,
                                     guided=controller.setup.guided)
        except OSError as error:
            self.problem.emit(file_problem_text(error))

    @Slot(object)
    def _on_placed(self, result: PlacementResult) -> None:
        if not result.game_over or self.controller.setup.guided:
            self._save()  # the guided game's end only clears the autosave: not recorded
            return
        held = Held(self.controller.game, self.kinds(), self.assisted(),
                    new_identity(self.files.unrecorded.clock()))
        self.held.append(held)
        try:
            held.path = self.files.unrecorded.keep(held.game, held.kinds, assisted=held.assisted,
                                                   identity=held.identity)
        except OSError as error:
            # Written nowhere yet; the autosave keeps the game before its last placement.
            message = file_problem_text(error)
            self._record(held, lambda _: self.notKept.emit(message))
            return
        self._save()  # a finished game clears the autosave: it is kept above
        self._record(held, lambda failure: self.notRecorded.emit(file_problem_text(failure)))

    # --- the record book, on the worker ------------------------------------------

    def _record(self, held: Held, failed: Callable[[DqError | OSError], None], *,
                retried: bool = False) -> None:
        writer = self.writer

        def work() -> _Outcome:
            try:
                recorded = writer.record(held.game, held.kinds, assisted=held.assisted,
                                         identity=held.identity)
            except (DqError, OSError) as error:
                return _Outcome(None, error, writer.take_moved())
            return _Outcome(recorded, None, writer.take_moved())

        def done(outcome: _Outcome) -> None:
            self._report_moved(outcome.moved)
            if outcome.recorded is None:
                assert outcome.error is not None
                failed(outcome.error)
                self._retry.start()
                return
            if held in self.held:
                self.held.remove(held)
            if held.path is not None:
                try:
                    self.files.unrecorded.done(held.path)
                except OSError as error:  # recorded twice is impossible: the book checks
                    self.problem.emit(file_problem_text(error))
            if held.path is None and self.autosaving:
                self._save()  # recorded after all: nothing left to resume
            self._now_recorded(outcome.recorded)
            if retried:
                self.told.emit(recorded_at_last_text())

        def unforeseen(message: str) -> None:
            """A fault none of the book's own: logged, told as they are, tried again."""
            logger.error("recording a game failed: %s", message)
            failed(RecordBookError(message))
            self._retry.start()

        self.book_work.in_turn(work, done=done, failed=unforeseen)

    def record_waiting(self, *, tell: bool = True) -> None:
        """Store the finished games waiting from before, on the worker; then say how many
        were recorded and how many still wait."""
        unrecorded, writer = self.files.unrecorded, self.writer

        def work() -> tuple[Backlog, list[SetAside]]:
            return record_backlog(unrecorded, writer), writer.take_moved()

        def done(result: tuple[Backlog, list[SetAside]]) -> None:
            backlog, moved = result
            self._report_moved(moved)
            for recorded in backlog.recorded:
                self._now_recorded(recorded)
            if backlog.waiting:
                self._retry.start()
            report = backlog_report(backlog, unrecorded.folder)
            if report is None:
                return
            if tell and backlog.waiting:
                self.notRecorded.emit(report)  # at start: a dialog
            elif tell and backlog.set_aside:  # nothing waits: never said to be recorded later
                self.waitingSetAside.emit(report)
            elif tell or backlog.new:
                self.told.emit(report)  # the status bar

        self.book_work.in_turn(work, done=done, failed=self._book_failed)

    @Slot()
    def try_again(self) -> None:
        """Write the games held in memory, record those waiting; stop when none is left."""
        for held in [held for held in self.held if held.path is None]:
            try:
                held.path = self.files.unrecorded.keep(held.game, held.kinds,
                                                       assisted=held.assisted,
                                                       identity=held.identity)
            except OSError:
                self._record(held, lambda _: None, retried=True)  # the book, perhaps
                continue
            if self.autosaving:
                self._save()  # kept at last: the autosave forgets it, as when kept at once
        self.held = [held for held in self.held if held.path is None]
        self.record_waiting(tell=False)
        if not self.held:
            self._retry.stop()

    def _now_recorded(self, recorded: Recorded) -> None:
        self.recorded_game = recorded.game
        self.recorded.emit(recorded.game_id)
        if len(recorded.game.players) != 1:
            return
        game, game_id = recorded.game, recorded.game_id
        if recorded.expert_total is not None:  # a game sent again: worked out before
            self.expertTotal.emit(game_id, recorded.expert_total)
            return
        self.work.call(expert_total, game, 0, done=lambda total: self._keep(game_id, total),
                       failed=lambda message: self._expert_failed(game_id, message))

    def read_book(self, read: Callable[[RecordBook], T], done: Callable[[T | None], None]) -> None:
        """``read(book)`` on the book's thread, with the writer's connection (a read of the
        whole book must not hold up the window); then ``done`` with its result here, or
        with ``None`` when the book cannot be read (its writes report the fault)."""
        writer = self.writer

        def work() -> T | None:
            try:
                return read(writer.book())
            except (DqError, OSError):
                return None

        self.book_work.in_turn(work, done=done, failed=self._book_failed)

    def write_book(self, write: Callable[[BookWriter], object],
                   done: Callable[[bool], None]) -> None:
        """``write(writer)`` on the book's thread, in turn with the games' writes; then
        ``done(True)`` here, or ``done(False)`` when the book could not take it (said in
        the status bar)."""
        writer = self.writer

        def work() -> DqError | OSError | None:
            try:
                write(writer)
            except (DqError, OSError) as error:
                return error
            return None

        def written(error: DqError | OSError | None) -> None:
            if error is not None:
                self.problem.emit(file_problem_text(error))
            done(error is None)

        self.book_work.in_turn(work, done=written, failed=self._book_failed)

    def _book_failed(self, message: str) -> None:
        """A fault no book write expects (they turn the book's own faults into outcomes):
        in the session log and the status bar, never dropped."""
        logger.error("record book work failed: %s", message)
        self.problem.emit(fill(translate("StorageMessages", "The record book cannot be used: %1"),
                               message))

    def _report_moved(self, moved: list[SetAside]) -> None:
        for book in moved:
            self.files.forget_book()  # the window's reading connection: the new book
            self.bookSetAside.emit(record_book_report(book) or "")

    def _keep(self, game_id: GameId, total: int) -> None:
        writer = self.writer

        def work() -> DqError | OSError | None:
            try:
                writer.set_expert_total(game_id, total)
            except (DqError, OSError) as error:
                return error
            return None

        def done(error: DqError | OSError | None) -> None:
            if error is not None:  # not kept for the records; still true of this deal
                self.problem.emit(file_problem_text(error))
            self.expertTotal.emit(game_id, total)

        self.book_work.in_turn(work, done=done, failed=self._book_failed)

    def _expert_failed(self, game_id: GameId, message: str) -> None:
        self.problem.emit(fill(translate("MainWindow", "The expert's total on this deal could "
                                         "not be found: %1"), message))
        self.expertMissing.emit(game_id)

    def unfinished(self) -> LoadedAutosave:
        """The autosave as found at start (a corrupt one is set aside, see its report)."""
        return self.files.autosave.load()

    def shut_down(self) -> None:
        # The window is closing: nothing more goes into the autosave. A question still
        # open (Ctrl-C or SIGTERM during "Continue your game?") returns, and the new deal
        # that follows must not take the unfinished game's place.
        self.autosaving = False
        self._retry.stop()
        self.work.shut_down()
        self.book_work.shut_down()
