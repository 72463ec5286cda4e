"""Tiles as printed, and a tile as placed (as printed or turned 180°)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import Enum
from functools import cached_property
from typing import NewType

from dq_desktop.engine.errors import NotationError
from dq_desktop.engine.points import CENTRE_OF, POINT_INDEX, Half, Point
from dq_desktop.engine.symbols import Symbol

TileId = NewType("TileId", str)

TURN_SUFFIX = "@180"
TILE_ID_FORM = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,31}")
"""A tile's name: a letter or digit, then up to 31 of letters, digits, ``_ . -`` (the
tile-set format's rule, formats/tileset_file.py)."""


class TileKind(Enum):
    CASTLE = "castle"
    ROAD = "road"
    SANCHO = "sancho"


@dataclass(frozen=True)
class Tile:
    """A tile as printed. Castles carry ``value`` and ``gates``; others ``roads``."""

    id: TileId
    kind: TileKind
    roads: tuple[frozenset[Point], ...] = ()
    top: Symbol | None = None
    bottom: Symbol | None = None
    value: int = 0
    gates: tuple[Point, ...] = ()
    count: int = 1

    def symbol_at(self, half: Half) -> Symbol | None:
        return self.top if half is Half.TOP else self.bottom

    @property
    def symbols(self) -> tuple[Symbol, ...]:
        return tuple(symbol for symbol in (self.top, self.bottom) if symbol is not None)


@dataclass(frozen=True)
class Layout:
    """A tile's roads and symbols as they lie once placed.

    ``groups`` are the road groups as placed; a castle has one group per gate,
    so its two roads never meet. ``group_of`` maps each point with a road to
    the index of its group.
    """

    groups: tuple[frozenset[Point], ...]
    group_of: dict[Point, int] = field(compare=False)
    symbols: tuple[tuple[Point, Symbol], ...]
    group_at: tuple[int, ...] = field(compare=False)
    """Group index by ``POINT_INDEX`` (-1: no road there), for scoring's hot loop."""


@dataclass(frozen=True)
class PlacedTile:
    """A tile on the board: as printed, or turned 180° (``"k2c@180"``)."""

    tile: Tile
    rotated: bool = False

    @classmethod
    def parse(cls, text: str, tiles: dict[TileId, Tile]) -> PlacedTile:
        """Read ``"k2c"`` or ``"k2c@180"`` against the tiles of a set."""
        name, sep, turn = text.partition("@")
        if sep and sep + turn != TURN_SUFFIX:
            raise NotationError(f"{text!r}: the only turn is {TURN_SUFFIX}")
        tile = tiles.get(TileId(name))
        if tile is None:
            raise NotationError(f"unknown tile {name!r}")
        return cls(tile, rotated=bool(sep))

    @property
    def text(self) -> str:
        return self.tile.id + (TURN_SUFFIX if self.rotated else "")

    def turned(self) -> PlacedTile:
        return PlacedTile(self.tile, not self.rotated)

    @cached_property
    def layout(self) -> Layout:
        return _layout(self.tile, self.rotated)

    def symbol_at(self, point: Point) -> Symbol | None:
        """The symbol whose centre is ``point`` (``T`` or ``B``) as placed."""
        for centre, symbol in self.layout.symbols:
            if centre is point:
                return symbol
        return None

    def __str__(self) -> str:
        return self.text


def _layout(tile: Tile, rotated: bool) -> Layout:
    def place(point: Point) -> Point:
        return point.turned if rotated else point

    if tile.kind is TileKind.CASTLE:
        groups = tuple(frozenset({place(gate)}) for gate in tile.gates)
    else:
        groups = tuple(frozenset(place(point) for point in group) for group in tile.roads)
    group_of = {point: index for index, group in enumerate(groups) for point in group}
    symbols = tuple(
        sorted(
            (
                (place(CENTRE_OF[half]), symbol)
                for half in Half
                if (symbol := tile.symbol_at(half)) is not None
            ),
            key=lambda entry: entry[0] is Point.B,  # reading order: T before B
        )
    )
    group_at = tuple(group_of.get(point, -1) for point in POINT_INDEX)
    return Layout(groups, group_of, symbols, group_at)
