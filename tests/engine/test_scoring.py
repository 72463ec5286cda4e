"""SPEC.md §3: each scoring category, after rounds 1, 2 and 3."""

import dataclasses

import pytest

from dq_desktop.engine import DqError, score
from dq_desktop.engine.scoring import (
    CASTLE_VALUES,
    CATEGORIES,
    KNIGHT_GROUP_ROUND,
    Category,
    Score,
    castle_knights_needed,
    defense_shields_needed,
)
from tests.boards import board

# The 4-castle on B2 has gates N and S. Sancho on B1 carries its N road to
# A1 and C1; B3's knight sits on the S road.
KNIGHTS_AT_CASTLE4 = {
    1: ("B2=castle4", "B3=k2-nt"),
    2: ("B2=castle4", "B3=k2-nt", "B1=sancho", "A1=k3-ew"),
    3: ("B2=castle4", "B3=k2-nt", "B1=sancho", "A1=k3-ew", "C1=k3-ew"),
}


@pytest.mark.parametrize(
    ("knights", "round", "points"),
    [
        (1, 1, 4),
        (1, 2, 0),
        (2, 2, 4),
        (2, 3, 0),
        (3, 3, 4),
        (3, 1, 4),
    ],
)
def test_a_castle_needs_as_many_knights_as_the_round_number(
    knights: int, round: int, points: int
) -> None:
    """Round r: a castle scores its value with at least r connected knights, at either gate."""
    assert score(board(*KNIGHTS_AT_CASTLE4[knights]), round).castle4 == points


def test_a_knight_counts_for_both_castles() -> None:
    """C3's knight reaches the 4-castle (B2's gate S, via Sancho on B3) and the 6-castle
    (D3's gate NW)."""
    b = board("B2=castle4", "B3=sancho", "C3=k3-ew", "D3=castle6")
    result = score(b, 1)
    assert (result.castle6, result.castle4) == (6, 4)


@pytest.mark.parametrize(("churches", "points"), [(1, 0), (2, 2), (3, 6), (4, 8), (6, 12)])
def test_church_groups_score_0_2_then_2_each(churches: int, points: int) -> None:
    b = board(*[f"{'ABCDEF'[i]}2=c-ew" for i in range(churches)])
    assert score(b, 1).churches == points


def test_separate_church_groups_each_score() -> None:
    b = board("A2=c-ew", "B2=c-ew", "D2=c-ew", "E2=c-ew", "F2=c-ew")
    assert score(b, 1).churches == 2 + 6


def test_windmills_score_like_churches_but_apart_from_them() -> None:
    b = board("A2=w-ew", "B2=c-ew", "C2=w-ew", "D2=c-ew")
    result = score(b, 1)
    assert (result.windmills, result.churches) == (2, 2)


@pytest.mark.parametrize(
    ("round", "shields", "points"),
    [
        (1, 4, 5),
        (1, 3, 0),
        (2, 8, 5),
        (2, 7, 0),
        (3, 12, 5),
        (3, 11, 0),
    ],
)
def test_defense_needs_four_shields_per_round(round: int, shields: int, points: int) -> None:
    """Knights on row 1 with a road from T to N defend with their shields."""
    knights = {1: "k1-nt", 2: "k2-nt", 3: "k3-nt"}
    parts, left, col = [], shields, 0
    for value in (3, 3, 3, 2, 2, 2, 1, 1, 1):
        if value <= left:
            parts.append(f"{'ABCDEFGH'[col]}1={knights[value]}")
            left -= value
            col += 1
    assert left == 0
    assert score(board(*parts), round).defense == points


def test_the_knight_group_scores_only_after_round_3() -> None:
    b = board("A2=k3-ew", "B2=k3-ew", "C2=k3-ew")
    assert [score(b, r).knights for r in (1, 2, 3)] == [0, 0, 9]


def test_the_knight_group_needs_two_knights_and_takes_the_largest() -> None:
    assert score(board("A2=k3-ew"), 3).knights == 0
    # A2+B2: 3+3 = 6; D2 + Sancho E2 + E3: 3+2 = 5.
    b = board("A2=k3-ew", "B2=k3-ew", "D2=k3-ew", "E2=sancho", "E3=k2-nt")
    assert score(b, 3).knights == 6


def test_total_is_the_sum_of_the_categories() -> None:
    b = board("A2=k3-ew", "B2=k3-ew", "C2=c-ew", "D2=c-ew")
    result = score(b, 3)
    assert result.total == 6 + 2
    assert result.as_dict()["total"] == result.total


@pytest.mark.parametrize("round", [0, 4, -1])
def test_only_rounds_1_to_3_are_scored(round: int) -> None:
    with pytest.raises(DqError, match="round"):
        score(board(), round)


def test_the_categories_are_the_scores_fields_in_the_sheets_order() -> None:
    """One list of categories, the engine's: ``Score``'s fields after the round, in the
    scoring sheet's order (the interface, the files and the book follow it)."""
    names = tuple(field.name for field in dataclasses.fields(Score))
    assert names == ("round", *CATEGORIES)
    assert tuple(category.value for category in Category) == CATEGORIES
    assert all(type(name) is str for name in CATEGORIES)  # plain names in files and JSON


@pytest.mark.parametrize("round_number", [1, 2, 3])
def test_the_thresholds_the_engine_names_are_the_ones_it_scores_by(round_number: int) -> None:
    """SPEC.md §3: round r asks r knights of a castle and 4·r shield points of the
    defence; the knight group counts in round 3 only."""
    assert castle_knights_needed(round_number) == round_number
    assert defense_shields_needed(round_number) == 4 * round_number
    needed = castle_knights_needed(round_number)
    assert score(board(*KNIGHTS_AT_CASTLE4[needed]), round_number).castle4 == CASTLE_VALUES[
        Category.CASTLE4]
    if needed > 1:
        assert score(board(*KNIGHTS_AT_CASTLE4[needed - 1]), round_number).castle4 == 0
    assert KNIGHT_GROUP_ROUND == 3
