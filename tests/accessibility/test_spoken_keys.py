"""The keys a screen-reader player expects, through AT-SPI in three languages: L says
the last sentence again, F the field to fill, S the score as the helper counts it, T
the tiles in hand by the number that picks each; none moves the focus
(``atspi_scenarios.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.accessibility.bus import AccessibilityBus
from tests.accessibility.scenario import run_scenario


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_the_keys_say_the_field_the_score_the_tiles_and_the_last_sentence(
    bus: AccessibilityBus, tmp_path: Path, language: str
) -> None:
    run_scenario(bus, tmp_path, "keys", language)
