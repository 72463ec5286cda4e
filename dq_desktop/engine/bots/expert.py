"""The expert: samples what it cannot know and plays each future out.

For every placement (each revealed tile both ways, and Sancho while he is
available) it plays the same sampled futures to the end with the fast policy,
and keeps the placement with the best mean of the scorings still to come. The
policy judges as the normal player does (``judge.py``) and holds against each
tile what it could do on other fields (``elsewhere.py``) — for the tiles of the
current round, on the fields the future at hand brings before the round ends
(``round_table``) — so a rollout keeps a strong tile for a field that needs it;
late in round 3, where the different futures are few, each is played once, and
with at most ``ENDGAME_FIELDS`` fields left the rest of the game is solved
exactly (``endgame.py``).
Candidates that fall behind are dropped as the futures accumulate
(successive halving), so the budget goes where the choice is close.

The choice is a function of the player's view and the budget alone
(``expert_choice``): the futures are drawn from a seed made of the view
(``view_seed.py``), and the budget counts placements weighed, not seconds, so
the expert bot in play, the hint and the review choose the same placement from
the same view, on any machine and under any load.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from dq_desktop.engine.bots.elsewhere import SHARE, worth_elsewhere
from dq_desktop.engine.bots.endgame import PlacementSolve, SolvedPlacements, TooDear, solvable
from dq_desktop.engine.bots.fastboard import FastBoard
from dq_desktop.engine.bots.futures import (
    RestOfGame,
    distinct_futures,
    every_future,
    sample_future,
)
from dq_desktop.engine.bots.judge import judge
from dq_desktop.engine.bots.piece_tables import piece_tables
from dq_desktop.engine.bots.policy import DEFAULT_WEIGHTS, Weights, placement_value
from dq_desktop.engine.bots.rollout import Judgement, Start, rollout
from dq_desktop.engine.bots.view_seed import view_seed
from dq_desktop.engine.game import LAST_STEP, ROUND_ENDS, Move
from dq_desktop.engine.tiles import TileId, TileKind
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
PRUNE_AFTER = (16, 32, 64, 128)
"""After this many futures, the worse half of the candidates is dropped. Not before 16:
after 4 futures the means are too noisy (a rollout's spread is about 10 points) and the
best placement was often dropped; halving later gained 2 points a game
(``benchmarks/bench_expert.py --against-previous``)."""
ENDGAME_FIELDS = 4
"""In round 3, with at most this many fields open after the current one, the rest of
the game is solved exactly (``endgame.py``) when that weighs no more than the budget."""
MAX_FUTURES = 800
"""Late in a game rollouts are cheap; past this many futures the mean hardly moves."""


@dataclass(frozen=True)
class SearchSettings:
    """How the expert searches, besides its budget (benchmarks compare variants)."""

    weights: Weights = DEFAULT_WEIGHTS
    prune_after: tuple[int, ...] = PRUNE_AFTER
    max_futures: int = MAX_FUTURES
    elsewhere: float = SHARE
    """Share of a tile's worth on other fields the rollouts hold against it (0: none)."""
    judgement: Judgement | None = judge
    """What the rollouts play by (None: the one-step policy with ``weights``)."""
    endgame_fields: int = ENDGAME_FIELDS
    """Solve the end of round 3 exactly from this many open fields (0: never)."""
    exact: bool = True
    """Play every different future once (in random order) when there are at most
    ``max_futures`` of them, rather than sampling with replacement."""
    per_field: bool = True
    """What a tile could do elsewhere: its better way round on each field (see
    ``worth_elsewhere``), as ``normal`` weighs it; False: the better of its two means."""
    round_fields: bool = True
    """Each future weighs the hand's worth elsewhere over the fields it brings in the
    rest of the current round (``round_table``); False: over every open field."""


@dataclass(frozen=True)
class _Candidate:
    move: Move
    piece: int
    is_sancho: bool


def expert_choice(
    view: PlayerView,
    budget: int = DEFAULT_BUDGET,
    settings: SearchSettings = SearchSettings(),
    solved: SolvedPlacements | None = None,
) -> Move:
    """The expert's placement for ``view``: a function of the view and the budget only.

    The expert bot, the hint and the review all ask here, so the same view gets the
    same answer from each of them. ``solved``: the view's placements solved exactly
    already (the review has them), taken where the expert would solve them itself within
    ``budget`` — the same answer, without solving twice.
    """
    if len(view.legal_moves) == 1:
        return view.legal_moves[0]
    exact = _solve_endgame(view, budget, settings, solved)
    if exact is not None:
        return exact
    board = FastBoard.of(piece_tables(view.tileset), view.board)
    candidates = _screen(view, board, settings.weights)
    rng = random.Random(view_seed(view, "expert"))
    return _play_out(view, board, candidates, budget, settings, rng).move


def elsewhere_table(
    view: PlayerView, board: FastBoard, settings: SearchSettings = SearchSettings()
) -> tuple[list[float], int]:
    """What each tile the player may still place could do on the fields still empty,
    and how many placements were weighed to know it (they count against the budget)."""
    fields = [view.current_field.index, *(f.index for f in view.open_fields)]
    tiles = {*view.revealed, *view.face_down, *([view.last_tile] if view.last_tile else [])}
    tiles |= {move.tile for move in view.legal_moves}  # Sancho, while he is available
    table = worth_elsewhere(
        board, fields, tiles, view.round, settings.weights, settings.elsewhere, settings.judgement,
        settings.per_field,
    )
    return table, 2 * len(tiles) * len(fields)


def round_table(
    view: PlayerView,
    board: FastBoard,
    future: RestOfGame,
    table: list[float] | None,
    settings: SearchSettings,
) -> tuple[list[float] | None, int]:
    """``table`` with the worth elsewhere of the tiles the player places this round made
    anew over the fields ``future`` brings in the rest of the round (on the board as it
    stands), and how many placements that weighed; ``table`` as it is without
    ``settings.round_fields`` or without a table.

    The player cannot know which fields come before the round ends; a future can. A
    rollout's policy that holds a tile against the fields it may really still get plays
    the round out better (as a standalone player remaking its table at each decision,
    some 3 points a game better than one holding it against every open field), and the
    table is made once per future for every candidate (on deal 301, 2–10 % of a round-1
    decision's budget, up to 24 % early in round 2). Its judgements repeat ones
    ``elsewhere_table`` made on the same board; kept so for now, as docs/expert.md says."""
    ahead = ROUND_ENDS[view.round - 1] - view.step - 1
    if not ahead or table is None or not settings.round_fields:
        return table, 0
    tiles = {*view.revealed, *(move.tile for move in view.legal_moves)}  # Sancho too
    if view.round == 3 and view.last_tile is not None:
        tiles.add(view.last_tile)
    fields = list(future.fields[:ahead])
    remade = worth_elsewhere(board, fields, tiles, view.round, settings.weights,
                             settings.elsewhere, settings.judgement, settings.per_field,
                             base=table)
    return remade, 2 * len(tiles) * len(fields)


class ExpertBot:
    name = "expert"

    def __init__(
        self,
        rng: random.Random,
        budget: int = DEFAULT_BUDGET,
        settings: SearchSettings = SearchSettings(),
    ) -> None:
        self._rng = rng  # unused: the expert's randomness comes from the view it is shown
        self._budget = budget
        self._settings = settings

    def choose(self, view: PlayerView) -> Move:
        return expert_choice(view, self._budget, self._settings)


def _screen(view: PlayerView, board: FastBoard, weights: Weights) -> list[_Candidate]:
    tables = board.tables
    field = view.current_field.index
    everything = []
    for move in view.legal_moves:
        piece = tables.by_key[(move.tile, move.rotated)]
        kind = tables.pieces[piece].kind
        everything.append(_Candidate(move, piece, kind is TileKind.SANCHO))
    tiles = [c for c in everything if not c.is_sancho]
    tiles.sort(key=lambda c: -placement_value(board, field, c.piece, view.round, weights))
    return tiles[:SCREEN] + [c for c in everything if c.is_sancho]


def solves_endgame(view: PlayerView, settings: SearchSettings = SearchSettings()) -> bool:
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


def _play_out(
    view: PlayerView,
    board: FastBoard,
    candidates: list[_Candidate],
    budget: int,
    settings: SearchSettings,
    rng: random.Random,
) -> _Candidate:
    field = view.current_field.index
    sancho = next((c.piece for c in candidates if c.is_sancho), None)
    starts = [rollout_start(view, c.move, c.is_sancho, sancho) for c in candidates]
    elsewhere, spent = elsewhere_table(view, board, settings) if settings.elsewhere else (None, 0)
    sums = [0] * len(candidates)
    alive = list(range(len(candidates)))
    futures = 0
    distinct = distinct_futures(view)
    most = min(settings.max_futures, distinct)
    every = list(every_future(view)) if settings.exact and distinct <= most else None
    if every is not None:
        rng.shuffle(every)
    while spent < budget and futures < most:
        future = sample_future(view, rng) if every is None else every[futures]
        table, cost = round_table(view, board, future, elsewhere, settings)
        spent += cost
        for index in alive:
            total, weighed = _play_candidate(
                board, field, candidates[index], starts[index], future, settings, table)
            sums[index] += total
            spent += weighed + 1
        futures += 1
        if futures in settings.prune_after and len(alive) > 2:
            alive.sort(key=lambda i: (-sums[i], i))
            alive = sorted(alive[: max(2, len(alive) // 2)])
    best = max(alive, key=lambda i: (sums[i], -i))
    return candidates[best]


def _play_candidate(
    board: FastBoard,
    field: int,
    candidate: _Candidate,
    start: Start,
    future: RestOfGame,
    settings: SearchSettings,
    elsewhere: list[float] | None,
) -> tuple[int, int]:
    """One rollout of ``future`` after ``candidate`` on ``field`` (the board unchanged):
    the points still to come and the placements weighed."""
    trial = board.copy()
    trial.place(field, candidate.piece)
    return rollout(trial, start, future, settings.weights, elsewhere=elsewhere,
                   judgement=settings.judgement)


def mean_outcomes(
    view: PlayerView, futures: list[RestOfGame], settings: SearchSettings = SearchSettings()
) -> dict[Move, float]:
    """Every candidate's mean points still to come over ``futures``, each candidate
    played out on all of them (no screening by the budget, no dropping): the yardstick
    of ``benchmarks/bench_regret.py``."""
    board = FastBoard.of(piece_tables(view.tileset), view.board)
    candidates = _screen(view, board, settings.weights)
    field = view.current_field.index
    sancho = next((c.piece for c in candidates if c.is_sancho), None)
    elsewhere, _ = elsewhere_table(view, board, settings) if settings.elsewhere else (None, 0)
    starts = [rollout_start(view, c.move, c.is_sancho, sancho) for c in candidates]
    points = [0] * len(candidates)
    for future in futures:
        table = round_table(view, board, future, elsewhere, settings)[0]
        for index, candidate in enumerate(candidates):
            points[index] += _play_candidate(
                board, field, candidate, starts[index], future, settings, table)[0]
    return {c.move: total / len(futures) for c, total in zip(candidates, points, strict=True)}


def rollout_start(view: PlayerView, move: Move, is_sancho: bool, sancho: int | None) -> Start:
    """Where a rollout begins once ``move`` is made: the hand left, and Sancho if he still
    may be played (``sancho``: his piece while available)."""
    hand = list(view.revealed)
    if not is_sancho and view.step != LAST_STEP:
        hand.remove(move.tile)
    return Start(
        step=view.step,
        hand=tuple(TileId(t) for t in hand),
        last_tile=view.last_tile,
        sancho=None if is_sancho else sancho,
    )
