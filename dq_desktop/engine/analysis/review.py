"""Judging every placement of a game with what its player could know at the time.

The hindsight analysis (``hindsight.py``) knows the order of the fields and the
tiles to come, which no player does, so it cannot say which decision was poor.
A review judges each placement from the player's own view (``PlayerView``):
his board, his revealed tiles, Sancho, the fields still open — never the
future order or his face-down tiles. Its yardstick is the expert: the expert's
choice at that moment is the best placement, and the loss is how many points
the placement made is expected to give up against it, both played out on the
same sampled futures (common random numbers, so the difference is sharp even
where each mean is not).

Each placement is judged from its view and a seed made of the deal number,
the seat and the step only, so a review is the same on every run, and a
change of what comes later in a game never changes the judgement of what came
before.
"""

from __future__ import annotations

import math
import multiprocessing
import random
import statistics
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor, wait
from dataclasses import dataclass
from enum import Enum

from dq_desktop.engine.bots.compiled import compile_set
from dq_desktop.engine.bots.expert import DEFAULT_BUDGET, expert_choice, rollout_start
from dq_desktop.engine.bots.fastboard import FastBoard
from dq_desktop.engine.bots.futures import distinct_futures, sample_future
from dq_desktop.engine.bots.policy import placement_value
from dq_desktop.engine.bots.rollout import rollout
from dq_desktop.engine.fields import Field
from dq_desktop.engine.game import Game, Move
from dq_desktop.engine.tiles import TileKind
from dq_desktop.engine.view import PlayerView, view_of

REVIEW_FUTURES = 200
"""Futures on which the placement made and its rivals are played out: the median standard
error of a loss is about 0.3 points (``benchmarks/bench_review.py``)."""
RIVALS = 5
"""The policy's favourite placements played out besides the placement made and the
expert's choice, to name the best alternatives."""
EXPERT_BUDGET = DEFAULT_BUDGET
"""The expert judges with its playing budget; a whole solitaire review takes about 9 s on
two cores (target: 15 s; ``benchmarks/bench_review.py``)."""


class Verdict(Enum):
    """How a placement compares with the expert's choice, by expected points given up."""

    BEST = "best"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"


VERDICT_LIMITS = ((0.5, Verdict.BEST), (1.5, Verdict.GOOD), (3.0, Verdict.INACCURACY),
                  (6.0, Verdict.MISTAKE))
"""Upper bounds of the loss (expected points) for each verdict; 6 or more is a blunder.
Half a point is within the review's own noise; 6 points is a band of the scoring sheet
lost (a castle, the defence) and about one game in ten of a good player's total."""


def verdict_of(loss: float) -> Verdict:
    for limit, verdict in VERDICT_LIMITS:
        if loss < limit:
            return verdict
    return Verdict.BLUNDER


@dataclass(frozen=True)
class Alternative:
    move: Move
    expected: float
    """Expected final total had this placement been made."""


@dataclass(frozen=True)
class PlacementReview:
    """One placement judged from its player's view."""

    seat: int
    step: int
    field: Field
    played: Move
    best: Move
    """The expert's choice at that moment."""
    expected_played: float
    """Expected final total after the placement made (scores so far included)."""
    expected_best: float
    loss: float
    """Expected points given up against the best placement; never negative."""
    verdict: Verdict
    alternatives: tuple[Alternative, ...]
    """The best other placements played out, best first (at most three)."""
    futures: int
    standard_error: float
    """Of the loss, from the paired differences over the futures."""


@dataclass(frozen=True)
class PlayerReview:
    name: str
    placements: tuple[PlacementReview, ...]


class ReviewCancelled(Exception):
    """The review was stopped before it finished."""


@dataclass(frozen=True)
class _Task:
    view: PlayerView
    played: Move
    seed: str


def review_placement(
    view: PlayerView,
    played: Move,
    seed: str,
    budget: int | None = None,
    futures: int | None = None,
) -> PlacementReview:
    """Judge ``played`` from ``view`` alone; ``seed`` fixes the expert's and the futures'
    randomness. ``budget`` and ``futures`` default to ``EXPERT_BUDGET`` and
    ``REVIEW_FUTURES``, read at the call."""
    budget = EXPERT_BUDGET if budget is None else budget
    futures = REVIEW_FUTURES if futures is None else futures
    if played not in view.legal_moves:
        raise ValueError(f"{played} is not a legal placement on {view.current_field}")
    best = expert_choice(view, budget)
    compiled = compile_set(view.tileset)
    board = FastBoard.of(compiled, view.board)
    field = view.current_field.index
    piece = {move: compiled.by_key[(move.tile, move.rotated)] for move in view.legal_moves}
    sancho_piece = next(
        (p for m, p in piece.items() if compiled.pieces[p].kind is TileKind.SANCHO), None
    )
    ranked = sorted(
        (m for m in view.legal_moves if m not in (played, best)),
        key=lambda m: (-placement_value(board, field, piece[m], view.round), m.text),
    )
    moves = list(dict.fromkeys([played, best, *ranked[:RIVALS]]))
    count = max(1, min(futures, distinct_futures(view)))
    rng = random.Random(f"{seed}/futures")
    starts = {
        move: rollout_start(view, move, piece[move] == sancho_piece, sancho_piece)
        for move in moves
    }
    totals: dict[Move, list[int]] = {move: [] for move in moves}
    for _ in range(count):
        future = sample_future(view, rng)
        for move in moves:
            trial = board.copy()
            trial.place(field, piece[move])
            totals[move].append(rollout(trial, starts[move], future)[0])
    scored = sum(score.total for score in view.scores)
    expected = {move: scored + statistics.fmean(values) for move, values in totals.items()}
    differences = [b - p for b, p in zip(totals[best], totals[played], strict=True)]
    loss = 0.0 if played == best else max(0.0, statistics.fmean(differences))
    error = statistics.stdev(differences) / math.sqrt(count) if count > 1 else 0.0
    others = sorted((m for m in moves if m != played), key=lambda m: (-expected[m], m.text))
    return PlacementReview(
        seat=view.seat,
        step=view.step,
        field=view.current_field,
        played=played,
        best=best,
        expected_played=expected[played],
        expected_best=expected[best],
        loss=loss,
        verdict=verdict_of(loss),
        alternatives=tuple(Alternative(m, expected[m]) for m in others[:3]),
        futures=count,
        standard_error=error,
    )


def review_tasks(game: Game) -> list[_Task]:
    """Every placement of ``game`` with the view its player had when he made it."""
    replay = game.dealt_again()
    seed = "none" if game.deal.seed is None else str(game.deal.seed)
    tasks = []
    while not replay.is_over:
        step = replay.step
        waiting = [s for s in replay.waiting_for() if step < len(game.players[s].placements)]
        if not waiting:
            break
        for seat in waiting:
            made = game.players[seat].placements[step]
            move = Move(made.tile, made.rotated)
            where = f"dq-desktop/review/{seed}/{seat}/{step}"
            tasks.append(_Task(view_of(replay, seat), move, where))
            replay.place(seat, move, made.field)
    return tasks


def review_game(
    game: Game,
    budget: int | None = None,
    futures: int | None = None,
    jobs: int = 2,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> tuple[PlayerReview, ...]:
    """Review every placement made so far, on ``jobs`` processes (1: in this one).

    ``budget`` and ``futures`` default to ``EXPERT_BUDGET`` and ``REVIEW_FUTURES``.
    ``progress(done, total)`` is called as placements are judged; when ``cancelled()``
    turns true the review stops and raises ``ReviewCancelled``. The result does not
    depend on ``jobs``.
    """
    # Read here, not as defaults, so that tests may make the review cheap.
    budget = EXPERT_BUDGET if budget is None else budget
    futures = REVIEW_FUTURES if futures is None else futures
    tasks = review_tasks(game)
    results: list[PlacementReview | None] = [None] * len(tasks)

    def finished(index: int, result: PlacementReview) -> None:
        results[index] = result
        if progress is not None:
            progress(sum(r is not None for r in results), len(tasks))

    if jobs <= 1:
        for index, task in enumerate(tasks):
            if cancelled is not None and cancelled():
                raise ReviewCancelled
            finished(index, review_placement(task.view, task.played, task.seed, budget, futures))
    else:
        # Spawned, not forked: the application's threads (Qt's) must not be copied.
        with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("spawn")) as pool:
            pending: dict[Future[PlacementReview], int] = {
                pool.submit(review_placement, task.view, task.played, task.seed, budget,
                            futures): i
                for i, task in enumerate(tasks)
            }
            for future, index in pending.items():
                while not future.done():
                    # A short wait, so that a cancel is noticed within a tenth of a second.
                    if cancelled is not None and cancelled():
                        for other in pending:
                            other.cancel()
                        raise ReviewCancelled
                    wait([future], timeout=0.1)
                finished(index, future.result())
    return tuple(
        PlayerReview(player.name, tuple(r for r in results if r is not None and r.seat == seat))
        for seat, player in enumerate(game.players)
    )
