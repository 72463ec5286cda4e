"""The rules help says the assisted rule in each language, in the section on playing
alone: a hint or a take-back makes a game assisted, previews never do."""

from __future__ import annotations

import re

import pytest

from dq_desktop.ui.help.help_documents import HELP_LANGUAGES, rules_html

SAID = {
    "en": ("hint", "taking a tile back", "Placement previews never do",
           "Unaided so far · previews on"),
    "fr": ("conseil", "pose annulée", "L’aperçu des poses, lui, jamais",
           "Sans aide jusqu’ici · aperçu activé"),
    "de": ("Tipp", "zurückgenommenes Plättchen", "Die Vorschau beim Legen dagegen nie",
           "Bisher ohne Hilfe · Vorschau an"),
}


@pytest.mark.parametrize("language", HELP_LANGUAGES)
def test_the_section_on_playing_alone_says_the_assisted_rule(language: str) -> None:
    html = rules_html(language)
    section = html[html.index('name="solitaire"'):html.index('name="sancho"')]
    words = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", section)).replace("\u00a0", " ")
    for phrase in SAID[language]:
        assert phrase in words, (language, phrase)
