"""Why a principality scores what it scores: the facts behind every category.

The interface draws its highlights from this, and scoring is derived from it,
so what the player sees and what he scores cannot disagree.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from dq_desktop.engine.fields import Field
from dq_desktop.engine.points import POINT_INDEX, Point
from dq_desktop.engine.principality import Principality
from dq_desktop.engine.symbols import Symbol, SymbolRef


class NonDefenseReason(Enum):
    """Why a knight does not defend the realm."""

    INNER = "inner"
    """Its field is not on the outer ring."""
    HALF_INSIDE = "half-inside"
    """Its half of the tile has no edge on the border."""
    NO_DIRECT_ROAD = "no-direct-road"
    """Its half touches the border, but its own road does not reach it within that half."""


@dataclass(frozen=True)
class SymbolGroup:
    """Connected symbols of one kind: churches, windmills, or knights."""

    symbols: tuple[SymbolRef, ...]
    value: int
    """Points for a church or windmill group; the shield sum for a knight group."""


@dataclass(frozen=True)
class Explanation:
    """Every scoring fact of one principality, independent of the round.

    Symbol lists are in reading order (by field, T before B), and groups are
    ordered by their first symbol.
    """

    symbols: tuple[tuple[SymbolRef, Symbol], ...]
    castle_knights: dict[int, tuple[SymbolRef, ...]]
    """Castle value (6, 4) → the knights connected to either gate; only castles on the board."""
    churches: tuple[SymbolGroup, ...]
    windmills: tuple[SymbolGroup, ...]
    knight_groups: tuple[SymbolGroup, ...]
    defending: tuple[SymbolRef, ...]
    not_defending: tuple[tuple[SymbolRef, NonDefenseReason], ...]
    defense_shields: int
    """The shields of the defending knights, added up."""

    @property
    def best_knight_group(self) -> SymbolGroup | None:
        """The most valuable group of at least two connected knights."""
        groups = [group for group in self.knight_groups if len(group.symbols) >= 2]
        return max(groups, key=lambda group: group.value, default=None)

    def symbol_at(self, ref: SymbolRef) -> Symbol | None:
        return next((symbol for at, symbol in self.symbols if at == ref), None)

    def group_of(self, ref: SymbolRef) -> SymbolGroup | None:
        """The church, windmill or knight group that holds ``ref``."""
        for group in (*self.churches, *self.windmills, *self.knight_groups):
            if ref in group.symbols:
                return group
        return None


def group_points(size: int) -> int:
    """Points of a church or windmill group: 1 → 0, exactly 2 → 2, 3 or more → 2 each."""
    if size < 2:
        return 0
    return 2 if size == 2 else 2 * size


def explain(board: Principality) -> Explanation:
    network = board.network
    churches: dict[int, list[SymbolRef]] = {}
    windmills: dict[int, list[SymbolRef]] = {}
    knights: dict[int, list[SymbolRef]] = {}
    knight_shields: dict[int, int] = {}
    castles: dict[int, list[SymbolRef]] = {value: [] for value in network.castle_gates}
    defending: list[SymbolRef] = []
    not_defending: list[tuple[SymbolRef, NonDefenseReason]] = []
    shields = 0
    for ref, symbol, net in network.symbols:
        # A symbol alone on no road is a group of its own; negative keys keep it apart.
        key = -1 - ref.order if net is None else net
        if symbol.is_knight:
            knights.setdefault(key, []).append(ref)
            knight_shields[key] = knight_shields.get(key, 0) + symbol.shield
            for value, gates in network.castle_gates.items():
                if net is not None and net in gates:
                    castles[value].append(ref)
            reason = non_defense_reason(board, ref)
            if reason is None:
                defending.append(ref)
                shields += symbol.shield
            else:
                not_defending.append((ref, reason))
        elif symbol is Symbol.CHURCH:
            churches.setdefault(key, []).append(ref)
        else:
            windmills.setdefault(key, []).append(ref)

    def scored(groups: dict[int, list[SymbolRef]]) -> tuple[SymbolGroup, ...]:
        return tuple(SymbolGroup(tuple(refs), group_points(len(refs))) for refs in groups.values())

    return Explanation(
        symbols=tuple((ref, symbol) for ref, symbol, _ in network.symbols),
        castle_knights={value: tuple(refs) for value, refs in castles.items()},
        churches=scored(churches),
        windmills=scored(windmills),
        knight_groups=tuple(
            SymbolGroup(tuple(refs), knight_shields[key]) for key, refs in knights.items()
        ),
        defending=tuple(defending),
        not_defending=tuple(not_defending),
        defense_shields=shields,
    )


def non_defense_reason(board: Principality, ref: SymbolRef) -> NonDefenseReason | None:
    """Why the knight at ``ref`` does not defend the realm; ``None`` when it does.

    It defends when the road group on its own tile that holds its centre also
    holds an edge point of the same half on the outer border (SPEC.md §3).
    """
    if not ref.field.is_on_border:
        return NonDefenseReason.INNER
    border_of_half = _BORDER_OF_HALF[ref.order]
    if not border_of_half:
        return NonDefenseReason.HALF_INSIDE
    group_at = board.slots[ref.field.index].layout.group_at  # type: ignore[union-attr]
    group = group_at[POINT_INDEX[ref.point]]
    if group < 0 or all(group_at[point] != group for point in border_of_half):
        return NonDefenseReason.NO_DIRECT_ROAD
    return None


def _border_of_half() -> tuple[tuple[int, ...], ...]:
    """For each symbol place (``SymbolRef.order``), its half's border points as integers."""
    table = []
    for field in Field.all():
        for centre in (Point.T, Point.B):
            table.append(
                tuple(
                    POINT_INDEX[p]
                    for p in sorted(field.border_points, key=POINT_INDEX.__getitem__)
                    if p.half is centre.half
                )
            )
    return tuple(table)


_BORDER_OF_HALF = _border_of_half()
