"""The review's measure before round 3 is solved: the expert's own play-outs, taken on.

The review asks the expert for its choice through the expert's own search
(``bots/expert.expert_search``) and keeps what that search played: each placement's
points on the futures of the expert's stream (drawn from a seed made of the view), by
the expert's rollouts (judging as ``normal`` does, holding against each tile what it
could do elsewhere, the round's table made per future). Its candidates — the placement
made, the expert's choice and the two rivals the expert kept longest — are played on
further futures of the same stream until each has at least ``futures`` of them; where
the loss is not yet sharp (its standard error over ``SHARP``) the futures are doubled,
up to ``MORE`` times as many, for the placement made, the best found and the expert's
choice only (the rivals left behind drop out). So the figures are the expert's own
expectation, nothing is played twice, and the work goes where a verdict needs it. Two
candidates are compared future by future (a paired difference: sharp even where each
mean is not); the points are kept category by category too, for the reasons.
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass, field

from dq_desktop.engine.analysis.reasons import CATEGORIES
from dq_desktop.engine.bots.expert import Search, expert_search
from dq_desktop.engine.bots.playouts import Playouts
from dq_desktop.engine.game import Move
from dq_desktop.engine.view import PlayerView

RIVALS = 2
"""The expert's strongest other candidates played out besides the placement made and its
choice: those it kept longest in its search, the best of them first."""
SHARP = 0.5
"""Standard error of a loss (points) past which the futures are doubled."""
MORE = 8
"""At most this many times the review's futures, for a loss that is not yet sharp (800 of
the shipped 100: the 90th percentile of a loss's standard error then is under 0.5)."""


@dataclass(frozen=True)
class Playout:
    """The points each candidate scores from now on, future by future."""

    totals: dict[Move, tuple[int, ...]]
    """Per candidate, the points of the scorings still to come in each future."""
    categories: dict[Move, dict[str, int]]
    """Per candidate, those points added over all futures, category by category."""
    columns: dict[Move, tuple[tuple[int, ...], ...]] = field(default_factory=dict)
    """Per candidate, per category (``CATEGORIES`` order), its points in each future: kept
    with the review, so that a tile tried later is compared with the best on fewer futures
    (``trial.py``) without playing the best again."""

    exact = False
    """A player's play-outs are never exact, even over every future: they measure his play,
    not the best play (where the rest can be solved, ``exact_measure.py`` solves it)."""

    @property
    def moves(self) -> tuple[Move, ...]:
        return tuple(self.totals)

    @property
    def count(self) -> int:
        return len(next(iter(self.totals.values())))

    def mean(self, move: Move) -> float:
        return statistics.fmean(self.totals[move])

    def error(self, better: Move, worse: Move) -> float:
        """Standard error of the mean difference ``better - worse``, as of futures drawn at
        random: it does not vanish when every future was played, since what is measured
        is the expert's play, not the best play."""
        if self.count < 2 or better == worse:
            return 0.0
        differences = [b - w for b, w in zip(self.totals[better], self.totals[worse],
                                             strict=True)]
        return statistics.stdev(differences) / math.sqrt(self.count)

    def category_gains(self, better: Move, worse: Move) -> dict[str, float]:
        """Expected points ``better`` gains over ``worse`` in each category."""
        return {key: (self.categories[better][key] - self.categories[worse][key]) / self.count
                for key in CATEGORIES}


def taken(playouts: Playouts, moves: list[Move], count: int) -> Playout:
    """The first ``count`` futures of ``moves``' play-outs (each has at least that many)."""
    assert playouts.categories is not None, "the review's play-outs keep their categories"
    categories, columns = {}, {}
    for move in moves:
        columns[move] = tuple(zip(*playouts.categories[move][:count], strict=True))
        sums = [sum(points) for points in columns[move]]
        categories[move] = dict(zip(CATEGORIES, sums, strict=True))
    return Playout({move: tuple(playouts.totals[move][:count]) for move in moves}, categories,
                   columns)


def rivals(search: Search, played: Move) -> list[Move]:
    """The expert's candidates other than ``played`` and its choice, those it played on the
    most futures first (the last it dropped), then the best mean, then its own order."""
    totals = search.playouts.totals
    order = {move: index for index, move in enumerate(search.candidates)}

    def strength(move: Move) -> tuple[int, float, int]:
        points = totals[move]
        return (-len(points), -statistics.fmean(points) if points else 0.0, order[move])

    others = [m for m in search.candidates if m not in (played, search.choice)]
    return sorted(others, key=strength)[:RIVALS]


def sharp(playout: Playout, played: Move) -> bool:
    """No loss to speak of (the placement made is the best found), or its standard error
    is at most ``SHARP``."""
    best = max(playout.moves, key=lambda m: (playout.mean(m), m == played))
    return best == played or playout.error(best, played) <= SHARP


def expert_playout(view: PlayerView, played: Move, budget: int,
                   futures: int) -> tuple[Move, Playout]:
    """The expert's choice from ``view`` with ``budget``, and the play-out of the review's
    candidates on at least ``futures`` futures of the expert's stream (more where the
    loss is not sharp, up to ``MORE`` times as many; fewer only when the view has fewer)."""
    search = expert_search(view, budget, keep_categories=True)
    playouts = search.playouts
    moves = list(dict.fromkeys([played, search.choice, *rivals(search, played)]))
    # What the expert played already on every candidate comes for free.
    count = max(futures, min(len(playouts.totals[m]) for m in moves))
    most = max(count, futures * MORE)
    while True:
        count = playouts.stream.available(count)
        for move in moves:
            playouts.play_to(move, count)
        playout = taken(playouts, moves, count)
        exhausted = playouts.stream.available(count + 1) == count
        if sharp(playout, played) or count >= most or exhausted:
            return search.choice, playout
        # Only the loss needs more futures: the placement made, the best found and the
        # expert's choice (for its line) go on; the rivals left behind drop out.
        best = max(playout.moves, key=lambda m: (playout.mean(m), m == played))
        moves = list(dict.fromkeys([played, search.choice, best]))
        count = min(2 * count, most)
