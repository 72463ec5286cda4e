"""The guided first game, followed through AT-SPI in three languages: its introduction
is heard with the focus on Begin, Begin gives the focus to the hand and the first step
is heard, Show me says the tile (with its roads) and where it goes, and a placement is
followed by the next step (``atspi_scenarios.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.accessibility.bus import AccessibilityBus
from tests.accessibility.scenario import run_scenario


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_a_blind_player_follows_the_guided_game(
    bus: AccessibilityBus, tmp_path: Path, language: str
) -> None:
    run_scenario(bus, tmp_path, "guided", language)
