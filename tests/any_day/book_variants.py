"""Record books from any day (``records.sqlite3``): older schemas, a newer one, another
program's database, rows edited by hand, a file cut short.

The rule (``storage/record_book.py``): an older book is brought up to date keeping
every row; a newer one, or another program's, is refused and left as it is; a
damaged one is kept under a dated name and a new one started; each said in words.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from dq_desktop.engine.game import Game
from dq_desktop.formats.game_record import record_of_game
from dq_desktop.storage.record_book import RecordBook
from dq_desktop.storage.record_schema import SCHEMA_VERSION, migrate
from tests.any_day.game_variants import play
from tests.storage.reviews import a_review, insert_v3_review

V1_SCHEMA = Path(__file__).resolve().parents[1] / "storage" / "data" / "record_book_v1.sql"


@dataclass(frozen=True)
class BookCase:
    name: str
    make: Callable[[Path], None]
    """Writes the book at the path given."""
    set_aside: bool | None
    """Moved aside, a new book started (``True``); used or refused in place, left as it is
    (``False``); either (``None``: the rule is another item's)."""
    games: int | None = None
    """Games the book must hold afterwards, the waiting one included (``None``: none kept,
    or not this case's to say)."""
    says: tuple[str, ...] = ()
    refused: bool = False
    """Refused and left as it is: its bytes must not change."""
    item: int | None = None

    def __str__(self) -> str:
        return self.name


@cache
def old_games() -> tuple[Game, ...]:
    """Two finished games recorded before the test's start, of other deals than its own."""
    return tuple(play((name,), 22, deal) for name, deal in (("Ana", 7), ("Ben", 8)))


def current(path: Path) -> None:
    """A book of this version holding the two games."""
    with RecordBook.open(path) as book:
        for game in old_games():
            book.add_game(game, ["human"])


def version_1(path: Path) -> None:
    """A version 1 book (its schema as that version wrote it) holding the two games."""
    db = sqlite3.connect(path)
    db.executescript(V1_SCHEMA.read_text())
    for number, game in enumerate(old_games(), start=1):
        db.execute("INSERT INTO games (id, played_at, seed, tileset, sancho, record) VALUES"
                   " (?, ?, ?, 'classic', 0, ?)", (number, f"2025-0{number}-01T10:00:00+00:00",
                                                   game.deal.seed,
                                                   json.dumps(record_of_game(game, ["human"]))))
        player = game.players[0]
        db.execute("INSERT INTO players VALUES (?, 0, ?, 'human', ?)",
                   (number, player.name, player.total))
        for score in player.scores:
            values = list(score.as_dict().values())[:-1]  # round and categories, no total
            db.execute("INSERT INTO rounds VALUES (?, 0, ?, ?, ?, ?, ?, ?, ?)", (number, *values))
    db.commit()
    db.close()


def version_3(path: Path) -> None:
    """A version 3 book (the schema its steps made) holding the two games, the first
    reviewed as that version kept it: its mistakes counted, without their places."""
    version_1(path)
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("BEGIN IMMEDIATE")
    migrate(db, target=3)
    insert_v3_review(db, 1, a_review())
    db.execute("COMMIT")
    db.close()


def edited(statements: str) -> Callable[[Path], None]:
    """A current book with the two games, then ``statements`` run on it (a hand edit, or
    a newer version's changes)."""

    def make(path: Path) -> None:
        current(path)
        db = sqlite3.connect(path)
        db.executescript(statements)
        db.commit()
        db.close()

    return make


def cut(keep: Callable[[int], int]) -> Callable[[Path], None]:
    """A current book cut short: ``keep(size)`` bytes left."""

    def make(path: Path) -> None:
        current(path)
        data = path.read_bytes()
        path.write_bytes(data[:keep(len(data))])

    return make


def written(data: bytes) -> Callable[[Path], None]:
    def make(path: Path) -> None:
        path.write_bytes(data)

    return make


def cases() -> list[BookCase]:
    return [
        BookCase("book-current", current, False, games=3),
        BookCase("book-older-version-1", version_1, False, games=3),
        BookCase("book-older-version-3", version_3, False, games=3),
        BookCase("book-older-empty-file", written(b""), False, games=1),
        BookCase("book-newer-version", edited(
            f"UPDATE schema_version SET version = {SCHEMA_VERSION + 1};"
            " CREATE TABLE tournaments (id INTEGER PRIMARY KEY);"
            " ALTER TABLE games ADD COLUMN tournament INTEGER;"), False, says=("newer",),
            refused=True),
        BookCase("book-another-programs-database", lambda path: _recipes(path), False,
                 says=("another program",), refused=True),
        BookCase("book-not-a-database", written(b"not a record book, " * 400), True),
        BookCase("book-cut-in-its-header", cut(lambda size: 50), True),
        BookCase("book-cut-after-its-first-page", cut(lambda size: 4096), True),
        BookCase("book-cut-in-half", cut(lambda size: size // 2), True),
        # Issue 34, item 16: damaged books that escaped the 'cannot be used' path.
        BookCase("book-schema-version-minus-5", edited(
            "UPDATE schema_version SET version = -5;"), None, item=16),
        BookCase("book-schema-version-two", edited(
            "UPDATE schema_version SET version = 'two';"), None, item=16),
        BookCase("book-unreadable-date", edited(
            "UPDATE games SET played_at = 'yesterday' WHERE id = 1;"), None, item=16),
        BookCase("book-broken-record", edited(
            "UPDATE games SET record = '{\"format\": ' WHERE id = 1;"), None, item=16),
        *[BookCase(f"book-missing-table-{table}", edited(f"DROP TABLE {table};"), None,
                   item=16) for table in ("rounds", "players", "games", "schema_version")],
    ]


def _recipes(path: Path) -> None:
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE recipes (name TEXT)")
    db.execute("INSERT INTO recipes VALUES ('gazpacho')")
    db.commit()
    db.close()
