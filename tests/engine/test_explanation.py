"""The explanation behind a scoring, which the interface draws its highlights from."""

import pytest

from dq_desktop.engine import NonDefenseReason, SymbolRef, explain
from tests.boards import board


def refs(*texts: str) -> tuple[SymbolRef, ...]:
    return tuple(SymbolRef.parse(t) for t in texts)


def reasons(*placements: str) -> dict[str, str]:
    facts = explain(board(*placements))
    found = {str(r): reason.value for r, reason in facts.not_defending}
    found |= {str(r): "defends" for r in facts.defending}
    return found


@pytest.mark.parametrize(
    ("placement", "expected"),
    [
        ("D1=k2-nt", "defends"),  # top half, road T–N to the top border
        ("D2=k2-nt", "inner"),  # not on the outer ring
        ("D1=k2-nt@180", "half-inside"),  # turned: the knight sits in the bottom half of row 1
        ("H3=k1-ts", "no-direct-road"),  # reaches the border (S) only through its other half
        ("A2=k2-alone", "no-direct-road"),  # on the border, but no road at all
        ("A2=k3-ew", "defends"),  # road T–NW reaches column A's border in its own half
        ("H2=k3-ew", "defends"),
        ("D3=k3-ew", "half-inside"),  # row 3: the top half touches no border point
    ],
)
def test_why_a_knight_does_or_does_not_defend(placement: str, expected: str) -> None:
    field = placement.split("=")[0]
    found = reasons(placement)
    assert found == {next(iter(found)): expected}
    assert next(iter(found)).startswith(field)


def test_half_inside_is_told_apart_from_no_direct_road_on_a_side_column() -> None:
    """On column A both halves touch the border: a turned knight there lacks only the road."""
    assert reasons("A2=k2-nt@180") == {"A2:B": "no-direct-road"}
    assert reasons("B3=k2-nt") == {"B3:T": "half-inside"}


def test_a_road_through_other_tiles_to_the_border_does_not_count() -> None:
    """B1 (row 1) has its knight on a road to B2 and on to the border? Never via neighbours."""
    assert reasons("A2=road-ew", "B2=k3-ew") == {"B2:T": "inner"}
    assert reasons("B1=k3-ew", "A1=road-ew") == {"B1:T": "no-direct-road"}


def test_castle_lists_name_only_castles_on_the_board() -> None:
    facts = explain(board("B2=castle4", "B3=k2-nt"))
    assert facts.castle_knights == {4: refs("B3:T")}


def test_every_group_is_listed_lone_symbols_included() -> None:
    facts = explain(board("A2=c-ew", "B2=c-ew", "D2=c-alone", "F2=w-ew", "H1=k2-nt"))
    assert [(g.symbols, g.value) for g in facts.churches] == [
        (refs("A2:T", "B2:T"), 2),
        (refs("D2:T"), 0),
    ]
    assert [(g.symbols, g.value) for g in facts.windmills] == [(refs("F2:T"), 0)]
    assert [(g.symbols, g.value) for g in facts.knight_groups] == [(refs("H1:T"), 2)]


def test_a_church_and_a_windmill_on_one_road_stay_in_separate_groups() -> None:
    facts = explain(board("A2=c-ew", "B2=w-ew", "C2=c-ew"))
    assert [g.symbols for g in facts.churches] == [refs("A2:T", "C2:T")]
    assert [g.symbols for g in facts.windmills] == [refs("B2:T")]


def test_defense_shields_add_up_the_defending_knights() -> None:
    facts = explain(board("A1=k3-nt", "B1=k2-nt", "C1=k1-nt", "D2=k3-nt"))
    assert facts.defense_shields == 6
    assert facts.group_of(SymbolRef.parse("D2:T")) is not None


def test_every_knight_is_either_defending_or_has_a_reason() -> None:
    facts = explain(board("A1=k3-nt", "D2=k3-nt", "H3=k1-ts", "D3=k1-ts@180", "H2=k3-ew"))
    knights = {r for r, symbol in facts.symbols if symbol.is_knight}
    named = set(facts.defending) | {r for r, _ in facts.not_defending}
    assert knights == named
    assert not set(facts.defending) & {r for r, _ in facts.not_defending}
    assert NonDefenseReason("inner") is NonDefenseReason.INNER
