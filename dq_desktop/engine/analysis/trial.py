"""Any placement tried at a reviewed field, judged as the review judged the one made.

The review window lets the player pick any tile of the hand he had, turn it, and
see what it would have been worth, as lichess lets a player try any move. The
try is judged as the review judged the placement made (``review.judged``), with
the same yardstick: where the review solved round 3 exactly, the same solve
(kept with the review: every legal placement's value, so a try costs nothing);
elsewhere the expert's own play-outs, on the same futures of the expert's stream
(drawn from a seed made of the view), against the same best found and the same
expert's choice. The review keeps its candidates' points future by future, so the
figures of the best, of the expert's choice and of the review's first rival (which
the review measured its best against) come back as the review showed them without
being played again, and a tile the review played out already is judged from its
own points. Only a tile new to the review is played out, on the review's futures
but at most ``TRY_FUTURES`` of them (the review took up to 800 where a loss was
not sharp): its expected total is the best's, less the mean of its shortfall
against the best on those futures, and its ± is that shortfall's standard error,
so the figure is as sharp as a paired comparison on that many futures gives and
the ± says so. A try so costs about what a hint costs (``benchmarks/bench_trial.py``).
"""

from __future__ import annotations

import math
import statistics

from dq_desktop.engine.analysis import review
from dq_desktop.engine.analysis.exact_measure import SolvedValues, solve_exactly
from dq_desktop.engine.analysis.playout import Playout, taken
from dq_desktop.engine.analysis.reasons import CATEGORIES
from dq_desktop.engine.analysis.review import PlacementReview, judged
from dq_desktop.engine.bots.expert import expert_playouts
from dq_desktop.engine.game import Move
from dq_desktop.engine.view import PlayerView

TRY_FUTURES = 200
"""At most this many of the review's futures for a tile the review did not play out: twice
the review's least, and the cost of a hint at the shipped budget (replaying the review's
candidates on its 800 futures took up to 1.8 s of processor time on the rulebook game,
against 0.4 s for a hint)."""


def ready() -> bool:
    """Nothing to judge: asked of a worker process once, so that it has imported what a try
    needs (and started) before the player picks his first tile."""
    return True


class TrialMeasure:
    """The review's kept play-out with one placement more, played on the first ``count`` of
    its futures: compared with the others future by future on those, its mean taken from
    the anchor's (the review's best) full mean less its paired shortfall."""

    exact = False

    def __init__(self, kept: Playout, anchor: Move, tried: Move, trial: Playout) -> None:
        self.kept = kept
        self.anchor = anchor
        self.tried = tried
        self.trial = trial

    @property
    def moves(self) -> tuple[Move, ...]:
        return (*self.kept.moves, self.tried)

    @property
    def count(self) -> int:
        """The futures the tile tried was measured on."""
        return self.trial.count

    def _totals(self, move: Move) -> tuple[int, ...]:
        if move == self.tried:
            return self.trial.totals[move]
        return self.kept.totals[move][:self.count]

    def _column(self, move: Move, slot: int) -> tuple[int, ...]:
        if move == self.tried:
            return self.trial.columns[move][slot]
        return self.kept.columns[move][slot][:self.count]

    def mean(self, move: Move) -> float:
        if move != self.tried:
            return self.kept.mean(move)
        if self.count == self.kept.count:
            return statistics.fmean(self.trial.totals[move])
        shortfall = statistics.fmean(a - t for a, t in zip(
            self._totals(self.anchor), self._totals(move), strict=True))
        return self.kept.mean(self.anchor) - shortfall

    def error(self, better: Move, worse: Move) -> float:
        if self.tried not in (better, worse):
            return self.kept.error(better, worse)
        if self.count < 2 or better == worse:
            return 0.0
        differences = [b - w for b, w in zip(self._totals(better), self._totals(worse),
                                             strict=True)]
        return statistics.stdev(differences) / math.sqrt(self.count)

    def category_gains(self, better: Move, worse: Move) -> dict[str, float]:
        if self.tried not in (better, worse):
            return self.kept.category_gains(better, worse)
        return {key: (sum(self._column(better, slot)) - sum(self._column(worse, slot)))
                / self.count for slot, key in enumerate(CATEGORIES)}


def chosen(kept: Playout, moves: list[Move]) -> Playout:
    """``kept`` with only ``moves``."""
    return Playout({m: kept.totals[m] for m in moves}, {m: kept.categories[m] for m in moves},
                   {m: kept.columns[m] for m in moves})


def try_placement(view: PlayerView, tried: Move, reviewed: PlacementReview,
                  solve_budget: int | None = None) -> PlacementReview:
    """``tried`` judged from ``view`` as ``reviewed`` (the review of the placement made from
    the same view) was. ``solve_budget`` defaults to ``review.SOLVE_BUDGET``, read at the
    call: pass the review's own when it ran with another. A review without its measure
    kept (made elsewhere) is measured again."""
    solve_budget = review.SOLVE_BUDGET if solve_budget is None else solve_budget
    if tried not in view.legal_moves:
        raise ValueError(f"{tried} is not a legal placement on {view.current_field}")
    kept = reviewed.measure
    if isinstance(kept, SolvedValues):
        return judged(view, tried, reviewed.expert, kept)
    if reviewed.exact and kept is None:
        solved = solve_exactly(view, solve_budget)
        if solved is not None:
            return judged(view, tried, reviewed.expert, solved)
    rival = [reviewed.alternatives[0].move] if reviewed.alternatives else []
    known = list(dict.fromkeys([reviewed.best, reviewed.expert, *rival]))
    if isinstance(kept, Playout) and kept.columns and all(m in kept.totals for m in known):
        if tried in kept.totals:
            return judged(view, tried, reviewed.expert,
                          chosen(kept, list(dict.fromkeys([tried, *known]))))
        playouts = expert_playouts(view, keep_categories=True)
        count = playouts.stream.available(min(kept.count, TRY_FUTURES))
        playouts.play_to(tried, count)
        measure = TrialMeasure(chosen(kept, known), reviewed.best, tried,
                               taken(playouts, [tried], count))
        return judged(view, tried, reviewed.expert, measure)
    moves = list(dict.fromkeys([tried, *known]))
    playouts = expert_playouts(view, keep_categories=True)
    count = playouts.stream.available(reviewed.futures)
    for move in moves:
        playouts.play_to(move, count)
    return judged(view, tried, reviewed.expert, taken(playouts, moves, count))
