"""A tile set turned into small integers, for the computer players' hot loops.

A *piece* is a tile as placed (as printed or turned); its *groups* are its
road groups plus one lone group per symbol that stands on no road. Everything
a fast board needs about a piece on a field (its links to neighbours, the
shields it adds to the defense of the realm) is computed once per tile set.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from dq_desktop.engine.explanation import non_defense_reason
from dq_desktop.engine.fields import Field
from dq_desktop.engine.points import POINT_INDEX
from dq_desktop.engine.principality import Principality
from dq_desktop.engine.symbols import Symbol, SymbolRef
from dq_desktop.engine.tiles import PlacedTile, TileId, TileKind
from dq_desktop.engine.tileset import TileSet

GROUPS_PER_FIELD: Final = 8
"""Node ids are ``field * 8 + group``: a piece never has more than 8 groups."""


@dataclass(frozen=True)
class GroupSymbols:
    """What one group of a piece carries."""

    churches: int
    windmills: int
    knights: int
    shields: int


@dataclass(frozen=True)
class Piece:
    """One tile as placed, in numbers."""

    index: int
    tile: TileId
    rotated: bool
    kind: TileKind
    groups: tuple[GroupSymbols, ...]
    group_at: tuple[int, ...]
    """Group by ``POINT_INDEX`` (-1: no road at that point)."""
    links: tuple[tuple[tuple[int, int, int], ...], ...]
    """Per field index: (own group, neighbour field index, neighbour point index)."""
    defense: tuple[int, ...]
    """Per field index: the shields of this piece's knights that defend there."""
    symbol_count: int
    castle_value: int
    """6 or 4 for a castle, whose groups 0 and 1 are its gates; 0 otherwise."""


@dataclass(frozen=True)
class PieceTables:
    """Every piece of a tile set, by (tile id, turned)."""

    tileset: TileSet
    pieces: tuple[Piece, ...]
    by_key: dict[tuple[TileId, bool], int]
    by_tile: dict[TileId, tuple[int, int]]
    """Per tile, its pieces as printed and turned: the rollouts' hands, read without a
    tuple made and hashed per tile."""

    def index(self, tile: TileId, rotated: bool) -> int:
        return self.by_key[(tile, rotated)]


@lru_cache(maxsize=8)
def piece_tables(tileset: TileSet) -> PieceTables:
    """The pieces of ``tileset``, computed once per set."""
    pieces: list[Piece] = []
    by_key: dict[tuple[TileId, bool], int] = {}
    for tile in tileset.tiles:
        for rotated in (False, True):
            placed = PlacedTile(tile, rotated)
            piece = _piece_of(len(pieces), placed)
            by_key[(tile.id, rotated)] = piece.index
            pieces.append(piece)
    by_tile = {tile.id: (by_key[(tile.id, False)], by_key[(tile.id, True)])
               for tile in tileset.tiles}
    return PieceTables(tileset, tuple(pieces), by_key, by_tile)


def _piece_of(index: int, placed: PlacedTile) -> Piece:
    layout = placed.layout
    totals = [[0, 0, 0, 0] for _ in layout.groups]
    for point, symbol in layout.symbols:
        group = layout.group_at[POINT_INDEX[point]]
        if group < 0:  # a symbol on no road is a group of its own, joined to nothing
            totals.append([0, 0, 0, 0])
            group = len(totals) - 1
        _add_symbol(totals[group], symbol)
    links = []
    defense = []
    for field in Field.all():
        field_links = []
        for point, group in layout.group_of.items():
            across = field.across(point)
            if across is not None:
                neighbour, other = across
                field_links.append((group, neighbour.index, POINT_INDEX[other]))
        links.append(tuple(sorted(field_links)))
        defense.append(_defending_shields(field, placed))
    return Piece(
        index=index,
        tile=placed.tile.id,
        rotated=placed.rotated,
        kind=placed.tile.kind,
        groups=tuple(GroupSymbols(*t) for t in totals),
        group_at=layout.group_at,
        links=tuple(links),
        defense=tuple(defense),
        symbol_count=len(layout.symbols),
        castle_value=placed.tile.value if placed.tile.kind is TileKind.CASTLE else 0,
    )


def _add_symbol(total: list[int], symbol: Symbol) -> None:
    if symbol is Symbol.CHURCH:
        total[0] += 1
    elif symbol is Symbol.WINDMILL:
        total[1] += 1
    else:
        total[2] += 1
        total[3] += symbol.shield


def _defending_shields(field: Field, placed: PlacedTile) -> int:
    """Defense depends on the tile and its field alone, so it is computed once here."""
    board = Principality({field: placed})
    return sum(
        symbol.shield
        for point, symbol in placed.layout.symbols
        if symbol.is_knight and non_defense_reason(board, SymbolRef.at(field, point)) is None
    )


__all__ = ["GROUPS_PER_FIELD", "GroupSymbols", "Piece", "PieceTables", "piece_tables"]
