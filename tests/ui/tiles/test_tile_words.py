"""A tile in words: every tile of the classic set is told apart from every other by
its symbols and its roads as it lies, in each language, and turning it changes its
words enough for a screen reader to say them again."""

from __future__ import annotations

from collections.abc import Iterator
from difflib import SequenceMatcher

import pytest
from PySide6.QtWidgets import QApplication

from dq_desktop.engine.tiles import PlacedTile
from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.ui.common.language import LanguageSwitcher
from dq_desktop.ui.tiles.tile_words import tile_in_full

CLASSIC = builtin_tileset("classic")
ORCA_REDUNDANT = 0.85
"""Orca ignores a focused object's new name at least this similar to the old one
(``_strings_are_redundant`` in its ``ax_utilities_event.py``: difflib's ratio)."""


@pytest.fixture(params=["en", "fr", "de"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    switcher = LanguageSwitcher()
    switcher.apply(request.param)
    yield request.param
    switcher.reset()


def test_the_22_road_tiles_as_printed_and_turned_read_as_44_different_names(
    language: str,
) -> None:
    names = {tile_in_full(PlacedTile(tile, turned))
             for tile in CLASSIC.road_tiles for turned in (False, True)}
    assert len(CLASSIC.road_tiles) == 22
    assert len(names) == 44


def test_a_tile_names_its_roads_as_it_lies() -> None:
    """c5's church is not on its road: its roads say so (no T), and turned they move."""
    c5 = CLASSIC["c5"]
    assert tile_in_full(PlacedTile(c5)) == "church above. Roads: N–SE–NW."
    assert tile_in_full(PlacedTile(c5, True)) == "church below, turned. Roads: SE–S–NW."


def test_turning_a_tile_changes_its_name_more_than_orca_calls_redundant(language: str) -> None:
    for tile in CLASSIC.road_tiles:
        upright, turned = (tile_in_full(PlacedTile(tile, t)).lower() for t in (False, True))
        assert SequenceMatcher(None, upright, turned).ratio() < ORCA_REDUNDANT, tile.id
