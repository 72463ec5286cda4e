"""A principality: the tiles on its 24 fields, and nothing about turns or hands."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import cached_property

from dq_desktop.engine.errors import FieldOccupiedError
from dq_desktop.engine.fields import FIELD_COUNT, Field
from dq_desktop.engine.network import RoadNetwork
from dq_desktop.engine.tiles import PlacedTile


class Principality(Mapping[Field, PlacedTile]):
    """An immutable board: a mapping from field to placed tile.

    ``with_tile`` returns a new principality; the road network is computed
    once per principality, when first asked for.
    """

    __slots__ = ("__dict__", "_slots")

    def __init__(self, tiles: Mapping[Field, PlacedTile] | None = None) -> None:
        slots: list[PlacedTile | None] = [None] * FIELD_COUNT
        for field, placed in (tiles or {}).items():
            slots[field.index] = placed
        self._slots: tuple[PlacedTile | None, ...] = tuple(slots)

    @classmethod
    def _from_slots(cls, slots: tuple[PlacedTile | None, ...]) -> Principality:
        board = cls.__new__(cls)
        board._slots = slots
        return board

    @property
    def slots(self) -> tuple[PlacedTile | None, ...]:
        """The placed tile of each field in reading order (``None`` when empty)."""
        return self._slots

    def with_tile(self, field: Field, placed: PlacedTile) -> Principality:
        if self._slots[field.index] is not None:
            raise FieldOccupiedError(f"field {field} already holds a tile")
        slots = list(self._slots)
        slots[field.index] = placed
        return Principality._from_slots(tuple(slots))

    def __reduce__(self) -> tuple[object, ...]:
        # Pickled as its tiles alone (to worker processes): the cached road network
        # holds a closure and is rebuilt on the other side when first asked for.
        return (Principality._from_slots, (self._slots,))

    @cached_property
    def network(self) -> RoadNetwork:
        return RoadNetwork(self._slots)

    def empty_fields(self) -> list[Field]:
        return [field for field in Field.all() if self._slots[field.index] is None]

    def __getitem__(self, field: Field) -> PlacedTile:
        placed = self._slots[field.index]
        if placed is None:
            raise KeyError(field)
        return placed

    def __iter__(self) -> Iterator[Field]:
        return (field for field in Field.all() if self._slots[field.index] is not None)

    def __len__(self) -> int:
        return sum(placed is not None for placed in self._slots)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Principality):
            return self._slots == other._slots
        return super().__eq__(other)

    def __hash__(self) -> int:
        return hash(self._slots)

    def __repr__(self) -> str:
        tiles = ", ".join(f"{field}={placed}" for field, placed in self.items())
        return f"Principality({tiles})"
