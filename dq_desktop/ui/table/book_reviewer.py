"""Every finished game reviewed in the background, kept in the record book.

What the book lacks (``storage/book_catch_up.py``: the humans' review of each game, the
hindsight best, the expert's total on a solitaire deal; then the reviews a version 3
program kept without their mistakes' places, done again) is done one piece at a time,
newest game first, on one worker process of this reviewer's own that runs at the
lowest priority (``engine/analysis/quiet_work.py``), after a game ends and from the
start of the program for the games recorded before.

It works only while no game is being played: a game is *being played* from its first
placement until its end (a game just dealt and not touched yet is not, nor a finished
one whose standings are shown, nor the table between games). When a placement is made
in a game not over, the work under way stops at once (its worker is stopped: nothing
runs beside the hint and the computer players); it goes on when the game ends, or is
taken back to its start, or another game is dealt. A review is judged placement by
placement: what was judged before a pause is kept in memory and the review goes on
from there; it reaches the book whole, when every placement is judged. Quitting drops a
review half done: it is done again at the next start. A piece that fails (a record that
cannot be read, a worker that died) is not tried again before the next start.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from dq_desktop.engine.analysis.expert_total import EXPERT, expert_total
from dq_desktop.engine.analysis.quiet_work import hindsight_best, quietly
from dq_desktop.engine.analysis.review import (
    PlacementReview,
    PlayerReview,
    ReviewTask,
    review_placement,
    review_tasks,
)
from dq_desktop.engine.errors import DqError
from dq_desktop.engine.game import Game
from dq_desktop.formats.game_record import game_from_record
from dq_desktop.storage.book_catch_up import (
    Missing,
    Piece,
    main_seat,
    next_piece,
    seats_reviewed,
)
from dq_desktop.storage.book_writer import BookWriter
from dq_desktop.storage.record_book import RecordBook
from dq_desktop.storage.review_keeping import game_review_of
from dq_desktop.ui.common.tasks import Task, TaskRunner
from dq_desktop.ui.table.controller import GameController
from dq_desktop.ui.table.game_keeper import GameKeeper

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class Effort:
    """How hard each piece is worked (``None``: the engine's defaults, as the review
    window and ``records --review-missing`` use); tests make it cheap."""

    budget: int | None = None
    futures: int | None = None
    solve_budget: int | None = None
    hindsight_budget: int | None = None
    expert: str = EXPERT


@dataclass
class _Job:
    piece: Piece
    game: Game
    kinds: list[str | None]
    tasks: list[ReviewTask] = field(default_factory=list)
    """A review's placements to judge, with the view each was made from."""
    judged: list[PlacementReview] = field(default_factory=list)
    """What was judged so far, in order (kept over a pause, dropped at quitting)."""


class BookReviewer(QObject):
    reviewed = Signal(object)
    """The ``GameId`` of a game whose review, hindsight best or expert's total was just
    kept in the book (the records window reads it again)."""
    caughtUp = Signal()
    """Nothing is left to do in the book (for now)."""

    def __init__(self, controller: GameController, keeper: GameKeeper,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.keeper = keeper
        self.work = TaskRunner(self)
        """The one worker process, at the lowest priority once it has worked."""
        self.effort = Effort()
        self.started = False
        self.skipped: set[Piece] = set()
        self.job: _Job | None = None
        self.task: Task | None = None
        self.looking = False
        """A read of the book for the next piece is under way."""
        self.writing = False
        """A piece done is being written into the book."""
        controller.gameStarted.connect(self._table_changed)
        controller.placed.connect(self._table_changed)
        controller.takenBack.connect(self._table_changed)
        keeper.recorded.connect(self._table_changed)

    def start(self) -> None:
        """Begin (after the first frame; the second copy of the program never does: the
        first one reviews)."""
        if not self.keeper.autosaving:
            return
        self.started = True
        self._go()

    def playing(self) -> bool:
        """A game is being played: placed in, not over."""
        if not self.controller.has_game:
            return False
        game = self.controller.game
        return not game.is_over and any(player.placements for player in game.players)

    def working(self) -> bool:
        return self.task is not None

    @Slot()
    def _table_changed(self, *_: object) -> None:
        if self.playing():
            self._pause()
        else:
            self._go()

    def _pause(self) -> None:
        if self.task is not None:
            self.task.cancel()  # its worker is stopped: the placement is judged again later
            self.task = None

    def _go(self) -> None:
        if (not self.started or self.playing() or self.task is not None or self.looking
                or self.writing):
            return
        if self.job is None:
            self._look()
        else:
            self._step(self.job)

    # --- the next piece ---------------------------------------------------------------

    def _look(self) -> None:
        self.looking = True
        skipped = frozenset(self.skipped)

        def read(book: RecordBook) -> tuple[Piece, Any] | None:
            piece = next_piece(book, skipped)
            if piece is None:
                return None
            try:
                return piece, book.record(piece.game_id)
            except DqError as error:
                return piece, str(error)

        self.keeper.read_book(read, self._found)

    def _found(self, found: tuple[Piece, Any] | None) -> None:
        self.looking = False
        if found is None:
            self.caughtUp.emit()  # or the book cannot be read now: tried again after a game
            return
        piece, record = found
        try:
            if isinstance(record, str):
                raise DqError(record)
            game, kinds = game_from_record(record, f"game {piece.game_id}")
            if not game.is_over:
                raise DqError("its record is not a finished game")
        except DqError as error:
            self._give_up(piece, str(error))
            return
        job = _Job(piece, game, kinds)
        if piece.missing in (Missing.REVIEW, Missing.PLACES):
            seats = set(seats_reviewed(kinds))
            job.tasks = [task for task in review_tasks(game) if task.view.seat in seats]
        self.job = job
        self._go()

    def _give_up(self, piece: Piece, fault: str) -> None:
        logger.warning("game %s: its %s is left for the next start: %s", piece.game_id,
                       piece.missing.value, fault)
        self.skipped.add(piece)
        self.job = None
        self._go()

    # --- the work -----------------------------------------------------------------

    def _step(self, job: _Job) -> None:
        effort, game = self.effort, job.game
        if job.piece.missing is Missing.EXPERT:
            self._call(job, lambda total: self._keep(job, lambda w: w.set_expert_total(
                job.piece.game_id, total)), expert_total, game, 0, effort.expert)
        elif job.piece.missing is Missing.HINDSIGHT:
            self._call(job, lambda best: self._keep(job, lambda w: w.set_hindsight_total(
                job.piece.game_id, best)), hindsight_best, game, main_seat(job.kinds),
                effort.hindsight_budget)
        elif len(job.judged) < len(job.tasks):
            task = job.tasks[len(job.judged)]
            self._call(job, lambda judged: self._judged(job, judged), review_placement,
                       task.view, task.played, effort.budget, effort.futures,
                       effort.solve_budget)
        else:
            reviews = [game_review_of(seat, PlayerReview(
                job.game.players[seat].name,
                tuple(p for p in job.judged if p.seat == seat))) for seat in
                seats_reviewed(job.kinds)]
            self._keep(job, lambda w: w.save_reviews(job.piece.game_id, reviews))

    def _call(self, job: _Job, done: Callable[[Any], None], work: Callable[..., Any],
              *args: Any) -> None:
        self.task = self.work.call(quietly, work, *args, done=lambda result: self._ended(
            done, result), failed=lambda message: self._failed(job, message))

    def _ended(self, done: Callable[[Any], None], result: Any) -> None:
        self.task = None
        done(result)

    def _failed(self, job: _Job, message: str) -> None:
        self.task = None
        self._give_up(job.piece, message)

    def _judged(self, job: _Job, judged: PlacementReview) -> None:
        job.judged.append(judged)
        self._go()

    def _keep(self, job: _Job, write: Callable[[BookWriter], object]) -> None:
        self.writing = True

        def written(kept: bool) -> None:
            self.writing = False
            if self.job is job:
                self.job = None
            if kept:
                self.reviewed.emit(job.piece.game_id)
            else:  # the book cannot take it now (said in the status bar)
                self.skipped.add(job.piece)
            self._go()

        self.keeper.write_book(write, written)

    def shut_down(self) -> None:
        self.started = False
        self.work.shut_down()
