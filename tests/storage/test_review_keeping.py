"""What the record book keeps of a review: the summary's figures, its accuracy, and the
reasons of its inaccuracies, mistakes and blunders counted by round.

Rules checked: the counts, points given up (in all, by round, by category) and the
number of placements are the summary's; the accuracy is the engine's from the losses;
each reason of an inaccuracy, mistake or blunder is counted once under its round,
verdict, kind and category (a board reason under no category), and nothing else is.
"""

from __future__ import annotations

from collections import Counter

from dq_desktop.engine.analysis.accuracy import accuracy
from dq_desktop.engine.analysis.reasons import ReasonKind
from dq_desktop.engine.analysis.review_summary import summarize
from dq_desktop.engine.game import round_of_step
from dq_desktop.storage.review_entries import MISTAKES, NO_CATEGORY
from dq_desktop.storage.review_keeping import game_review_of
from tests.engine.analysis.reviewed import reviewed


def test_the_kept_figures_are_the_summarys() -> None:
    _, review = reviewed()
    summary = summarize(review)
    kept = game_review_of(0, review)
    assert kept.seat == 0 and kept.placements == len(review.placements) == 22
    assert kept.counts == tuple((verdict.value, count) for verdict, count in summary.counts)
    assert kept.given_up == summary.given_up
    assert kept.given_up_by_round == summary.given_up_by_round
    assert kept.given_up_by_category == summary.given_up_by_category
    assert kept.accuracy == accuracy(p.loss for p in review.placements)


def test_each_reason_of_a_mistake_is_counted_once_under_its_round() -> None:
    _, review = reviewed()
    expected: Counter[tuple[int, str, str, str]] = Counter()
    for placement in review.placements:
        if placement.verdict.value in MISTAKES:
            for reason in placement.reasons:
                category = (reason.category if reason.kind is ReasonKind.CATEGORY
                            else NO_CATEGORY)
                expected[(round_of_step(placement.step), placement.verdict.value,
                          reason.kind.value, category or NO_CATEGORY)] += 1
    kept = game_review_of(0, review)
    found = Counter({(m.round, m.verdict, m.kind, m.category): m.count for m in kept.mistakes})
    assert found == expected and sum(found.values()) > 0
    assert all(m.verdict in MISTAKES for m in kept.mistakes)


def test_each_reason_of_a_mistake_keeps_the_step_of_its_placement() -> None:
    _, review = reviewed()
    expected = {(placement.step, placement.verdict.value, reason.kind.value,
                 (reason.category if reason.kind is ReasonKind.CATEGORY else None)
                 or NO_CATEGORY)
                for placement in review.placements if placement.verdict.value in MISTAKES
                for reason in placement.reasons}
    kept = game_review_of(0, review)
    assert {(p.step, p.verdict, p.kind, p.category) for p in kept.places} == expected
    assert len(kept.places) == len(expected) > 0
