"""The best score for the current round now; ties go to the better-connected tile."""

from __future__ import annotations

import random

from dq_desktop.engine.bots.positional import road_prospects
from dq_desktop.engine.game import Move
from dq_desktop.engine.scoring import score
from dq_desktop.engine.tiles import PlacedTile, TileKind
from dq_desktop.engine.view import PlayerView


class GreedyBot:
    name = "greedy"

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng  # unused: greedy is deterministic, but every bot takes one

    def choose(self, view: PlayerView) -> Move:
        best_key: tuple[int, int, int] | None = None
        best_move = view.legal_moves[0]
        sancho_key: tuple[int, int, int] | None = None
        sancho_move: Move | None = None
        for move in view.legal_moves:
            placed = PlacedTile(view.tileset[move.tile], move.rotated)
            board = view.board.with_tile(view.current_field, placed)
            key = (
                score(board, view.round).total,
                *road_prospects(view.board, view.current_field, placed),
            )
            if placed.tile.kind is TileKind.SANCHO:
                sancho_key, sancho_move = key, move
            elif best_key is None or key > best_key:
                best_key, best_move = key, move
        # Sancho is played once: only when he scores more than every tile would.
        if (
            sancho_move is not None
            and sancho_key is not None
            and (best_key is None or sancho_key[0] > best_key[0])
        ):
            return sancho_move
        return best_move
