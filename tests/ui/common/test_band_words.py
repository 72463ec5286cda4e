"""The rulebook's marks in words. The English rulebook says "over 70 … over 85 … over
100"; the French one "plus de 70 … 85 points … dès 100 points" (100 included); the German
help "mehr als". Rules checked: one rule in every language, a total strictly over the
threshold (71, 86, 101), and every language's words say that rule: the French window
names each mark as the French rulebook does and says "plus de 100", never "dès 100",
which would promise 100 a mark it does not get."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from dq_desktop.storage.record_stats import Band, band_of
from dq_desktop.ui.common.band_words import band_rule
from dq_desktop.ui.common.language import LanguageSwitcher

ROOT = Path(__file__).resolve().parents[3]
RULES = {
    "en": ("over 70: very good", "over 85: rare", "over 100: incredible"),
    "fr": ("plus de 70\u00a0: très bon", "plus de 85\u00a0: fantastique",
           "plus de 100\u00a0: extrêmement rare"),
    "de": ("über 70: sehr gut", "über 85: selten", "über 100: unglaublich"),
}


@pytest.fixture
def switcher(qapp: QApplication) -> Iterator[LanguageSwitcher]:
    languages = LanguageSwitcher()
    yield languages
    languages.reset()


def test_a_mark_is_earned_strictly_over_its_threshold_in_every_language() -> None:
    assert [band_of(total) for total in (70, 71, 85, 86, 100, 101)] == [
        None, Band.VERY_GOOD, Band.VERY_GOOD, Band.RARE, Band.RARE, Band.INCREDIBLE]


@pytest.mark.parametrize("language", sorted(RULES))
def test_each_languages_words_say_the_one_rule_strictly_over(
    switcher: LanguageSwitcher, language: str,
) -> None:
    switcher.apply(language)
    assert tuple(band_rule(band) for band in Band) == RULES[language]


def test_no_french_text_says_a_mark_starts_at_its_threshold() -> None:
    """"dès 100" (from 100 on) would contradict the rule applied: no French text of the
    program words a mark so (the catalogue, the rules, the guided game)."""
    texts = [ROOT / "i18n/dq_desktop_fr.ts", *sorted((ROOT / "resources/help/fr").glob("*")),
             ROOT / "resources/tutorial/fr.json"]
    found = [(path.name, match.group(0)) for path in texts if path.is_file()
             for match in re.finditer(r"(dès|à partir de)(\s|&#xa0;)+(70|85|100)\b",
                                      path.read_text(encoding="utf-8"))]
    assert found == []
