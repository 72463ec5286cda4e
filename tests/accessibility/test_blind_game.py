"""A whole solitaire game and its review, played through AT-SPI alone, in three languages.

The application runs as installed, on Xvfb, with Qt's accessibility bridge on; a
separate client (``atspi_player.py``, the system Python with pyatspi) reads only what
the accessibility bus offers and presses keys. It takes every decision from what it
read (the field to fill from the board's description, the tiles from the hand's items)
and checks, after each action, the announcements it must bring: the placement and the
helper's change, a refusal and why, the hint, each round's scoring, the next field,
the final standings with the band and personal best, and in the review each
placement's verdict and reasons. The hand names each tile with its roads as it would
lie, so that the 22 road tiles read as 22 different names. In the New Game dialog, at
the start, at a round's end, at the standings and in the review it writes the
accessible tree, and fails on a focusable object without a name.

Set DQ_DESKTOP_A11Y_DOCS=1 to write the English trees into ``docs/accessibility/``.
"""

from __future__ import annotations

import json
import os
from itertools import pairwise
from pathlib import Path

import pytest

from tests.accessibility.bus import AccessibilityBus

ROOT = Path(__file__).resolve().parents[2]
CLIENT_PATIENCE_S = 900.0
"""The whole game and review; reached only when something hangs."""


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_a_blind_player_plays_a_game_and_its_review_through_the_accessibility_bus(
    bus: AccessibilityBus, tmp_path: Path, language: str
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "settings.json").write_text(json.dumps(
        {"format": "dq-settings/1", "language": language, "animation_speed": "off",
         "guided_offered": True,
         "aids": True}), encoding="utf-8")
    bus.start_app(data, tmp_path / "app.log")
    dumps = (ROOT / "docs" / "accessibility" if language == "en"
             and os.environ.get("DQ_DESKTOP_A11Y_DOCS") else tmp_path / "trees")
    transcript = tmp_path / "transcript.json"
    played = bus.run_client([language, str(transcript), "--dump-dir", str(dumps)],
                            timeout=CLIENT_PATIENCE_S)
    log = (tmp_path / "app.log").read_text(encoding="utf-8", errors="replace")
    assert played.returncode == 0, (
        f"{played.stderr}\n--- client output ---\n{played.stdout}\n--- application ---\n"
        f"{log[-3000:]}\n--- transcript: {transcript}")
    told = json.loads(transcript.read_text(encoding="utf-8"))
    heard = told["heard"][told["game_from"]:]  # the game played, not the one dealt at start
    assert all(a != b for a, b in pairwise(heard)), "an announcement was said twice"
    # Every tile of the classic set is told apart in the hand by its symbols and roads.
    assert len(told["tiles"]) == 22, told["tiles"]
    assert {path.stem for path in dumps.glob("*.txt")} == {"new-game", "start", "round-end",
                                                             "standings", "review", "records"}
