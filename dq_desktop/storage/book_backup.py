"""The record book in one file: back it up, restore it, and check a file before either.

A backup is a copy of the book made by SQLite's online backup (a consistent
picture of the book while the program may be writing it), in one file without a
journal beside it. A file to restore or merge is untrusted: bounded in size, its
header, its application id, its version and its pages are checked before anything
is written; a newer version's book or a damaged file is refused, naming why.
Restoring keeps the current book aside first (a backup of it, beside it), then
copies the file into the book through SQLite, so a connection the program holds
sees the restored book and nothing is replaced under it.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from enum import Enum
from pathlib import Path

from dq_desktop.storage.record_book import (
    APPLICATION_ID,
    BUSY_TIMEOUT_SECONDS,
    RecordBook,
    RecordBookError,
)
from dq_desktop.storage.record_schema import SCHEMA_VERSION, check_columns, schema_version

MAX_BACKUP_BYTES = 2_000_000_000
"""A book of 20,000 games is about 100 MB; a file beyond this is no book of ours."""
SQLITE_HEADER = b"SQLite format 3\x00"
PAGES_REPORTED = 3


class BackupProblem(Enum):
    """Why a file cannot be restored or merged (the interface words it)."""

    MISSING = "missing"
    NOT_A_FILE = "not a file"
    TOO_LARGE = "too large"
    NOT_A_BOOK = "not a record book"
    DAMAGED = "damaged"
    NEWER = "written by a newer version"
    SAME_FILE = "the record book itself"
    UNREADABLE = "unreadable"


class BackupError(RecordBookError):
    """A file that cannot be restored or merged, or a backup that cannot be written."""

    def __init__(self, problem: BackupProblem, path: Path, detail: str = "") -> None:
        self.problem = problem
        self.path = path
        self.detail = detail
        super().__init__(f"{path}: {problem.value}" + (f" ({detail})" if detail else ""))


@dataclass(frozen=True)
class Restored:
    games: int
    """Games in the book now (the restored file's)."""
    kept_at: Path | None
    """Where the book it replaced was kept (``None``: there was none)."""


def back_up(book_file: Path, target: Path) -> int:
    """Write a copy of the book at ``book_file`` to ``target`` (replaced whole, or left as
    it was); returns the number of games copied."""
    if not book_file.is_file():
        raise BackupError(BackupProblem.MISSING, book_file)
    if target.exists() and target.resolve() == book_file.resolve():
        raise BackupError(BackupProblem.SAME_FILE, target)
    part = target.with_name(target.name + ".part")
    try:
        part.unlink(missing_ok=True)
        source = sqlite3.connect(book_file, timeout=BUSY_TIMEOUT_SECONDS)
        try:
            copy = sqlite3.connect(part)
            try:
                source.backup(copy)
                copy.execute("PRAGMA journal_mode = DELETE")  # one file, nothing beside it
                games = int(copy.execute("SELECT count(*) FROM games").fetchone()[0])
            finally:
                copy.close()
        finally:
            source.close()
        os.replace(part, target)
    except (OSError, sqlite3.Error) as error:
        with contextlib.suppress(OSError):
            part.unlink(missing_ok=True)
        if isinstance(error, OSError):
            raise
        raise RecordBookError(f"{target}: the backup could not be written ({error})") from None
    return games


def check_backup(path: Path) -> int:
    """The version of the record book in ``path``; a ``BackupError`` naming what is wrong
    when it is no book this version can take (nothing is written, beside it either)."""
    try:
        if not path.exists():
            raise BackupError(BackupProblem.MISSING, path)
        if not path.is_file():
            raise BackupError(BackupProblem.NOT_A_FILE, path)
        size = path.stat().st_size
        if size > MAX_BACKUP_BYTES:
            raise BackupError(BackupProblem.TOO_LARGE, path, f"{size} bytes")
        with path.open("rb") as handle:
            header = handle.read(len(SQLITE_HEADER))
    except OSError as error:
        raise BackupError(BackupProblem.UNREADABLE, path, error.strerror or str(error)) from None
    if header != SQLITE_HEADER:
        raise BackupError(BackupProblem.NOT_A_BOOK, path, "not an SQLite database")
    db = _open_untrusted(path)
    try:
        return _checked_version(db, path)
    except sqlite3.DatabaseError as error:
        raise BackupError(BackupProblem.DAMAGED, path, str(error)[:300]) from None
    finally:
        db.close()


def backup_games(path: Path) -> int:
    """The number of games in the book in ``path``, once it is checked (``check_backup``)."""
    check_backup(path)
    db = _open_untrusted(path)
    try:
        return int(db.execute("SELECT count(*) FROM games").fetchone()[0])
    except sqlite3.DatabaseError as error:
        raise BackupError(BackupProblem.DAMAGED, path, str(error)[:300]) from None
    finally:
        db.close()


def staged_copy(source: Path, folder: Path, name: str) -> Path:
    """A checked copy of the book in ``source``, brought up to this version, in
    ``folder``: what a restore copies in and a merge reads."""
    check_backup(source)
    staging = folder / name
    folder.mkdir(parents=True, exist_ok=True)
    remove_with_journals(staging)
    db = _open_untrusted(source)
    try:
        copy = sqlite3.connect(staging)
        try:
            db.backup(copy)
        finally:
            copy.close()
    except sqlite3.DatabaseError as error:
        remove_with_journals(staging)
        raise BackupError(BackupProblem.DAMAGED, source, str(error)[:300]) from None
    finally:
        db.close()
    try:
        RecordBook.open(staging).close()  # an older book is migrated here, never in place
    except (RecordBookError, OSError):
        remove_with_journals(staging)
        raise
    return staging


def restore(book_file: Path, source: Path, when: datetime) -> Restored:
    """Replace the book's games with those of the book in ``source``, keeping the book
    as it was beside it first (``NAME.before-restore-YYYYMMDD-HHMMSS.EXT``)."""
    if source.exists() and book_file.exists() and source.resolve() == book_file.resolve():
        raise BackupError(BackupProblem.SAME_FILE, source)
    staging = staged_copy(source, book_file.parent, book_file.name + ".restoring")
    try:
        kept_at = None
        if book_file.exists():
            kept_at = _free_name(book_file, "before-restore", when)
            back_up(book_file, kept_at)
        if not book_file.exists():
            os.replace(staging, book_file)
        else:
            _copy_into(staging, book_file)
        with RecordBook.open(book_file) as book:
            return Restored(book.count(), kept_at)
    finally:
        remove_with_journals(staging)


def _copy_into(staging: Path, book_file: Path) -> None:
    """Copy the staged book into the book, page for page, under SQLite's locks."""
    book = sqlite3.connect(book_file, timeout=BUSY_TIMEOUT_SECONDS)
    try:
        page_size = int(book.execute("PRAGMA page_size").fetchone()[0])
        copy = sqlite3.connect(staging)
        try:
            # A book in WAL takes a copy of its own page size only.
            copy.execute("PRAGMA journal_mode = DELETE")
            if int(copy.execute("PRAGMA page_size").fetchone()[0]) != page_size:
                copy.execute(f"PRAGMA page_size = {page_size}")
                copy.execute("VACUUM")
            copy.backup(book)
        finally:
            copy.close()
    except sqlite3.Error as error:
        raise RecordBookError(f"{book_file}: the backup could not be copied in ({error})") \
            from None
    finally:
        book.close()


def _open_untrusted(path: Path) -> sqlite3.Connection:
    """Read-only and immutable: no journal file is made beside a file the player chose."""
    try:
        return sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro&immutable=1", uri=True,
                               isolation_level=None)
    except sqlite3.Error as error:
        raise BackupError(BackupProblem.UNREADABLE, path, str(error)) from None


def _checked_version(db: sqlite3.Connection, path: Path) -> int:
    found = db.execute("PRAGMA application_id").fetchone()[0]
    tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    if found != APPLICATION_ID and not (found == 0 and {"schema_version", "games"} <= tables):
        raise BackupError(BackupProblem.NOT_A_BOOK, path, "another program's database")
    version = schema_version(db)
    if version > SCHEMA_VERSION:
        raise BackupError(BackupProblem.NEWER, path,
                          f"record book version {version}; this version reads up to "
                          f"{SCHEMA_VERSION}")
    check_columns(db, version)
    pages = [row[0] for row in db.execute(f"PRAGMA quick_check({PAGES_REPORTED})")]
    if pages != ["ok"]:
        raise BackupError(BackupProblem.DAMAGED, path, "; ".join(map(str, pages))[:300])
    return version


def _free_name(book_file: Path, what: str, when: datetime) -> Path:
    stamp = when.strftime("%Y%m%d-%H%M%S")
    for number in range(1, 1000):
        suffix = "" if number == 1 else f"-{number}"
        target = book_file.with_name(f"{book_file.stem}.{what}-{stamp}{suffix}{book_file.suffix}")
        if not target.exists():
            return target
    raise RecordBookError(f"{book_file}: no free name to keep the book aside")


def remove_with_journals(path: Path) -> None:
    for extra in ("", "-wal", "-shm", "-journal"):
        with contextlib.suppress(OSError):
            path.with_name(path.name + extra).unlink(missing_ok=True)
