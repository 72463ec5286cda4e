"""A plan: which tile goes on each of the 22 fields, for one player's fixed deal.

The deal fixes the castles, the order of the fields and the tiles revealed
in each round; a plan chooses only the tile of the round for each field, its
turn, and where Sancho goes. Tiles left over because of Sancho are kept per
round, as the rules discard them.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from dq_desktop.engine.deal import HAND_SIZES
from dq_desktop.engine.game import LAST_STEP, ROUND_ENDS, Placement, PlayerState, round_of_step
from dq_desktop.engine.tiles import TileId

STEPS_OF_ROUND: tuple[tuple[int, ...], ...] = (
    tuple(range(0, ROUND_ENDS[0])),
    tuple(range(ROUND_ENDS[0], ROUND_ENDS[1])),
    tuple(range(ROUND_ENDS[1], LAST_STEP)),
    (LAST_STEP,),
)
"""The steps filled from each pool: the three hands, then the tile set aside."""


def pool_of_step(step: int) -> int:
    """0–2: the hand of that round; 3: the tile set aside (field 22)."""
    return 3 if step == LAST_STEP else round_of_step(step) - 1


@dataclass(frozen=True)
class Slot:
    tile: TileId
    rotated: bool


@dataclass(frozen=True)
class Plan:
    """A complete, legal filling of the 22 fields."""

    slots: tuple[Slot, ...]
    """One per step, in the order of the positions."""
    left_over: tuple[TileId | None, ...]
    """Per pool, the tile Sancho left over (``None``: Sancho is not in that pool)."""

    @property
    def discarded(self) -> list[TileId]:
        """Tiles removed because of Sancho, in the order the rules remove them."""
        return [tile for tile in self.left_over if tile is not None]


def pools_of(player: PlayerState) -> tuple[tuple[TileId, ...], ...]:
    """The tiles each pool offers: the hands of rounds 1–3, then the tile set aside."""
    assert tuple(len(hand) for hand in player.hands) == HAND_SIZES
    return (*player.hands, (player.last_tile,))


def plan_of_placements(placements: tuple[Placement, ...], player: PlayerState) -> Plan:
    """The plan a finished player actually played."""
    slots = tuple(Slot(p.tile, p.rotated) for p in placements)
    left: list[TileId | None] = []
    for pool, steps in zip(pools_of(player), STEPS_OF_ROUND, strict=True):
        unused = Counter(pool) - Counter(slots[step].tile for step in steps)
        left.append(next(unused.elements(), None))
    return Plan(slots, tuple(left))
