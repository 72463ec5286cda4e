"""The normal player's judgement of a placement, on a fast board: the rollouts' policy.

The one-step policy (``policy.py``) rates a placement by the scoring it gives
and a little for open road ends. ``normal`` adds what a good player sees
besides (more for roads that can still grow, knights that defend before the
threshold, two-symbol tiles kept for fields with neighbours to join, roads
towards a castle) and plays some 3.5 points a game better for it (71.0 against
67.6, each weighing what a tile could do elsewhere). This is that judgement
again, for a board that changes during a rollout (``normal`` reads the
castles once per decision; here the board keeps the fields they face).
"""

from __future__ import annotations

from typing import Final

from dq_desktop.engine.bots.fastboard import FastBoard
from dq_desktop.engine.bots.normal_weights import (
    CROWDED_FIELD,
    DEFENDER,
    JOIN,
    LAST_ROUND,
    NEIGHBOURS,
    OPEN_END,
    SYMBOL_OPEN,
    TOWARDS_CASTLE,
)
from dq_desktop.engine.scoring import DEFENSE_POINTS, SHIELDS_PER_ROUND

# Final: the compiled build (setup.py) reads a Final name without a dictionary lookup.
_DEFENSE_POINTS: Final = DEFENSE_POINTS
_SHIELDS_PER_ROUND: Final = SHIELDS_PER_ROUND


def judge(board: FastBoard, field: int, piece_index: int, round_number: int) -> float:
    """``normal``'s value of putting ``piece_index`` on the empty ``field`` now.

    ``placement_value`` with ``NORMAL_WEIGHTS`` and ``normal``'s extras, written out in
    one function: the rollouts call it for every placement they weigh. A board with the C
    kernel (``kernel.py``) is judged there, in the same order of operations."""
    if board.kernel is not None:
        return board.kernel.judge(field, piece_index, round_number)
    pieces = board.tables.pieces
    slots = board.slots
    piece = pieces[piece_index]
    facts = board.facts_with(field, piece_index)
    churches, windmills, knights = facts.churches, facts.windmills, facts.knights
    castle6, castle4, defense = facts.castle6, facts.castle4, facts.defense
    # round_total for this round and, before round 3, the last, written out: this line
    # runs for every placement a rollout weighs.
    symbols = churches + windmills
    value = float(symbols + (6 if castle6 >= round_number else 0)
                  + (4 if castle4 >= round_number else 0)
                  + (_DEFENSE_POINTS if defense >= _SHIELDS_PER_ROUND * round_number else 0))
    if round_number < 3:
        value += LAST_ROUND * (symbols + (6 if castle6 >= 3 else 0) + (4 if castle4 >= 3 else 0)
                               + (_DEFENSE_POINTS if defense >= _SHIELDS_PER_ROUND * 3 else 0)
                               + knights)
    else:
        value += knights
    value += DEFENDER * piece.defense[field]
    towards_castle = board.towards_castle
    for group, other, other_point in piece.links[field]:
        held = slots[other]
        if held < 0:
            carried = piece.groups[group]
            value += OPEN_END
            if carried.knights or carried.churches or carried.windmills:
                value += SYMBOL_OPEN
            if towards_castle[other]:
                value += TOWARDS_CASTLE
        elif pieces[held].group_at[other_point] >= 0:
            value += JOIN
    if piece.symbol_count == 2:
        free = 0
        for other in NEIGHBOURS[field]:
            held = slots[other]
            if held < 0 or not pieces[held].castle_value:
                free += 1
        value -= CROWDED_FIELD * (4 - free)
    return value
