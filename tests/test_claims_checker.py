"""The claims checker (tests/claims.py) fails a sentence the board does not bear out.

Every rulebook example and guided-game step is checked through it, so it must
be able to say no: each kind of fact is tried false on André's board.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dq_desktop.formats.position_file import read_position
from tests.claims import failures, in_area

ANDRE = read_position(Path(__file__).parent / "data" / "positions" / "rulebook-final-en.json")

FALSE_FACTS: list[dict[str, Any]] = [
    {"castle": {"value": 6, "knights": ["E1:T", "H1:B"]}},
    {"connected": ["A1:T", "G1:T"]},
    {"apart": ["A1:B", "C2:T"]},
    {"alone": "A1:T"},
    {"group_sizes": {"kind": "churches", "sizes": [4, 2, 1]}},
    {"group": {"kind": "windmills", "symbols": ["C1:T", "D1:B", "G3:T"]}},
    {"defending": ["H2:T"]},
    {"not_defending": {"H3:B": "inner"}},
    {"border_through_other_half": "H2:T"},
    {"tiles_to_border": {"ref": "E1:T", "tiles": 0}},
    {"no_border": "H2:T"},
    {"across_castle": {"value": 4, "sides": [["A1:B"], ["C2:T"]]}},
    {"best_knight_group": {"symbols": ["A1:B", "C2:T"], "shields": 5}},
    {"score": {"total": 34}},
    {"within": {"refs": ["H2:T"], "area": "A-D"}},
    {"castle_fields": {"6": "C3", "4": "B1"}},
    {"turned": ["B2"]},
    {"not_turned": ["A1"]},
    {"symbol": {"A1:B": "knight3"}},
    {"exits": {"field": "A1", "of": "B", "points": ["S", "SW"]}},
    {"border_crossings": {"field": "H2", "of": "T", "points": []}},
    {"joins": {"field": "A1", "point": "SE", "to": "B1"}},
    {"faces": {"field": "A1", "point": "SE", "to": "B2"}},
    {"road_count": {"field": "C1", "count": 1}},
    {"off_road": "A1:T"},
    {"printed_exits": {"tile": "k2c", "of": "T", "points": ["N"]}},
    {"castle_at": {"field": "B1", "value": 6, "gates": ["NW", "SE"]}},
    {"castles_share_road": True},
    {"no_such_fact": 1},
]


@pytest.mark.parametrize("facts", FALSE_FACTS, ids=lambda f: next(iter(f)))
def test_a_false_fact_is_reported(facts: dict[str, Any]) -> None:
    assert failures(ANDRE.board, 3, facts)


def test_true_facts_pass() -> None:
    assert failures(ANDRE.board, 3, {"score": {"total": 33}, "turned": ["A1"]}) == []


def test_areas_name_columns_rows_or_both() -> None:
    from dq_desktop.engine import Field

    assert in_area(Field.parse("C1"), "C-F1")
    assert not in_area(Field.parse("C2"), "C-F1")
    assert in_area(Field.parse("H3"), "H")
    assert in_area(Field.parse("B2"), "1-2")


def test_every_kind_of_fact_is_tried_false() -> None:
    from tests.claims import _CHECKS

    tried = {next(iter(facts)) for facts in FALSE_FACTS} - {"no_such_fact"}
    assert tried == set(_CHECKS)
