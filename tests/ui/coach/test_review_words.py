"""The review's sentence at a placement: an exact judgement (round 3 solved) says so and
gives no '±'; any other gives its noise, in English, French and German."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from pytestqt.qtbot import QtBot

from dq_desktop.engine.analysis.review import PlacementReview, judged
from dq_desktop.ui.coach.review_words import measure_note, placement_sentence
from dq_desktop.ui.common.language import LanguageSwitcher
from tests.engine.analysis.test_judgement import EXPERT, PLAYED, RIVAL, VIEW, playout


@pytest.fixture(params=["en", "fr", "de"])
def language(qtbot: QtBot, request: pytest.FixtureRequest) -> Iterator[str]:
    switcher = LanguageSwitcher()
    switcher.apply(request.param)
    yield request.param
    switcher.reset()


def sentence(review: PlacementReview) -> str:
    return placement_sentence(VIEW.board, review, VIEW.tileset, VIEW.round)


def losing() -> PlacementReview:
    """A mistake against the expert's choice, over futures that disagree (a noise)."""
    return judged(VIEW, PLAYED, EXPERT, playout(
        {PLAYED: [60, 61] * 50, EXPERT: [64, 63] * 50, RIVAL: [50] * 100}))


def test_a_sampled_judgement_gives_its_noise_and_is_not_called_exact(language: str) -> None:
    review = losing()
    assert not review.exact and review.standard_error > 0
    text = sentence(review)
    assert "±" in text
    assert measure_note(replace(review, exact=True, standard_error=0.0)) not in text


def test_an_exact_judgement_says_so_and_gives_no_noise(language: str) -> None:
    """Rule: '± 0.0' is never shown; a solved placement is said to be solved exactly."""
    review = replace(losing(), exact=True, standard_error=0.0)
    text = sentence(review)
    assert "±" not in text
    assert measure_note(review) and text.endswith(measure_note(review))
    best = replace(review, played=EXPERT, best=EXPERT, loss=0.0,
                   expected_played=review.expected_best)
    assert "±" not in sentence(best) and sentence(best).endswith(measure_note(review))
