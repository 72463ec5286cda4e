"""One word per action in French: "retourner" is for position cards only (turned face
up); a tile is "tournée" (turned 180°), never "retournée" (which to a French player
means flipped over)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def french_texts() -> list[tuple[str, str]]:
    """(where, text) for every French text a player reads."""
    texts = [("rules.html", (ROOT / "resources/help/fr/rules.html").read_text(encoding="utf-8")),
             ("tutorial fr.json", (ROOT / "resources/tutorial/fr.json").read_text(encoding="utf-8"))]
    catalogue = ET.parse(ROOT / "i18n/dq_desktop_fr.ts").getroot()
    texts += [("catalogue", message.findtext("translation") or "")
              for message in catalogue.iter("message")]
    return texts


def sentences(text: str) -> list[str]:
    return re.split(r"(?<=[.!?;])\s+|\n\n|<p>|<li>", re.sub(r"\s+", " ", text))


def test_retourner_is_said_only_of_position_cards() -> None:
    wrong = [(where, sentence) for where, text in french_texts() for sentence in sentences(text)
             if re.search(r"retourn", sentence, re.IGNORECASE) and "carte" not in sentence]
    assert wrong == []


def test_a_turned_tile_is_tournee() -> None:
    texts = dict(french_texts())
    assert "Tourner une tuile (de 180°)" in texts["rules.html"]
