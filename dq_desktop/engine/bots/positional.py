"""Cheap judgements of a placement beyond its score now."""

from __future__ import annotations

from dq_desktop.engine.fields import Field
from dq_desktop.engine.principality import Principality
from dq_desktop.engine.tiles import PlacedTile


def road_prospects(board: Principality, field: Field, placed: PlacedTile) -> tuple[int, int]:
    """(roads joined to neighbours now, road ends facing empty fields) for a placement."""
    joins = open_ends = 0
    for point in placed.layout.group_of:
        if point.is_centre:
            continue
        across = field.across(point)
        if across is None:
            continue
        neighbour_field, neighbour_point = across
        neighbour = board.get(neighbour_field)
        if neighbour is None:
            open_ends += 1
        elif neighbour_point in neighbour.layout.group_of:
            joins += 1
    return joins, open_ends
