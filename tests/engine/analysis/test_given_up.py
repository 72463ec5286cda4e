"""Where the points went: a placement's loss split by category adds up to the loss and
follows the gains; a game's points given up split by round and by category add up to the
points given up in all."""

from __future__ import annotations

import pytest

from dq_desktop.engine.analysis.given_up import split_loss
from dq_desktop.engine.analysis.reasons import CATEGORIES
from dq_desktop.engine.analysis.review_summary import summarize
from tests.engine.analysis.reviewed import reviewed


def tenths(pairs: tuple[tuple[str, float], ...]) -> int:
    return sum(round(value * 10) for _, value in pairs)


def test_a_loss_split_by_category_adds_up_to_the_loss_shown() -> None:
    """Gains of 2.04, 1.04 and -0.5 (2.58 in all) split a shown loss of 2.7: the two tenths
    the rounding lacks go where it took most (the earlier category on a tie)."""
    split = split_loss({"castle6": 2.04, "churches": 1.04, "knights": -0.5}, 2.7)
    assert [key for key, _ in split] == list(CATEGORIES)
    assert tenths(split) == 27
    assert dict(split) == {"castle6": 2.1, "castle4": 0.0, "churches": 1.1, "windmills": 0.0,
                           "defense": 0.0, "knights": -0.5}


def test_the_split_keeps_each_gain_to_its_tenth_when_nothing_is_left_over() -> None:
    split = split_loss({"castle6": 4.5, "churches": -1.3, "knights": -0.4}, 2.8)
    assert dict(split) == {"castle6": 4.5, "castle4": 0.0, "churches": -1.3, "windmills": 0.0,
                           "defense": 0.0, "knights": -0.4}


def test_nothing_given_up_or_no_category_moved_splits_into_nothing() -> None:
    assert split_loss({"castle6": 1.0}, 0.0) == ()
    assert split_loss(dict.fromkeys(CATEGORIES, 0.0), 1.5) == ()


def test_every_placement_of_a_review_splits_its_loss_exactly() -> None:
    _, review = reviewed()
    losing = [p for p in review.placements if p.loss > 0]
    assert losing, "André gave points up"
    for placement in losing:
        assert tenths(placement.given_up_by_category) == round(placement.loss * 10)
    assert all(p.given_up_by_category == () for p in review.placements if p.loss == 0)


def test_a_games_points_given_up_by_round_and_by_category_add_up_to_the_total() -> None:
    _, review = reviewed()
    summary = summarize(review)
    assert len(summary.given_up_by_round) == 3
    assert sum(summary.given_up_by_round) == pytest.approx(summary.given_up, abs=0.05)
    assert [key for key, _ in summary.given_up_by_category] == list(CATEGORIES)
    assert sum(v for _, v in summary.given_up_by_category) == pytest.approx(summary.given_up,
                                                                            abs=0.05)
    first_round = [p for p in review.placements if p.step < 9]
    assert summary.given_up_by_round[0] == pytest.approx(sum(p.loss for p in first_round))
