"""Record books damaged as a hand edit, another program or another version might leave them:
each made from a whole book of three games by one change in SQL."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from dq_desktop.storage.record_book import RecordBook
from tests.storage.games import played

SECOND = 2
"""The id of the game a row fault is put in (of three)."""

DAMAGED_BOOKS = {
    "version -5": ["UPDATE schema_version SET version = -5"],
    "version 'two'": ["UPDATE schema_version SET version = 'two'"],
    "version 10**12": ["UPDATE schema_version SET version = 1000000000000"],
    "no version row": ["DELETE FROM schema_version"],
    "two version rows": ["INSERT INTO schema_version VALUES (2)"],
    "no schema_version table": ["DROP TABLE schema_version"],
    "no games table": ["PRAGMA foreign_keys = OFF", "DROP TABLE games"],
    "no players table": ["PRAGMA foreign_keys = OFF", "DROP TABLE players"],
    "no rounds table": ["DROP TABLE rounds"],
    "a column missing": ["ALTER TABLE games DROP COLUMN expert_total"],
}
"""The book as a whole is damaged: it is set aside and a new one started."""

DAMAGED_ROWS = {
    "unreadable date": [f"UPDATE games SET played_at = 'yesterday' WHERE id = {SECOND}"],
    "date in year 1": ["UPDATE games SET played_at = '0001-01-01T00:00:00+00:00'"
                       f" WHERE id = {SECOND}"],
    "total as text": [f"UPDATE players SET total = 'lots' WHERE game_id = {SECOND}"],
    "huge total": [f"UPDATE players SET total = 99999999999999 WHERE game_id = {SECOND}"],
    "negative points": ["PRAGMA ignore_check_constraints = ON",
                        f"UPDATE rounds SET churches = -7 WHERE game_id = {SECOND}"],
    "round 9": ["PRAGMA ignore_check_constraints = ON",
                f"UPDATE rounds SET round = 9 WHERE game_id = {SECOND} AND round = 3"],
    "deal number as text": [f"UPDATE games SET seed = 'x' WHERE id = {SECOND}"],
    "Sancho as 7": ["PRAGMA ignore_check_constraints = ON",
                    f"UPDATE games SET sancho = 7 WHERE id = {SECOND}"],
    "no players": ["PRAGMA foreign_keys = OFF", f"DELETE FROM players WHERE game_id = {SECOND}"],
    "a name of a megabyte": ["UPDATE players SET name = hex(zeroblob(500000))"
                             f" WHERE game_id = {SECOND}"],
}
"""One game holds a value the program never writes: that game is left out, the others kept."""


def whole_book(path: Path) -> None:
    """A book of three solitaire games (deals 1, 2, 3; ids 1, 2, 3)."""
    with RecordBook.open(path) as book:
        for seed in (1, 2, 3):
            book.add_game(played(seed), ["human"])


def run_sql(path: Path, statements: list[str]) -> None:
    """Change the book as another program would, leaving no journal beside it."""
    db = sqlite3.connect(path, isolation_level=None)
    for statement in statements:
        db.execute(statement)
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()


def damaged_book(path: Path, statements: list[str]) -> Path:
    whole_book(path)
    run_sql(path, statements)
    return path
