"""Writing finished games into the record book, from one worker thread, never the GUI's.

A ``BookWriter`` holds its own connection to the book, opened (with its pages
checked) on the thread that first uses it; every call must come from that one
thread. A book found damaged inside while writing is set aside like one that
cannot be opened, a new one is started and the write is tried again there.
``record_backlog`` stores the games waiting in ``unrecorded/``, each once.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path

from dq_desktop.engine.errors import DqError
from dq_desktop.engine.game import Game
from dq_desktop.storage.clock import Clock, local_now
from dq_desktop.storage.entries import GameId
from dq_desktop.storage.game_identity import GameIdentity
from dq_desktop.storage.record_book import (
    BUSY_TIMEOUT_SECONDS,
    DamagedBookError,
    RecordBook,
    set_aside_book,
)
from dq_desktop.storage.review_entries import GameReview
from dq_desktop.storage.set_aside import SetAside
from dq_desktop.storage.unrecorded import Unrecorded


@dataclass(frozen=True)
class Recorded:
    """A game now in the book; ``new`` is ``False`` when it was there already."""

    game_id: GameId
    game: Game
    new: bool
    expert_total: int | None = None
    """The expert's total the book holds for it already (a game sent again)."""


@dataclass(frozen=True)
class Backlog:
    """What became of the games waiting in ``unrecorded/``."""

    recorded: tuple[Recorded, ...] = ()
    """In the book now (``new`` or found there already); their files are gone."""
    waiting: int = 0
    """Still waiting: the book could not be written (``fault`` says why)."""
    fault: DqError | OSError | None = None
    set_aside: tuple[SetAside, ...] = ()
    """Files there that could not be read, moved aside."""

    @property
    def new(self) -> int:
        return sum(recorded.new for recorded in self.recorded)


@dataclass
class BookWriter:
    path: Path
    clock: Clock = local_now
    wait: float = BUSY_TIMEOUT_SECONDS
    """How long a write waits for another program that holds the book."""
    _book: RecordBook | None = None
    moved: list[SetAside] = field(default_factory=list)
    """Damaged books set aside by this writer, not yet reported (``take_moved``)."""

    def book(self) -> RecordBook:
        if self._book is None:
            self._book = RecordBook.open(self.path, clock=self.clock, timeout=self.wait,
                                         check=True)
            if self._book.set_aside is not None:
                self.moved.append(self._book.set_aside)
        return self._book

    def record(self, game: Game, kinds: Sequence[str | None], *, assisted: bool,
               identity: GameIdentity | None = None) -> Recorded:
        """Store ``game`` (raises ``RecordBookError`` or ``OSError`` when it cannot)."""
        try:
            game_id, new = self.book().record_game(game, kinds, assisted=assisted,
                                                   identity=identity)
        except DamagedBookError as error:
            self._start_again(str(error))
            game_id, new = self.book().record_game(game, kinds, assisted=assisted,
                                                   identity=identity)
        expert = None if new else self.book().expert_total(game_id)
        return Recorded(game_id, game, new, expert)

    def set_expert_total(self, game_id: GameId, total: int) -> None:
        self.book().set_expert_total(game_id, total)

    def set_hindsight_total(self, game_id: GameId, total: int) -> None:
        self.book().set_hindsight_total(game_id, total)

    def save_reviews(self, game_id: GameId, reviews: Sequence[GameReview]) -> None:
        self.book().save_reviews(game_id, reviews)

    def take_moved(self) -> list[SetAside]:
        moved, self.moved = self.moved, []
        return moved

    def close(self) -> None:
        if self._book is not None:
            self._book.close()
            self._book = None

    def _start_again(self, fault: str) -> None:
        """Close the damaged book, move it aside and let the next use start a new one."""
        self.close()
        self.moved.append(set_aside_book(self.path, fault, self.clock()))


def record_backlog(unrecorded: Unrecorded, writer: BookWriter) -> Backlog:
    """Store the finished games waiting in ``unrecorded``, oldest first, each once; stop
    at the first that the book refuses (the rest wait with it)."""
    games, problems = unrecorded.waiting()
    recorded: list[Recorded] = []
    for index, waiting in enumerate(games):
        try:
            recorded.append(writer.record(waiting.game, waiting.kinds, assisted=waiting.assisted,
                                          identity=waiting.identity))
        except (DqError, OSError) as error:
            return Backlog(tuple(recorded), len(games) - index, error, tuple(problems))
        with suppress(OSError):  # it stays; recorded again next time, found there: not new
            unrecorded.done(waiting.path)
    return Backlog(tuple(recorded), 0, None, tuple(problems))
