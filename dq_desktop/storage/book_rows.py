"""The record book's rows read back, each value checked before use.

SQLite keeps whatever a column is given (text in an INTEGER column too), and a
book may have been edited by hand or written by another version: every number,
date and text read here is checked against what this program writes. A game
with a value it did not write is left out, never half-shown, and named with the
reason (``Unreadable``) for the caller to say once.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from dq_desktop.engine.deal import MAX_DEAL, MAX_PLAYERS
from dq_desktop.engine.scoring import Score
from dq_desktop.storage.entries import GameEntry, GameId, PlayerResult
from dq_desktop.storage.record_schema import (
    CATEGORY_LOSS_COLUMNS,
    ROUND_LOSS_COLUMNS,
    SCORE_COLUMNS,
    VERDICT_COLUMNS,
)
from dq_desktop.storage.review_entries import GameReview

MAX_TOTAL = 10_000
"""A game's total, as ``dq-game/1`` bounds it."""
MAX_POINTS = 1_000
"""One category's points in one round (a real one is a few dozen at most)."""
MAX_TEXT = 200
"""A name, a kind or a tile set's name, in characters."""
MAX_DATE_TEXT = 40
EARLIEST_YEAR = 1970
MAX_PLACEMENTS = 100
"""Placements of one seat in one game (22 in a real one)."""
MAX_LOSS = 10_000.0
"""Points given up in a game, in a round or in a category, either way."""
LATEST_YEAR = 9000
"""Dates outside these years are not the program's (and further out, converting them to
local time overflows)."""


@dataclass(frozen=True)
class Unreadable:
    """A game left out of the list: its id and what is wrong (English, for the log)."""

    id: GameId
    fault: str


def _number(value: Any, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def _text(value: Any) -> bool:
    return isinstance(value, str) and len(value) <= MAX_TEXT


def date_of(value: Any) -> datetime | None:
    """A stored date in local time, or ``None`` when it is not one this program wrote."""
    if not isinstance(value, str) or len(value) > MAX_DATE_TEXT:
        return None
    try:
        when = datetime.fromisoformat(value)
    except ValueError:
        return None
    if not EARLIEST_YEAR <= when.year <= LATEST_YEAR:
        return None
    return when.astimezone()


def expert_total_of(value: Any) -> int | None:
    """A stored expert's total, or ``None`` (none yet, or not a total)."""
    return value if _number(value, 0, MAX_TOTAL) else None


def _whole(column: str, low: int, high: int) -> str:
    return f"typeof({column}) = 'integer' AND {column} BETWEEN {low} AND {high}"


def _figure(column: str, low: float, high: float) -> str:
    # NaN is stored as NULL; an infinity is out of range.
    return f"typeof({column}) IN ('integer', 'real') AND {column} BETWEEN {low} AND {high}"


READABLE_REVIEW = " AND ".join((
    _whole("seat", 0, MAX_PLAYERS - 1),
    _whole("placements", 0, MAX_PLACEMENTS),
    *(_whole(column, 0, MAX_PLACEMENTS) for column in VERDICT_COLUMNS),
    f"{' + '.join(VERDICT_COLUMNS)} = placements",
    _figure("given_up", 0, MAX_LOSS),
    _figure("accuracy", 0, 100),
    *(_figure(column, 0, MAX_LOSS) for column in ROUND_LOSS_COLUMNS),
    *(_figure(column, -MAX_LOSS, MAX_LOSS) for column in CATEGORY_LOSS_COLUMNS),
))
"""A ``reviews`` row holding only values this program writes, checked by SQLite (a review
is read for every game when the window opens: 20,000 checked in Python took most of a
second). Any other row is read as no review: the game is shown not reviewed, never
half-reviewed."""


def read_reviews(
    db: sqlite3.Connection, since: int, after_row: int = 0
) -> dict[int, tuple[GameReview, ...]]:
    """The readable reviews (``READABLE_REVIEW``) of the games with an id above ``since``,
    by game, seat order; with ``after_row``, only those written after that row
    (``RecordBook.reviews_mark``)."""
    found: dict[int, list[GameReview]] = {}
    # Counts and splits repeat from game to game: each is made once and shared, frozen.
    made: dict[tuple[Any, ...], tuple[Any, ...]] = {}
    counted = len(VERDICT_COLUMNS)
    figures = ", ".join(f"CAST({column} AS REAL)" for column in
                        ("given_up", "accuracy", *ROUND_LOSS_COLUMNS, *CATEGORY_LOSS_COLUMNS))
    for game_id, seat, placements, *counts_and_figures in db.execute(
        f"SELECT game_id, seat, placements, {', '.join(VERDICT_COLUMNS)}, {figures}"
        f" FROM reviews WHERE game_id > ? AND rowid > ? AND {READABLE_REVIEW}"
        " ORDER BY game_id, seat", (since, after_row)
    ):
        counts = tuple(counts_and_figures[:counted])
        given_up, accuracy, first, second, third, *by_category = counts_and_figures[counted:]
        kept_counts = made.get(counts)
        if kept_counts is None:
            kept_counts = made[counts] = tuple(zip(VERDICT_COLUMNS, counts, strict=True))
        split = tuple(by_category)
        kept_split = made.get(split)
        if kept_split is None:
            kept_split = made[split] = tuple(zip(SCORE_COLUMNS, split, strict=True))
        found.setdefault(game_id, []).append(GameReview(
            seat, placements, given_up, accuracy, kept_counts, (first, second, third),
            kept_split))
    return {game_id: tuple(reviews) for game_id, reviews in found.items()}


def read_games(
    db: sqlite3.Connection, since: int
) -> tuple[list[GameEntry], list[Unreadable]]:
    """The games with an id above ``since``, oldest first, and those left out.

    The caller holds a read transaction (one snapshot for the SELECTs)."""
    bad: dict[int, str] = {}
    reviews = read_reviews(db, since)
    rounds: dict[tuple[int, int], list[Score]] = {}
    # Scores repeat (a few thousand kinds in 20,000 games): each is made, and checked,
    # once and shared, frozen as it is.
    made: dict[tuple[Any, ...], Score] = {}
    for game_id, seat, *points in db.execute(
        f"SELECT game_id, seat, round, {', '.join(SCORE_COLUMNS)} FROM rounds"
        " WHERE game_id > ? ORDER BY game_id, seat, round", (since,)
    ):
        key = tuple(points)
        score = made.get(key)
        if score is None:
            if not (_number(key[0], 1, 3) and all(_number(p, 0, MAX_POINTS) for p in key[1:])):
                bad.setdefault(game_id, f"seat {seat!r:.20}: a round's number or points are "
                                        f"not ones this program writes ({key!r:.80})")
                continue
            score = made[key] = Score(*key)
        rounds.setdefault((game_id, seat), []).append(score)
    players: dict[int, list[PlayerResult]] = {}
    for game_id, seat, name, kind, total in db.execute(
        "SELECT game_id, seat, name, kind, total FROM players WHERE game_id > ?"
        " ORDER BY game_id, seat", (since,)
    ):
        fault = (
            ("its seat number is not one" if not _number(seat, 0, MAX_PLAYERS - 1) else None)
            or ("its name is not a name" if not _text(name) else None)
            or ("its kind of player is not one" if not _text(kind) else None)
            or (f"its total {total!r:.20} is not one" if not _number(total, 0, MAX_TOTAL)
                else None)
        )
        if fault is not None:
            bad.setdefault(game_id, f"seat {seat!r:.20}: {fault}")
            continue
        result = PlayerResult(seat, name, kind, tuple(rounds.get((game_id, seat), ())), total)
        players.setdefault(game_id, []).append(result)
    entries: list[GameEntry] = []
    left_out: list[Unreadable] = []  # only games of the games table: a stray row is no game
    for game_id, played_at, seed, tileset, sancho, assisted, expert, hindsight in db.execute(
        "SELECT id, played_at, seed, tileset, sancho, assisted, expert_total, hindsight_total"
        " FROM games WHERE id > ? ORDER BY played_at, id", (since,)
    ):
        when = date_of(played_at)
        fault = (
            bad.get(game_id)
            or (f"its date {played_at!r:.50} is not a date" if when is None else None)
            or (f"its deal number {seed!r:.30} is not one"
                if seed is not None and not _number(seed, 0, MAX_DEAL) else None)
            or ("its tile set, Sancho or aids are not what this program writes"
                if not (_text(tileset) and sancho in (0, 1) and assisted in (0, 1)) else None)
            or ("it has no players" if game_id not in players else None)
        )
        if fault is not None or when is None:
            left_out.append(Unreadable(GameId(game_id), fault or "its date is not a date"))
            continue
        entries.append(GameEntry(
            id=GameId(game_id),
            played_at=when,
            seed=seed,
            tileset=tileset,
            sancho=bool(sancho),
            assisted=bool(assisted),
            players=tuple(players[game_id]),
            expert_total=expert_total_of(expert),
            hindsight_total=expert_total_of(hindsight),
            reviews=reviews.get(game_id, ()),
        ))
    return entries, sorted(left_out, key=lambda unreadable: unreadable.id)
