"""The review's sentence at a placement: an exact judgement (round 3 solved) says so and
gives no '±'; any other gives its noise and says what an expected final total is (the
futures played on as the expert plays); the hint's placement graded below best says it
was the expert's choice. In English, French and German."""

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


def test_a_sampled_judgement_gives_its_noise_and_says_what_plays_the_rest(language: str) -> None:
    review = losing()
    assert not review.exact and review.standard_error > 0
    text = sentence(review)
    assert "±" in text
    assert measure_note(replace(review, exact=True, standard_error=0.0)) not in text
    note = measure_note(review)
    assert text.endswith(note) and "100" in note
    assert {"en": "expert", "fr": "expert", "de": "Experte"}[language] in note
    assert measure_note(replace(review, futures=400)) != note  # the count is said


def test_a_noise_under_a_twentieth_is_never_shown_as_none(language: str) -> None:
    review = replace(losing(), standard_error=0.03)
    text = sentence(review)
    assert "± <0" in text and "± 0" not in text


def test_the_hints_placement_below_best_says_it_was_the_experts_choice(language: str) -> None:
    hint = judged(VIEW, EXPERT, EXPERT, playout(
        {EXPERT: [60, 61] * 50, RIVAL: [64, 63] * 50, PLAYED: [50] * 100}))
    assert hint.best == RIVAL and hint.played == hint.expert
    other = losing()
    said = {"en": "expert's choice", "fr": "choix de l’expert", "de": "Wahl des Experten"}
    assert said[language] in sentence(hint)
    assert said[language] not in sentence(other)


def test_an_exact_judgement_says_so_and_gives_no_noise(language: str) -> None:
    """Rule: '± 0.0' is never shown; a solved placement is said to be solved exactly."""
    review = replace(losing(), exact=True, standard_error=0.0)
    text = sentence(review)
    assert "±" not in text
    assert measure_note(review) and text.endswith(measure_note(review))
    best = replace(review, played=EXPERT, best=EXPERT, loss=0.0,
                   expected_played=review.expected_best)
    assert "±" not in sentence(best) and sentence(best).endswith(measure_note(review))


LABEL = {"en": "expected final total", "fr": "total final attendu", "de": "erwartete endsumme"}


def test_the_sentence_names_the_expected_final_total_once(language: str) -> None:
    """Rule: the note on what an expected total is does not repeat the verdict's label
    ("Expected final total: 65.6. Expected final total: the mean over …")."""
    mistake = losing()
    same = replace(mistake, played=EXPERT, best=EXPERT, loss=0.0,
                   expected_played=mistake.expected_expert)
    for review in (mistake, same):
        text = sentence(review).casefold()
        assert text.count(LABEL[language]) == 1, text
