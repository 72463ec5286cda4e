"""The end of round 3 solved exactly: every order of the last fields, the best play in each.

In round 3 a player knows every tile he still has to place (the hand of five
and the tile set aside); only the order of the last fields is unknown. When
few fields are left, the expected final score under the best play can be
computed exactly (expectimax: the mean over the field that comes next of the
best placement on it), instead of estimated with a policy that is not
optimal. Boards reached in different orders are the same position and are
solved once.
"""

from __future__ import annotations

from dq_desktop.engine.bots.fastboard import FastBoard, round_total
from dq_desktop.engine.bots.rollout import tile_pieces
from dq_desktop.engine.tiles import TileId


class TooDear(Exception):
    """The solve would weigh more placements than it may."""


class Endgame:
    """Exact expected final totals from a round-3 position, within a budget of placements."""

    def __init__(self, budget: int) -> None:
        self.weighed = 0
        self._budget = budget
        self._known: dict[tuple[int, ...], float] = {}

    def value(
        self,
        board: FastBoard,
        fields: tuple[int, ...],
        hand: tuple[TileId, ...],
        last_tile: TileId,
        sancho: int | None,
    ) -> float:
        """The expected round-3 total of ``board`` once ``fields`` (in an order not known
        yet) are filled with the best play: one of ``hand`` on each but the last field,
        ``last_tile`` on the last one; ``sancho`` (his piece, if still available) instead
        of any of them. Raises ``TooDear`` past the budget."""
        key = (*board.slots, -2 if sancho is None else sancho)
        known = self._known.get(key)
        if known is not None:
            return known
        tables = board.tables
        total = 0.0
        if len(fields) == 1:
            field = fields[0]
            options = tile_pieces(tables, [last_tile])
            if sancho is not None:
                options.append(sancho)
            self._spend(len(options))
            total = float(max(round_total(board.facts_with(field, p), 3) for p in options))
        else:
            tiles = list(dict.fromkeys(hand))
            for field in fields:
                rest = tuple(f for f in fields if f != field)
                best = float("-inf")
                for piece in tile_pieces(tables, tiles):
                    left = list(hand)
                    left.remove(tables.pieces[piece].tile)
                    best = max(best, self._after(board, field, piece, rest, tuple(left),
                                                 last_tile, sancho))
                if sancho is not None:
                    best = max(best, self._after(board, field, sancho, rest, hand,
                                                 last_tile, None))
                total += best
            total /= len(fields)
        self._known[key] = total
        return total

    def _after(
        self,
        board: FastBoard,
        field: int,
        piece: int,
        fields: tuple[int, ...],
        hand: tuple[TileId, ...],
        last_tile: TileId,
        sancho: int | None,
    ) -> float:
        self._spend(1)
        trial = board.copy()
        trial.place(field, piece)
        return self.value(trial, fields, hand, last_tile, sancho)

    def _spend(self, count: int) -> None:
        self.weighed += count
        if self.weighed > self._budget:
            raise TooDear
