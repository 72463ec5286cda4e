"""Backing up and restoring the record book. Rules checked: a backup is one file holding
every game; restoring replaces the book's games with the file's and keeps the book as it
was beside it, seen at once by a connection the program holds; an older book is brought
up to date; a file that is missing, not a record book, another program's database,
damaged or written by a newer version is refused with its reason, the book untouched."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from dq_desktop.storage.book_backup import (
    BackupError,
    BackupProblem,
    back_up,
    check_backup,
    restore,
)
from dq_desktop.storage.record_book import RecordBook
from dq_desktop.storage.record_schema import SCHEMA_VERSION
from tests.any_day import book_variants
from tests.storage.damaged_books import run_sql, whole_book
from tests.storage.games import played

WHEN = datetime(2026, 11, 28, 6, 0, tzinfo=UTC)


def seeds(path: Path) -> list[int | None]:
    with RecordBook.open(path) as book:
        return [game.seed for game in book.games()]


def test_a_backup_is_one_file_with_every_game_and_restoring_it_gives_them_back(
    tmp_path: Path,
) -> None:
    book_file, backup = tmp_path / "records.sqlite3", tmp_path / "saved" / "book.dqbook"
    whole_book(book_file)
    backup.parent.mkdir()
    assert back_up(book_file, backup) == 3
    assert sorted(path.name for path in backup.parent.iterdir()) == ["book.dqbook"]
    assert check_backup(backup) == SCHEMA_VERSION
    with RecordBook.open(book_file) as book:
        book.add_game(played(9), ["human"])

    restored = restore(book_file, backup, WHEN)

    assert restored.games == 3 and seeds(book_file) == [1, 2, 3]
    assert restored.kept_at is not None
    assert restored.kept_at.name == "records.before-restore-20261128-060000.sqlite3"
    assert seeds(restored.kept_at) == [1, 2, 3, 9]  # the book replaced, kept whole


def test_a_connection_held_open_reads_the_restored_book(tmp_path: Path) -> None:
    book_file, backup = tmp_path / "records.sqlite3", tmp_path / "book.dqbook"
    whole_book(book_file)
    back_up(book_file, backup)
    with RecordBook.open(book_file) as held:
        held.add_game(played(9), ["human"])
        assert held.count() == 4
        restore(book_file, backup, WHEN)
        assert held.count() == 3
        assert [game.seed for game in held.games()] == [1, 2, 3]


def test_restoring_an_older_books_backup_brings_it_up_to_date(tmp_path: Path) -> None:
    book_file, backup = tmp_path / "records.sqlite3", tmp_path / "old.sqlite3"
    whole_book(backup)
    run_sql(backup, ["DROP TABLE review_mistake_steps", "DROP TABLE review_mistakes",
                     "DROP TABLE reviews",
                     "ALTER TABLE games DROP COLUMN hindsight_total",
                     "DROP INDEX games_by_record", "ALTER TABLE games DROP COLUMN record_sha256",
                     "ALTER TABLE games DROP COLUMN expert_total",
                     "ALTER TABLE games DROP COLUMN assisted",
                     "UPDATE schema_version SET version = 1"])
    whole_book(book_file)
    with RecordBook.open(book_file) as book:
        book.add_game(played(9), ["human"])
    assert restore(book_file, backup, WHEN).games == 3
    with RecordBook.open(book_file) as book:
        assert book.version == SCHEMA_VERSION
        assert book.add_game(played(1), ["human"]) == 1  # digests made: the same game found


def newer(path: Path) -> None:
    whole_book(path)
    run_sql(path, [f"UPDATE schema_version SET version = {SCHEMA_VERSION + 1}"])


def damaged(path: Path) -> None:
    whole_book(path)
    data = bytearray(path.read_bytes())
    data[4096:8192] = b"\xff" * 4096  # the second page: the games table's
    path.write_bytes(bytes(data))


def another_programs(path: Path) -> None:
    run_sql(path, ["CREATE TABLE notes (text TEXT)", "INSERT INTO notes VALUES ('x')"])


def not_sqlite(path: Path) -> None:
    path.write_text("a list of games, typed by hand")


def truncated(path: Path) -> None:
    whole_book(path)
    path.write_bytes(path.read_bytes()[:5000])


@pytest.mark.parametrize(("make", "problem"), [
    (newer, BackupProblem.NEWER),
    (damaged, BackupProblem.DAMAGED),
    (truncated, BackupProblem.DAMAGED),
    (another_programs, BackupProblem.NOT_A_BOOK),
    (not_sqlite, BackupProblem.NOT_A_BOOK),
    (lambda path: path.mkdir(), BackupProblem.NOT_A_FILE),
    (lambda path: None, BackupProblem.MISSING),
], ids=["newer", "damaged", "truncated", "another program's", "not SQLite", "a folder",
        "missing"])
def test_a_file_that_is_no_book_this_version_takes_is_refused_and_the_book_left_as_it_was(
    tmp_path: Path, make: object, problem: BackupProblem,
) -> None:
    book_file, source = tmp_path / "records.sqlite3", tmp_path / "given.sqlite3"
    whole_book(book_file)
    make(source)  # type: ignore[operator]
    before = book_file.read_bytes()
    with pytest.raises(BackupError) as refused:
        restore(book_file, source, WHEN)
    assert refused.value.problem == problem
    assert book_file.read_bytes() == before
    assert sorted(path.name for path in tmp_path.iterdir() if path.name.startswith("records")) \
        == ["records.sqlite3"]  # nothing kept aside, no copy left behind


def test_a_file_beyond_the_size_of_any_book_is_refused_before_it_is_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    import dq_desktop.storage.book_backup as book_backup

    backup = tmp_path / "book.dqbook"
    whole_book(backup)
    monkeypatch.setattr(book_backup, "MAX_BACKUP_BYTES", backup.stat().st_size - 1)
    with pytest.raises(BackupError) as refused:
        check_backup(backup)
    assert refused.value.problem == BackupProblem.TOO_LARGE


def test_the_book_itself_is_no_backup_of_itself(tmp_path: Path) -> None:
    book_file = tmp_path / "records.sqlite3"
    whole_book(book_file)
    with pytest.raises(BackupError) as refused:
        restore(book_file, book_file, WHEN)
    assert refused.value.problem == BackupProblem.SAME_FILE
    assert seeds(book_file) == [1, 2, 3]


def test_a_checked_file_is_only_read_nothing_is_made_beside_it(tmp_path: Path) -> None:
    folder = tmp_path / "usb"
    folder.mkdir()
    backup = folder / "book.dqbook"
    whole_book(tmp_path / "records.sqlite3")
    back_up(tmp_path / "records.sqlite3", backup)
    before = backup.read_bytes()
    check_backup(backup)
    assert [path.name for path in folder.iterdir()] == ["book.dqbook"]
    assert backup.read_bytes() == before
    assert sqlite3.connect(backup).execute("PRAGMA journal_mode").fetchone()[0] == "delete"


@pytest.mark.parametrize("case", book_variants.cases(), ids=str)
def test_a_book_from_any_day_is_restored_or_refused_never_half(
    tmp_path: Path, case: book_variants.BookCase,
) -> None:
    """Every book of ``tests/any_day``: restored (an older one brought up to date) or
    refused with its reason; the file given never changes, a refused one leaves the book
    byte for byte, and the book opens afterwards either way."""
    book_file, given = tmp_path / "records.sqlite3", tmp_path / "given.sqlite3"
    whole_book(book_file)
    case.make(given)
    source = given.read_bytes()
    before = book_file.read_bytes()
    try:
        restored = restore(book_file, given, WHEN)
    except BackupError:
        assert book_file.read_bytes() == before
    else:
        assert restored.kept_at is not None and seeds(restored.kept_at) == [1, 2, 3]
    assert given.read_bytes() == source
    with RecordBook.open(book_file) as book:
        assert book.version == SCHEMA_VERSION
