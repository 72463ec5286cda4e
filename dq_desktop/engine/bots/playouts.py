"""The expert's play-outs: candidate placements played to the end on a stream of futures.

A future is an order of the fields still open and a deal of the face-down tiles into
the hands to come (``futures.py``). The expert plays each candidate placement out on
the same futures, in order, with its rollouts' policy (``rollout.py``, judging as
``normal`` does and holding against each tile what it could do elsewhere: the table
of ``elsewhere_table``, remade per future over the fields it brings in the round,
``round_table``), and keeps each candidate's points future by future. Its search
(``expert.py``) drops candidates as the futures accumulate; the review
(``analysis/playout.py``) takes the same play-outs on and plays its candidates on
further futures of the same stream, so that it measures with the expert's own model.
"""

from __future__ import annotations

import random

from dq_desktop.engine.bots.elsewhere import worth_elsewhere
from dq_desktop.engine.bots.fastboard import Facts, FastBoard, round_score
from dq_desktop.engine.bots.futures import (
    RestOfGame,
    distinct_futures,
    every_future,
    sample_future,
)
from dq_desktop.engine.bots.rollout import Start, rollout
from dq_desktop.engine.bots.search_settings import DEFAULT_SETTINGS, SearchSettings
from dq_desktop.engine.game import LAST_STEP, ROUND_ENDS, Move
from dq_desktop.engine.scoring import CATEGORIES
from dq_desktop.engine.tiles import TileId, TileKind
from dq_desktop.engine.view import PlayerView


def elsewhere_table(
    view: PlayerView, board: FastBoard, settings: SearchSettings = DEFAULT_SETTINGS
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


class FutureStream:
    """The futures a search plays, in order, drawn as they are first asked for: when the
    view has no more different futures than ``settings.max_futures`` (and
    ``settings.exact``), each of them once in an order shuffled with ``rng``; else drawn
    with ``rng`` one after the other (``sample_future``), without end."""

    def __init__(self, view: PlayerView | None, rng: random.Random, settings: SearchSettings,
                 given: list[RestOfGame] | None = None) -> None:
        self._view = view
        self._rng = rng
        self._drawn: list[RestOfGame] = []
        if given is not None or view is None:
            self._drawn = list(given or [])
            self.different = len(self._drawn)
            self.finite = True
            return
        distinct = distinct_futures(view)
        self.different = distinct
        """How many different futures the view has."""
        self.finite = settings.exact and distinct <= settings.max_futures
        """Every different future, once each: the stream ends after ``different``."""
        if self.finite:
            self._drawn = list(every_future(view))
            rng.shuffle(self._drawn)

    @classmethod
    def of(cls, futures: list[RestOfGame]) -> FutureStream:
        """A stream of ``futures``, in their order, and no more."""
        return cls(None, random.Random(0), DEFAULT_SETTINGS, futures)

    def __getitem__(self, index: int) -> RestOfGame:
        while not self.finite and len(self._drawn) <= index and self._view is not None:
            self._drawn.append(sample_future(self._view, self._rng))
        return self._drawn[index]

    def available(self, wanted: int) -> int:
        """How many of the first ``wanted`` futures the stream has."""
        return min(wanted, self.different) if self.finite else wanted


class Playouts:
    """Candidate placements of one view played out, each on the futures of one stream in
    order: their points future by future (and category by category, when asked), and
    the placements weighed so far (what a budget is compared with)."""

    def __init__(
        self,
        view: PlayerView,
        board: FastBoard,
        stream: FutureStream,
        settings: SearchSettings,
        keep_categories: bool = False,
    ) -> None:
        """``board``: the view's board (left unchanged)."""
        self.view = view
        self.board = board
        self.stream = stream
        self.settings = settings
        tables = board.tables
        self.piece = {move: tables.by_key[(move.tile, move.rotated)]
                      for move in view.legal_moves}
        sancho = next((p for p in self.piece.values()
                       if tables.pieces[p].kind is TileKind.SANCHO), None)
        self.starts = {move: rollout_start(view, move, self.piece[move] == sancho, sancho)
                       for move in view.legal_moves}
        self.spent = 0
        self._elsewhere: list[float] | None = None
        self._weighed_elsewhere = False
        self._tables: list[list[float] | None] = []
        self.totals: dict[Move, list[int]] = {move: [] for move in view.legal_moves}
        """Per legal placement, the points of the scorings still to come in each future it
        was played on (the stream's first ones, in order)."""
        self.categories: dict[Move, list[tuple[int, ...]]] | None = (
            {move: [] for move in view.legal_moves} if keep_categories else None)
        """Per placement and future, those points in each of ``CATEGORIES`` (when kept)."""

    def elsewhere(self) -> list[float] | None:
        """What each tile could do on the fields still empty (``elsewhere_table``), made at
        the first play-out or search (its judgements counted in ``spent``)."""
        if not self._weighed_elsewhere:
            self._weighed_elsewhere = True
            if self.settings.elsewhere:
                self._elsewhere, cost = elsewhere_table(self.view, self.board, self.settings)
                self.spent += cost
        return self._elsewhere

    def table(self, index: int) -> list[float] | None:
        """The table of what tiles could do elsewhere for future ``index``, made once (its
        judgements counted in ``spent``)."""
        while len(self._tables) <= index:
            future = self.stream[len(self._tables)]
            table, cost = round_table(self.view, self.board, future, self.elsewhere(),
                                      self.settings)
            self._tables.append(table)
            self.spent += cost
        return self._tables[index]

    def play_next(self, move: Move) -> int:
        """Play ``move`` out on the first future of the stream it has not been played on;
        its points (each rollout adds its placements weighed, and one, to ``spent``)."""
        index = len(self.totals[move])
        table = self.table(index)
        trial = self.board.copy()
        trial.place(self.view.current_field.index, self.piece[move])
        scorings: list[tuple[int, Facts]] | None = [] if self.categories is not None else None
        total, weighed = rollout(trial, self.starts[move], self.stream[index],
                                 self.settings.weights, scorings=scorings, elsewhere=table,
                                 judgement=self.settings.judgement)
        self.spent += weighed + 1
        self.totals[move].append(total)
        if self.categories is not None and scorings is not None:
            points = [0] * len(CATEGORIES)
            for number, facts in scorings:
                scored = round_score(facts, number)
                for slot, key in enumerate(CATEGORIES):
                    points[slot] += getattr(scored, key)
            self.categories[move].append(tuple(points))
        return total

    def play_to(self, move: Move, count: int) -> None:
        """Play ``move`` on the stream's first ``count`` futures (those not played yet)."""
        for _ in range(len(self.totals[move]), self.stream.available(count)):
            self.play_next(move)
