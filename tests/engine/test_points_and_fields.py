"""SPEC.md §1: the points of a tile, turning, and the fields of the principality."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dq_desktop.engine import Field, Half, NotationError, Point


@given(st.sampled_from(Point))
def test_turning_twice_is_the_identity(point: Point) -> None:
    assert point.turned.turned is point


@pytest.mark.parametrize(
    ("point", "turned"),
    [("N", "S"), ("NE", "SW"), ("NW", "SE"), ("T", "B")],
)
def test_turning_maps_points_as_the_spec_says(point: str, turned: str) -> None:
    assert Point.parse(point).turned is Point.parse(turned)
    assert Point.parse(turned).turned is Point.parse(point)


def test_each_half_has_one_centre_and_three_edge_points() -> None:
    top = [p for p in Point if p.half is Half.TOP]
    assert sorted(p.value for p in top) == ["N", "NE", "NW", "T"]
    assert [p for p in top if p.is_centre] == [Point.T]


def test_turning_swaps_the_halves() -> None:
    assert all(p.turned.half is not p.half for p in Point)


@given(st.sampled_from(Field.all()))
def test_field_names_read_back(field: Field) -> None:
    assert Field.parse(str(field)) == field
    assert eval(repr(field)) == field  # the repr can be pasted back


def test_a1_is_top_left_and_h3_bottom_right() -> None:
    assert Field.parse("A1") == Field(row=0, column=0)
    assert Field.parse("H3") == Field(row=2, column=7)
    assert Field.parse("c2").name == "C2"


@pytest.mark.parametrize("text", ["", "A", "A4", "I1", "A0", "11", "C2x"])
def test_unknown_fields_are_refused(text: str) -> None:
    with pytest.raises(NotationError):
        Field.parse(text)


@pytest.mark.parametrize(
    ("field", "border"),
    [
        ("A1", {"N", "NW", "SW"}),
        ("D1", {"N"}),
        ("H2", {"NE", "SE"}),
        ("C3", {"S"}),
        ("H3", {"S", "NE", "SE"}),
        ("D2", set()),
    ],
)
def test_outer_border_points(field: str, border: set[str]) -> None:
    """N of row 1, S of row 3, NW/SW of column A, NE/SE of column H."""
    assert {p.value for p in Field.parse(field).border_points} == border


def test_fields_touch_at_edges_and_corners() -> None:
    c2 = Field.parse("C2")
    assert c2.touches(Field.parse("D3"))
    assert c2.touches(Field.parse("B1"))
    assert not c2.touches(Field.parse("E2"))


def test_neighbouring_points_meet_across_the_edge() -> None:
    b2 = Field.parse("B2")
    assert b2.across(Point.NE) == (Field.parse("C2"), Point.NW)
    assert b2.across(Point.SW) == (Field.parse("A2"), Point.SE)
    assert b2.across(Point.N) == (Field.parse("B1"), Point.S)
    assert Field.parse("A1").across(Point.NW) is None  # the outer border
