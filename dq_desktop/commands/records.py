"""``records``: print the record book, as a table or as JSON. A player who chose no name
is "You", whatever the language the game was played in (older versions wrote "Vous" or
"Sie": ``formats/player_names.py``)."""

from __future__ import annotations

import json
import sqlite3
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from dq_desktop.engine.errors import DqError
from dq_desktop.formats.errors import one_line
from dq_desktop.formats.player_names import kept_name
from dq_desktop.storage.book_rows import Unreadable
from dq_desktop.storage.entries import GameEntry, PlayerResult
from dq_desktop.storage.paths import DataDirs
from dq_desktop.storage.record_book import RecordBook
from dq_desktop.storage.record_stats import BEST_KEYS, band_of, personal_bests
from dq_desktop.storage.review_entries import GameReview


def read_entries(book_file: Path) -> tuple[list[GameEntry], list[Unreadable]]:
    """Every game in the book, and those left out (a value in them is not one the program
    writes); none when there is no book yet. Only reads: nothing is created, migrated or
    moved aside (``RecordBookError`` says what is wrong)."""
    folder = book_file.parent
    try:
        if folder.exists() and not folder.is_dir():
            raise DqError(f"{folder}: not a folder")
        if not book_file.exists():
            return [], []
    except OSError as error:  # an unreadable folder: said in words, not a traceback
        raise DqError(f"{folder}: cannot be read ({error.strerror})") from None
    with RecordBook.open_read_only(book_file) as book:
        try:
            return book.games(), list(book.unreadable.values())
        except sqlite3.Error as error:
            raise DqError(f"{book_file}: cannot be read ({error})") from None


def game_json(entry: GameEntry) -> dict[str, Any]:
    band = band_of(entry.total)
    return {
        "id": entry.id,
        "date": entry.played_at.isoformat(timespec="seconds"),
        "seed": entry.seed,
        "tileset": entry.tileset,
        "sancho": entry.sancho,
        "assisted": entry.assisted,
        "players": [
            {
                "name": kept_name(player.name),  # no name chosen: "You", in any language
                "kind": player.kind,
                "scores": [score.as_dict() for score in player.rounds],
                "total": player.total,
            }
            for player in entry.players
        ],
        "total": entry.total,
        "band": band.name.lower() if band is not None else None,
        "expert_total": entry.expert_total,
        "hindsight_total": entry.hindsight_total,
        "review": review_json(entry.review),
        "reviews": [{**_review_figures(review), "seat": review.seat} for review in entry.reviews],
    }


def review_json(review: GameReview | None) -> dict[str, Any] | None:
    """The main player's review as ``review --json``'s summary gives it; ``None`` until the
    game is reviewed."""
    return None if review is None else _review_figures(review)


def _review_figures(review: GameReview) -> dict[str, Any]:
    return {
        "placements": review.placements,
        "given_up": review.given_up,
        "accuracy": review.accuracy,
        "counts": dict(review.counts),
        "given_up_by_round": list(review.given_up_by_round),
        "given_up_by_category": dict(review.given_up_by_category),
    }


def print_table(entries: Sequence[GameEntry], book_file: Path) -> None:
    games = f"{len(entries)} game{'s' if len(entries) != 1 else ''}"
    print(f"Record book {one_line(str(book_file))}: {games}")
    if not entries:
        return
    print(
        f"{'date':<17}{'deal':>8}  {'tile set':<10}{'Sancho':<8}{'aids':<6}{'total':>5}"
        f"  {'band':<11}players"
    )
    for entry in entries:
        band = band_of(entry.total)
        print(
            f"{entry.played_at:%Y-%m-%d %H:%M}{'' if entry.seed is None else entry.seed:>8}  "
            f"{one_line(entry.tileset)[:9]:<10}{'on' if entry.sancho else 'off':<8}"
            f"{'yes' if entry.assisted else 'no':<6}{entry.total:>5}  "
            f"{band.name.lower().replace('_', ' ') if band else '':<11}"
            + ", ".join(_player_text(player) for player in entry.players)
        )
    bests = personal_bests(entries)
    for key in BEST_KEYS:
        best = bests.get(key)
        if best is not None:
            what = (
                ("with" if key.sancho else "without")
                + " Sancho"
                + (", with aids" if key.assisted else "")
            )
            print(f"Best {what}: {best.total} ({best.played_at:%Y-%m-%d}, deal {best.seed})")


def _player_text(player: PlayerResult) -> str:
    who = "" if player.is_human else f" ({one_line(player.kind.removeprefix('bot:'))})"
    return f"{one_line(kept_name(player.name))}{who} {player.total}"


def run_records(data_dir: str | None, as_json: bool) -> int:
    if data_dir is not None and Path(data_dir).expanduser().exists() \
            and not Path(data_dir).expanduser().is_dir():
        raise DqError(f"{data_dir}: not a folder")
    book_file = DataDirs.resolve(data_dir).record_book_file
    entries, left_out = read_entries(book_file)
    for game in left_out:  # said, never a traceback; the book is left as it is
        print(f"records: game {game.id} of {one_line(str(book_file))} left out: "
              f"{one_line(game.fault)}", file=sys.stderr)
    if as_json:
        print(json.dumps({"games": [game_json(entry) for entry in entries]}))
    else:
        print_table(entries, book_file)
    return 0
