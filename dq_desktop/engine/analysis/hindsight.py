"""Hindsight: the best total a player could have made with exactly his deal.

Same castles, same positions in the same order, same tiles revealed in each
round and the same tile set aside; Sancho where the game was played with him.
The plan found is replayed through ``Game``, so what is reported is a legal
game that scores what it claims.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from dq_desktop.engine.analysis.plan import Plan, plan_of_placements
from dq_desktop.engine.analysis.search import Problem, anneal
from dq_desktop.engine.bots.fastboard import FastBoard
from dq_desktop.engine.bots.piece_tables import piece_tables
from dq_desktop.engine.errors import DqError
from dq_desktop.engine.game import Game, Move, Placement, PlayerState
from dq_desktop.engine.scoring import Score
from dq_desktop.engine.tiles import TileId

DEFAULT_BUDGET = 80_000
"""Search steps per player; about 4 s on the project's 2-core machine
(``benchmarks/bench_analysis.py``), within the 10 s the issue allows."""
SAFETY_SECONDS = 9.5
"""A guard on the processor time of one player's search that the default budget
never reaches on that machine (other programs' load does not count)."""


@dataclass(frozen=True)
class PlayerAnalysis:
    """One player's game next to the best found for his deal."""

    name: str
    actual: int
    actual_scores: tuple[Score, ...]
    best: int
    placements: tuple[Placement, ...]
    discarded: tuple[TileId, ...]
    scores: tuple[Score, ...]


def analyze_game(
    game: Game, budget: int | None = None, clock: Callable[[], float] = time.process_time
) -> list[PlayerAnalysis]:
    """The analysis of every player of a finished game (``budget``: search steps each)."""
    if not game.is_over:
        raise DqError(f"the game is not finished: {game.step} of 22 fields filled")
    return [analyze_player(game, seat, budget, clock) for seat in range(len(game.players))]


def analyze_player(
    game: Game,
    seat: int,
    budget: int | None = None,
    clock: Callable[[], float] = time.process_time,
) -> PlayerAnalysis:
    player = game.players[seat]
    tables = piece_tables(game.tileset)
    castles = FastBoard(tables)
    for value, field in game.deal.castles.items():
        castles.place(field.index, tables.index(game.tileset.castle(value).id, False))
    problem = Problem(
        tables=tables,
        castles=castles,
        fields=tuple(field.index for field in game.deal.positions),
        sancho=game.sancho_id,
    )
    deadline = clock() + SAFETY_SECONDS
    rng = random.Random(f"dq-desktop/analysis/{game.deal.seed}/{seat}")
    start = plan_of_placements(player.placements, player)
    steps = DEFAULT_BUDGET if budget is None else budget
    found = anneal(problem, start, rng, steps, lambda: clock() > deadline)
    replayed = replay(game, seat, found.plan)
    if replayed.total != found.total or replayed.total < player.total:
        raise RuntimeError(f"analysis of seat {seat}: the plan found does not replay as found")
    return PlayerAnalysis(
        name=player.name,
        actual=player.total,
        actual_scores=player.scores,
        best=replayed.total,
        placements=replayed.placements,
        discarded=replayed.discarded,
        scores=replayed.scores,
    )


def replay(game: Game, seat: int, plan: Plan) -> PlayerState:
    """Play ``plan`` on the seat's own deal through the rules; its final state."""
    alone = game.seat_alone(seat, game.players[seat].name)
    for slot in plan.slots:
        alone.place(0, Move(slot.tile, slot.rotated))
    return alone.players[0]
