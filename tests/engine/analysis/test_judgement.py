"""How a placement is judged from the candidates' play-out: best is the best found, the
shown figures add up, noise is never a worse verdict, and beating the expert is 'brilliant'."""

from __future__ import annotations

import pytest

from dq_desktop.engine.analysis.playout import Playout
from dq_desktop.engine.analysis.reasons import CATEGORIES, Reason, ReasonKind
from dq_desktop.engine.analysis.review import BRILLIANT_FLOOR, Verdict, judged
from dq_desktop.engine.game import Move
from dq_desktop.engine.view import PlayerView, view_of
from tests.engine.bots.games import new_game

VIEW: PlayerView = view_of(new_game(21, 1, sancho=False), 0)
PLAYED, EXPERT, RIVAL = VIEW.legal_moves[:3]


def playout(totals: dict[Move, list[int]],
            categories: dict[Move, dict[str, int]] | None = None) -> Playout:
    sums = {m: dict.fromkeys(CATEGORIES, 0) for m in totals}
    sums.update(categories or {})
    return Playout({m: tuple(t) for m, t in totals.items()}, sums)


def test_the_loss_is_the_difference_of_the_figures_shown() -> None:
    """60.36 against 63.04 is shown 60.4 against 63.0, and 2.6 given up (not 2.7)."""
    judgement = judged(VIEW, PLAYED, EXPERT, playout({
        PLAYED: [61] * 36 + [60] * 64, EXPERT: [64] * 4 + [63] * 96, RIVAL: [50] * 100}))
    assert (judgement.expected_played, judgement.expected_best, judgement.loss) == (
        60.4, 63.0, 2.6)
    assert judgement.best == EXPERT and judgement.verdict is Verdict.INACCURACY
    assert not judgement.exact and judgement.standard_error < 0.1


def test_a_rival_that_beats_the_experts_choice_is_best() -> None:
    judgement = judged(VIEW, PLAYED, EXPERT, playout({
        PLAYED: [60] * 10, EXPERT: [62] * 10, RIVAL: [69] * 10}))
    assert judgement.best == RIVAL and judgement.loss == 9.0
    assert judgement.verdict is Verdict.BLUNDER
    assert judgement.alternatives[0].move == RIVAL


def test_a_loss_within_twice_its_standard_error_is_as_good_as_the_best() -> None:
    """2.0 points given up would be an inaccuracy, but its standard error is 1.3."""
    played = [60] * 100
    expert = [76 if i % 2 else 48 for i in range(100)]
    judgement = judged(VIEW, PLAYED, EXPERT, playout({PLAYED: played, EXPERT: expert}))
    assert judgement.loss == 2.0 and 1.0 < judgement.standard_error < 1.5
    assert judgement.as_good_as and judgement.verdict is Verdict.BEST
    assert not judgement.exact


def test_the_same_loss_without_noise_keeps_its_verdict() -> None:
    judgement = judged(VIEW, PLAYED, EXPERT, playout({PLAYED: [60] * 100, EXPERT: [62] * 100}))
    assert judgement.standard_error == 0 and not judgement.as_good_as
    assert judgement.verdict is Verdict.INACCURACY


def test_beating_the_experts_choice_clearly_is_brilliant_with_its_reasons() -> None:
    judgement = judged(VIEW, PLAYED, EXPERT, playout(
        {PLAYED: [70] * 100, EXPERT: [68] * 100},
        {PLAYED: {**dict.fromkeys(CATEGORIES, 0), "castle4": 400},
         EXPERT: {**dict.fromkeys(CATEGORIES, 0), "castle4": 200}}))
    assert judgement.best == PLAYED and judgement.beats_expert
    assert judgement.verdict is Verdict.BRILLIANT and judgement.loss == 0
    assert Reason(ReasonKind.CATEGORY, category="castle4", points=2.0) in judgement.reasons


def test_beating_the_expert_within_the_noise_is_only_best() -> None:
    expert = [80 if i % 2 else 56 for i in range(100)]
    judgement = judged(VIEW, PLAYED, EXPERT, playout({PLAYED: [69] * 100, EXPERT: expert}))
    assert judgement.best == PLAYED and not judgement.beats_expert
    assert judgement.verdict is Verdict.BEST and judgement.reasons == ()


@pytest.mark.parametrize("tenths", [1, 2, 10, 14])
def test_a_gain_under_the_floor_is_only_best_even_without_noise(tenths: int) -> None:
    """Rule: brilliant needs a gain of at least 1.5 points (the width of 'good') on the
    expert's choice; a gain of 0.1 that clears the noise (over futures that hardly differ,
    as when every future is played out) is no find."""
    played = [70 + tenths // 10 + (i % 10 < tenths % 10) for i in range(100)]
    judgement = judged(VIEW, PLAYED, EXPERT, playout({PLAYED: played, EXPERT: [70] * 100}))
    assert judgement.best == PLAYED
    assert 2 * judgement.standard_error < tenths / 10  # clear of the noise
    assert judgement.expected_played - judgement.expected_expert == pytest.approx(tenths / 10)
    assert judgement.verdict is Verdict.BEST and not judgement.beats_expert
    assert judgement.reasons == ()


def test_a_gain_at_the_floor_and_clear_of_the_noise_is_brilliant() -> None:
    assert BRILLIANT_FLOOR == 1.5
    judgement = judged(VIEW, PLAYED, EXPERT, playout({PLAYED: [71] * 3 + [72] * 3 + [70] * 4,
                                                      EXPERT: [70] * 10}))
    assert judgement.expected_played - judgement.expected_expert == pytest.approx(0.9)
    assert judgement.verdict is Verdict.BEST
    judgement = judged(VIEW, PLAYED, EXPERT, playout({PLAYED: [72] * 5 + [71] * 5,
                                                      EXPERT: [70] * 10}))
    assert judgement.expected_played - judgement.expected_expert == pytest.approx(1.5)
    assert judgement.verdict is Verdict.BRILLIANT and judgement.beats_expert


def test_a_gain_over_the_floor_inside_the_noise_is_only_best() -> None:
    """2 points gained, but with a standard error of 1.4: not clear of twice the noise."""
    expert = [84 if i % 2 else 56 for i in range(100)]
    judgement = judged(VIEW, PLAYED, EXPERT, playout({PLAYED: [72] * 100, EXPERT: expert}))
    assert judgement.expected_played - judgement.expected_expert == pytest.approx(2.0)
    assert judgement.verdict is Verdict.BEST and not judgement.beats_expert


def test_playing_the_experts_choice_is_never_brilliant() -> None:
    judgement = judged(VIEW, EXPERT, EXPERT, playout({EXPERT: [70] * 5, RIVAL: [60] * 5}))
    assert judgement.verdict is Verdict.BEST and not judgement.beats_expert
