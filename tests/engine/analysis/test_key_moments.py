"""The key moments: the three placements with the largest swing (points given up, or a
brilliant placement's gain over the expert's choice), in the order played; a loss within
the noise swings nothing."""

from __future__ import annotations

from dataclasses import replace

from dq_desktop.engine.analysis.key_moments import key_moments, swing
from dq_desktop.engine.analysis.review import PlacementReview, Verdict
from dq_desktop.engine.analysis.review_summary import summarize
from tests.engine.analysis.reviewed import reviewed


def placement(step: int, loss: float, verdict: Verdict = Verdict.MISTAKE,
              **changes: object) -> PlacementReview:
    base = reviewed()[1].placements[step]
    return replace(base, loss=loss, verdict=verdict, as_good_as=False, **changes)


def test_the_three_largest_swings_in_the_order_played() -> None:
    moments = key_moments([placement(0, 1.0), placement(1, 6.5, Verdict.BLUNDER),
                           placement(2, 0.0, Verdict.BEST), placement(3, 4.0),
                           placement(4, 2.0, Verdict.INACCURACY)])
    assert [p.step for p in moments] == [1, 3, 4]


def test_a_brilliant_placement_swings_by_its_gain_over_the_expert() -> None:
    brilliant = placement(5, 0.0, Verdict.BRILLIANT, expected_played=60.0,
                          expected_expert=55.1)
    assert swing(brilliant) == 4.9
    moments = key_moments([placement(0, 1.0), brilliant, placement(3, 2.0)], count=2)
    assert [p.step for p in moments] == [3, 5]


def test_a_loss_within_the_noise_is_no_key_moment() -> None:
    noisy = replace(placement(2, 3.0, Verdict.BEST), as_good_as=True)
    assert swing(noisy) == 0 and key_moments([noisy]) == ()


def test_the_summary_names_the_key_moments_of_a_review() -> None:
    _, review = reviewed()
    summary = summarize(review)
    assert len(summary.key_moments) == 3
    largest = sorted((swing(p) for p in review.placements), reverse=True)[:3]
    assert sorted((swing(review.placements[s]) for s in summary.key_moments),
                  reverse=True) == largest
