"""A game's review turned into what the record book keeps of it (``review_entries.py``)."""

from __future__ import annotations

from collections import Counter

from dq_desktop.engine.analysis.accuracy import accuracy
from dq_desktop.engine.analysis.reasons import CATEGORIES, ReasonKind
from dq_desktop.engine.analysis.review import PlayerReview
from dq_desktop.engine.analysis.review_summary import summarize
from dq_desktop.engine.game import round_of_step
from dq_desktop.storage.review_entries import (
    MISTAKES,
    NO_CATEGORY,
    GameReview,
    MistakeCount,
    MistakePlace,
)


def game_review_of(seat: int, review: PlayerReview) -> GameReview:
    """What the book keeps of ``review``, the review of the player at ``seat``."""
    summary = summarize(review)
    losses = dict(summary.given_up_by_category)
    by_round = summary.given_up_by_round
    tally: Counter[tuple[int, str, str, str]] = Counter()
    places: dict[tuple[int, str, str], MistakePlace] = {}  # a reason said twice: one place
    for placement in review.placements:
        if placement.verdict.value not in MISTAKES:
            continue
        for reason in placement.reasons:
            category = (reason.category or NO_CATEGORY
                        if reason.kind is ReasonKind.CATEGORY else NO_CATEGORY)
            tally[(round_of_step(placement.step), placement.verdict.value,
                   reason.kind.value, category)] += 1
            places[(placement.step, reason.kind.value, category)] = MistakePlace(
                placement.step, placement.verdict.value, reason.kind.value, category)
    found = accuracy(p.loss for p in review.placements)
    return GameReview(
        seat=seat,
        placements=len(review.placements),
        given_up=summary.given_up,
        accuracy=100.0 if found is None else found,
        counts=tuple((verdict.value, number) for verdict, number in summary.counts),
        given_up_by_round=(by_round[0], by_round[1], by_round[2]),
        given_up_by_category=tuple((name, losses.get(name, 0.0)) for name in CATEGORIES),
        mistakes=tuple(MistakeCount(*key, count) for key, count in sorted(tally.items())),
        places=tuple(places[key] for key in sorted(places)),
    )
