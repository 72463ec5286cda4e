"""How a symbol's road reaches the outer border, for the explanations the books give.

The defence counts only a road that reaches the border within the knight's own
half (SPEC.md §3). The rulebooks explain the knights that fail in two ways:
"its road reaches the border only through the other half of its tile", and
"it must cross two cards to reach the border". Both are facts of the road
network, computed here, so that a text that states them can be checked.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from dq_desktop.engine.fields import Field
from dq_desktop.engine.points import Half, Point
from dq_desktop.engine.principality import Principality
from dq_desktop.engine.symbols import SymbolRef


@dataclass(frozen=True)
class BorderRoute:
    """The shortest way from a symbol's road to the outer border."""

    tiles_crossed: int
    """Other tiles the road runs through before it reaches the border (0: its own tile)."""
    own_halves: frozenset[Half]
    """The halves of the symbol's own tile in which its road meets the border itself."""


def border_route(board: Principality, ref: SymbolRef) -> BorderRoute | None:
    """How the road of the symbol at ``ref`` reaches the outer border; ``None`` if it never does.

    A symbol standing on no road reaches nothing.
    """
    placed = board.get(ref.field)
    if placed is None:
        raise ValueError(f"no tile on {ref.field}")
    start = placed.layout.group_of.get(ref.point)
    if start is None:
        return None
    own_points = placed.layout.groups[start]
    own_halves = frozenset(p.half for p in own_points if p in ref.field.border_points)
    distance = {(ref.field, start): 0}
    queue = deque([(ref.field, start)])
    while queue:
        field, group = queue.popleft()
        points = board[field].layout.groups[group]
        if any(p in field.border_points for p in points):
            return BorderRoute(distance[(field, group)], own_halves)
        for point in points:
            step = _neighbour(board, field, point)
            if step is not None and step not in distance:
                distance[step] = distance[(field, group)] + 1
                queue.append(step)
    return None


def _neighbour(board: Principality, field: Field, point: Point) -> tuple[Field, int] | None:
    """The road segment that ``point`` of the tile on ``field`` joins across its edge."""
    across = field.across(point)
    if across is None:
        return None
    other, there = across
    placed = board.get(other)
    if placed is None:
        return None
    group = placed.layout.group_of.get(there)
    return None if group is None else (other, group)
