"""Tiles as printed and as placed, and their text form ``"k2c@180"``."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dq_desktop.engine import DqError, NotationError, PlacedTile, Point, Symbol, TileSetError
from dq_desktop.formats.tileset_file import tileset_from_json
from tests.boards import tileset_json

LAB = tileset_from_json(tileset_json("lab"))


def test_placed_tile_text_reads_back() -> None:
    placed = PlacedTile.parse("cw-ew@180", LAB.by_id)
    assert placed.rotated and placed.tile.id == "cw-ew"
    assert placed.text == "cw-ew@180"
    assert PlacedTile.parse(placed.text, LAB.by_id) == placed
    assert PlacedTile.parse("cw-ew", LAB.by_id).text == "cw-ew"


@pytest.mark.parametrize("text", ["cw-ew@90", "cw-ew@", "cw-ew@360", "nosuch", "nosuch@180"])
def test_only_known_tiles_and_the_180_turn_are_read(text: str) -> None:
    with pytest.raises(NotationError):
        PlacedTile.parse(text, LAB.by_id)


def test_turning_moves_the_top_symbol_to_the_bottom_centre() -> None:
    placed = PlacedTile.parse("cw-ew@180", LAB.by_id)
    assert placed.symbol_at(Point.B) is Symbol.CHURCH
    assert placed.symbol_at(Point.T) is Symbol.WINDMILL
    assert frozenset({Point.SE, Point.B, Point.SW}) in placed.layout.groups


def test_a_castle_has_one_road_per_gate() -> None:
    castle = PlacedTile(LAB.castle(6))
    assert castle.layout.groups == (frozenset({Point.NW}), frozenset({Point.SE}))


@given(st.sampled_from(LAB.tiles), st.booleans())
def test_turning_twice_gives_the_same_layout(tile: object, rotated: bool) -> None:
    placed = PlacedTile(tile, rotated)  # type: ignore[arg-type]
    assert placed.turned().turned() == placed
    assert placed.turned().turned().layout == placed.layout


def test_a_tile_set_refuses_a_point_in_two_road_groups() -> None:
    data = tileset_json("lab") | {
        "tiles": [{"id": "x", "kind": "road", "top": "church", "roads": [["N", "T"], ["T", "S"]]}]
    }
    with pytest.raises(DqError, match=r"tiles\[0\].*two road groups"):
        tileset_from_json(data)


def test_playable_sets_need_two_castles_and_22_road_tiles() -> None:
    assert LAB.playability_problems() == ["needs 22 road tiles, has 36"]
    with pytest.raises(TileSetError, match="22 road tiles"):
        LAB.check_playable()
    small = tileset_from_json(tileset_json("lab") | {"tiles": tileset_json("lab")["tiles"][:3]})
    problems = small.playability_problems(sancho=True)
    assert any("22 road tiles" in p for p in problems)
    assert any("Sancho" in p for p in problems)
