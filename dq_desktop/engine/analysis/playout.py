"""Candidates played out on the same futures: the review's one measure.

Every candidate placement is put on a copy of the board and the same futures
(``common_futures.py``) are played to the end with the one-step policy (the expert's
rollouts judge as ``normal`` does since; see ``play_out``), so two candidates are
compared future by future (a paired difference: sharp even where
each mean is not). The points are kept category by category too, for the
review's reasons.
"""

from __future__ import annotations

import math
import random
import statistics
from dataclasses import dataclass

from dq_desktop.engine.analysis.common_futures import review_futures
from dq_desktop.engine.analysis.reasons import CATEGORIES
from dq_desktop.engine.bots.expert import SearchSettings, elsewhere_table, rollout_start
from dq_desktop.engine.bots.fastboard import Facts, FastBoard, round_score
from dq_desktop.engine.bots.piece_tables import piece_tables
from dq_desktop.engine.bots.rollout import rollout
from dq_desktop.engine.game import Move
from dq_desktop.engine.tiles import TileKind
from dq_desktop.engine.view import PlayerView


@dataclass(frozen=True)
class Playout:
    """The points each candidate scores from now on, future by future."""

    totals: dict[Move, tuple[int, ...]]
    """Per candidate, the points of the scorings still to come in each future."""
    categories: dict[Move, dict[str, int]]
    """Per candidate, those points added over all futures, category by category."""

    exact = False
    """A policy's play-outs are never exact, even over every future: the policy does not
    play the best (where the rest can be solved, ``exact_measure.py`` solves it)."""

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
        is the policy's play, not the best play."""
        if self.count < 2 or better == worse:
            return 0.0
        differences = [b - w for b, w in zip(self.totals[better], self.totals[worse],
                                             strict=True)]
        return statistics.stdev(differences) / math.sqrt(self.count)

    def category_gains(self, better: Move, worse: Move) -> dict[str, float]:
        """Expected points ``better`` gains over ``worse`` in each category."""
        return {key: (self.categories[better][key] - self.categories[worse][key]) / self.count
                for key in CATEGORIES}


def play_out(view: PlayerView, moves: list[Move], budget: int, rng: random.Random) -> Playout:
    """Play ``moves`` (legal in ``view``) out on the same futures: every future when there
    are at most ``budget``, else ``budget`` drawn with ``rng`` without replacement."""
    tables = piece_tables(view.tileset)
    board = FastBoard.of(tables, view.board)
    field = view.current_field.index
    piece = {move: tables.by_key[(move.tile, move.rotated)] for move in view.legal_moves}
    sancho = next((p for p in piece.values() if tables.pieces[p].kind is TileKind.SANCHO), None)
    starts = {move: rollout_start(view, move, piece[move] == sancho, sancho) for move in moves}
    # The one-step policy, holding against each tile what it could do on the other open
    # fields. The expert's own rollouts now play by the normal player's judgement
    # (``judge.py``); played out that way, the review's futures rated another placement
    # above the expert's on a golden position, so the review keeps this policy, with a
    # tile's worth elsewhere as it was (the better of its two means; the expert's now
    # takes the better way round on each field).
    settings = SearchSettings(judgement=None, per_field=False)
    elsewhere, _ = elsewhere_table(view, board, settings)
    futures, _ = review_futures(view, max(1, budget), rng)
    totals: dict[Move, list[int]] = {move: [] for move in moves}
    categories = {move: dict.fromkeys(CATEGORIES, 0) for move in moves}
    for future in futures:
        for move in moves:
            trial = board.copy()
            trial.place(field, piece[move])
            scorings: list[tuple[int, Facts]] = []
            totals[move].append(rollout(trial, starts[move], future, scorings=scorings,
                                        elsewhere=elsewhere,
                                        judgement=settings.judgement)[0])
            sums = categories[move]
            for number, facts in scorings:
                scored = round_score(facts, number)
                for key in CATEGORIES:
                    sums[key] += getattr(scored, key)
    return Playout({m: tuple(t) for m, t in totals.items()}, categories)
