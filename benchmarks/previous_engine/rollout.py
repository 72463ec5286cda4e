"""Playing one sampled future to the end with the fast policy."""

from __future__ import annotations

from dataclasses import dataclass

from dq_desktop.engine.game import LAST_STEP, ROUND_ENDS, round_of_step
from dq_desktop.engine.tiles import TileId
from previous_engine.compiled import CompiledSet
from previous_engine.fastboard import FastBoard, round_total
from previous_engine.futures import Future
from previous_engine.moves import sancho_pays
from previous_engine.policy import DEFAULT_WEIGHTS, Weights, best_placement, placement_value


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


def tile_pieces(compiled: CompiledSet, tiles: list[TileId]) -> list[int]:
    """Both ways of placing each tile, as piece indices."""
    return [compiled.by_key[(tile, rotated)] for tile in tiles for rotated in (False, True)]


def rollout(
    board: FastBoard, start: Start, future: Future, weights: Weights = DEFAULT_WEIGHTS
) -> tuple[int, int]:
    """Play ``future`` out on ``board`` (which already holds the decided tile).

    Returns the points of every scoring from the end of the start's round on,
    and how many placements the policy weighed on the way.
    """
    compiled = board.compiled
    pieces = compiled.pieces
    start_round = round_of_step(start.step)
    total = 0
    if start.step + 1 in ROUND_ENDS:
        total += round_total(board.facts(), start_round)
    hand = list(start.hand)
    last = start.last_tile if start.last_tile is not None else future.last_tile
    sancho = start.sancho
    weighed = 0
    for offset, field in enumerate(future.fields):
        step = start.step + 1 + offset
        number = round_of_step(step)
        if step in ROUND_ENDS[:2]:
            hand = list(future.hands[number - start_round - 1])
        options = tile_pieces(compiled, [last] if step == LAST_STEP and last else hand)
        choice, value = best_placement(board, field, options, number, weights)
        weighed += len(options)
        if sancho is not None:
            weighed += 1
            if sancho_pays(step, placement_value(board, field, sancho, number, weights), value):
                choice, sancho = sancho, None
        board.place(field, choice)
        tile = pieces[choice].tile
        if step != LAST_STEP and tile in hand:
            hand.remove(tile)
        if step + 1 in ROUND_ENDS:
            total += round_total(board.facts(), number)
    return total, weighed
