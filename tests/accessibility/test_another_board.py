"""Another player's board, reached and read by keys alone through AT-SPI, in three
languages: in a game against the computer, Tab reaches his board (named with his total
and whether he has placed), its fields read as the large board's, and the arrows walk
to the tile he has just placed, read with its roads (``atspi_scenarios.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.accessibility.bus import AccessibilityBus
from tests.accessibility.scenario import run_scenario

AGAINST_BEN = [{"kind": "human", "colour": 0}, {"name": "Ben", "kind": "greedy", "colour": 1}]


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_a_blind_player_reads_another_players_board_by_keys(
    bus: AccessibilityBus, tmp_path: Path, language: str
) -> None:
    run_scenario(bus, tmp_path, "another-board", language, default_players=AGAINST_BEN)
