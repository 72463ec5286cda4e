"""The record book's tables, and the migrations that bring an older book up to date.

Version 3 keeps the review of every finished game (``reviews``: one row per game and
human seat reviewed; ``review_mistakes``: the reasons of its inaccuracies, mistakes and
blunders counted by round, verdict, kind and category, for "what to work on") and the
best total each game allowed in hindsight (``games.hindsight_total``).

Version 4 keeps the same reasons one by one with the step of their placement
(``review_mistake_steps``), to play them again as puzzles, and whether a review kept them
(``reviews.places_kept``: 0 for the reviews a version 3 program kept, which the
background reviewer does again, after the games not reviewed at all).

The storage API over them is in ``record_book.py``: ``RecordBook.save_reviews(game_id,
reviews)``, ``RecordBook.set_hindsight_total(game_id, total)``, ``RecordBook.reviews()``,
``RecordBook.mistakes(game_ids)``, ``RecordBook.mistake_places(...)``,
``RecordBook.games_missing_review()``, ``games_missing_places()``,
``games_missing_hindsight()``, ``games_missing_expert()``; the rows read back are
``GameEntry.reviews`` / ``GameEntry.review`` and ``GameEntry.hindsight_total``.

Each migration takes the book from version N-1 to N inside the caller's
``BEGIN IMMEDIATE`` transaction, so a second copy of the program waits and
then finds the book already migrated. A migration never drops a row.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Callable
from typing import Any

SCHEMA_VERSION = 4
SCORE_COLUMNS = ("castle6", "castle4", "churches", "windmills", "defense", "knights")
VERDICT_COLUMNS = ("brilliant", "best", "good", "inaccuracy", "mistake", "blunder")
"""The review's verdicts, in ``Verdict`` order: how many placements got each."""
ROUND_LOSS_COLUMNS = ("given_up_round1", "given_up_round2", "given_up_round3")
CATEGORY_LOSS_COLUMNS = tuple(f"given_up_{name}" for name in SCORE_COLUMNS)
LATEST_PLAUSIBLE_VERSION = 1_000
"""A version above this is no version a program wrote: the book is damaged, not newer."""
COLUMNS = {
    1: {
        "schema_version": {"version"},
        "games": {"id", "played_at", "seed", "tileset", "sancho", "record"},
        "players": {"game_id", "seat", "name", "kind", "total"},
        "rounds": {"game_id", "seat", "round", *SCORE_COLUMNS},
    },
    2: {"games": {"assisted", "expert_total", "record_sha256"}},
    3: {
        "games": {"hindsight_total"},
        "reviews": {"game_id", "seat", "placements", "given_up", "accuracy",
                    *VERDICT_COLUMNS, *ROUND_LOSS_COLUMNS, *CATEGORY_LOSS_COLUMNS},
        "review_mistakes": {"game_id", "seat", "round", "verdict", "kind", "category", "count"},
    },
    4: {
        "reviews": {"places_kept"},
        "review_mistake_steps": {"game_id", "seat", "step", "verdict", "kind", "category"},
    },
}
"""Version → the columns it adds, by table: what this version reads and writes."""


def record_digest(record: Any) -> str:
    """A digest of a game record's content, the same whatever its key order."""
    text = json.dumps(record, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _create_v1(db: sqlite3.Connection) -> None:
    score_columns = ",\n".join(f"    {name} INTEGER NOT NULL" for name in SCORE_COLUMNS)
    for statement in (
        "CREATE TABLE schema_version (version INTEGER NOT NULL)",
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            played_at TEXT NOT NULL,
            seed INTEGER,
            tileset TEXT NOT NULL,
            sancho INTEGER NOT NULL CHECK (sancho IN (0, 1)),
            record TEXT NOT NULL
        )""",
        "CREATE INDEX games_by_date ON games (played_at)",
        """CREATE TABLE players (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,
            kind TEXT NOT NULL,
            total INTEGER NOT NULL,
            PRIMARY KEY (game_id, seat)
        )""",
        f"""CREATE TABLE rounds (
            game_id INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            round INTEGER NOT NULL CHECK (round IN (1, 2, 3)),
            {score_columns},
            PRIMARY KEY (game_id, seat, round),
            FOREIGN KEY (game_id, seat) REFERENCES players (game_id, seat) ON DELETE CASCADE
        )""",
        "INSERT INTO schema_version (version) VALUES (0)",
    ):
        db.execute(statement)


def _v2_assisted_expert_and_digest(db: sqlite3.Connection) -> None:
    """Version 2: whether aids were used, the expert's total, one row per distinct record."""
    db.execute("ALTER TABLE games ADD COLUMN assisted INTEGER NOT NULL DEFAULT 0")
    db.execute("ALTER TABLE games ADD COLUMN expert_total INTEGER")
    db.execute("ALTER TABLE games ADD COLUMN record_sha256 TEXT")
    seen: set[str] = set()
    for game_id, record in db.execute("SELECT id, record FROM games ORDER BY id").fetchall():
        try:
            digest = record_digest(json.loads(record))
        except (ValueError, TypeError, RecursionError):
            continue  # keep a row whose record does not parse (or nests too deep): no digest
        # An older book may hold the same game twice: both rows stay, the first has the digest.
        if digest not in seen:
            seen.add(digest)
            db.execute("UPDATE games SET record_sha256 = ? WHERE id = ?", (digest, game_id))
    db.execute("CREATE UNIQUE INDEX games_by_record ON games (record_sha256)")


def _v3_reviews_and_hindsight(db: sqlite3.Connection) -> None:
    """Version 3: each game's review by seat, its mistakes' reasons counted, and the best
    total the game allowed in hindsight. Games recorded before have no review yet."""
    db.execute("ALTER TABLE games ADD COLUMN hindsight_total INTEGER")
    counts = ",\n".join(f"    {name} INTEGER NOT NULL" for name in VERDICT_COLUMNS)
    losses = ",\n".join(f"    {name} REAL NOT NULL"
                         for name in (*ROUND_LOSS_COLUMNS, *CATEGORY_LOSS_COLUMNS))
    db.execute(f"""CREATE TABLE reviews (
        game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        placements INTEGER NOT NULL,
        given_up REAL NOT NULL,
        accuracy REAL NOT NULL,
        {counts},
        {losses},
        PRIMARY KEY (game_id, seat)
    )""")
    # One row per (round, verdict, kind, category) met in a seat's review: a few dozen
    # rows a game at most, summed by SQL for "what to work on" over the last N games.
    db.execute("""CREATE TABLE review_mistakes (
        game_id INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        round INTEGER NOT NULL,
        verdict TEXT NOT NULL,
        kind TEXT NOT NULL,
        category TEXT NOT NULL,
        count INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat, round, verdict, kind, category),
        FOREIGN KEY (game_id, seat) REFERENCES reviews (game_id, seat) ON DELETE CASCADE
    )""")


def _v4_mistake_steps(db: sqlite3.Connection) -> None:
    """Version 4: the step of each mistake's reason, and whether a review kept them. The
    reviews kept before say they did not (``places_kept`` 0): they are done again."""
    db.execute("ALTER TABLE reviews ADD COLUMN places_kept INTEGER NOT NULL DEFAULT 0")
    # The same reasons one by one with their placement's step: where the puzzles of
    # "what to work on" are found again (a game's record replayed to that step).
    db.execute("""CREATE TABLE review_mistake_steps (
        game_id INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        step INTEGER NOT NULL,
        verdict TEXT NOT NULL,
        kind TEXT NOT NULL,
        category TEXT NOT NULL,
        PRIMARY KEY (game_id, seat, step, kind, category),
        FOREIGN KEY (game_id, seat) REFERENCES reviews (game_id, seat) ON DELETE CASCADE
    )""")


MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {
    1: _create_v1,
    2: _v2_assisted_expert_and_digest,
    3: _v3_reviews_and_hindsight,
    4: _v4_mistake_steps,
}
"""Version → the step that reaches it from the version before."""


def damage(fault: str) -> sqlite3.DatabaseError:
    """An error the book's callers treat as SQLite's own for a damaged file (the book is
    set aside and a new one started)."""
    error = sqlite3.DatabaseError(fault)
    error.sqlite_errorcode = sqlite3.SQLITE_CORRUPT
    return error


def schema_version(db: sqlite3.Connection) -> int:
    """The book's version; 0 for a file without tables.

    Raises ``damage(...)`` when the version is not one a program wrote (not a whole
    number, below 1, absurdly high, missing while the book has games, or written twice).
    """
    tables = table_names(db)
    if "schema_version" not in tables:
        if tables & {"games", "players", "rounds"}:
            raise damage("its schema_version table is missing")
        return 0
    rows = db.execute("SELECT version FROM schema_version LIMIT 2").fetchall()
    if len(rows) != 1:
        raise damage(f"its schema_version table holds {len(rows)} rows, not 1")
    version = rows[0][0]
    if type(version) is not int or not 1 <= version <= LATEST_PLAUSIBLE_VERSION:
        raise damage(f"its schema version {version!r:.40} is not a version")
    return version


def table_names(db: sqlite3.Connection) -> set[str]:
    return {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


def check_columns(db: sqlite3.Connection, version: int) -> None:
    """Raise ``damage(...)`` when a table or column of ``version`` (or of this program's
    version, for a newer book) is missing: reading it would fail on every game."""
    wanted: dict[str, set[str]] = {}
    for step in range(1, min(version, SCHEMA_VERSION) + 1):
        for table, columns in COLUMNS[step].items():
            wanted.setdefault(table, set()).update(columns)
    tables = table_names(db)
    for table, columns in sorted(wanted.items()):
        if table not in tables:
            raise damage(f"its {table} table is missing")
        found = {row[1] for row in db.execute(f"PRAGMA table_info({table})")}
        missing = sorted(columns - found)
        if missing:
            raise damage(f"its {table} table has no column {', '.join(missing)}")


def migrate(db: sqlite3.Connection, target: int = SCHEMA_VERSION) -> int:
    """Apply the steps from the book's version up to ``target``; returns the version found.

    The caller holds the write transaction.
    """
    found = schema_version(db)
    if found:
        check_columns(db, found)
    for version in range(found + 1, target + 1):
        MIGRATIONS[version](db)
        db.execute("UPDATE schema_version SET version = ?", (version,))
    return found
