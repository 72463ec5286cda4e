"""Scoring symbols, and references to a symbol as it lies on the board."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from dq_desktop.engine.errors import NotationError
from dq_desktop.engine.fields import Field
from dq_desktop.engine.points import Point

_SHIELDS = {"knight1": 1, "knight2": 2, "knight3": 3}


class Symbol(Enum):
    """What a half of a road tile shows."""

    KNIGHT1 = "knight1"
    KNIGHT2 = "knight2"
    KNIGHT3 = "knight3"
    CHURCH = "church"
    WINDMILL = "windmill"

    # Plain attributes rather than properties: scoring reads them in its hot loop.
    shield: int
    """The number on a knight's shield; 0 for churches and windmills."""
    is_knight: bool

    def __init__(self, value: str) -> None:
        self.shield = _SHIELDS.get(value, 0)
        self.is_knight = self.shield > 0

    @classmethod
    def parse(cls, text: str) -> Symbol:
        try:
            return cls(text)
        except ValueError:
            names = ", ".join(symbol.value for symbol in cls)
            raise NotationError(f"unknown symbol {text!r} (one of {names})") from None


@dataclass(frozen=True)
class SymbolRef:
    """A symbol on the board: its field and its centre point as placed (``"H2:T"``).

    >>> SymbolRef.parse("H2:T")
    SymbolRef.parse('H2:T')
    """

    field: Field
    point: Point

    def __post_init__(self) -> None:
        if not self.point.is_centre:
            raise NotationError(f"a symbol sits at T or B, not at {self.point.value}")

    @classmethod
    def parse(cls, text: str) -> SymbolRef:
        field, sep, point = text.partition(":")
        if not sep:
            raise NotationError(f"symbol reference {text!r} needs the form FIELD:T or FIELD:B")
        return cls(Field.parse(field), Point.parse(point))

    @classmethod
    def at(cls, field: Field, point: Point) -> SymbolRef:
        """The shared reference for ``field`` and ``point`` (fast: no new object)."""
        return _REFS[field.index * 2 + (point is Point.B)]

    @property
    def order(self) -> int:
        """Reading order: by field, T before B."""
        return self.field.index * 2 + (self.point is Point.B)

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, SymbolRef):
            return NotImplemented
        return self.order < other.order

    def __str__(self) -> str:
        return f"{self.field.name}:{self.point.value}"

    def __repr__(self) -> str:
        return f"SymbolRef.parse({str(self)!r})"


_REFS = tuple(SymbolRef(field, point) for field in Field.all() for point in (Point.T, Point.B))
