"""What the record book still lacks, game by game: the review of its human seats, the
hindsight best of its main player, the expert's total on a solitaire deal; and, after
all of these, the review again of the games a version 3 program reviewed without the
places of their mistakes (what to work on plays them as puzzles).

The background reviewer (``ui/table/book_reviewer.py``) and ``dq-desktop records
--review-missing`` (``commands/review_missing.py``) take the work from here one piece
at a time, newest game first, each piece kept in the book as soon as it is done: a
piece stopped half-way (quitting, Ctrl-C) is simply done again next time.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from enum import Enum

from dq_desktop.engine.analysis.review import seats_to_review
from dq_desktop.storage.entries import HUMAN, GameId
from dq_desktop.storage.record_book import RecordBook


class Missing(Enum):
    """A piece of work a game still lacks, in the order a game gets them."""

    REVIEW = "review"
    HINDSIGHT = "hindsight"
    EXPERT = "expert"
    PLACES = "places"
    """A review kept without the places of its mistakes (by a version 3 program): the
    game is reviewed again."""


@dataclass(frozen=True)
class Piece:
    game_id: GameId
    missing: Missing


def missing_work(book: RecordBook) -> list[Piece]:
    """Every piece of work the book lacks: newest game first (the highest id: recorded
    last), and for each game its review, then its hindsight best, then the expert's
    total (the game keeper works the expert's total out as a game ends: by the time its
    review is done, it is there). Then the reviews to do again for their places, newest
    game first (the order ``games_missing_places`` gives): they only add puzzles."""
    found = {
        Missing.REVIEW: book.games_missing_review(),
        Missing.HINDSIGHT: book.games_missing_hindsight(),
        Missing.EXPERT: book.games_missing_expert(),
    }
    order = list(Missing)
    pieces = [Piece(game_id, missing) for missing, ids in found.items() for game_id in ids]
    first = sorted(pieces, key=lambda piece: (-piece.game_id, order.index(piece.missing)))
    return first + [Piece(game_id, Missing.PLACES) for game_id in book.games_missing_places()]


def next_piece(book: RecordBook, skipped: Collection[Piece] = ()) -> Piece | None:
    """The first piece of ``missing_work`` not in ``skipped`` (pieces that failed in this
    session: a record that cannot be read is not tried again and again)."""
    return next((piece for piece in missing_work(book) if piece not in skipped), None)


def humans(kinds: Sequence[str | None]) -> list[int]:
    """The seats a human played (a seat without a kind is a human's, as the book keeps it)."""
    return [seat for seat, kind in enumerate(kinds) if (kind or HUMAN) == HUMAN]


def seats_reviewed(kinds: Sequence[str | None]) -> list[int]:
    """The seats a game's review judges: its humans' (none for a game of computers)."""
    found = humans(kinds)
    return seats_to_review(found, len(kinds)) if found else []


def main_seat(kinds: Sequence[str | None]) -> int:
    """The seat whose hindsight best the book keeps: the first human's (``GameEntry``'s
    main player), else the first."""
    return next(iter(humans(kinds)), 0)
