"""The rulebooks' worked examples, laid out with the classic set, score as the books say.

Each board in tests/data/positions has a ``.expected.json`` beside it with the
score and the explanation the rulebook text gives: the round-1 example (knights
on B2 and D3 at either side of the 4-castle on C2, the windmill on B1 cut off;
D3 and G3 defend, B2 and G2 are inner, H2 reaches the border only through its
other half), the final scorings of 33 (English rulebook) and 30 (online
client), and the online client's round-2 example.
"""

import json
from pathlib import Path

import pytest

from dq_desktop.engine import explain, score
from dq_desktop.formats.explanation_json import explanation_to_json
from dq_desktop.formats.position_file import read_position

POSITIONS = Path(__file__).parent.parent / "data" / "positions"
EXAMPLES = sorted(p for p in POSITIONS.glob("*.json") if not p.name.endswith(".expected.json"))


def expected_of(path: Path) -> dict[str, object]:
    result: dict[str, object] = json.loads(path.with_suffix(".expected.json").read_text())
    return result


def test_the_examples_are_there() -> None:
    names = {p.stem for p in EXAMPLES}
    assert {"rulebook-round1", "rulebook-final-en", "rulebook-final-online"} <= names


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_the_example_scores_as_the_rulebook_says(path: Path) -> None:
    position = read_position(path)
    expected = expected_of(path)
    result = score(position.board, position.round).as_dict()
    assert result == {key: expected[key] for key in result}


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_the_example_is_explained_as_the_rulebook_says(path: Path) -> None:
    facts = explanation_to_json(explain(read_position(path).board))
    assert facts == expected_of(path)["explain"]


def test_round1_the_castle_separates_the_two_knights_it_counts() -> None:
    facts = explain(read_position(POSITIONS / "rulebook-round1.json").board)
    b2, d3 = (
        next(r for r in facts.castle_knights[4] if str(r).startswith(f)) for f in ("B2", "D3")
    )
    assert facts.group_of(b2) != facts.group_of(d3)


def test_final_scorings_are_33_and_30() -> None:
    totals = [
        score(p.board, p.round).total
        for p in (read_position(POSITIONS / f"rulebook-final-{n}.json") for n in ("en", "online"))
    ]
    assert totals == [33, 30]
