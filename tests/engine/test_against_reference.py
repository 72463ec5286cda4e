"""Differential test: the engine agrees with an independent, naive reading of SPEC.md §3.

``tests/reference/reference_rules.py`` was written from the SPEC alone, by flood
fill over plain dicts; any board on which the two disagree is a bug in one.
"""

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dq_desktop.engine import explain, score
from dq_desktop.engine.fields import Field
from dq_desktop.formats.explanation_json import explanation_to_json
from dq_desktop.formats.position_file import position_from_json
from tests.boards import DATA, tileset_json
from tests.reference import reference_rules

SETS = ["lab", "play"] + (
    ["classic"] if (DATA.parent.parent / "resources" / "tilesets" / "classic.json").exists() else []
)
FIELDS = [f.name for f in Field.all()]


def classic_json() -> dict[str, Any]:
    import json

    path = DATA.parent.parent / "resources" / "tilesets" / "classic.json"
    result: dict[str, Any] = json.loads(path.read_text())
    return result


@st.composite
def boards(draw: st.DrawFn) -> tuple[dict[str, Any], dict[str, str]]:
    name = draw(st.sampled_from(SETS))
    tileset = classic_json() if name == "classic" else tileset_json(name)
    copies = [t["id"] for t in tileset["tiles"] for _ in range(t.get("count", 1))]
    fields = draw(st.lists(st.sampled_from(FIELDS), unique=True, max_size=24))
    tiles = draw(st.permutations(copies))
    turns = draw(st.lists(st.booleans(), min_size=len(fields), max_size=len(fields)))
    board = {
        f: t + ("@180" if turn else "") for f, t, turn in zip(fields, tiles, turns, strict=False)
    }
    return tileset, board


@pytest.mark.slow
@settings(max_examples=400, deadline=None)
@given(boards())
def test_score_and_explain_agree_with_the_reference(
    case: tuple[dict[str, Any], dict[str, str]],
) -> None:
    tileset, board = case
    position = position_from_json(
        {"format": "dq-position/1", "tileset": tileset, "round": 1, "board": board}
    )
    assert explanation_to_json(explain(position.board)) == reference_rules.explain(tileset, board)
    for round_number in (1, 2, 3):
        assert score(position.board, round_number).as_dict() == reference_rules.score(
            tileset, board, round_number
        )
