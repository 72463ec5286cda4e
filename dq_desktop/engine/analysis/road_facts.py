"""Facts of a board's roads that decide what it can still become.

A road can grow only through an edge point that faces an empty field: such a
road is *open*. A castle gate whose road is no longer open will never see
another knight; a knight that does not defend, stands on no castle's road and
whose road is closed will never count for the castle or the defence. The
review states these facts as reasons (``reasons.py``), so they are computed
here from the board, never guessed.
"""

from __future__ import annotations

from dataclasses import dataclass

from dq_desktop.engine.explanation import explain, non_defense_reason
from dq_desktop.engine.fields import Field
from dq_desktop.engine.network import RoadNetwork
from dq_desktop.engine.points import Point
from dq_desktop.engine.principality import Principality
from dq_desktop.engine.symbols import SymbolRef
from dq_desktop.engine.tiles import PlacedTile, TileKind


@dataclass(frozen=True)
class Gate:
    """One gate of a castle on the board."""

    castle: int
    """The castle's value (6 or 4)."""
    field: Field
    point: Point


def open_networks(board: Principality) -> frozenset[int]:
    """The road networks with at least one end facing an empty field."""
    network = board.network
    found = set()
    for field, placed in board.items():
        for group in placed.layout.groups:
            for point in group:
                across = field.across(point)
                if across is not None and across[0] not in board:
                    root = network.network_at(field, point)
                    if root is not None:
                        found.add(root)
    return frozenset(found)


def gates(board: Principality) -> tuple[Gate, ...]:
    return tuple(
        Gate(placed.tile.value, field, next(iter(group)))
        for field, placed in board.items()
        if placed.tile.kind is TileKind.CASTLE
        for group in placed.layout.groups
    )


def open_gates(board: Principality) -> frozenset[Gate]:
    """The castle gates whose road may still be extended."""
    network, growing = board.network, open_networks(board)
    return frozenset(g for g in gates(board) if network.network_at(g.field, g.point) in growing)


def castle_knights(board: Principality) -> dict[int, int]:
    """Castle value → how many knights its gates' roads reach."""
    return {value: len(refs) for value, refs in explain(board).castle_knights.items()}


def stranded_knights(board: Principality) -> dict[SymbolRef, int]:
    """Knights that do not defend, reach no castle and whose road is closed (or that stand
    on no road): they can never count for a castle or the defence. Knight → shields."""
    network: RoadNetwork = board.network
    growing = open_networks(board)
    castle_roads = {root for roots in network.castle_gates.values() for root in roots}
    return {
        symbol.ref: symbol.symbol.shield
        for symbol in network.symbols
        if symbol.symbol.is_knight
        and non_defense_reason(board, symbol.ref) is not None
        and symbol.network not in castle_roads
        and symbol.network not in growing
    }


@dataclass(frozen=True)
class RoadEnds:
    """The road ends of a tile on its field: how many it has, how many may ever serve."""

    ends: int
    usable: int
    """Ends that meet a road, face an empty field, or carry a knight's defence."""


def road_ends(board: Principality, field: Field) -> RoadEnds:
    """Count the road ends of the tile on ``field``."""
    placed: PlacedTile = board[field]
    layout = placed.layout
    ends = usable = 0
    for group in layout.groups:
        knight_halves = {
            centre.half for centre, symbol in layout.symbols if symbol.is_knight and centre in group
        }
        for point in group:
            if not point.is_edge:
                continue
            ends += 1
            across = field.across(point)
            if across is None:
                usable += point.half in knight_halves
                continue
            other, there = across
            neighbour = board.get(other)
            usable += neighbour is None or there in neighbour.layout.group_of
    return RoadEnds(ends, usable)
