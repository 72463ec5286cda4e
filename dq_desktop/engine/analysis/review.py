"""Judging every placement of a game with what its player could know at the time.

The hindsight analysis (``hindsight.py``) knows the order of the fields and the
tiles to come, which no player does, so it cannot say which decision was poor.
A review judges each placement from the player's own view (``PlayerView``):
his board, his revealed tiles, Sancho, the fields still open — never the
future order or his face-down tiles.

The rules of a judgement (docs/review.md):

- One yardstick, the expert's. In round 3, where only the order of the fields
  left is unknown, every legal placement is solved exactly (``exact_measure.py``):
  the best is the true best, the loss the true loss, with no noise. Elsewhere the
  expert's own search is taken on (``playout.py``): the placement made, the
  expert's choice and the rivals it kept longest are played on the same futures
  of its stream, by its rollouts, so an expected total is what the expert expects
  to score from there, and never exact, so never without noise.
- ``best`` is the candidate with the highest expected final total, whoever
  proposed it; the loss is ``expected_best - expected_played``, never negative.
  The expected totals are rounded once, to a tenth, and the loss is the
  difference of the rounded figures, so what is shown adds up.
- A loss smaller than twice its standard error is "as good as" the best
  (``as_good_as``) and judged ``best``, never worse.
- A placement that is the best found, differs from the expert's choice and
  beats it by at least ``BRILLIANT_FLOOR`` points (the width of "good") and by
  at least twice the standard error of that difference is ``brilliant`` (the
  chess "!", kept for a real find).
- Reasons (``reasons.py``) say why the better placement is better: for a
  mistake or worse, the best against the placement made; for a brilliant one,
  the placement made against the expert's.

Each placement is judged from its view alone (the expert's futures are drawn from a
seed made of it), so a review is the same on every run, and a change of what comes
later in a game never changes the judgement of what came before.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Future, wait
from dataclasses import dataclass
from enum import Enum
from typing import Protocol

from dq_desktop.engine.analysis import exact_measure
from dq_desktop.engine.analysis.exact_measure import SolvedMeasure, SolvedValues, solve_exactly
from dq_desktop.engine.analysis.given_up import split_loss
from dq_desktop.engine.analysis.playout import Playout, expert_playout
from dq_desktop.engine.analysis.reasons import Reason, reasons_for
from dq_desktop.engine.analysis.yardstick import expert_choice
from dq_desktop.engine.bots.expert import DEFAULT_BUDGET
from dq_desktop.engine.fields import Field
from dq_desktop.engine.game import Game, Move
from dq_desktop.engine.view import PlayerView, view_of
from dq_desktop.engine.workers import Workers, default_jobs

REVIEW_FUTURES = 100
"""Futures on which the placement made and its rivals are played out at least (all of them
when a view has no more), and up to eight times as many where the loss is not sharp
(``playout.py``): see ``benchmarks/bench_review.py`` for the standard errors it gives."""
EXPERT_BUDGET = DEFAULT_BUDGET
"""The expert judges with its playing budget (``benchmarks/bench_review.py``)."""
SOLVE_BUDGET = exact_measure.SOLVE_BUDGET
"""Placements an exact solve of round 3 may weigh (``exact_measure.py``)."""
ROUNDING_SLACK = 1e-6
"""Tenths of a point by which a value may fall short of a half through floating-point sums
and still round up (far below any difference a measure can make)."""
NOISE = 2.0
"""A difference smaller than this many standard errors is no difference."""
BRILLIANT_FLOOR = 1.5
"""Points a placement must gain on the expert's choice to be brilliant, besides being clear
of the noise: the width of "good" (from 0.5 to 1.5 points given up). Where every future is
played out any gain at all clears the noise, and a tenth of a point is no find."""


class Verdict(Enum):
    """How a placement compares with the best placement the review found."""

    BRILLIANT = "brilliant"
    """The best found, not the expert's choice, and better than it by ``BRILLIANT_FLOOR``
    points and twice the noise (the chess "!")."""
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
    """Futures played out, or orders of the fields weighed when ``exact``."""
    standard_error: float
    """Of the loss, from the paired differences over the futures (for the best found, of
    its margin over the next best); 0 when exact."""
    expert: Move
    """The expert's choice from the same view."""
    expected_expert: float
    beats_expert: bool
    """The placement made is expected to score more than the expert's choice by at least
    ``BRILLIANT_FLOOR`` points and twice the standard error of that difference."""
    as_good_as: bool
    """The loss is more than nothing but less than twice its standard error (≈)."""
    exact: bool
    """Solved exactly (round 3): every legal placement weighed, every order of the fields
    left, the best play in each; the best is the true best and the loss the true loss."""
    reasons: tuple[Reason, ...]
    """Why the better placement is better (``EXPLAINED`` verdicts only)."""
    given_up_by_category: tuple[tuple[str, float], ...] = ()
    """The loss split by category of the scoring sheet (``CATEGORIES`` order): what the
    best gains over the placement made in each, by the end of the game, in tenths that add
    up to ``loss`` (``given_up.split_loss``); empty when nothing is given up."""
    measure: Playout | SolvedValues | None = dataclasses.field(default=None, compare=False,
                                                              repr=False)
    """What the judgement was made from (the candidates' points future by future, or round
    3's solve of every placement), kept for the tiles tried later (``trial.py``); None for
    a try's own judgement."""


@dataclass(frozen=True)
class PlayerReview:
    name: str
    placements: tuple[PlacementReview, ...]
    reviewed: bool = True
    """False for a seat left out of the review (a computer player nobody asked about)."""


class Measure(Protocol):
    """What a judgement is made from: the candidates' expected points to come, paired."""

    @property
    def moves(self) -> tuple[Move, ...]: ...
    @property
    def count(self) -> int: ...
    @property
    def exact(self) -> bool: ...
    def mean(self, move: Move) -> float: ...
    def error(self, better: Move, worse: Move) -> float: ...
    def category_gains(self, better: Move, worse: Move) -> dict[str, float]: ...


class ReviewCancelled(Exception):
    """The review was stopped before it finished."""


@dataclass(frozen=True)
class ReviewTask:
    """One placement to judge: the view its player had, and what he placed."""

    view: PlayerView
    played: Move


def tenths(value: float) -> int:
    """``value`` rounded to a tenth, counted in tenths; half a tenth rounds up, also when the
    sums of a solve leave it a hair under (62.75 computed as 62.7499999…)."""
    return math.floor(value * 10 + 0.5 + ROUNDING_SLACK)


def review_placement(
    view: PlayerView,
    played: Move,
    budget: int | None = None,
    futures: int | None = None,
    solve_budget: int | None = None,
) -> PlacementReview:
    """Judge ``played`` from ``view`` alone, with the expert's budget ``budget``.
    In round 3, within ``solve_budget``, every legal placement is solved exactly.
    ``budget``, ``futures`` and ``solve_budget`` default to ``EXPERT_BUDGET``,
    ``REVIEW_FUTURES`` and ``SOLVE_BUDGET``, read at the call."""
    budget = EXPERT_BUDGET if budget is None else budget
    futures = REVIEW_FUTURES if futures is None else futures
    solve_budget = SOLVE_BUDGET if solve_budget is None else solve_budget
    if played not in view.legal_moves:
        raise ValueError(f"{played} is not a legal placement on {view.current_field}")
    solved = solve_exactly(view, solve_budget)
    if solved is not None:
        # The expert takes the same values where it solves the view itself.
        return judged(view, played, expert_choice(view, budget, solved.solved), solved)
    expert, playout = expert_playout(view, played, budget, futures)
    return judged(view, played, expert, playout)


def judged(view: PlayerView, played: Move, expert: Move, playout: Measure) -> PlacementReview:
    """The judgement of ``played`` from the candidates' play-out (or exact solve)."""
    scored = sum(score.total for score in view.scores)
    shown = {move: tenths(scored + playout.mean(move)) for move in playout.moves}
    # Highest rounded total; ties go to the placement made, then to the expert's choice.
    best = max(playout.moves, key=lambda m: (shown[m], m == played, m == expert))
    loss = (shown[best] - shown[played]) / 10
    # Best first among equal figures, so that the first alternative shown is the best named.
    others = sorted((m for m in playout.moves if m != played),
                    key=lambda m: (-shown[m], m != best, m.text))
    # The best found is measured against the next best: how sure 'best' is. Rounded as
    # shown, so that the '≈' a reader checks against the shown figures holds.
    rival = best if best != played else (others[0] if others else played)
    error = round(playout.error(rival, played), 2)
    gain = (shown[played] - shown[expert]) / 10
    beats = (played != expert and gain >= BRILLIANT_FLOOR
             and gain >= NOISE * playout.error(played, expert))
    as_good_as = 0 < loss < NOISE * error
    if best == played:
        verdict = Verdict.BRILLIANT if beats else Verdict.BEST
    else:
        verdict = Verdict.BEST if as_good_as else verdict_of(loss)
    reasons: tuple[Reason, ...] = ()
    if verdict in EXPLAINED:
        better, worse = (played, expert) if verdict is Verdict.BRILLIANT else (best, played)
        reasons = reasons_for(view, better, worse, playout.category_gains(better, worse))
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
        measure=kept(playout),
    )


def kept(measure: Measure) -> Playout | SolvedValues | None:
    """What of ``measure`` a review keeps for the tiles tried: a play-out as it is, a solve's
    values (not its solver); nothing of a try's own measure."""
    if isinstance(measure, Playout):
        return measure
    if isinstance(measure, SolvedMeasure):
        return measure.kept()
    return None


def seats_to_review(humans: Sequence[int], players: int, all_seats: bool = False) -> list[int]:
    """The seats a review judges unless told otherwise: the humans' (a hot-seat game's
    computer players are nobody's question), or every seat when no human played (a game of
    computers is reviewed for them) or when ``all_seats``."""
    if all_seats or not humans:
        return list(range(players))
    return sorted(set(humans))


def review_tasks(game: Game) -> list[ReviewTask]:
    """Every placement of ``game`` with the view its player had when he made it."""
    replay = game.dealt_again()
    tasks = []
    while not replay.is_over:
        step = replay.step
        waiting = [s for s in replay.waiting_for() if step < len(game.players[s].placements)]
        if not waiting:
            break
        for seat in waiting:
            made = game.players[seat].placements[step]
            move = Move(made.tile, made.rotated)
            tasks.append(ReviewTask(view_of(replay, seat), move))
            replay.place(seat, move, made.field)
    return tasks


def review_game(
    game: Game,
    budget: int | None = None,
    futures: int | None = None,
    jobs: int | None = None,
    solve_budget: int | None = None,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    seats: Iterable[int] | None = None,
) -> tuple[PlayerReview, ...]:
    """Review every placement made so far by the players of ``seats`` (``None``: every
    seat; the others come back with ``reviewed`` false), on ``jobs`` worker processes (at
    most ``workers.max_jobs()``; 0: in this process, where a cancel waits for a placement;
    ``None``: ``workers.default_jobs()``, two or the cores when fewer).

    ``budget``, ``futures`` and ``solve_budget`` default to ``EXPERT_BUDGET``,
    ``REVIEW_FUTURES`` and ``SOLVE_BUDGET``.
    ``progress(done, total)`` is called once before any placement is judged (0 of the
    total: the work to come is known at once), then as placements are judged; when
    ``cancelled()`` turns true the review stops and raises ``ReviewCancelled``. The result
    does not depend on ``jobs``.
    """
    # Read here, not as defaults, so that tests may make the review cheap.
    budget = EXPERT_BUDGET if budget is None else budget
    jobs = default_jobs() if jobs is None else jobs
    futures = REVIEW_FUTURES if futures is None else futures
    solve_budget = SOLVE_BUDGET if solve_budget is None else solve_budget
    chosen = set(range(len(game.players)) if seats is None else seats)
    tasks = [task for task in review_tasks(game) if task.view.seat in chosen]
    results: list[PlacementReview | None] = [None] * len(tasks)
    if progress is not None:
        progress(0, len(tasks))

    def finished(index: int, result: PlacementReview) -> None:
        results[index] = result
        if progress is not None:
            progress(sum(r is not None for r in results), len(tasks))

    if jobs < 1:
        for index, task in enumerate(tasks):
            if cancelled is not None and cancelled():
                raise ReviewCancelled
            finished(index, review_placement(task.view, task.played, budget, futures,
                                             solve_budget))
    else:
        # Leaving the block by an exception (a cancel, Ctrl-C) kills the workers at once.
        with Workers(jobs) as pool:
            pending: dict[Future[PlacementReview], int] = {
                pool.submit(review_placement, task.view, task.played, budget, futures,
                            solve_budget): i
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
        PlayerReview(player.name, tuple(r for r in results if r is not None and r.seat == seat),
                     seat in chosen)
        for seat, player in enumerate(game.players)
    )
