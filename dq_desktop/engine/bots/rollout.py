"""Playing one sampled future to the end with the fast policy."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from dq_desktop.engine.bots.fastboard import Facts, FastBoard, round_total
from dq_desktop.engine.bots.futures import RestOfGame
from dq_desktop.engine.bots.judge import judge
from dq_desktop.engine.bots.moves import sancho_pays
from dq_desktop.engine.bots.piece_tables import PieceTables
from dq_desktop.engine.bots.policy import DEFAULT_WEIGHTS, Weights, best_placement, placement_value
from dq_desktop.engine.game import LAST_STEP, ROUND_ENDS, round_of_step
from dq_desktop.engine.tiles import TileId

Judgement = Callable[[FastBoard, int, int, int], float]
"""A value of (board, empty field, piece, round): what the policy plays by."""

# Read once here, for every step of every rollout: Final names the compiled build
# (setup.py) reads without a dictionary lookup, and a table instead of a call to
# ``round_of_step``, which stays Python code.
_ROUND_ENDS: Final = ROUND_ENDS
_NEW_HANDS: Final = ROUND_ENDS[:2]
"""The steps at which rounds 2 and 3 begin, with their new hands."""
_LAST_STEP: Final = LAST_STEP
_ROUND_OF_STEP: Final = tuple(round_of_step(step) for step in range(LAST_STEP + 1))


@dataclass(frozen=True)
class Start:
    """Where a rollout begins: the step just decided, and what is left after it."""

    step: int
    hand: tuple[TileId, ...]
    """The current round's revealed tiles still unplaced after the decision."""
    last_tile: TileId | None
    """The tile set aside, if already known."""
    sancho: int | None
    """Sancho's piece, if he may still be played after the decision."""


def tile_pieces(tables: PieceTables, tiles: list[TileId]) -> list[int]:
    """Both ways of placing each tile, as piece indices (as printed, then turned)."""
    by_tile = tables.by_tile
    pieces: list[int] = []
    for tile in tiles:
        printed, turned = by_tile[tile]
        pieces.append(printed)
        pieces.append(turned)
    return pieces


def rollout(
    board: FastBoard,
    start: Start,
    future: RestOfGame,
    weights: Weights = DEFAULT_WEIGHTS,
    scorings: list[tuple[int, Facts]] | None = None,
    elsewhere: list[float] | None = None,
    judgement: Judgement | None = None,
) -> tuple[int, int]:
    """Play ``future`` out on ``board`` (which already holds the decided tile).

    ``elsewhere``, per piece, is what the policy holds against spending it on a field
    (what the tile could do on the others; see ``worth_elsewhere``); none when omitted.
    Returns the points of every scoring from the end of the start's round on,
    and how many placements the policy weighed on the way. ``scorings``, when
    given, receives (round, facts of the board) at each of those scorings, for
    whoever needs the points category by category (the review's reasons).
    ``judgement``, when given, rates the placements instead of ``weights``.
    """
    tables = board.tables
    pieces = tables.pieces
    start_round = _ROUND_OF_STEP[start.step]
    total = 0
    if start.step + 1 in _ROUND_ENDS:
        total += round_total(board.facts(), start_round)
        if scorings is not None:
            scorings.append((start_round, board.facts()))
    hand = list(start.hand)
    last = start.last_tile if start.last_tile is not None else future.last_tile
    sancho = start.sancho
    weighed = 0
    for offset, field in enumerate(future.fields):
        step = start.step + 1 + offset
        number = _ROUND_OF_STEP[step]
        if step in _NEW_HANDS:
            hand = list(future.hands[number - start_round - 1])
        options = tile_pieces(tables, [last] if step == _LAST_STEP and last else hand)
        if judgement is None:
            choice, value = best_placement(board, field, options, number, weights, elsewhere)
        else:
            choice, value = _best_judged(board, field, options, number, judgement, elsewhere)
        weighed += len(options)
        if sancho is not None:
            weighed += 1
            if judgement is None:
                sancho_value = placement_value(board, field, sancho, number, weights)
            else:
                sancho_value = judgement(board, field, sancho, number)
            if elsewhere is not None:
                sancho_value -= elsewhere[sancho]
            if sancho_pays(step, sancho_value, value):
                choice, sancho = sancho, None
        board.place(field, choice)
        tile = pieces[choice].tile
        if step != _LAST_STEP and tile in hand:
            hand.remove(tile)
        if step + 1 in _ROUND_ENDS:
            total += round_total(board.facts(), number)
            if scorings is not None:
                scorings.append((number, board.facts()))
    return total, weighed


def _best_judged(
    board: FastBoard,
    field: int,
    pieces: list[int],
    round_number: int,
    judgement: Judgement,
    elsewhere: list[float] | None,
) -> tuple[int, float]:
    """The piece ``judgement`` prefers for ``field``, less ``elsewhere``, and its value."""
    native = judgement is judge  # called by name, the compiled build calls it directly
    if native and board.kernel is not None:  # the whole loop in C (kernel.py)
        return board.kernel.best_judged(field, pieces, round_number, elsewhere)
    best, best_value = pieces[0], float("-inf")
    for piece in pieces:
        if native:
            value = judge(board, field, piece, round_number)
        else:
            value = judgement(board, field, piece, round_number)
        if elsewhere is not None:
            value -= elsewhere[piece]
        if value > best_value:
            best, best_value = piece, value
    return best, best_value
