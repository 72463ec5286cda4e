"""A tile in words, as a player would say it: for the board reader, the hand's items and
tooltips, and the sentences that name a tile.

The words keep the translation context "BoardReader", where they were first written.
"""

from __future__ import annotations

from dq_desktop.engine.fields import Field
from dq_desktop.engine.points import EDGE_POINTS, Point
from dq_desktop.engine.symbols import Symbol
from dq_desktop.engine.tiles import PlacedTile, TileKind
from dq_desktop.ui.common.text import fill, translate

_POINT_ORDER = {point: index for index, point in enumerate((Point.T, *EDGE_POINTS, Point.B))}
"""Points named in reading order around a road: T first, then clockwise from N, B last."""


def symbol_name(symbol: Symbol) -> str:
    if symbol.is_knight:
        return fill(translate("BoardReader", "knight %1"), symbol.shield)
    if symbol is Symbol.CHURCH:
        return translate("BoardReader", "church")
    return translate("BoardReader", "windmill")


def tile_text(placed: PlacedTile) -> str:
    """What a placed tile shows, as a player would say it: 'knight 2 above, church below'."""
    tile = placed.tile
    if tile.kind is TileKind.CASTLE:
        return fill(translate("BoardReader", "castle %1"), tile.value)
    if tile.kind is TileKind.SANCHO:
        return translate("BoardReader", "Sancho Panza")
    by_point = dict(placed.layout.symbols)
    top, bottom = by_point.get(Point.T), by_point.get(Point.B)
    if top is not None and bottom is not None:
        text = fill(translate("BoardReader", "%1 above, %2 below"),
                    symbol_name(top), symbol_name(bottom))
    elif top is not None:
        text = fill(translate("BoardReader", "%1 above"), symbol_name(top))
    elif bottom is not None:
        text = fill(translate("BoardReader", "%1 below"), symbol_name(bottom))
    else:
        text = translate("BoardReader", "roads only")
    if placed.rotated:
        text = fill(translate("BoardReader", "%1, turned"), text)
    return text


def roads_text(placed: PlacedTile) -> str:
    """Its roads as placed, in the points' notation: 'Roads: N–T, S–SE–B.'"""
    groups = [
        "–".join(point.value for point in sorted(group, key=_POINT_ORDER.__getitem__))
        for group in placed.layout.groups
    ]
    groups.sort(key=lambda text: _POINT_ORDER[Point(text.split("–")[0])])
    joined = ", ".join(groups)
    if placed.tile.kind is TileKind.CASTLE:
        return fill(translate("BoardReader", "Gates: %1."), joined)
    if not groups:
        return ""
    return fill(translate("BoardReader", "Roads: %1."), joined)


def tile_in_full(placed: PlacedTile) -> str:
    """A tile told apart from every other, as it would lie: its symbols, then its roads
    ('church above. Roads: N–SE–NW.'), the words the board reader says of a placed tile."""
    text = tile_text(placed)
    roads = roads_text(placed)
    return fill(translate("BoardReader", "%1. %2"), text, roads) if roads else text


def with_roads(sentence: str, placed: PlacedTile) -> str:
    """A sentence naming ``placed`` by its symbols, followed by its roads as it lies."""
    roads = roads_text(placed)
    return f"{sentence} {roads}" if roads else sentence


def field_text(field: Field, placed: PlacedTile | None, *, to_fill: bool = False) -> str:
    """One field, announced: 'C2: castle 4. Gates: N, S.' or 'E1: empty, to fill.'"""
    if placed is None:
        if to_fill:
            return fill(translate("BoardReader", "%1: empty, the field to fill."), field)
        return fill(translate("BoardReader", "%1: empty."), field)
    text = fill(translate("BoardReader", "%1: %2."), field, tile_text(placed))
    roads = roads_text(placed)
    return f"{text} {roads}" if roads else text
