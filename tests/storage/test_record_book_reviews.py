"""The record book keeps each game's review (schema versions 3 and 4).

Rules checked: a version 2 book migrates to this version keeping every row, its games
not reviewed yet; a version 3 book migrates to version 4 keeping its reviews and their
mistakes, which count at once, its reviews listed (after the games not reviewed) as
lacking their mistakes' places until reviewed again, and no place found for them
meanwhile; a review saved is read back on the game's entry with the same
figures (the main player's as ``review``); saving again replaces; the mistakes'
reasons are summed over the games asked (and the seat asked of each), most frequent
first; the placements behind a kind of reason in a round are found again, most recent
first and bounded; what is missing (a
review, the hindsight best, the expert's total) is listed newest first and leaves
the list once kept; a review row holding a value this program never writes is read
as no review, the game still listed.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from dq_desktop.formats.game_record import record_of_game
from dq_desktop.storage.entries import GameId
from dq_desktop.storage.record_book import RecordBook
from dq_desktop.storage.record_schema import (
    SCHEMA_VERSION,
    check_columns,
    migrate,
    table_names,
)
from dq_desktop.storage.review_entries import MistakeCount
from tests.storage.damaged_books import run_sql
from tests.storage.games import played
from tests.storage.reviews import a_review, insert_v3_review

MARCH = datetime(2025, 3, 1, 18, 30, tzinfo=UTC)


@pytest.fixture
def book(tmp_path: Path) -> Iterator[RecordBook]:
    with RecordBook.open(tmp_path / "records.sqlite3", clock=lambda: MARCH) as opened:
        yield opened


def _add(book: RecordBook, seed: int, days: int = 0, names: tuple[str, ...] = ("Ana",),
         kinds: tuple[str | None, ...] = (None,)) -> GameId:
    return book.add_game(played(seed, names=names), kinds, played_at=MARCH + timedelta(days))


def _v2_book(path: Path) -> None:
    """A version 2 book (made by the version 2 steps) holding two games, one with the
    expert's total."""
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("BEGIN IMMEDIATE")
    migrate(db, target=2)
    db.execute("COMMIT")
    for number, seed in enumerate((5, 6), start=1):
        game = played(seed)
        db.execute(
            "INSERT INTO games (id, played_at, seed, tileset, sancho, record, assisted,"
            " expert_total, record_sha256) VALUES (?, ?, ?, 'play', 0, ?, 0, ?, ?)",
            (number, f"2024-12-0{number}T10:00:00+00:00", seed,
             __import__("json").dumps(record_of_game(game, ["human"])),
             70 if number == 1 else None, f"digest{number}"),
        )
        db.execute("INSERT INTO players VALUES (?, 0, 'Ana', 'human', ?)",
                   (number, game.players[0].total))
        for score in game.players[0].scores:
            values = list(score.as_dict().values())[:-1]
            db.execute("INSERT INTO rounds VALUES (?, 0, ?, ?, ?, ?, ?, ?, ?)", (number, *values))
    db.close()


def _v3_book(path: Path) -> None:
    """The version 2 book brought to version 3 (by the version 3 step), game 1 reviewed as
    a version 3 program kept it: the review and its mistakes counted, no places."""
    _v2_book(path)
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("BEGIN IMMEDIATE")
    migrate(db, target=3)
    insert_v3_review(db, 1, a_review())
    db.execute("COMMIT")
    db.close()


def test_a_version_3_book_keeps_its_reviews_and_lists_them_to_do_again_for_their_places(
    tmp_path: Path,
) -> None:
    path = tmp_path / "records.sqlite3"
    _v3_book(path)
    with RecordBook.open(path) as book:
        assert book.version == SCHEMA_VERSION == 4
        first, second = book.games()
        assert first.review is not None and first.review.given_up == 7.5
        assert second.review is None
        assert [(m.round, m.kind, m.count) for m in book.mistakes()] == [
            (2, "category", 2), (3, "gate_closed", 1)]  # they count at once
        assert book.games_missing_review() == [GameId(2)]
        assert book.games_missing_places() == [GameId(1)]
        assert book.without_places([GameId(1), GameId(2)]) == {GameId(1)}
        assert book.mistake_places({GameId(1): 0}, 2, "category", "windmills", 10) == []
        book.save_reviews(GameId(1), [a_review()])  # reviewed again, by this version
        assert book.games_missing_places() == []
        assert book.without_places([GameId(1), GameId(2)]) == set()
        assert book.mistake_places({GameId(1): 0}, 2, "category", "windmills", 10) == [
            (GameId(1), 0, 14), (GameId(1), 0, 10)]
        assert sum(m.count for m in book.mistakes()) == 3  # replaced, not added


def test_the_migrations_add_the_steps_table_in_version_4_not_3(tmp_path: Path) -> None:
    """A book a version 3 program wrote has no steps table: the version 4 step adds it
    (were it in version 3's, such a book would be found damaged and set aside)."""
    db = sqlite3.connect(tmp_path / "records.sqlite3", isolation_level=None)
    migrate(db, target=3)
    assert "review_mistake_steps" not in table_names(db)
    check_columns(db, 3)  # a version 3 book is whole as it is
    migrate(db, target=4)
    assert "review_mistake_steps" in table_names(db)
    check_columns(db, 4)


def test_a_version_2_book_migrates_keeping_every_row_and_nothing_reviewed(
    tmp_path: Path,
) -> None:
    path = tmp_path / "records.sqlite3"
    _v2_book(path)
    with RecordBook.open(path) as book:
        assert book.version == SCHEMA_VERSION == 4
        entries = book.games()
        assert [entry.seed for entry in entries] == [5, 6]
        assert [entry.expert_total for entry in entries] == [70, None]
        assert all(entry.review is None and entry.hindsight_total is None for entry in entries)
        assert book.games_missing_review() == [GameId(2), GameId(1)]
        assert book.games_missing_expert() == [GameId(2)]
        book.save_reviews(GameId(1), [a_review()])
        review = book.games()[0].review
        assert review is not None and review.given_up == 7.5


def test_a_review_saved_is_read_back_with_the_same_figures(book: RecordBook) -> None:
    game_id = _add(book, 3)
    saved = a_review(given_up=9.5)
    book.save_reviews(game_id, [saved])
    (entry,) = book.games()
    read = entry.review
    assert read is not None
    assert read == saved.__class__(**{**saved.__dict__, "mistakes": (), "places": ()})
    assert read.count("blunder") == 1 and read.accuracy == 81.4
    assert book.reviews() == {game_id: (read,)}


def test_saving_a_review_again_replaces_it(book: RecordBook) -> None:
    game_id = _add(book, 3)
    book.save_reviews(game_id, [a_review(given_up=9.5)])
    book.save_reviews(game_id, [a_review(given_up=4.0)])
    review = book.games()[0].review
    assert review is not None and review.given_up == 4.0
    assert sum(m.count for m in book.mistakes()) == 3  # counted once, not twice


def test_reviews_after_a_mark_are_those_written_since_a_review_saved_again_too(
    book: RecordBook,
) -> None:
    first, second = _add(book, 3, 0), _add(book, 4, 1)
    book.save_reviews(first, [a_review(given_up=1.0)])
    mark = book.reviews_mark()
    assert book.reviews(after=mark) == {}
    book.save_reviews(second, [a_review(given_up=2.0)])
    book.save_reviews(first, [a_review(given_up=3.0)])
    assert {game_id: reviews[0].given_up
            for game_id, reviews in book.reviews(after=mark).items()} == {first: 3.0, second: 2.0}


def test_the_main_players_review_is_the_first_humans(book: RecordBook) -> None:
    game_id = _add(book, 3, names=("Bot", "Ana"), kinds=("bot:sancho", None))
    book.save_reviews(game_id, [a_review(seat=1, given_up=2.0)])
    entry = book.games()[0]
    assert entry.review is not None and entry.review.seat == 1


def test_mistakes_are_summed_over_the_games_asked_most_frequent_first(book: RecordBook) -> None:
    first, second, third = (_add(book, seed, days) for days, seed in enumerate((3, 4, 5)))
    for game_id in (first, second, third):
        book.save_reviews(game_id, [a_review()])
    assert book.mistakes([first, second]) == [
        MistakeCount(2, "inaccuracy", "category", "windmills", 4),
        MistakeCount(3, "blunder", "gate_closed", "", 2),
    ]
    assert book.mistakes()[0].count == 6


def test_mistakes_count_only_the_seat_asked_of_each_game(book: RecordBook) -> None:
    game_id = _add(book, 3, names=("Ana", "Bea"), kinds=(None, None))
    book.save_reviews(game_id, [a_review(seat=0), a_review(seat=1)])
    assert sum(m.count for m in book.mistakes()) == 6
    assert sum(m.count for m in book.mistakes(seat_of={game_id: 1})) == 3


def test_the_placements_of_a_reason_in_a_round_are_found_most_recent_first(
    book: RecordBook,
) -> None:
    older, newer = _add(book, 3, 0), _add(book, 4, 1)
    for game_id in (older, newer):
        book.save_reviews(game_id, [a_review()])
    both = {older: 0, newer: 0}
    # Windmills in round 2 (steps 9 to 15): steps 10 and 14 of each game, newest first.
    assert book.mistake_places(both, 2, "category", "windmills", 10) == [
        (newer, 0, 14), (newer, 0, 10), (older, 0, 14), (older, 0, 10)]
    assert book.mistake_places(both, 2, "category", "windmills", 3) == [
        (newer, 0, 14), (newer, 0, 10), (older, 0, 14)]
    assert book.mistake_places(both, 3, "gate_closed", "", 10) == [(newer, 0, 20), (older, 0, 20)]
    assert book.mistake_places(both, 1, "category", "windmills", 10) == []
    assert book.mistake_places({older: 1}, 2, "category", "windmills", 10) == []


def test_a_review_saved_again_replaces_its_placements(book: RecordBook) -> None:
    game_id = _add(book, 3)
    book.save_reviews(game_id, [a_review()])
    book.save_reviews(game_id, [a_review()])
    assert book.mistake_places({game_id: 0}, 3, "gate_closed", "", 10) == [(game_id, 0, 20)]


def test_what_is_missing_is_listed_newest_first_and_leaves_the_list_once_kept(
    book: RecordBook,
) -> None:
    older = _add(book, 3, 0)
    newer = _add(book, 4, 1)
    duo = _add(book, 5, 2, names=("Ana", "Bot"), kinds=(None, "bot:sancho"))
    bots = _add(book, 6, 3, names=("Bot",), kinds=("bot:sancho",))
    assert book.games_missing_review() == [duo, newer, older]  # a game of computers: no
    assert book.games_missing_hindsight() == [duo, newer, older]
    assert book.games_missing_expert() == [bots, newer, older]  # solitaire deals only
    book.save_reviews(newer, [a_review()])
    book.set_hindsight_total(older, 88)
    book.set_expert_total(older, 75)
    assert book.games_missing_review() == [duo, older]
    assert book.games_missing_hindsight() == [duo, newer]
    assert book.games_missing_expert() == [bots, newer]
    assert book.hindsight_total(older) == 88 and book.games()[0].hindsight_total == 88
    assert book.games_missing_places() == []  # a review of this version keeps them


def test_a_review_for_a_game_no_longer_in_the_book_is_dropped(book: RecordBook) -> None:
    book.save_reviews(GameId(99), [a_review()])
    assert book.reviews() == {}


@pytest.mark.parametrize("edit", ["given_up = -3", "accuracy = 140", "blunder = 'many'",
                                  "placements = 5", "given_up_windmills = 1e9"])
def test_a_review_holding_a_value_never_written_is_read_as_no_review(
    tmp_path: Path, edit: str
) -> None:
    path = tmp_path / "records.sqlite3"
    with RecordBook.open(path) as book:
        game_id = _add(book, 3)
        book.save_reviews(game_id, [a_review()])
    run_sql(path, [f"UPDATE reviews SET {edit}"])
    with RecordBook.open(path) as book:
        (entry,) = book.games()
        assert entry.review is None and entry.seed == 3
