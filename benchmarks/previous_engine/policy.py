"""A one-step judgement of a placement: the fast policy of the look-ahead.

It rates the board a placement would give by the scoring of the current
round plus what the board already holds for the last one (knight groups,
castles, church and windmill groups), and a little for road ends left open
towards empty fields, where the board can still grow. ``normal`` plays by it;
``expert`` plays its sampled futures out with it.
"""

from __future__ import annotations

from dataclasses import dataclass

from previous_engine.fastboard import Facts, FastBoard, round_total


@dataclass(frozen=True)
class Weights:
    """How much each part of the judgement counts."""

    last_round: float = 0.25
    """The final scoring of the board as it stands, next to the current round's."""
    open_end: float = 0.1
    """Per road end of the placed tile that faces an empty field."""
    symbol_open: float = 0.1
    """Per road end facing an empty field on a group that carries a symbol."""
    join: float = 1.0
    """Per road end of the placed tile that meets a neighbour's road."""


DEFAULT_WEIGHTS = Weights()


def rate(facts: Facts, round_number: int, weights: Weights = DEFAULT_WEIGHTS) -> float:
    """The policy's value of a board with ``facts`` during round ``round_number``."""
    value = float(round_total(facts, round_number))
    if round_number < 3:
        value += weights.last_round * round_total(facts, 3)
    return value


def road_credit(board: FastBoard, field: int, piece_index: int, weights: Weights) -> float:
    """Credit for the road ends of a placement: joined now, or facing empty fields."""
    pieces = board.compiled.pieces
    piece = pieces[piece_index]
    slots = board.slots
    credit = 0.0
    for group, other_field, other_point in piece.links[field]:
        other = slots[other_field]
        if other < 0:
            carried = piece.groups[group]
            credit += weights.open_end
            if carried.knights or carried.churches or carried.windmills:
                credit += weights.symbol_open
        elif pieces[other].group_at[other_point] >= 0:
            credit += weights.join
    return credit


def placement_value(
    board: FastBoard,
    field: int,
    piece_index: int,
    round_number: int,
    weights: Weights = DEFAULT_WEIGHTS,
) -> float:
    """The policy's value of putting ``piece_index`` on the empty ``field`` now."""
    facts = board.facts_with(field, piece_index)
    return rate(facts, round_number, weights) + road_credit(board, field, piece_index, weights)


def best_placement(
    board: FastBoard,
    field: int,
    pieces: list[int],
    round_number: int,
    weights: Weights = DEFAULT_WEIGHTS,
) -> tuple[int, float]:
    """The piece the policy prefers for ``field`` among ``pieces``, and its value."""
    best, best_value = pieces[0], float("-inf")
    for piece in pieces:
        value = placement_value(board, field, piece, round_number, weights)
        if value > best_value:
            best, best_value = piece, value
    return best, best_value


__all__ = ["DEFAULT_WEIGHTS", "Weights", "best_placement", "placement_value"]
