"""The expert: samples what it cannot know and plays each future out.

For every placement (each revealed tile both ways, and Sancho while he is
available) it plays the same sampled futures to the end with the fast policy,
and keeps the placement with the best mean of the scorings still to come. The
policy judges as the normal player does (``judge.py``) and holds against each
tile what it could do on other fields (``elsewhere.py``) — for the tiles of the
current round, on the fields the future at hand brings before the round ends
(``playouts.round_table``) — so a rollout keeps a strong tile for a field that
needs it; late in round 3, where the different futures are few, each is played
once, and with at most ``ENDGAME_FIELDS`` fields left the rest of the game is
solved exactly (``endgame.py``).
Candidates that fall behind are dropped as the futures accumulate
(successive halving), so the budget goes where the choice is close.

The choice is a function of the player's view and the budget alone
(``expert_choice``): the futures are drawn from a seed made of the view
(``view_seed.py``), and the budget counts placements weighed, not seconds, so
the expert bot in play, the hint and the review choose the same placement from
the same view, on any machine and under any load. The review goes on from the
expert's own search (``expert_search``): its play-outs are the review's measure.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from dq_desktop.engine.bots.endgame import PlacementSolve, SolvedPlacements, TooDear, solvable
from dq_desktop.engine.bots.fastboard import FastBoard
from dq_desktop.engine.bots.futures import RestOfGame
from dq_desktop.engine.bots.piece_tables import piece_tables
from dq_desktop.engine.bots.playouts import FutureStream, Playouts
from dq_desktop.engine.bots.policy import Weights, placement_value
from dq_desktop.engine.bots.search_settings import DEFAULT_SETTINGS, SearchSettings
from dq_desktop.engine.bots.view_seed import view_seed
from dq_desktop.engine.game import Move
from dq_desktop.engine.tiles import TileKind
from dq_desktop.engine.view import PlayerView

DEFAULT_BUDGET = 60_000
"""Placements weighed per decision; tuned so the median decision takes under 300 ms
on the project's 2-core machine (``benchmarks/bench_bots.py``). The rollouts' judgement
(``judge.py``) costs more per placement than the one-step policy did, so 60,000 take
about the time 70,000 took."""
SCREEN = 18
"""How many of the policy's favourite placements are played out (besides Sancho).
18 is every placement of a full hand: screening fewer lost points, as it drops
the placements whose worth shows only later."""


@dataclass(frozen=True)
class Search:
    """The expert's decision from a view, and the play-outs it made to reach it."""

    choice: Move
    candidates: tuple[Move, ...]
    """Every placement it weighed, the policy's favourite first (Sancho last)."""
    playouts: Playouts
    """Each candidate's points on the futures it was played on before it was dropped
    (none where the choice needed no search: one legal placement, or a solve)."""


def expert_choice(
    view: PlayerView,
    budget: int = DEFAULT_BUDGET,
    settings: SearchSettings = DEFAULT_SETTINGS,
    solved: SolvedPlacements | None = None,
) -> Move:
    """The expert's placement for ``view``: a function of the view and the budget only.

    The expert bot, the hint and the review all ask here, so the same view gets the
    same answer from each of them. ``solved``: the view's placements solved exactly
    already (the review has them), taken where the expert would solve them itself within
    ``budget`` — the same answer, without solving twice.
    """
    return expert_search(view, budget, settings, solved).choice


def expert_playouts(view: PlayerView, settings: SearchSettings = DEFAULT_SETTINGS,
                    keep_categories: bool = False) -> Playouts:
    """The expert's play-outs from ``view``, none played yet: its board, its stream of
    futures (drawn from a seed made of the view, so the same view gives the same futures)."""
    board = FastBoard.of(piece_tables(view.tileset), view.board)
    stream = FutureStream(view, random.Random(view_seed(view, "expert")), settings)
    return Playouts(view, board, stream, settings, keep_categories)


def expert_search(
    view: PlayerView,
    budget: int = DEFAULT_BUDGET,
    settings: SearchSettings = DEFAULT_SETTINGS,
    solved: SolvedPlacements | None = None,
    keep_categories: bool = False,
) -> Search:
    """``expert_choice``'s decision with its play-outs, for whoever goes on with them (the
    review: ``keep_categories`` keeps their points category by category too)."""
    playouts = expert_playouts(view, settings, keep_categories)
    candidates = _screen(view, playouts.board, settings.weights)
    if len(view.legal_moves) == 1:
        return Search(view.legal_moves[0], tuple(candidates), playouts)
    exact = _solve_endgame(view, budget, settings, solved)
    if exact is not None:
        return Search(exact, tuple(candidates), playouts)
    return Search(_halving(playouts, candidates, budget, settings), tuple(candidates), playouts)


class ExpertBot:
    name = "expert"

    def __init__(
        self,
        rng: random.Random,
        budget: int = DEFAULT_BUDGET,
        settings: SearchSettings = DEFAULT_SETTINGS,
    ) -> None:
        self._rng = rng  # unused: the expert's randomness comes from the view it is shown
        self._budget = budget
        self._settings = settings

    def choose(self, view: PlayerView) -> Move:
        return expert_choice(view, self._budget, self._settings)


def _screen(view: PlayerView, board: FastBoard, weights: Weights) -> list[Move]:
    """The placements to play out: the policy's ``SCREEN`` favourites, then Sancho."""
    tables = board.tables
    field = view.current_field.index
    tiles, sancho = [], []
    for move in view.legal_moves:
        piece = tables.by_key[(move.tile, move.rotated)]
        if tables.pieces[piece].kind is TileKind.SANCHO:
            sancho.append(move)
        else:
            tiles.append((move, piece))
    tiles.sort(key=lambda c: -placement_value(board, field, c[1], view.round, weights))
    return [move for move, _ in tiles[:SCREEN]] + sancho


def solves_endgame(view: PlayerView, settings: SearchSettings = DEFAULT_SETTINGS) -> bool:
    """Whether the expert solves the rest of the game exactly from ``view`` (within its
    budget): late in round 3, with at most ``settings.endgame_fields`` fields open."""
    return solvable(view) and len(view.open_fields) <= settings.endgame_fields


def _solve_endgame(
    view: PlayerView, budget: int, settings: SearchSettings, solved: SolvedPlacements | None
) -> Move | None:
    """The best move by an exact solve of the rest of round 3 (``solved``, when the caller
    has it), or None when the position is not late enough in round 3 or the solve weighs
    more than ``budget``."""
    if not solves_endgame(view, settings):
        return None
    if solved is None:
        try:
            solved = PlacementSolve(view, budget).every_placement()
        except TooDear:
            return None
    return solved.best() if solved.weighed <= budget else None


def _halving(
    playouts: Playouts, candidates: list[Move], budget: int, settings: SearchSettings
) -> Move:
    """Every candidate on the stream's futures in turn, the worse half dropped after each of
    ``settings.prune_after`` futures, until the budget is spent or the futures run out;
    the best mean of those left (on a tie, the first)."""
    stream = playouts.stream
    most = min(settings.max_futures, stream.different)
    playouts.elsewhere()  # weighed before the first future, as the budget always counted it
    alive = list(range(len(candidates)))
    futures = 0
    while playouts.spent < budget and futures < most:
        for index in alive:
            playouts.play_next(candidates[index])
        futures += 1
        if futures in settings.prune_after and len(alive) > 2:
            alive.sort(key=lambda i: (-sum(playouts.totals[candidates[i]]), i))
            alive = sorted(alive[: max(2, len(alive) // 2)])
    best = max(alive, key=lambda i: (sum(playouts.totals[candidates[i]]), -i))
    return candidates[best]


def mean_outcomes(
    view: PlayerView, futures: list[RestOfGame], settings: SearchSettings = DEFAULT_SETTINGS
) -> dict[Move, float]:
    """Every candidate's mean points still to come over ``futures``, each candidate
    played out on all of them (no screening by the budget, no dropping): the yardstick
    of ``benchmarks/bench_regret.py``."""
    board = FastBoard.of(piece_tables(view.tileset), view.board)
    candidates = _screen(view, board, settings.weights)
    stream = FutureStream.of(futures)
    playouts = Playouts(view, board, stream, settings)
    for move in candidates:
        playouts.play_to(move, len(futures))
    return {move: sum(playouts.totals[move]) / len(futures) for move in candidates}
