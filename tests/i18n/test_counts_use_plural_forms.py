"""Every count a player reads takes its proper form: "1 point", "2 points", "une partie",
"1 Punkt". A message that puts a whole number before a counted noun must be a plural
message (Qt's ``%n``), so each language chooses its form; and a French plural form never
says "que %n" or lets a zero read "0 partie" (zero has a message of its own)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

NOUNS = (r"points?|games?|shields?|shield points|knights?|church(?:es)?|windmills?|tiles?|"
         r"fields?|placements?|rounds?|futures?|seconds?|minutes?|mistakes?|blunders?|"
         r"players?|files?|workers?|deals?|groups?")
COUNT_BEFORE_NOUN = re.compile(rf"%[1-9](?: more| other| of %[1-9])? (?:{NOUNS})\b")

# Figures with decimals: Qt's plural forms count whole numbers, so these keep one form
# (the plural, which all three languages accept for a decimal figure such as 2,5).
DECIMAL_FIGURES = frozenset({
    "%1 points below the best placement found, shown on the field: %2 (expected final "
    "total %3 against %4).",
    "Field %1 (%2): %3, %4 points given up",
    "Expected final total %1 against %2: %3 points given up (± %4), %5.",
    "Expected final total %1 against %2: %3 points given up, %4.",  # solved exactly: no ±
    "Expected final total %1 against %2: %3 points given up (± %4), within the noise: as good "
    "as (≈) %5.",
    "Not yet: %1 points below the best placement found.",
    "%1 on %2: %3, %4 points given up.",
    "%1 · yours, %2: %3, %4 points given up.",
    "%1 · yours, %2: brilliant (!), %3 points more than the expert's choice.",
    "Field %1 (%2): brilliant (!), %3 points more than the expert's choice",
    "The best found on %1, %2: %3 points more than yours.",
    "The expert's choice on %1, %2: %3 points less than yours.",
    "The expert's choice on %1, %2: %3 points more than yours.",
})


def messages(language: str) -> list[ET.Element]:
    root = ET.parse(ROOT / "i18n" / f"dq_desktop_{language}.ts").getroot()
    return list(root.iter("message"))


def test_a_whole_number_before_a_counted_noun_is_a_plural_message() -> None:
    wrong = sorted({m.findtext("source") or "" for m in messages("en")
                    if m.get("numerus") != "yes"
                    and COUNT_BEFORE_NOUN.search(m.findtext("source") or "")
                    and (m.findtext("source") or "") not in DECIMAL_FIGURES})
    assert wrong == []


def test_the_check_finds_a_count_without_plural_forms() -> None:
    """The pattern above is not blind: it finds the counts it is meant to find."""
    assert COUNT_BEFORE_NOUN.search("This group is worth %1 points")
    assert COUNT_BEFORE_NOUN.search("%1 of %2 shields")
    assert not COUNT_BEFORE_NOUN.search("Field %1 of 22")


def test_every_plural_message_has_its_forms_in_each_language() -> None:
    expected = {"en": 2, "fr": 2, "de": 2}
    for language, forms in expected.items():
        for message in messages(language):
            if message.get("numerus") == "yes":
                found = [f.text or "" for f in message.iter("numerusform")]
                assert len(found) == forms and all(found), (language, message.findtext("source"))


def test_french_never_says_que_followed_by_a_count() -> None:
    """"ne … que 1 partie" reads wrong; "qu'une partie" cannot hold a %n."""
    wrong = [f.text for m in messages("fr") for f in m.iter("numerusform")
             if re.search(r"\bque %n\b", f.text or "")]
    assert wrong == []


def test_zero_games_read_as_none_in_french() -> None:
    """"0 partie au-delà de 100" is no French: zero has its message, "aucune partie"."""
    zero = next(m.findtext("translation") for m in messages("fr")
                if m.findtext("source") == "no game over %1")
    assert zero is not None and zero.startswith("aucune partie")
