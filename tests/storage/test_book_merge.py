"""Merging a record book from another computer. Rules checked: its games are added with
their date, aids and expert's total; a game the book holds already (the same record, or
the same identity) is not added again, so merging twice adds nothing; a game played again
alike on the same deal is another game and is added; a row that is not a finished game
is left out and counted; the reviews stay with their book: a game held already keeps its
own review and its mistakes' places once, a game added is reviewed here (its places come
with that review); a newer version's book is refused and the book left as it was."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from dq_desktop.storage.book_backup import BackupError, BackupProblem
from dq_desktop.storage.book_merge import merge
from dq_desktop.storage.game_identity import new_identity
from dq_desktop.storage.record_book import RecordBook
from dq_desktop.storage.record_schema import SCHEMA_VERSION
from tests.any_day import book_variants
from tests.storage.damaged_books import run_sql, whole_book
from tests.storage.games import played
from tests.storage.reviews import a_review

MARCH = datetime(2025, 3, 1, 18, 30, tzinfo=UTC)


def test_merging_adds_the_other_books_games_once_each(tmp_path: Path) -> None:
    here, there = tmp_path / "records.sqlite3", tmp_path / "laptop.sqlite3"
    shared = new_identity(MARCH)  # a game copied to both computers before
    with RecordBook.open(here) as book:
        book.add_game(played(1), ["human"], identity=shared)
        book.add_game(played(2), ["human"], identity=new_identity(MARCH + timedelta(days=1)))
    with RecordBook.open(there) as book:
        book.add_game(played(1), ["human"], identity=shared)
        book.add_game(played(1), ["human"], identity=new_identity(MARCH + timedelta(days=2)))
        laptop = book.add_game(played(5), ["human"], assisted=True,
                               identity=new_identity(MARCH + timedelta(days=3)))
        book.set_expert_total(laptop, 77)

    merged = merge(here, there)

    assert (merged.added, merged.present, merged.left_out) == (2, 1, 0)
    with RecordBook.open(here) as book:
        games = book.games()
        assert sorted(game.seed or 0 for game in games) == [1, 1, 2, 5]
        fifth = next(game for game in games if game.seed == 5)
        assert fifth.assisted and fifth.expert_total == 77
        assert fifth.played_at == MARCH + timedelta(days=3)
    again = merge(here, there)
    assert (again.added, again.present) == (0, 3)


def test_a_row_that_is_no_finished_game_is_left_out_and_counted(tmp_path: Path) -> None:
    here, there = tmp_path / "records.sqlite3", tmp_path / "laptop.sqlite3"
    with RecordBook.open(there) as book:
        for seed in (1, 2, 3):
            book.add_game(played(seed), ["human"], identity=new_identity(MARCH))
    run_sql(there, ["UPDATE games SET record = '{\"format\": \"dq-game/1\"}' WHERE id = 2",
                    "UPDATE games SET record = '[[[[' WHERE id = 3"])
    merged = merge(here, there)
    assert (merged.added, merged.left_out) == (1, 2)


def test_the_reviews_and_their_places_stay_with_their_book_never_twice(tmp_path: Path) -> None:
    here, there = tmp_path / "records.sqlite3", tmp_path / "laptop.sqlite3"
    shared = new_identity(MARCH)
    for path in (here, there):
        with RecordBook.open(path) as book:
            book.save_reviews(book.add_game(played(1), ["human"], identity=shared),
                              [a_review()])
    with RecordBook.open(there) as book:
        book.save_reviews(book.add_game(played(2), ["human"],
                                        identity=new_identity(MARCH + timedelta(days=1))),
                          [a_review()])
    assert merge(here, there).added == 1
    with RecordBook.open(here) as book:
        held, added = (game.id for game in book.games())
        assert book.mistake_places({held: 0}, 2, "category", "windmills", 10) == [
            (held, 0, 14), (held, 0, 10)]
        assert book.mistake_places({added: 0}, 2, "category", "windmills", 10) == []
        assert book.games_missing_review() == [added]
        assert book.games_missing_places() == []


def test_a_newer_versions_book_is_refused_and_nothing_is_added(tmp_path: Path) -> None:
    here, there = tmp_path / "records.sqlite3", tmp_path / "laptop.sqlite3"
    with RecordBook.open(there) as book:
        book.add_game(played(1), ["human"])
    run_sql(there, [f"UPDATE schema_version SET version = {SCHEMA_VERSION + 1}"])
    with pytest.raises(BackupError) as refused:
        merge(here, there)
    assert refused.value.problem == BackupProblem.NEWER
    if here.exists():
        with RecordBook.open(here) as book:
            assert book.count() == 0


@pytest.mark.parametrize("case", book_variants.cases(), ids=str)
def test_a_book_from_any_day_is_merged_or_refused_never_half(
    tmp_path: Path, case: book_variants.BookCase,
) -> None:
    """Every book of ``tests/any_day``: its readable games added once, the others counted
    out, or the whole file refused with its reason and the book left byte for byte; the
    file given never changes."""
    here, given = tmp_path / "records.sqlite3", tmp_path / "given.sqlite3"
    whole_book(here)
    case.make(given)
    source = given.read_bytes()
    before = here.read_bytes()
    try:
        merged = merge(here, given)
    except BackupError:
        assert here.read_bytes() == before
    else:
        with RecordBook.open(here) as book:
            assert book.count() == 3 + merged.added
        assert merge(here, given).added == 0  # once each
    assert given.read_bytes() == source
