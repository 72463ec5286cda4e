"""The eight points of a tile and its two halves (SPEC.md §1)."""

from __future__ import annotations

from enum import Enum

from dq_desktop.engine.errors import NotationError


class Half(Enum):
    """The top or bottom half of an upright tile."""

    TOP = "top"
    BOTTOM = "bottom"


class Point(Enum):
    """A point of a tile: six on its edges and the centre of each half."""

    N = "N"
    NE = "NE"
    NW = "NW"
    T = "T"
    S = "S"
    SE = "SE"
    SW = "SW"
    B = "B"

    @classmethod
    def parse(cls, text: str) -> Point:
        """Read a point name such as ``"NE"``.

        >>> Point.parse("SW")
        <Point.SW: 'SW'>
        """
        try:
            return cls(text)
        except ValueError:
            raise NotationError(f"unknown point {text!r}") from None

    @property
    def half(self) -> Half:
        return Half.TOP if self in _TOP_HALF else Half.BOTTOM

    @property
    def turned(self) -> Point:
        """Where this point lies once the tile is turned 180°."""
        return _TURNED[self]

    @property
    def is_centre(self) -> bool:
        """True for ``T`` and ``B``, where a half's symbol sits."""
        return self in (Point.T, Point.B)

    @property
    def is_edge(self) -> bool:
        return not self.is_centre

    def __str__(self) -> str:
        return self.value


_TOP_HALF = frozenset({Point.N, Point.NE, Point.NW, Point.T})
_TURNED = {
    Point.N: Point.S,
    Point.S: Point.N,
    Point.NE: Point.SW,
    Point.SW: Point.NE,
    Point.NW: Point.SE,
    Point.SE: Point.NW,
    Point.T: Point.B,
    Point.B: Point.T,
}

POINT_INDEX: dict[Point, int] = {point: index for index, point in enumerate(Point)}
"""A small integer per point, for the hot loops of scoring (enum hashing is slow)."""

EDGE_POINTS: tuple[Point, ...] = (Point.N, Point.NE, Point.SE, Point.S, Point.SW, Point.NW)
CENTRE_OF: dict[Half, Point] = {Half.TOP: Point.T, Half.BOTTOM: Point.B}
