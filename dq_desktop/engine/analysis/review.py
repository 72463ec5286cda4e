"""Judging every placement of a game with what its player could know at the time.

The hindsight analysis (``hindsight.py``) knows the order of the fields and the
tiles to come, which no player does, so it cannot say which decision was poor.
A review judges each placement from the player's own view (``PlayerView``):
his board, his revealed tiles, Sancho, the fields still open — never the
future order or his face-down tiles.

The rules of a judgement (docs/review.md):

- The placement made, the expert's choice and the policy's favourite rivals
  are all played out on the same futures (``playout.py``); every future once
  when there are no more than the budget, else the budget's worth drawn
  without replacement.
- ``best`` is the candidate with the highest expected final total, whoever
  proposed it; the loss is ``expected_best - expected_played``, never negative.
  The expected totals are rounded once, to a tenth, and the loss is the
  difference of the rounded figures, so what is shown adds up.
- A loss smaller than twice its standard error is "as good as" the best
  (``as_good_as``) and judged ``best``, never worse.
- A placement that is the best found, differs from the expert's choice and
  beats it by at least twice the standard error of that difference is
  ``brilliant`` (the chess "!").
- Reasons (``reasons.py``) say why the better placement is better: for a
  mistake or worse, the best against the placement made; for a brilliant one,
  the placement made against the expert's.

Each placement is judged from its view and a seed made of the deal number,
the seat and the step only, so a review is the same on every run, and a
change of what comes later in a game never changes the judgement of what came
before.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from concurrent.futures import Future, wait
from dataclasses import dataclass
from enum import Enum

from dq_desktop.engine.analysis.given_up import split_loss
from dq_desktop.engine.analysis.playout import Playout, play_out
from dq_desktop.engine.analysis.reasons import Reason, reasons_for
from dq_desktop.engine.analysis.yardstick import expert_choice
from dq_desktop.engine.bots.expert import DEFAULT_BUDGET
from dq_desktop.engine.bots.fastboard import FastBoard
from dq_desktop.engine.bots.piece_tables import piece_tables
from dq_desktop.engine.bots.policy import placement_value
from dq_desktop.engine.fields import Field
from dq_desktop.engine.game import Game, Move
from dq_desktop.engine.view import PlayerView, view_of
from dq_desktop.engine.workers import Workers, default_jobs

REVIEW_FUTURES = 200
"""Futures on which the placement made and its rivals are played out (all of them when
a view has no more): see ``benchmarks/bench_review.py`` for the standard errors it gives."""
RIVALS = 5
"""The policy's favourite placements played out besides the placement made and the
expert's choice, to name the best alternatives."""
EXPERT_BUDGET = DEFAULT_BUDGET
"""The expert judges with its playing budget (``benchmarks/bench_review.py``)."""
NOISE = 2.0
"""A difference smaller than this many standard errors is no difference."""


class Verdict(Enum):
    """How a placement compares with the best placement the review found."""

    BRILLIANT = "brilliant"
    """The best found, not the expert's choice, and clearly better than it (the chess "!")."""
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
EXPLAINED = (Verdict.BRILLIANT, Verdict.INACCURACY, Verdict.MISTAKE, Verdict.BLUNDER)
"""The verdicts that carry reasons."""


def verdict_of(loss: float) -> Verdict:
    """The verdict of a loss that is more than noise."""
    for limit, verdict in VERDICT_LIMITS:
        if loss < limit:
            return verdict
    return Verdict.BLUNDER


@dataclass(frozen=True)
class Alternative:
    move: Move
    expected: float
    """Expected final total had this placement been made (to a tenth)."""


@dataclass(frozen=True)
class PlacementReview:
    """One placement judged from its player's view. Expected totals are final totals
    (scores so far included), rounded to a tenth; ``loss`` is the difference of the
    rounded ``expected_best`` and ``expected_played``."""

    seat: int
    step: int
    field: Field
    played: Move
    best: Move
    """The candidate with the highest expected final total (the placement made, the
    expert's choice or a rival); on a tie, the placement made, then the expert's."""
    expected_played: float
    expected_best: float
    loss: float
    """Expected points given up against the best placement; never negative."""
    verdict: Verdict
    alternatives: tuple[Alternative, ...]
    """The best other placements played out, best first (at most three)."""
    futures: int
    standard_error: float
    """Of the loss, from the paired differences over the futures (0 when exact)."""
    expert: Move
    """The expert's choice from the same view."""
    expected_expert: float
    beats_expert: bool
    """The placement made is expected to score more than the expert's choice, by at least
    twice the standard error of that difference."""
    as_good_as: bool
    """The loss is more than nothing but less than twice its standard error (≈)."""
    exact: bool
    """Every distinct future was played out once."""
    reasons: tuple[Reason, ...]
    """Why the better placement is better (``EXPLAINED`` verdicts only)."""
    given_up_by_category: tuple[tuple[str, float], ...] = ()
    """The loss split by category of the scoring sheet (``CATEGORIES`` order): what the
    best gains over the placement made in each, by the end of the game, in tenths that add
    up to ``loss`` (``given_up.split_loss``); empty when nothing is given up."""


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


def tenths(value: float) -> int:
    """``value`` rounded to a tenth, counted in tenths."""
    return round(value * 10)


def candidates(view: PlayerView, played: Move, expert: Move) -> list[Move]:
    """The placement made, the expert's choice, then the policy's ``RIVALS`` favourites."""
    tables = piece_tables(view.tileset)
    board = FastBoard.of(tables, view.board)
    field = view.current_field.index

    def value(move: Move) -> float:
        return placement_value(board, field, tables.by_key[(move.tile, move.rotated)],
                               view.round)

    ranked = sorted((m for m in view.legal_moves if m not in (played, expert)),
                    key=lambda m: (-value(m), m.text))
    return list(dict.fromkeys([played, expert, *ranked[:RIVALS]]))


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
    expert = expert_choice(view, budget)
    moves = candidates(view, played, expert)
    playout = play_out(view, moves, futures, random.Random(f"{seed}/futures"))
    return judged(view, played, expert, playout)


def judged(view: PlayerView, played: Move, expert: Move, playout: Playout) -> PlacementReview:
    """The judgement of ``played`` from the candidates' play-out."""
    scored = sum(score.total for score in view.scores)
    shown = {move: tenths(scored + playout.mean(move)) for move in playout.totals}
    # Highest rounded total; ties go to the placement made, then to the expert's choice.
    best = max(playout.totals, key=lambda m: (shown[m], m == played, m == expert))
    loss = (shown[best] - shown[played]) / 10
    # Rounded as shown, so that the '≈' a reader checks against the shown figures holds.
    error = round(playout.error(best, played), 2)
    beats = (played != expert and shown[played] > shown[expert]
             and (shown[played] - shown[expert]) / 10 >= NOISE * playout.error(played, expert))
    as_good_as = 0 < loss < NOISE * error
    if best == played:
        verdict = Verdict.BRILLIANT if beats else Verdict.BEST
    else:
        verdict = Verdict.BEST if as_good_as else verdict_of(loss)
    reasons: tuple[Reason, ...] = ()
    if verdict in EXPLAINED:
        better, worse = (played, expert) if verdict is Verdict.BRILLIANT else (best, played)
        reasons = reasons_for(view, better, worse, playout.category_gains(better, worse))
    others = sorted((m for m in playout.totals if m != played), key=lambda m: (-shown[m], m.text))
    return PlacementReview(
        seat=view.seat,
        step=view.step,
        field=view.current_field,
        played=played,
        best=best,
        expected_played=shown[played] / 10,
        expected_best=shown[best] / 10,
        loss=loss,
        verdict=verdict,
        alternatives=tuple(Alternative(m, shown[m] / 10) for m in others[:3]),
        futures=playout.count,
        standard_error=error,
        expert=expert,
        expected_expert=shown[expert] / 10,
        beats_expert=beats,
        as_good_as=as_good_as,
        exact=playout.exact,
        reasons=reasons,
        given_up_by_category=split_loss(playout.category_gains(best, played), loss),
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
    jobs: int | None = None,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> tuple[PlayerReview, ...]:
    """Review every placement made so far, on ``jobs`` worker processes (at most
    ``workers.max_jobs()``; 0: in this process, where a cancel waits for a placement;
    ``None``: ``workers.default_jobs()``, two or the cores when fewer).

    ``budget`` and ``futures`` default to ``EXPERT_BUDGET`` and ``REVIEW_FUTURES``.
    ``progress(done, total)`` is called as placements are judged; when ``cancelled()``
    turns true the review stops and raises ``ReviewCancelled``. The result does not
    depend on ``jobs``.
    """
    # Read here, not as defaults, so that tests may make the review cheap.
    budget = EXPERT_BUDGET if budget is None else budget
    jobs = default_jobs() if jobs is None else jobs
    futures = REVIEW_FUTURES if futures is None else futures
    tasks = review_tasks(game)
    results: list[PlacementReview | None] = [None] * len(tasks)

    def finished(index: int, result: PlacementReview) -> None:
        results[index] = result
        if progress is not None:
            progress(sum(r is not None for r in results), len(tasks))

    if jobs < 1:
        for index, task in enumerate(tasks):
            if cancelled is not None and cancelled():
                raise ReviewCancelled
            finished(index, review_placement(task.view, task.played, task.seed, budget, futures))
    else:
        # Leaving the block by an exception (a cancel, Ctrl-C) kills the workers at once.
        with Workers(jobs) as pool:
            pending: dict[Future[PlacementReview], int] = {
                pool.submit(review_placement, task.view, task.played, task.seed, budget,
                            futures): i
                for i, task in enumerate(tasks)
            }
            for future, index in pending.items():
                while not future.done():
                    # A short wait, so that a cancel is noticed within a tenth of a second.
                    if cancelled is not None and cancelled():
                        raise ReviewCancelled
                    wait([future], timeout=0.1)
                finished(index, future.result())
    return tuple(
        PlayerReview(player.name, tuple(r for r in results if r is not None and r.seat == seat))
        for seat, player in enumerate(game.players)
    )
