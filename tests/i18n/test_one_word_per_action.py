"""One word per action in French: "retourner" is for position cards only (turned face
up); a tile is "tournée" (turned 180°), never "retournée" (which to a French player
means flipped over)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def texts_in(language: str) -> list[tuple[str, str]]:
    """(where, text) for every text a player reads in ``language``."""
    help_page = ROOT / "resources" / "help" / language / "rules.html"
    guide = ROOT / "resources" / "tutorial" / f"{language}.json"
    texts = [(help_page.name, help_page.read_text(encoding="utf-8")),
             (guide.name, guide.read_text(encoding="utf-8"))]
    catalogue = ET.parse(ROOT / "i18n" / f"dq_desktop_{language}.ts").getroot()
    for message in catalogue.iter("message"):
        translation = message.find("translation")
        forms = [] if translation is None else list(translation.iter("numerusform"))
        texts += [("catalogue", form.text or "") for form in forms] or \
            [("catalogue", message.findtext("translation") or "")]
    return texts


def french_texts() -> list[tuple[str, str]]:
    """(where, text) for every French text a player reads."""
    return texts_in("fr")


def sentences(text: str) -> list[str]:
    return re.split(r"(?<=[.!?;])\s+|\n\n|<p>|<li>", re.sub(r"\s+", " ", text))


def test_retourner_is_said_only_of_position_cards() -> None:
    wrong = [(where, sentence) for where, text in french_texts() for sentence in sentences(text)
             if re.search(r"retourn", sentence, re.IGNORECASE) and "carte" not in sentence]
    assert wrong == []


def test_a_turned_tile_is_tournee() -> None:
    texts = dict(french_texts())
    assert "Tourner une tuile (de 180°)" in texts["rules.html"]


def german_texts() -> list[tuple[str, str]]:
    return texts_in("de")


def test_one_name_for_the_record_book_in_each_language() -> None:
    """French "Registre des parties", German "Spielarchiv" — not "Palmarès" or
    "Statistik" as well."""
    assert not [where for where, text in french_texts() if "Palmarès" in text]
    assert not [where for where, text in german_texts() if "Statistik" in text]


def test_taking_back_a_tile_is_not_said_like_resuming_a_game() -> None:
    """French "reprendre" names resuming a saved game; taking back a tile is "annuler"."""
    catalogue = ET.parse(ROOT / "i18n/dq_desktop_fr.ts").getroot()
    take_back = next(m.findtext("translation") or "" for m in catalogue.iter("message")
                     if m.findtext("source") == "&Take back")
    assert "annuler" in take_back.replace("&", "").lower()
    assert not [text for _, text in french_texts() if re.search(r"\breprise\b", text)]


SCORING_HELPER = {"en": "scoring helper", "fr": "aide au décompte", "de": "Wertungshilfe"}


def test_the_scoring_helper_carries_on_screen_the_name_the_texts_use() -> None:
    """The help and the guided game send the reader to "the scoring helper"; the panel's
    heading says those very words, in each language."""
    for language, name in SCORING_HELPER.items():
        catalogue = ET.parse(ROOT / "i18n" / f"dq_desktop_{language}.ts").getroot()
        heading = next(m.findtext("translation") or "" for m in catalogue.iter("message")
                       if m.findtext("source") == "Scoring helper")
        assert heading.lower() == name.lower(), language
        texts = dict(texts_in(language))
        assert name in texts["rules.html"] and name in texts[f"{language}.json"], language


def test_symbols_are_connected_as_the_english_rulebook_says_not_joined() -> None:
    """The English rulebook's word is "connected"; roads of two tiles "meet"."""
    wrong = [(where, sentence) for where, text in texts_in("en") for sentence in sentences(text)
             if re.search(r"\bjoin(s|ed|ing)?\b", sentence, re.IGNORECASE)
             and "board:roads-join" not in sentence]
    assert wrong == []


def test_the_player_is_addressed_as_vous_and_sie_throughout() -> None:
    """The register of the published editions: French "vous", German "Sie"."""
    french = [(where, sentence) for where, text in french_texts() for sentence in sentences(text)
              if re.search(r"\b(tu|toi|ton|tes)\b", sentence, re.IGNORECASE)]
    german = [(where, sentence) for where, text in german_texts() for sentence in sentences(text)
              if re.search(r"\b(du|dein\w*|dir|dich)\b|\bZeig\b", sentence)]
    assert french == [] and german == []


def test_the_french_solitaire_marks_are_the_french_editions() -> None:
    """"Plus de 70 points … très bon …, 85 points … fantastique, … 100 points … extrêmement
    rares": the bands read as the French edition rates them."""
    catalogue = ET.parse(ROOT / "i18n/dq_desktop_fr.ts").getroot()
    words = {m.findtext("source"): m.findtext("translation") for m in catalogue.iter("message")
             if m.findtext("source") in ("very good", "rare", "incredible")}
    assert words == {"very good": "très bon", "rare": "fantastique",
                     "incredible": "extrêmement rare"}


def test_revealing_and_turning_are_two_words_in_english_and_german() -> None:
    """A position card or a tile is "revealed" ("aufgedeckt"); a tile is "turned" by 180°
    ("gedreht") — never "turned over" or "umgedreht", which would mix the two."""
    english = [(where, sentence) for where, text in texts_in("en") for sentence in sentences(text)
               if re.search(r"\bturn(s|ed)? over\b", sentence, re.IGNORECASE)]
    german = [(where, sentence) for where, text in german_texts() for sentence in sentences(text)
              if re.search(r"umgedreht|umdreh|\bwenden\b|gewendet", sentence, re.IGNORECASE)]
    assert english == [] and german == []


def test_plural_forms_are_read_too() -> None:
    """The checks above also see the plural forms of a counted message."""
    assert any("%n" in text for where, text in texts_in("fr") if where == "catalogue")


def test_the_edge_of_the_principality_is_its_border_in_french_and_edge_fields_in_german() -> None:
    """French says "au bord de la principauté" as the rulebook's "frontières" suggests, never
    "anneau extérieur"; German says "Randfeld", never "äußerer Ring"."""
    french = [(where, sentence) for where, text in french_texts() for sentence in sentences(text)
              if re.search(r"anneau", sentence, re.IGNORECASE)]
    german = [(where, sentence) for where, text in german_texts() for sentence in sentences(text)
              if re.search(r"äußer\w* Ring", sentence, re.IGNORECASE)]
    assert french == [] and german == []
    assert "bord de la principauté" in dict(french_texts())["rules.html"]
    assert "Randfeld" in dict(german_texts())["rules.html"]


def test_german_counts_shields_in_schildpunkte() -> None:
    """A knight's value is counted in "Schildpunkte", as the German table and the defence
    example say; "Schilde" (the shields themselves) never stands for a number of points."""
    wrong = [(where, sentence) for where, text in german_texts() for sentence in sentences(text)
             if re.search(r"\bSchilde[ns]?\b", sentence)]
    assert wrong == []


def test_roads_are_chemins_and_wege_and_the_game_is_don_quichotte_in_french() -> None:
    """The editions' words: French "chemin" (never "route"), German "Weg" (never
    "Straße"); the French edition is "Don Quichotte" (the original title only where the
    About text names it as such)."""
    french = [(where, sentence) for where, text in french_texts() for sentence in sentences(text)
              if re.search(r"\broutes?\b", sentence)
              or ("Don Quixote" in sentence and "Don Quichotte" not in sentence)]
    german = [(where, sentence) for where, text in german_texts() for sentence in sentences(text)
              if re.search(r"Straße", sentence)]
    assert french == [] and german == []
