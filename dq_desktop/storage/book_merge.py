"""Merging a record book from another computer: its games added, none twice.

A game is the same as one the book holds when its record is (the digest the book
keeps, ``record_sha256``) or when it carries the same identity (``game_uid``, made
once when the game finished: ``game_identity.py``). Every game of the other book
is checked as a game file is (``game_from_record``); one that is not a finished
game is counted and left out. The other book is read from a checked copy (older
versions brought up to date there), never written.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from dq_desktop.engine.errors import DqError
from dq_desktop.formats.game_record import game_from_record
from dq_desktop.storage.book_backup import remove_with_journals, staged_copy
from dq_desktop.storage.book_rows import expert_total_of
from dq_desktop.storage.game_identity import (
    EARLIEST_YEAR,
    LATEST_YEAR,
    LONGEST_DATE,
    identity_of,
)
from dq_desktop.storage.record_book import KeptGame, RecordBook, StoredGame


@dataclass(frozen=True)
class Merged:
    added: int
    """Games new to the book, now in it."""
    present: int
    """Games the book held already."""
    left_out: int
    """Games of the other book that are no finished game this program reads."""


def merge(book_file: Path, source: Path) -> Merged:
    """Add the games of the book in ``source`` to the book at ``book_file``."""
    staging = staged_copy(source, book_file.parent, book_file.name + ".merging")
    try:
        with RecordBook.open_read_only(staging) as other:
            rows = other.stored_games()
    finally:
        remove_with_journals(staging)
    kept = [game for game in map(kept_game, rows) if game is not None]
    with RecordBook.open(book_file) as book:
        added, present = book.add_kept(kept)
    return Merged(added, present, len(rows) - len(kept))


def kept_game(row: StoredGame) -> KeptGame | None:
    """The game of a row of another book, or ``None`` when it is not one."""
    if not isinstance(row.record, str) or row.assisted not in (0, 1):
        return None
    try:
        record = json.loads(row.record)
        game, _kinds = game_from_record(record, "record")
    except (ValueError, TypeError, RecursionError, DqError):
        return None
    if not isinstance(record, dict) or not game.is_over:
        return None
    identity = identity_of(record)
    when = _date(row.played_at) or (identity.finished_at if identity is not None else None)
    if when is None:
        return None
    return KeptGame(game, record, bool(row.assisted), when, expert_total_of(row.expert_total),
                    identity.uid if identity is not None else None)


def _date(value: object) -> datetime | None:
    if not isinstance(value, str) or len(value) > LONGEST_DATE:
        return None
    try:
        when = datetime.fromisoformat(value)
    except ValueError:
        return None
    if when.tzinfo is None or not EARLIEST_YEAR <= when.year <= LATEST_YEAR:
        return None
    return when
