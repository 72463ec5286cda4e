"""Reviews for the storage tests: plain ``GameReview`` values, as a review would give."""

from __future__ import annotations

import sqlite3

from dq_desktop.storage.record_schema import (
    CATEGORY_LOSS_COLUMNS,
    ROUND_LOSS_COLUMNS,
    SCORE_COLUMNS,
    VERDICT_COLUMNS,
)
from dq_desktop.storage.review_entries import GameReview, MistakeCount, MistakePlace


def a_review(seat: int = 0, *, given_up: float = 7.5, blunders: int = 1) -> GameReview:
    """A review of 22 placements: 16 best, 3 good, 2 inaccuracies and ``blunders``
    blunders (the rest best), giving up ``given_up`` points."""
    counts = {"brilliant": 0, "best": 17 - blunders, "good": 3, "inaccuracy": 2,
              "mistake": 0, "blunder": blunders}
    return GameReview(
        seat=seat,
        placements=22,
        given_up=given_up,
        accuracy=81.4,
        counts=tuple(counts.items()),
        given_up_by_round=(0.0, 0.0, given_up),
        given_up_by_category=tuple((name, given_up if name == "windmills" else 0.0)
                                   for name in SCORE_COLUMNS),
        mistakes=(MistakeCount(2, "inaccuracy", "category", "windmills", 2),
                  MistakeCount(3, "blunder", "gate_closed", "", 1)),
        places=(MistakePlace(10, "inaccuracy", "category", "windmills"),
                MistakePlace(14, "inaccuracy", "category", "windmills"),
                MistakePlace(20, "blunder", "gate_closed", "")),
    )


def insert_v3_review(db: sqlite3.Connection, game_id: int, review: GameReview) -> None:
    """Write ``review`` as a version 3 program did: its row and its mistakes counted, no
    places (a version 3 book has nowhere to keep them)."""
    columns = ("game_id", "seat", "placements", "given_up", "accuracy", *VERDICT_COLUMNS,
               *ROUND_LOSS_COLUMNS, *CATEGORY_LOSS_COLUMNS)
    db.execute(f"INSERT INTO reviews ({', '.join(columns)})"
               f" VALUES ({', '.join('?' * len(columns))})",
               (game_id, review.seat, review.placements, review.given_up, review.accuracy,
                *(review.count(verdict) for verdict in VERDICT_COLUMNS),
                *review.given_up_by_round, *(value for _, value in review.given_up_by_category)))
    db.executemany("INSERT INTO review_mistakes VALUES (?, ?, ?, ?, ?, ?, ?)",
                   [(game_id, review.seat, m.round, m.verdict, m.kind, m.category, m.count)
                    for m in review.mistakes])
