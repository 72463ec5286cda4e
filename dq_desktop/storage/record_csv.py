"""The record book as CSV: one row per player of each game, every round's breakdown. A
player who chose no name is "You" in the ``name`` column, whatever the language the game
was played in (``formats/player_names.py``)."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from operator import attrgetter
from pathlib import Path

from dq_desktop.formats.json_files import write_text_atomic
from dq_desktop.formats.player_names import kept_name
from dq_desktop.storage.entries import GameEntry
from dq_desktop.storage.record_schema import SCORE_COLUMNS
from dq_desktop.storage.record_stats import ROUNDS
from dq_desktop.storage.review_entries import VERDICTS, GameReview

GAME_COLUMNS = ("game", "date", "deal", "tileset", "sancho", "assisted", "expert_total")
PLAYER_COLUMNS = ("seat", "name", "kind")
ROUND_COLUMNS = tuple(
    f"round{number}_{key}" for number in ROUNDS for key in (*SCORE_COLUMNS, "total")
)
REVIEW_COLUMNS = ("hindsight_total", "review_placements", "given_up", "accuracy",
                  *VERDICTS, *(f"given_up_round{number}" for number in ROUNDS),
                  *(f"given_up_{key}" for key in SCORE_COLUMNS))
"""Each player's review (empty until reviewed, and for a seat not reviewed) and the game's
hindsight best (on the main player's row; the others' cells empty)."""
HEADER = (*GAME_COLUMNS, *PLAYER_COLUMNS, *ROUND_COLUMNS, "total", *REVIEW_COLUMNS)


FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""A cell beginning with one of these is a formula to a spreadsheet program."""
SEPARATORS = (",", ";", "\t", "\r", "\n")
"""Where a spreadsheet may start a new cell: it chooses the list separator (``,`` in
English, ``;`` in French and German), and a line break starts a new row."""
BEFORE_CELL = (" ", '"')
"""What a spreadsheet may pass over before a cell's first character (spaces, a quote)."""


def inert(text: str) -> str:
    """``text`` as a spreadsheet shows it and never runs it, whatever separator it splits
    the file on: wherever a cell could begin (at the start and after each separator,
    past spaces and quotes) a character that starts a formula gets an apostrophe
    before it, which spreadsheets hide at a cell's start: ``=HYPERLINK(…)`` becomes
    ``'=HYPERLINK(…)``, and ``a;=1+1;`` becomes ``a;'=1+1;``."""
    out: list[str] = []
    cell_starts = True
    for character in text:
        if cell_starts and character in FORMULA_STARTS:
            out.append("'")
            cell_starts = False
        elif character not in BEFORE_CELL:
            cell_starts = False
        out.append(character)
        if character in SEPARATORS:
            cell_starts = True
    return "".join(out)


_points = attrgetter(*SCORE_COLUMNS, "total")
"""A round's points in the order of the columns (one call, not a dict per round)."""
_NO_ROUND = ("",) * (len(SCORE_COLUMNS) + 1)
_NO_REVIEW = ("",) * (len(REVIEW_COLUMNS) - 1)


def _review_cells(review: GameReview | None) -> tuple[object, ...]:
    if review is None:
        return _NO_REVIEW
    return (review.placements, review.given_up, review.accuracy,
            *(review.count(verdict) for verdict in VERDICTS), *review.given_up_by_round,
            *(value for _, value in review.given_up_by_category))


def csv_text(entries: Iterable[GameEntry]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")  # RFC 4180: a lone \r is quoted too
    writer.writerow(HEADER)
    for entry in entries:
        game = [
            entry.id,
            entry.played_at.isoformat(timespec="seconds"),
            "" if entry.seed is None else entry.seed,
            inert(entry.tileset),
            int(entry.sancho),
            int(entry.assisted),
            "" if entry.expert_total is None else entry.expert_total,
        ]
        reviews = {review.seat: review for review in entry.reviews}
        main = entry.main_player.seat
        for player in entry.players:
            by_round = {score.round: _points(score) for score in player.rounds}
            rounds = [
                value for number in ROUNDS for value in by_round.get(number, _NO_ROUND)
            ]
            hindsight = entry.hindsight_total if player.seat == main else None
            writer.writerow(
                [*game, player.seat + 1, inert(kept_name(player.name)), inert(player.kind), *rounds,
                 player.total, "" if hindsight is None else hindsight,
                 *_review_cells(reviews.get(player.seat))]
            )
    return out.getvalue()


BYTE_ORDER_MARK = "\ufeff"
"""Leads the file: without it, spreadsheet programs on Windows read UTF-8 as their
local code page, and names such as "Dulcinée" arrive garbled."""


def export_csv(entries: Iterable[GameEntry], path: str | Path) -> None:
    """Write the CSV atomically (raises ``OSError`` when ``path`` cannot be written)."""
    write_text_atomic(path, BYTE_ORDER_MARK + csv_text(entries))
