"""A tile tried at a reviewed field is judged as the review judged the placement made: the
same futures, the same best and expert's choice, so the figures the review showed come back
unchanged and the loss of the try is measured from the review's best."""

from __future__ import annotations

import math
import statistics
from typing import Any

import pytest

from dq_desktop.engine.analysis import trial
from dq_desktop.engine.analysis.exact_measure import SOLVE_BUDGET, solve_exactly
from dq_desktop.engine.analysis.playout import Playout
from dq_desktop.engine.analysis.review import (
    PlacementReview,
    Verdict,
    judged,
    tenths,
    verdict_of,
)
from dq_desktop.engine.analysis.trial import try_placement
from dq_desktop.engine.bots.expert import expert_playouts
from dq_desktop.engine.bots.playouts import Playouts
from dq_desktop.engine.game import Move
from dq_desktop.engine.view import PlayerView
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


def _new_tile_at_a_played_out_field() -> tuple[PlayerView, Move, PlacementReview]:
    """A placement judged by play-outs and a tile the review did not play out there."""
    game, review = reviewed()
    views = views_of(game)
    for placement in review.placements:
        if placement.exact or not isinstance(placement.measure, Playout):
            continue
        view = views[placement.step]
        new = [m for m in view.legal_moves if m not in placement.measure.totals]
        if new and placement.futures > 3:
            return view, new[0], placement
    raise AssertionError("no field with a tile new to the review")


def test_a_new_tile_is_the_only_one_played_out(monkeypatch: pytest.MonkeyPatch) -> None:
    """The review keeps its candidates' points future by future: a try plays out the tile
    tried alone, never the best, the expert's choice or the rival again."""
    view, new, placement = _new_tile_at_a_played_out_field()
    made: list[Playouts] = []

    def kept(*args: Any, **kwargs: Any) -> Playouts:
        made.append(expert_playouts(*args, **kwargs))
        return made[-1]

    # The play-outs the try makes, read afterwards (the compiled build's Playouts cannot
    # be spied on method by method: its own calls do not go through the class).
    monkeypatch.setattr(trial, "expert_playouts", kept)
    tried = try_placement(view, new, placement)
    played = {move for playouts in made for move, totals in playouts.totals.items() if totals}
    assert played == {new}
    assert len(made[0].totals[new]) == placement.futures == tried.futures
    assert tried.expected_expert == placement.expected_expert


def test_a_new_tile_is_measured_on_at_most_try_futures_against_the_best(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the review took more futures than ``TRY_FUTURES``, the tile tried is played on
    that many: the best keeps the review's figure, the try's is the best's less its paired
    shortfall on those futures, and its ± is that shortfall's standard error."""
    view, new, placement = _new_tile_at_a_played_out_field()
    cap = placement.futures - 2
    monkeypatch.setattr(trial, "TRY_FUTURES", cap)
    tried = try_placement(view, new, placement)
    playouts = expert_playouts(view)
    for move in (new, placement.best):
        playouts.play_to(move, cap)
    shortfall = [b - t for b, t in zip(playouts.totals[placement.best][:cap],
                                       playouts.totals[new][:cap], strict=True)]
    scored = sum(score.total for score in view.scores)
    assert placement.measure is not None
    best_mean = placement.measure.mean(placement.best)
    assert tried.futures == cap
    assert tried.expected_played == tenths(scored + best_mean - statistics.fmean(shortfall)) / 10
    if tried.best == placement.best:
        assert tried.expected_best == placement.expected_best
        assert tried.standard_error == round(statistics.stdev(shortfall) / math.sqrt(cap), 2)


def test_a_try_in_round_3_takes_the_reviews_solve(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the review solved round 3, a try is judged from the values it kept (no second
    solve), and gives what a solve of its own gives."""
    game, review = reviewed()
    views = views_of(game)
    placement = next(p for p in review.placements if p.exact and p.futures > 2)
    view = views[placement.step]
    fresh = {m: judged(view, m, placement.expert, solve_exactly(view, SOLVE_BUDGET))
             for m in view.legal_moves}

    def no_solve(*_: object) -> None:
        raise AssertionError("solved again")

    monkeypatch.setattr(trial, "solve_exactly", no_solve)
    for move, expected in fresh.items():
        assert try_placement(view, move, placement) == expected
