"""The rulebooks' worked examples, laid out with the classic set, say what the books say.

Each board in tests/data/positions carries ``claims``: every sentence the book
(or the online client's help) says of it, with the facts that sentence states,
each checked by the engine as a test of its own (``tests/claims.py``). A
``.expected.json`` beside it pins the whole score and explanation, so that a
change of the set shows as a change of these files.
"""

import json
from pathlib import Path

import pytest

from dq_desktop.engine import explain, score
from dq_desktop.formats.explanation_json import explanation_to_json
from dq_desktop.formats.game_record import read_game
from dq_desktop.formats.position_file import read_position
from dq_desktop.formats.tileset_file import builtin_tileset, tileset_to_json
from tests.claims import failures

POSITIONS = Path(__file__).parent.parent / "data" / "positions"
EXAMPLES = sorted(p for p in POSITIONS.glob("*.json") if not p.name.endswith(".expected.json"))


GAMES = Path(__file__).parent.parent / "data" / "games"


def claims() -> list[tuple[Path, int, dict[str, object]]]:
    found = []
    for path in EXAMPLES:
        for number, claim in enumerate(json.loads(path.read_text()).get("claims", [])):
            found.append((path, number, claim))
    return found


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


def test_every_example_states_its_sentences_as_claims() -> None:
    assert all(json.loads(path.read_text()).get("claims") for path in EXAMPLES)


@pytest.mark.parametrize(
    ("path", "number", "claim"), claims(), ids=lambda v: v.stem if isinstance(v, Path) else str(v)
)
def test_each_sentence_of_the_book_holds_on_its_board(
    path: Path, number: int, claim: dict[str, object]
) -> None:
    position = read_position(path)
    facts = claim["facts"]
    assert isinstance(facts, dict) and facts
    assert failures(position.board, position.round, facts) == [], claim["says"]


def test_andre_scores_6_then_18_then_33_in_an_order_of_play_the_rules_allow() -> None:
    """French rulebook: 6 points after the first scoring, 18 after the second, 33 after the
    third, 57 in all; the record replays under the rules and ends on the book's board."""
    game, _ = read_game(GAMES / "rulebook-andre.json")
    andre = game.players[0]
    assert [s.total for s in andre.scores] == [6, 18, 33]
    assert andre.total == 57
    assert dict(andre.board) == dict(read_position(POSITIONS / "rulebook-final-en.json").board)


def test_andres_game_is_recorded_with_todays_classic_set() -> None:
    """The record carries its set inline: when the classic set changes, lay it out again."""
    record = json.loads((GAMES / "rulebook-andre.json").read_text())
    assert record["tileset"] == tileset_to_json(builtin_tileset("classic"))
