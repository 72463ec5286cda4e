"""What the record book still lacks, in the order the background reviewer does it.

Rules checked: every game's own pieces (review, hindsight best, expert's total) come
first, newest game first; the reviews a version 3 program kept without their mistakes'
places come after all of them, newest game first, and leave the list once done again.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from dq_desktop.storage.book_catch_up import Missing, Piece, missing_work, next_piece
from dq_desktop.storage.entries import GameId
from dq_desktop.storage.record_book import RecordBook
from tests.storage.damaged_books import run_sql
from tests.storage.games import played
from tests.storage.reviews import a_review

MARCH = datetime(2025, 3, 1, 18, 30, tzinfo=UTC)


@pytest.fixture
def book(tmp_path: Path) -> Iterator[RecordBook]:
    with RecordBook.open(tmp_path / "records.sqlite3") as opened:
        yield opened


def _done(book: RecordBook, game_id: GameId) -> None:
    book.save_reviews(game_id, [a_review()])
    book.set_hindsight_total(game_id, 90)
    book.set_expert_total(game_id, 80)


def test_the_reviews_kept_without_places_are_done_again_after_everything_else(
    book: RecordBook,
) -> None:
    first, second, third = (book.add_game(played(seed), [None], played_at=MARCH
                                          + timedelta(days=seed)) for seed in (1, 2, 3))
    for game_id in (first, second, third):
        _done(book, game_id)
    run_sql(book.path, ["UPDATE reviews SET places_kept = 0 WHERE game_id IN (1, 2)",
                        "UPDATE games SET expert_total = NULL WHERE id = 1"])
    assert missing_work(book) == [Piece(first, Missing.EXPERT),
                                  Piece(second, Missing.PLACES), Piece(first, Missing.PLACES)]
    assert next_piece(book, [Piece(first, Missing.EXPERT)]) == Piece(second, Missing.PLACES)
    book.save_reviews(second, [a_review()])  # reviewed again by this version
    assert missing_work(book)[1:] == [Piece(first, Missing.PLACES)]
