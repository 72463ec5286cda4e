"""The road network of a principality: which roads join, and what they link.

Roads are nodes ``(field, road group)``; two nodes join where neighbouring
tiles both have a road at the shared point (SPEC.md §1). A castle has one node
per gate, so it never links its two roads. Components come from a union-find
over integer node ids, which keeps scoring a full board fast.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from dq_desktop.engine.fields import COLUMNS, ROWS, Field
from dq_desktop.engine.points import POINT_INDEX, Point
from dq_desktop.engine.symbols import Symbol, SymbolRef
from dq_desktop.engine.tiles import PlacedTile, TileKind

_GROUPS_PER_TILE = 8  # a tile has 8 points, so never more groups than that


def _links() -> tuple[tuple[int, int, int, int], ...]:
    """Every pair of touching edge points between neighbouring fields, as integers."""
    links = []
    east, south_east = POINT_INDEX[Point.NE], POINT_INDEX[Point.SE]
    west, south_west = POINT_INDEX[Point.NW], POINT_INDEX[Point.SW]
    south, north = POINT_INDEX[Point.S], POINT_INDEX[Point.N]
    for field in Field.all():
        if field.column + 1 < len(COLUMNS):
            right = Field(field.row, field.column + 1).index
            links.append((field.index, east, right, west))
            links.append((field.index, south_east, right, south_west))
        if field.row + 1 < ROWS:
            links.append((field.index, south, Field(field.row + 1, field.column).index, north))
    return tuple(links)


_LINKS = _links()
_FIELDS = Field.all()


@dataclass(frozen=True)
class RoadSegment:
    """One road group of one placed tile, its points as placed."""

    field: Field
    points: frozenset[Point]


class BoardSymbol(NamedTuple):
    """A symbol on the board and the road network it stands on (``None``: alone)."""

    ref: SymbolRef
    symbol: Symbol
    network: int | None


@dataclass(frozen=True)
class Connection:
    """Everything joined to one point: the road segments and the symbols on them."""

    segments: frozenset[RoadSegment]
    symbols: frozenset[SymbolRef]


class RoadNetwork:
    """The connected road networks of one principality."""

    def __init__(self, slots: tuple[PlacedTile | None, ...]) -> None:
        """``slots``: the placed tile of each field in reading order (``None`` when empty),
        as ``Principality.slots`` gives them; a principality caches its network."""
        parent = list(range(len(slots) * _GROUPS_PER_TILE))

        def find(node: int) -> int:
            while parent[node] != node:
                parent[node] = parent[parent[node]]
                node = parent[node]
            return node

        for index_a, point_a, index_b, point_b in _LINKS:
            tile_a = slots[index_a]
            if tile_a is None:
                continue
            tile_b = slots[index_b]
            if tile_b is None:
                continue
            group_a = tile_a.layout.group_at[point_a]
            if group_a < 0:
                continue
            group_b = tile_b.layout.group_at[point_b]
            if group_b < 0:
                continue
            root_a = find(index_a * _GROUPS_PER_TILE + group_a)
            root_b = find(index_b * _GROUPS_PER_TILE + group_b)
            if root_a != root_b:
                parent[root_a] = root_b

        symbols: list[BoardSymbol] = []
        castle_gates: dict[int, tuple[int, ...]] = {}
        for index, placed in enumerate(slots):
            if placed is None:
                continue
            layout = placed.layout
            base = index * _GROUPS_PER_TILE
            field = _FIELDS[index]
            for point, symbol in layout.symbols:
                group = layout.group_at[POINT_INDEX[point]]
                network = None if group < 0 else find(base + group)
                symbols.append(BoardSymbol(SymbolRef.at(field, point), symbol, network))
            if placed.tile.kind is TileKind.CASTLE:
                castle_gates[placed.tile.value] = tuple(
                    find(base + group) for group in range(len(layout.groups))
                )
        self._slots = slots
        self._find = find
        self.symbols: tuple[BoardSymbol, ...] = tuple(symbols)
        """Every symbol on the board, in reading order (T before B)."""
        self.castle_gates = castle_gates
        """Castle value → the networks starting at its gates."""

    def network_at(self, field: Field, point: Point) -> int | None:
        """The network through ``point`` of the tile on ``field`` (``None``: no road there)."""
        placed = self._slots[field.index]
        if placed is None:
            return None
        group = placed.layout.group_at[POINT_INDEX[point]]
        if group < 0:
            return None
        return self._find(field.index * _GROUPS_PER_TILE + group)

    def connected(self, field: Field, point: Point) -> Connection:
        """What is joined to ``point`` of the tile on ``field``, for hover highlights.

        A symbol standing alone is connected to itself only; a point without a
        road, or an empty field, to nothing.
        """
        network = self.network_at(field, point)
        if network is None:
            placed = self._slots[field.index]
            alone = placed is not None and point.is_centre and placed.symbol_at(point)
            refs = frozenset({SymbolRef.at(field, point)}) if alone else frozenset()
            return Connection(frozenset(), refs)
        segments = frozenset(
            RoadSegment(other, group)
            for other, placed in zip(_FIELDS, self._slots, strict=True)
            if placed is not None
            for number, group in enumerate(placed.layout.groups)
            if self._find(other.index * _GROUPS_PER_TILE + number) == network
        )
        refs = frozenset(s.ref for s in self.symbols if s.network == network)
        return Connection(segments, refs)
