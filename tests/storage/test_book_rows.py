"""The record book's rows are checked before use: a game holding a value the program never
writes (a date that is none, a total as text or out of bounds, points below zero, a round
9, a deal number as text, a name of a megabyte, no players) is left out of the list and
named with its fault; every other game is read as it was."""

from __future__ import annotations

from pathlib import Path

import pytest

from dq_desktop.storage.book_rows import date_of
from dq_desktop.storage.record_book import RecordBook
from tests.storage.damaged_books import DAMAGED_ROWS, SECOND, damaged_book


@pytest.mark.parametrize("fault", sorted(DAMAGED_ROWS))
def test_a_game_with_a_value_never_written_is_left_out_and_named(
    tmp_path: Path, fault: str
) -> None:
    path = damaged_book(tmp_path / "records.sqlite3", DAMAGED_ROWS[fault])
    with RecordBook.open(path) as book:
        entries = book.games()
        assert [entry.id for entry in entries] == [1, 3]
        assert list(book.unreadable) == [SECOND] and book.unreadable[SECOND].fault
        assert book.set_aside is None  # the book and its other games stay


def test_a_game_left_out_is_named_once_whatever_the_readings(tmp_path: Path) -> None:
    path = damaged_book(tmp_path / "records.sqlite3", DAMAGED_ROWS["unreadable date"])
    with RecordBook.open(path) as book:
        book.games()
        assert book.games(after=book.games()[0].id) != []
        assert list(book.unreadable) == [SECOND]


@pytest.mark.parametrize("text", ["yesterday", "", "2025-13-01T00:00:00+00:00",
                                  "0001-01-01T00:00:00+00:00", "9999-12-31T23:59:59+00:00",
                                  "2025-03-01T18:00:00+00:00" + " " * 50])
def test_a_date_is_read_only_when_the_program_could_have_written_it(text: str) -> None:
    assert date_of(text) is None
    assert date_of(3) is None


def test_a_date_the_program_wrote_is_read_in_local_time() -> None:
    when = date_of("2025-03-01T18:00:00+00:00")
    assert when is not None and when.utcoffset() is not None
    assert when.isoformat() != "" and when.timestamp() == 1740852000
