"""How a knight's road reaches the border: within its own half, through its other half, or
across other tiles (the facts behind the rulebooks' explanations of the defence)."""

from __future__ import annotations

from pathlib import Path

from dq_desktop.engine import SymbolRef
from dq_desktop.engine.border_route import BorderRoute, border_route
from dq_desktop.engine.points import Half
from dq_desktop.formats.position_file import read_position

POSITIONS = Path(__file__).parent.parent / "data" / "positions"


def route(name: str, ref: str) -> BorderRoute | None:
    return border_route(read_position(POSITIONS / name).board, SymbolRef.parse(ref))


def test_a_defender_reaches_the_border_in_its_own_half() -> None:
    assert route("defense-reasons.json", "A2:T") == BorderRoute(0, frozenset({Half.TOP}))


def test_a_road_through_the_other_half_reaches_the_border_on_its_own_tile() -> None:
    # H2: the 1-knight's road runs down into the lower half and out at the right edge there.
    assert route("defense-reasons.json", "H2:T") == BorderRoute(0, frozenset({Half.BOTTOM}))


def test_a_road_that_crosses_two_tiles_counts_them() -> None:
    # C1 -> D1 -> E1, whose road leaves through the top edge.
    assert route("defense-reasons.json", "C1:T") == BorderRoute(2, frozenset())


def test_a_road_that_meets_no_border_has_no_route() -> None:
    # D2 is inner and its road joins nothing that reaches the border.
    assert route("defense-reasons.json", "D2:T") is None


def test_a_symbol_on_no_road_has_no_route() -> None:
    # E1 holds the church that no road passes through.
    assert route("defense-reasons.json", "E1:T") is None
