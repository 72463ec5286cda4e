"""Fields of the 8×3 principality, named ``A1`` (top left) to ``H3`` (SPEC.md §1)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from dq_desktop.engine.errors import NotationError
from dq_desktop.engine.points import Point

COLUMNS = "ABCDEFGH"
ROWS = 3
FIELD_COUNT = len(COLUMNS) * ROWS


@dataclass(frozen=True, order=True)
class Field:
    """One field of a principality; ordered in reading order (row, then column).

    >>> Field.parse("C2")
    Field.parse('C2')
    >>> str(Field.parse("h3")), Field.parse("A1").is_on_border
    ('H3', True)
    """

    row: int
    column: int

    def __post_init__(self) -> None:
        if not (0 <= self.row < ROWS and 0 <= self.column < len(COLUMNS)):
            raise NotationError(f"no field at row {self.row}, column {self.column}")

    @classmethod
    def parse(cls, text: str) -> Field:
        name = text.strip().upper()
        if len(name) != 2 or name[0] not in COLUMNS or name[1] not in "123":
            raise NotationError(f"unknown field {text!r} (fields are A1 to H3)")
        return _BY_NAME[name]

    @classmethod
    def parse_exact(cls, text: str) -> Field:
        """As written in files: exactly ``A1`` to ``H3``, upper case, nothing around it."""
        field = cls.parse(text)
        if field.name != text:
            raise NotationError(f"field {text!r} must be written {field.name!r}")
        return field

    @classmethod
    def all(cls) -> tuple[Field, ...]:
        """Every field, in reading order."""
        return _ALL

    @property
    def index(self) -> int:
        """0 for A1 up to 23 for H3, in reading order."""
        return self.row * len(COLUMNS) + self.column

    @property
    def name(self) -> str:
        return f"{COLUMNS[self.column]}{self.row + 1}"

    @cached_property
    def border_points(self) -> frozenset[Point]:
        """The edge points of this field that lie on the principality's outer border."""
        points: set[Point] = set()
        if self.row == 0:
            points.add(Point.N)
        if self.row == ROWS - 1:
            points.add(Point.S)
        if self.column == 0:
            points |= {Point.NW, Point.SW}
        if self.column == len(COLUMNS) - 1:
            points |= {Point.NE, Point.SE}
        return frozenset(points)

    @property
    def is_on_border(self) -> bool:
        """True for the fields of the outer ring."""
        return bool(self.border_points)

    def across(self, point: Point) -> tuple[Field, Point] | None:
        """The neighbouring field and its point that meet ``point`` (``None``: the border)."""
        step = _ACROSS.get(point)
        if step is None:
            return None
        d_row, d_column, other = step
        row, column = self.row + d_row, self.column + d_column
        if not (0 <= row < ROWS and 0 <= column < len(COLUMNS)):
            return None
        return Field(row, column), other

    def touches(self, other: Field) -> bool:
        """True when the fields share an edge or a corner (or are the same field)."""
        return abs(self.row - other.row) <= 1 and abs(self.column - other.column) <= 1

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"Field.parse({self.name!r})"


_ACROSS = {
    Point.N: (-1, 0, Point.S),
    Point.S: (1, 0, Point.N),
    Point.NE: (0, 1, Point.NW),
    Point.SE: (0, 1, Point.SW),
    Point.NW: (0, -1, Point.NE),
    Point.SW: (0, -1, Point.SE),
}
_ALL = tuple(Field(row, column) for row in range(ROWS) for column in range(len(COLUMNS)))
_BY_NAME = {field.name: field for field in _ALL}
