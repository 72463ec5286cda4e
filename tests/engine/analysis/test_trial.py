"""A tile tried at a reviewed field is judged as the review judged the placement made: the
same futures, the same best and expert's choice, so the figures the review showed come back
unchanged and the loss of the try is measured from the review's best."""

from __future__ import annotations

import pytest

from dq_desktop.engine.analysis.review import Verdict, verdict_of
from dq_desktop.engine.analysis.trial import try_placement
from dq_desktop.engine.game import Move
from tests.engine.analysis.reviewed import reviewed, views_of


def test_trying_the_placement_made_gives_the_reviews_own_judgement() -> None:
    game, review = reviewed()
    views = views_of(game)
    for placement in review.placements[::4]:
        view = views[placement.step]
        tried = try_placement(view, placement.played, placement)
        assert (tried.expected_played, tried.expected_best, tried.loss, tried.verdict,
                tried.best, tried.standard_error) == (
            placement.expected_played, placement.expected_best, placement.loss,
            placement.verdict, placement.best, placement.standard_error)


def test_trying_the_best_found_gives_nothing_up_and_its_figure() -> None:
    game, review = reviewed()
    placement = next(p for p in review.placements if p.loss > 1)
    view = views_of(game)[placement.step]
    tried = try_placement(view, placement.best, placement)
    assert tried.loss == 0 and tried.expected_played == placement.expected_best
    assert tried.verdict in (Verdict.BEST, Verdict.BRILLIANT)


def test_any_other_tile_is_measured_from_the_reviews_best() -> None:
    game, review = reviewed()
    placement = next(p for p in review.placements if p.loss > 1)
    view = views_of(game)[placement.step]
    others = [m for m in view.legal_moves
              if m not in (placement.played, placement.best, placement.expert)]
    assert others
    for move in others[:4]:
        tried = try_placement(view, move, placement)
        if tried.best == move:  # it beats the review's best
            assert tried.expected_played >= placement.expected_best and tried.loss == 0
        else:
            assert tried.best == placement.best
            assert tried.expected_best == placement.expected_best
            assert tried.loss == round(placement.expected_best - tried.expected_played, 1)
            if not tried.as_good_as:
                assert tried.verdict is verdict_of(tried.loss)


def test_a_tile_that_cannot_go_there_is_refused() -> None:
    game, review = reviewed()
    placement = review.placements[0]
    view = views_of(game)[0]
    illegal = Move("c1", False)
    assert illegal not in view.legal_moves
    with pytest.raises(ValueError, match="not a legal placement"):
        try_placement(view, illegal, placement)
