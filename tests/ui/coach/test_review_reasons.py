"""The review's reasons in words: every reason the engine states becomes a sentence that
names its field and its numbers, in English, French and German."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from pytestqt.qtbot import QtBot

from dq_desktop.engine.analysis.reasons import Reason, ReasonKind
from dq_desktop.engine.analysis.review import Verdict, judged
from dq_desktop.engine.fields import Field
from dq_desktop.engine.tiles import TileId
from dq_desktop.ui.coach.review_reasons import fact_sentence, why
from dq_desktop.ui.coach.review_words import verdict_name
from dq_desktop.ui.common.language import LanguageSwitcher
from tests.engine.analysis.test_judgement import EXPERT, PLAYED, VIEW, playout

FACTS = [
    (Reason(ReasonKind.GATE_CLOSED, castle=4, field=Field.parse("C2")), ["C2"]),
    (Reason(ReasonKind.KNIGHT_CUT_OFF, field=Field.parse("D2"), shields=3), ["D2", "3"]),
    (Reason(ReasonKind.ROAD_ENDS_WASTED, field=Field.parse("A1"), ends=4, usable=1),
     ["A1", "4", "1"]),
    (Reason(ReasonKind.SET_ASIDE_WASTED, tile=TileId("k3a")), []),
]


@pytest.fixture(params=["en", "fr", "de"])
def language(qtbot: QtBot, request: pytest.FixtureRequest) -> Iterator[str]:
    switcher = LanguageSwitcher()
    switcher.apply(request.param)
    yield request.param
    switcher.reset()


@pytest.mark.parametrize(("reason", "named"), FACTS)
def test_each_fact_has_a_sentence_with_its_numbers(
    language: str, reason: Reason, named: list[str]
) -> None:
    sentence = fact_sentence(reason, VIEW.tileset)
    assert sentence and all(word in sentence for word in named), (language, sentence)


def test_a_mistake_says_what_yours_does_and_what_the_best_gains(language: str) -> None:
    mistake = replace(
        judged(VIEW, PLAYED, EXPERT, playout({PLAYED: [60] * 5, EXPERT: [66] * 5})),
        reasons=(FACTS[0][0], Reason(ReasonKind.CATEGORY, category="castle4", points=6.0)))
    assert mistake.verdict is Verdict.BLUNDER
    text = why(mistake, VIEW.tileset)
    assert "C2" in text and ("+6.0" in text or "+6,0" in text), text
    expected = {"en": "with yours", "fr": "avec la vôtre", "de": "mit Ihrem Plättchen"}
    assert expected[language] in text


def test_a_brilliant_placement_speaks_of_the_experts_choice(language: str) -> None:
    brilliant = replace(
        judged(VIEW, PLAYED, EXPERT, playout({PLAYED: [70] * 5, EXPERT: [66] * 5})),
        reasons=(FACTS[1][0],))
    assert brilliant.verdict is Verdict.BRILLIANT
    expected = {"en": "expert's choice", "fr": "choix de l’expert", "de": "Wahl des Experten"}
    assert expected[language] in why(brilliant, VIEW.tileset)
    assert "!" in verdict_name(Verdict.BRILLIANT)


def test_no_reasons_no_words() -> None:
    plain = judged(VIEW, PLAYED, EXPERT, playout({PLAYED: [60] * 5, EXPERT: [60] * 5}))
    assert plain.reasons == () and why(plain, VIEW.tileset) == ""
