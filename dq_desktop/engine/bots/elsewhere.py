"""What a tile could do on other fields: the opportunity cost the rollouts weigh.

A one-step policy spends its strongest tile on the first field that comes.
``normal`` asks instead what else the tile could do (a placement is rated less
a share of the tile's mean value over the other open fields), which lifts a
one-step player by some 6 points a game. The expert's rollouts do the same,
with a table computed once per decision on the board as it stands, for every
tile the player may still place: cheap enough to leave the rollouts' speed
nearly unchanged; each sampled future then remakes the current hand's entries
over the fields it brings before the round ends (``playouts.round_table``). The
expert takes, as ``normal`` does, the tile's better way round on each field
(``per_field``): its rollouts' policy alone plays some 2.4 points a game better
so than with the better of the tile's two means.
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable

from dq_desktop.engine.bots.fastboard import FastBoard
from dq_desktop.engine.bots.policy import Weights, placement_value
from dq_desktop.engine.bots.rollout import Judgement, tile_pieces
from dq_desktop.engine.tiles import TileId

SHARE = 0.8
"""Share of a tile's mean value elsewhere held against it (as ``normal``'s ``ELSEWHERE``)."""


def worth_elsewhere(
    board: FastBoard,
    fields: list[int],
    tiles: Iterable[TileId],
    round_number: int,
    weights: Weights,
    share: float = SHARE,
    judgement: Judgement | None = None,
    per_field: bool = False,
    base: list[float] | None = None,
) -> list[float]:
    """Per piece index: ``share`` times the best mean value of its tile (either way round)
    over ``fields`` on ``board``; 0 for pieces of other tiles, and all 0 without fields.
    ``judgement``, when given, rates the placements instead of ``weights``.
    ``per_field``: the mean over the fields of the tile's value the better way round on
    each (as ``normal`` weighs it), rather than the better of its two means.
    ``base``, when given, holds the values of the pieces of other tiles (copied, not changed)."""
    tables = board.tables
    table = [0.0] * len(tables.pieces) if base is None else list(base)
    if not fields or not share:
        return table
    def value(field: int, piece: int) -> float:
        if judgement is None:
            return placement_value(board, field, piece, round_number, weights)
        return judgement(board, field, piece, round_number)

    for tile in set(tiles):
        pieces = tile_pieces(tables, [tile])
        if per_field:
            worth = statistics.fmean(max(value(f, p) for p in pieces) for f in fields)
        else:
            worth = max(statistics.fmean(value(f, p) for f in fields) for p in pieces)
        for piece in pieces:
            table[piece] = share * worth
    return table
