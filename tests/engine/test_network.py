"""SPEC.md §1, roads: how neighbouring tiles join, castles that separate, hover queries."""

from dq_desktop.engine import Field, Point, SymbolRef
from tests.boards import board


def ref(text: str) -> SymbolRef:
    return SymbolRef.parse(text)


def connected_symbols(b: object, at: str) -> set[str]:
    field, point = at.split(":")
    return {str(r) for r in b.network.connected(Field.parse(field), Point.parse(point)).symbols}  # type: ignore[attr-defined]


def test_side_neighbours_join_where_both_have_a_road() -> None:
    """Left NE meets right NW: two churches on one east-west road are connected."""
    b = board("B2=c-ew", "C2=c-ew")
    assert connected_symbols(b, "B2:T") == {"B2:T", "C2:T"}


def test_upper_s_joins_lower_n() -> None:
    b = board("B1=k1-ts", "B2=k2-nt")
    assert connected_symbols(b, "B1:T") == {"B1:T", "B2:T"}


def test_a_road_that_meets_no_road_ends_there() -> None:
    """B2's road leaves by S, but C... the tile below has no road at N: no join."""
    b = board("B1=k1-ts", "B2=c-ew")
    assert connected_symbols(b, "B1:T") == {"B1:T"}


def test_roads_do_not_join_across_different_halves() -> None:
    """A road at NE (top half) does not meet the neighbour's road at SW (bottom half)."""
    b = board("B2=c-ew", "C2=cw-ew@180")  # turned: the church's road runs SW–B–SE
    assert connected_symbols(b, "B2:T") == {"B2:T", "C2:T"}  # C2:T is now the windmill
    assert "C2:B" not in connected_symbols(b, "B2:T")


def test_a_castle_separates_its_two_roads() -> None:
    """Knights at either gate of the 4-castle (gates N and S) are not connected."""
    b = board("C1=k1-ts", "C2=castle4", "C3=k2-nt")
    assert connected_symbols(b, "C1:T") == {"C1:T"}
    assert connected_symbols(b, "C3:T") == {"C3:T"}


def test_a_castle_gate_is_a_road_end_for_the_neighbour() -> None:
    b = board("C1=k1-ts", "C2=castle4")
    network = b.network
    assert network.network_at(Field.parse("C2"), Point.N) == network.network_at(
        Field.parse("C1"), Point.T
    )
    assert network.network_at(Field.parse("C2"), Point.S) != network.network_at(
        Field.parse("C2"), Point.N
    )


def test_hovering_a_road_gives_every_segment_and_symbol_on_it() -> None:
    b = board("A2=c-ew", "B2=road-ew", "C2=w-ew", "D2=k2-alone")
    connection = b.network.connected(Field.parse("B2"), Point.NE)
    assert {str(r) for r in connection.symbols} == {"A2:T", "C2:T"}
    assert {(str(s.field), frozenset(p.value for p in s.points)) for s in connection.segments} == {
        ("A2", frozenset({"NW", "T", "NE"})),
        ("B2", frozenset({"NW", "NE"})),
        ("C2", frozenset({"NW", "T", "NE"})),
    }


def test_a_symbol_alone_is_connected_only_to_itself() -> None:
    b = board("D2=k2-alone", "C2=c-ew")
    connection = b.network.connected(Field.parse("D2"), Point.T)
    assert connection.symbols == {ref("D2:T")}
    assert connection.segments == frozenset()


def test_a_point_without_road_or_an_empty_field_connects_nothing() -> None:
    b = board("D2=k2-alone")
    assert not b.network.connected(Field.parse("D2"), Point.S).symbols
    assert not b.network.connected(Field.parse("E2"), Point.T).symbols


def test_sancho_joins_all_six_edges() -> None:
    b = board("B2=c-ew", "C2=sancho", "D2=c-ew", "C1=k1-ts")
    assert connected_symbols(b, "B2:T") == {"B2:T", "D2:T", "C1:T"}
