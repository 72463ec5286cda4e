"""The record book: every finished game, in SQLite, with its review once made.

Reviews (schema versions 3 and 4): ``save_reviews(game_id, reviews)`` keeps every human seat's
``GameReview`` of a game at once (``review_keeping.game_review_of`` makes one from a
review), ``set_hindsight_total(game_id, total)`` the hindsight best; ``games()`` reads
them back on each ``GameEntry`` (``reviews``, ``review``, ``hindsight_total``),
``reviews()`` alone, ``mistakes(game_ids)`` sums the mistakes' reasons and
``mistake_places(...)`` finds the placements behind them (to play them as puzzles);
``games_missing_review()``, ``games_missing_hindsight()``, ``games_missing_expert()`` and
``games_missing_places()`` (reviewed by a version 3 program, without the places of their
mistakes; ``without_places(game_ids)`` among a few) list, newest first, what the
background reviewer still has to do.

WAL journal, every write in an explicit ``BEGIN IMMEDIATE`` transaction and a
busy timeout, so two copies of the program can record games at the same time
without losing or corrupting a row. A connection belongs to the thread that
opened it.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import Any

from dq_desktop.engine.errors import DqError
from dq_desktop.engine.game import ROUND_ENDS, Game, round_of_step
from dq_desktop.formats.game_record import game_from_record, record_of_game
from dq_desktop.formats.json_files import replace_with_retry
from dq_desktop.storage.book_rows import (
    Unreadable,
    expert_total_of,
    read_games,
    read_reviews,
)
from dq_desktop.storage.clock import Clock, local_now
from dq_desktop.storage.entries import HUMAN, GameEntry, GameId
from dq_desktop.storage.game_identity import GameIdentity, identity_of
from dq_desktop.storage.record_schema import (
    CATEGORY_LOSS_COLUMNS,
    ROUND_LOSS_COLUMNS,
    SCHEMA_VERSION,
    SCORE_COLUMNS,
    VERDICT_COLUMNS,
    check_columns,
    migrate,
    record_digest,
    schema_version,
)
from dq_desktop.storage.review_entries import GameReview, MistakeCount
from dq_desktop.storage.set_aside import SetAside, set_aside

APPLICATION_ID = 0x44514431
"""``PRAGMA application_id`` of our record books ("DQD1"): another program's SQLite
database is recognised before anything is written into it."""
BUSY_TIMEOUT_SECONDS = 30.0
"""How long a writer waits for another copy of the program to finish its write."""
_DAMAGED = (sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_CORRUPT)
MAX_RECORD_BYTES = 2_000_000
"""A game's record is some kilobytes; a longer one is not read (a hand edit, damage)."""


class RecordBookError(DqError):
    """The record book cannot be opened, read or written; the message says why."""


class DamagedBookError(RecordBookError):
    """The book is damaged inside its pages: found on reading or writing, not on opening.
    ``RecordBook.open(..., check=True)`` after closing it sets it aside."""


class NewerBookError(RecordBookError):
    """The book was written by a newer version of the program: never written, never set
    aside; ``RecordBook.open_read_only`` reads what this version knows of it."""


@dataclass(frozen=True)
class StoredGame:
    """A game's row as stored, unchecked: what a merge reads from another book."""

    played_at: Any
    assisted: Any
    expert_total: Any
    record: Any
    """The record's text; ``None`` when longer than a record can be."""


@dataclass(frozen=True)
class KeptGame:
    """A game of another book, checked, to be added to this one."""

    game: Game
    record: dict[str, Any]
    assisted: bool
    played_at: datetime
    expert_total: int | None
    uid: str | None
    """The game's identity (``game_uid``), when its record has one."""


class RecordBook:
    """An open record book. Use ``RecordBook.open``; close it (or use ``with``)."""

    def __init__(
        self, db: sqlite3.Connection, path: Path, clock: Clock, moved: SetAside | None,
        newer: int | None = None,
    ) -> None:
        self._db = db
        self.path = path
        self.clock = clock
        self.set_aside = moved
        """A damaged book found on opening and moved aside; a new, empty one replaced it."""
        self.newer = newer
        """The version of a book written by a newer program, opened read-only."""
        self.unreadable: dict[GameId, Unreadable] = {}
        """The games left out of ``games()`` so far: a value in them is not one this
        program writes."""

    # --- opening -------------------------------------------------------------------

    @classmethod
    def open(
        cls,
        path: Path,
        *,
        clock: Clock = local_now,
        timeout: float = BUSY_TIMEOUT_SECONDS,
        check: bool = False,
    ) -> RecordBook:
        """Open (creating or migrating) the book at ``path``.

        A file that is not an SQLite database, or a damaged one (a table or column
        missing, a version that is no version), is moved aside under a dated name and
        a new book is started; a book written by a newer version of the program is
        refused (``NewerBookError``) and left untouched. With ``check``, the book's
        pages are checked too (``PRAGMA quick_check``, a read of the whole file): a
        book damaged inside is set aside the same way.
        """
        moved = None
        try:
            db = _connect(path, timeout, check)
        except sqlite3.DatabaseError as error:
            if error.sqlite_errorcode not in _DAMAGED:
                raise RecordBookError(f"{path}: cannot be opened ({error})") from None
            moved = set_aside_book(path, str(error), clock())
            try:
                db = _connect(path, timeout)
            except sqlite3.Error as again:
                raise RecordBookError(f"{path}: cannot be opened ({again})") from None
        return cls(db, path, clock, moved)

    @classmethod
    def open_read_only(
        cls, path: Path, *, clock: Clock = local_now, newer: bool = False
    ) -> RecordBook:
        """Open the book at ``path`` to read it, changing nothing on disk: no book is
        created, none is migrated or moved aside; every fault is a ``RecordBookError``.

        With ``newer``, a book written by a newer version is read as far as this
        version knows its tables (``book.newer`` says its version)."""
        if not path.is_file():
            raise RecordBookError(f"{path}: no record book there" if not path.exists()
                                  else f"{path}: not a file")
        try:
            db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True,
                                 isolation_level=None)
        except sqlite3.Error as error:
            raise RecordBookError(f"{path}: cannot be opened ({error})") from None
        try:
            _refuse_another_programs_database(db, path)
            found = schema_version(db)
            if found > SCHEMA_VERSION:
                _check_newer(db, path, found, newer)
            elif found < SCHEMA_VERSION:
                raise RecordBookError(
                    f"{path}: record book version {found}, from an older version: start "
                    "dq-desktop once to bring it up to date")
            else:
                check_columns(db, found)
        except sqlite3.DatabaseError as error:
            db.close()
            raise RecordBookError(f"{path}: damaged or not a record book ({error})") from None
        except BaseException:
            db.close()
            raise
        return cls(db, path, clock, None, found if found > SCHEMA_VERSION else None)

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> RecordBook:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()

    @property
    def version(self) -> int:
        return schema_version(self._db)

    # --- writing -------------------------------------------------------------------

    def add_game(
        self,
        game: Game,
        kinds: Sequence[str | None],
        *,
        assisted: bool = False,
        played_at: datetime | None = None,
        identity: GameIdentity | None = None,
    ) -> GameId:
        """Record a finished game; returns its id (the existing one if already recorded)."""
        return self.record_game(game, kinds, assisted=assisted, played_at=played_at,
                                identity=identity)[0]

    def record_game(
        self,
        game: Game,
        kinds: Sequence[str | None],
        *,
        assisted: bool = False,
        played_at: datetime | None = None,
        identity: GameIdentity | None = None,
    ) -> tuple[GameId, bool]:
        """Record a finished game: its id, and whether it is new (``False``: the same game
        was recorded before, and nothing was written).

        With its ``identity`` (made when it finished) a game is the same only as itself:
        played again alike, it is another game; it is dated when it finished. Without
        one, a game is the same as any other of equal record (as books kept them before).
        """
        if not game.is_over:
            raise RecordBookError("only a finished game can be recorded")
        record = record_of_game(game, [kind or HUMAN for kind in kinds])
        if identity is not None:
            record = identity.stamp(record)
        when = (played_at if played_at is not None
                else identity.finished_at if identity is not None else self.clock())
        with self._errors(), self._writing():
            return self._insert(game, record, assisted, when)

    def add_record(
        self, record: Any, *, assisted: bool = False, played_at: datetime | None = None
    ) -> GameId:
        """Record a ``dq-game/1`` object after checking it (``FileFormatError`` if bad),
        with the identity it carries, if any."""
        game, kinds = game_from_record(record)
        return self.add_game(game, kinds, assisted=assisted, played_at=played_at,
                             identity=identity_of(record))

    def set_expert_total(self, game_id: GameId, total: int) -> None:
        """Remember what the expert computer player scores on the same deal."""
        with self._errors(), self._writing():
            self._db.execute("UPDATE games SET expert_total = ? WHERE id = ?", (total, game_id))

    def set_hindsight_total(self, game_id: GameId, total: int) -> None:
        """Remember the best total the main player's tiles allowed, in hindsight."""
        with self._errors(), self._writing():
            self._db.execute("UPDATE games SET hindsight_total = ? WHERE id = ?",
                             (total, game_id))

    def save_reviews(self, game_id: GameId, reviews: Sequence[GameReview]) -> None:
        """Keep the review of each seat reviewed of a game, all at once (a review saved
        before for the same seat is replaced); nothing for a game no longer in the book."""
        with self._errors(), self._writing():
            if self._db.execute("SELECT 1 FROM games WHERE id = ?", (game_id,)).fetchone() is None:
                return
            for review in reviews:
                self._save_review(game_id, review)

    def _save_review(self, game_id: GameId, review: GameReview) -> None:
        columns = ("game_id", "seat", "places_kept", "placements", "given_up", "accuracy",
                   *VERDICT_COLUMNS, *ROUND_LOSS_COLUMNS, *CATEGORY_LOSS_COLUMNS)
        losses = dict(review.given_up_by_category)
        values = (game_id, review.seat, 1, review.placements, review.given_up, review.accuracy,
                  *(review.count(verdict) for verdict in VERDICT_COLUMNS),
                  *review.given_up_by_round, *(losses.get(name, 0.0) for name in SCORE_COLUMNS))
        # Written after every row there (a row number above all, even the one it replaces),
        # so that ``reviews(after=mark)`` finds a review saved again.
        last = self._db.execute("SELECT coalesce(max(rowid), 0) FROM reviews").fetchone()[0]
        self._db.execute("DELETE FROM reviews WHERE game_id = ? AND seat = ?",
                         (game_id, review.seat))
        self._db.execute(f"INSERT INTO reviews (rowid, {', '.join(columns)})"
                         f" VALUES (?, {', '.join('?' * len(columns))})", (last + 1, *values))
        self._db.executemany(
            "INSERT INTO review_mistakes (game_id, seat, round, verdict, kind, category, count)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            [(game_id, review.seat, m.round, m.verdict, m.kind, m.category, m.count)
             for m in review.mistakes])
        self._db.executemany(
            "INSERT INTO review_mistake_steps (game_id, seat, step, verdict, kind, category)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            [(game_id, review.seat, p.step, p.verdict, p.kind, p.category)
             for p in review.places])

    def _insert(
        self, game: Game, record: dict[str, Any], assisted: bool, when: datetime
    ) -> tuple[GameId, bool]:
        digest = record_digest(record)
        existing = self._db.execute(
            "SELECT id FROM games WHERE record_sha256 = ?", (digest,)
        ).fetchone()
        if existing is not None:
            return GameId(existing[0]), False
        cursor = self._db.execute(
            "INSERT INTO games (played_at, seed, tileset, sancho, record, assisted, record_sha256)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                when.astimezone(UTC).isoformat(timespec="seconds"),
                game.deal.seed,
                game.tileset.name,
                int(game.sancho),
                json.dumps(record, separators=(",", ":"), ensure_ascii=False),
                int(assisted),
                digest,
            ),
        )
        game_id = GameId(cursor.lastrowid or 0)
        for seat, (player, entry) in enumerate(zip(game.players, record["players"], strict=True)):
            self._db.execute(
                "INSERT INTO players (game_id, seat, name, kind, total) VALUES (?, ?, ?, ?, ?)",
                (game_id, seat, player.name, entry["kind"], player.total),
            )
            for result in player.scores:
                self._db.execute(
                    f"INSERT INTO rounds (game_id, seat, round, {', '.join(SCORE_COLUMNS)})"
                    f" VALUES (?, ?, ?{', ?' * len(SCORE_COLUMNS)})",
                    (game_id, seat, result.round, *(getattr(result, c) for c in SCORE_COLUMNS)),
                )
        return game_id, True

    def add_kept(self, games: Sequence[KeptGame]) -> tuple[int, int]:
        """Add games of another book in one transaction, each once: a game whose record
        (digest) or identity (``game_uid``) the book holds already is not added again.
        Returns (added, present)."""
        added = present = 0
        with self._errors(), self._writing():
            uids = {uid for (uid,) in self._db.execute(
                "SELECT json_extract(record, '$.game_uid') FROM games WHERE json_valid(record)"
            ) if isinstance(uid, str)}
            for kept in games:
                if kept.uid is not None and kept.uid in uids:
                    present += 1
                    continue
                game_id, new = self._insert(kept.game, kept.record, kept.assisted,
                                            kept.played_at)
                if not new:
                    present += 1
                    continue
                added += 1
                if kept.uid is not None:
                    uids.add(kept.uid)
                if kept.expert_total is not None:
                    self._db.execute("UPDATE games SET expert_total = ? WHERE id = ?",
                                     (kept.expert_total, game_id))
        return added, present

    # --- reading -------------------------------------------------------------------

    def stored_games(self) -> list[StoredGame]:
        """Every game's row as stored, oldest first, unchecked (a merge checks them)."""
        with self._errors(), self._reading():
            return [StoredGame(*row) for row in self._db.execute(
                "SELECT played_at, assisted, expert_total, CASE WHEN "
                f"length(CAST(record AS BLOB)) <= {MAX_RECORD_BYTES} THEN record END "
                "FROM games ORDER BY id")]

    def games(self, *, after: GameId | None = None) -> list[GameEntry]:
        """Every recorded game, oldest first; with ``after``, only the games recorded
        after that one (a higher id), to bring a list read before up to date.

        A game holding a value this program does not write is left out and added to
        ``unreadable``, for the caller to say."""
        since = -1 if after is None else int(after)
        with self._errors(), self._reading():
            entries, left_out = read_games(self._db, since)
        self.unreadable |= {game.id: game for game in left_out}
        return entries

    def expert_totals(self) -> dict[GameId, int]:
        """The expert's total of every game that has one (one small query)."""
        with self._errors():
            found = (
                (GameId(game_id), expert_total_of(total))
                for game_id, total in self._db.execute(
                    "SELECT id, expert_total FROM games WHERE expert_total IS NOT NULL"
                )
            )
            return {game_id: total for game_id, total in found if total is not None}

    def expert_total(self, game_id: GameId) -> int | None:
        """The expert's total of one game, if the book has it."""
        with self._errors():
            row = self._db.execute(
                "SELECT expert_total FROM games WHERE id = ?", (game_id,)
            ).fetchone()
        return expert_total_of(row[0]) if row is not None else None

    def hindsight_totals(self) -> dict[GameId, int]:
        """The hindsight best of every game that has one (one small query)."""
        with self._errors():
            found = (
                (GameId(game_id), expert_total_of(total))
                for game_id, total in self._db.execute(
                    "SELECT id, hindsight_total FROM games WHERE hindsight_total IS NOT NULL"
                )
            )
            return {game_id: total for game_id, total in found if total is not None}

    def hindsight_total(self, game_id: GameId) -> int | None:
        """The hindsight best of one game, if the book has it."""
        with self._errors():
            row = self._db.execute(
                "SELECT hindsight_total FROM games WHERE id = ?", (game_id,)
            ).fetchone()
        return expert_total_of(row[0]) if row is not None else None

    def reviews(self, *, after: int = 0) -> dict[GameId, tuple[GameReview, ...]]:
        """Every game's readable reviews (by seat), without their mistakes; with ``after``
        (a ``reviews_mark()`` taken before), only those written since (a review saved
        again is written anew)."""
        with self._errors(), self._reading():
            return {GameId(game_id): found
                    for game_id, found in read_reviews(self._db, -1, after).items()}

    def reviews_mark(self) -> int:
        """Where the reviews written so far end: ``reviews(after=mark)`` reads the later."""
        with self._errors():
            found = self._db.execute("SELECT max(rowid) FROM reviews").fetchone()[0]
        return found if type(found) is int else 0

    def mistakes(self, game_ids: Iterable[GameId] | None = None, *,
                 seat_of: Mapping[GameId, int] | None = None) -> list[MistakeCount]:
        """The reasons of the mistakes (inaccuracies, mistakes, blunders) in the reviews of
        ``game_ids`` (``None``: every game), summed by round, verdict, kind and category,
        most frequent first. With ``seat_of`` (game → seat), only the reviews of those games
        and seats count. Rows with values this program does not write are skipped."""
        if game_ids is None and seat_of is not None:
            game_ids = seat_of.keys()
        query = "SELECT game_id, seat, round, verdict, kind, category, count FROM review_mistakes"
        asked: tuple[str, ...] = ()
        if game_ids is not None:  # by the table's key: a few games of a big book read fast
            query += " WHERE game_id IN (SELECT value FROM json_each(?))"
            asked = (json.dumps(sorted({int(game_id) for game_id in game_ids})),)
        totals: dict[tuple[int, str, str, str], int] = {}
        with self._errors(), self._reading():
            for game_id, seat, round_, verdict, kind, category, count in self._db.execute(
                query, asked
            ):
                if seat_of is not None and seat_of.get(GameId(game_id)) != seat:
                    continue
                if not (type(round_) is int and 1 <= round_ <= 3 and type(count) is int
                        and 0 < count <= 1_000 and _short_texts(verdict, kind, category)):
                    continue
                key = (round_, verdict, kind, category)
                totals[key] = totals.get(key, 0) + count
        return sorted((MistakeCount(*key, count) for key, count in totals.items()),
                      key=lambda m: (-m.count, m.round, m.verdict, m.kind, m.category))

    def mistake_places(self, seat_of: Mapping[GameId, int], round_: int, kind: str,
                       category: str, limit: int) -> list[tuple[GameId, int, int]]:
        """(game, seat, step) of the placements of ``seat_of``'s games and seats whose
        review gave a reason of ``kind`` and ``category`` in round ``round_``: the most
        recent game first, a game's later placements first, ``limit`` at most. Rows with
        values this program does not write are skipped."""
        found: list[tuple[GameId, int, int]] = []
        with self._errors(), self._reading():
            rows = self._db.execute(
                "SELECT m.game_id, m.seat, m.step FROM review_mistake_steps AS m"
                " JOIN games ON games.id = m.game_id WHERE m.kind = ? AND m.category = ?"
                " AND m.game_id IN (SELECT value FROM json_each(?))"
                " ORDER BY games.played_at DESC, games.id DESC, m.step DESC",
                (kind, category, json.dumps(sorted(int(game_id) for game_id in seat_of))))
            for game_id, seat, step in rows:
                if len(found) >= limit:
                    break
                if (seat_of.get(GameId(game_id)) == seat and type(step) is int
                        and 0 <= step < ROUND_ENDS[-1] and round_of_step(step) == round_):
                    found.append((GameId(game_id), seat, step))
        return found

    def games_missing_review(self) -> list[GameId]:
        """The games with a human player and no review yet, newest first."""
        return self._ids(
            "SELECT id FROM games WHERE EXISTS (SELECT 1 FROM players"
            " WHERE players.game_id = games.id AND players.kind = 'human')"
            " AND NOT EXISTS (SELECT 1 FROM reviews WHERE reviews.game_id = games.id)"
            " ORDER BY played_at DESC, id DESC")

    def games_missing_places(self) -> list[GameId]:
        """The games whose review has no places for its mistakes (kept by a version 3
        program: their puzzles cannot be found until they are reviewed again), newest
        first."""
        return self._ids(
            "SELECT id FROM games WHERE EXISTS (SELECT 1 FROM players"
            " WHERE players.game_id = games.id AND players.kind = 'human')"
            " AND EXISTS (SELECT 1 FROM reviews WHERE reviews.game_id = games.id"
            " AND reviews.places_kept IS NOT 1)"
            " ORDER BY played_at DESC, id DESC")

    def without_places(self, game_ids: Iterable[GameId]) -> set[GameId]:
        """Those of ``game_ids`` whose review has no places for its mistakes (as
        ``games_missing_places``, read by the reviews' key: a few games of a big book)."""
        with self._errors(), self._reading():
            return {GameId(row[0]) for row in self._db.execute(
                "SELECT DISTINCT game_id FROM reviews WHERE places_kept IS NOT 1"
                " AND game_id IN (SELECT value FROM json_each(?))",
                (json.dumps(sorted({int(game_id) for game_id in game_ids})),))
                if type(row[0]) is int}

    def games_missing_hindsight(self) -> list[GameId]:
        """The games with a human player and no hindsight best yet, newest first."""
        return self._ids(
            "SELECT id FROM games WHERE hindsight_total IS NULL AND EXISTS (SELECT 1 FROM"
            " players WHERE players.game_id = games.id AND players.kind = 'human')"
            " ORDER BY played_at DESC, id DESC")

    def games_missing_expert(self) -> list[GameId]:
        """The solitaire games without the expert's total on their deal, newest first."""
        return self._ids(
            "SELECT id FROM games WHERE expert_total IS NULL AND (SELECT count(*) FROM"
            " players WHERE players.game_id = games.id) = 1"
            " ORDER BY played_at DESC, id DESC")

    def _ids(self, query: str) -> list[GameId]:
        with self._errors():
            return [GameId(row[0]) for row in self._db.execute(query)
                    if type(row[0]) is int]

    def record(self, game_id: GameId) -> dict[str, Any]:
        """The full ``dq-game/1`` record of a game (for replay, or to play its deal again);
        a ``RecordBookError`` when it cannot be read, however it is damaged."""
        with self._errors():
            row = self._db.execute(
                "SELECT length(CAST(record AS BLOB)) FROM games WHERE id = ?", (game_id,)
            ).fetchone()
            if row is None:
                raise RecordBookError(f"{self.path}: no game {game_id}")
            if type(row[0]) is not int or row[0] > MAX_RECORD_BYTES:
                raise RecordBookError(
                    f"{self.path}: game {game_id}: its record is too long to be one "
                    f"({row[0]} bytes)")
            text = self._db.execute(
                "SELECT record FROM games WHERE id = ?", (game_id,)
            ).fetchone()[0]
        try:
            result = json.loads(text)
        except (ValueError, TypeError, RecursionError) as error:
            raise RecordBookError(
                f"{self.path}: game {game_id}: its record cannot be read ({error})"
            ) from None
        if not isinstance(result, dict):
            raise RecordBookError(f"{self.path}: game {game_id}: its record is not a game")
        return result

    def count(self) -> int:
        with self._errors():
            return int(self._db.execute("SELECT count(*) FROM games").fetchone()[0])

    # --- transactions --------------------------------------------------------------

    @contextmanager
    def _writing(self) -> Iterator[None]:
        with _transaction(self._db, "BEGIN IMMEDIATE"):
            yield

    @contextmanager
    def _reading(self) -> Iterator[None]:
        # One snapshot for the several SELECTs, whatever another copy writes meanwhile.
        with _transaction(self._db, "BEGIN"):
            yield

    @contextmanager
    def _errors(self) -> Iterator[None]:
        try:
            yield
        except sqlite3.DatabaseError as error:
            if error.sqlite_errorcode in _DAMAGED:
                raise DamagedBookError(f"{self.path}: damaged ({error})") from None
            raise RecordBookError(f"{self.path}: {error}") from None
        except sqlite3.Error as error:
            raise RecordBookError(f"{self.path}: {error}") from None


@contextmanager
def _transaction(db: sqlite3.Connection, begin: str) -> Iterator[None]:
    db.execute(begin)
    try:
        yield
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


def _connect(path: Path, timeout: float, check: bool = False) -> sqlite3.Connection:
    """Connect, switch to WAL and bring the schema up to date (raises ``sqlite3`` errors)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists() and not path.is_file():
        raise RecordBookError(f"{path}: is a folder or a device, not a record book; left unchanged")
    # isolation_level=None: the module starts no transactions; ours are explicit.
    db = sqlite3.connect(path, timeout=timeout, isolation_level=None)
    try:
        if check:
            _check_pages(db)
        _refuse_another_programs_database(db, path)
        found = schema_version(db)  # before anything is written: a newer book stays as it is
        if found > SCHEMA_VERSION:
            raise NewerBookError(_newer_text(path, found))
        if found == SCHEMA_VERSION:
            check_columns(db, found)
        _switch_to_wal(db, timeout)
        db.execute("PRAGMA synchronous = FULL")  # a finished game survives a power cut too
        db.execute("PRAGMA foreign_keys = ON")
        if _up_to_date(db):
            return db  # nothing to write: no lock taken, nobody waited for
        with _transaction(db, "BEGIN IMMEDIATE"):
            found = schema_version(db)
            if found > SCHEMA_VERSION:  # another copy of a newer version came first
                raise NewerBookError(_newer_text(path, found))
            migrate(db)
            db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    except BaseException:
        db.close()
        raise
    return db


def _check_newer(db: sqlite3.Connection, path: Path, found: int, read: bool) -> None:
    """Raise ``NewerBookError`` unless ``read`` is asked and this version can read the
    newer book (it has the tables and columns this version reads)."""
    if not read:
        raise NewerBookError(_newer_text(path, found))
    try:
        check_columns(db, found)
    except sqlite3.DatabaseError:
        raise NewerBookError(_newer_text(path, found) + "; this version cannot read it") \
            from None


def _newer_text(path: Path, found: int) -> str:
    return (f"{path}: written by a newer version of dq-desktop (record book version {found}; "
            f"this version reads up to {SCHEMA_VERSION}); left unchanged")


def _up_to_date(db: sqlite3.Connection) -> bool:
    """Ours, at this version: opening it writes nothing."""
    if db.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
        return False
    return schema_version(db) == SCHEMA_VERSION


def _check_pages(db: sqlite3.Connection) -> None:
    """Raise SQLite's CORRUPT error when a page of the book is damaged."""
    found = [row[0] for row in db.execute("PRAGMA quick_check(3)")]
    if found != ["ok"]:
        error = sqlite3.DatabaseError("damaged inside: " + "; ".join(map(str, found))[:300])
        error.sqlite_errorcode = sqlite3.SQLITE_CORRUPT
        raise error


def _refuse_another_programs_database(db: sqlite3.Connection, path: Path) -> None:
    """Ours carries our application id; an empty file becomes ours; a book of ours from
    before the id (version 1 or 2, tables ``schema_version`` and ``games``) is ours too.
    Anything else belongs to another program and is never written."""
    found = db.execute("PRAGMA application_id").fetchone()[0]
    if found == APPLICATION_ID:
        return
    tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if found == 0 and (not tables or {"schema_version", "games"} <= tables):
        return
    raise RecordBookError(
        f"{path}: another program's database, not a record book of dq-desktop; left unchanged"
    )


def _switch_to_wal(db: sqlite3.Connection, timeout: float) -> None:
    """Set the WAL journal, waiting while another copy of the program does the same.

    SQLite answers BUSY to a journal-mode change at once, without waiting the
    busy timeout, when two processes create the same new book together.
    """
    deadline = time.monotonic() + timeout
    while True:
        try:
            db.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as error:
            if error.sqlite_errorcode != sqlite3.SQLITE_BUSY or time.monotonic() > deadline:
                raise
            time.sleep(0.01)


def set_aside_book(path: Path, fault: str, when: datetime) -> SetAside:
    """Move a damaged book and its journal files aside, under one dated name."""
    moved = set_aside(path, fault, when)
    if moved.moved_to is None:
        raise RecordBookError(f"{path}: damaged ({fault}) and cannot be moved aside")
    for extension in ("-wal", "-shm"):
        journal = path.with_name(path.name + extension)
        if journal.exists():
            replace_with_retry(journal, moved.moved_to.with_name(moved.moved_to.name + extension))
    return moved


def _short_texts(*texts: object) -> bool:
    """Strings no longer than any value this program writes in a review's reasons."""
    return all(isinstance(text, str) and len(text) <= 40 for text in texts)
