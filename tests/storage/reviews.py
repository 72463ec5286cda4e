"""Reviews for the storage tests: plain ``GameReview`` values, as a review would give."""

from __future__ import annotations

from dq_desktop.storage.record_schema import SCORE_COLUMNS
from dq_desktop.storage.review_entries import GameReview, MistakeCount


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
    )
