"""The end of round 3 solved exactly: every order of the last fields, the best play in each.

In round 3 a player knows every tile he still has to place (the hand of five
and the tile set aside); only the order of the last fields is unknown. When
few fields are left, the expected final score under the best play can be
computed exactly (expectimax: the mean over the field that comes next of the
best placement on it), instead of estimated with a policy that is not
optimal. Boards reached in different orders are the same position and are
solved once: a position's value is looked up before its board is built.

``solve_placements`` values every legal placement of a round-3 view so; the
expert plays the best of them (``expert.py``), and the review judges by them
(``analysis/review.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from dq_desktop.engine.bots.fastboard import FastBoard, round_score, round_total
from dq_desktop.engine.bots.piece_tables import piece_tables
from dq_desktop.engine.bots.rollout import tile_pieces
from dq_desktop.engine.game import Move
from dq_desktop.engine.scoring import CATEGORIES, Score
from dq_desktop.engine.tiles import TileId, TileKind
from dq_desktop.engine.view import PlayerView

_NO_SANCHO = -2
"""Sancho's place in a position's key once he is spent (no piece has this index)."""


class TooDear(Exception):
    """The solve would weigh more placements than it may."""


class Endgame:
    """Exact expected final totals from a round-3 position, within a budget of placements.

    ``weighed`` counts every placement the expectimax considers, a position looked up
    as well as one solved, so the count (and what a budget allows) does not depend on
    how the work is saved."""

    def __init__(self, budget: int) -> None:
        self.weighed = 0
        self._budget = budget
        self._known: dict[tuple[int, ...], float] = {}

    def value(
        self,
        board: FastBoard,
        fields: tuple[int, ...],
        hand: tuple[TileId, ...],
        last_tile: TileId,
        sancho: int | None,
    ) -> float:
        """The expected round-3 total of ``board`` once ``fields`` (in an order not known
        yet) are filled with the best play: one of ``hand`` on each but the last field,
        ``last_tile`` on the last one; ``sancho`` (his piece, if still available) instead
        of any of them. Raises ``TooDear`` past the budget."""
        key = _key(board.slots, sancho)
        known = self._known.get(key)
        if known is not None:
            return known
        total = 0.0
        if len(fields) == 1:
            field = fields[0]
            options = self._last_options(board, last_tile, sancho)
            self._spend(len(options))
            total = float(max(round_total(board.facts_with(field, p), 3) for p in options))
        else:
            for field in fields:
                total += max(value for value, *_ in self._children(
                    board, field, fields, hand, last_tile, sancho))
            total /= len(fields)
        self._known[key] = total
        return total

    def scores(
        self,
        board: FastBoard,
        fields: tuple[int, ...],
        hand: tuple[TileId, ...],
        last_tile: TileId,
        sancho: int | None,
    ) -> dict[str, float]:
        """The expected points of round 3's scoring in each category (``Score``'s names)
        under the play ``value`` found best: where two placements are worth the same, the
        first of them. Call after ``value`` on the same position (its values are reused;
        nothing more is weighed, so the budget is not asked)."""
        if len(fields) == 1:
            field = fields[0]
            options = self._last_options(board, last_tile, sancho)
            totals = [round_total(board.facts_with(field, p), 3) for p in options]
            best = options[totals.index(max(totals))]
            return _categories(round_score(board.facts_with(field, best), 3))
        sums = dict.fromkeys(CATEGORIES, 0.0)
        # Every value needed is known already: this walk neither counts nor stops.
        saved = self._budget, self.weighed
        self._budget = -1
        try:
            for field in fields:
                children = list(self._children(board, field, fields, hand, last_tile, sancho))
                _, piece, rest, left, still = max(children, key=lambda child: child[0])
                trial = board.copy()
                trial.place(field, piece)
                for key, points in self.scores(trial, rest, left, last_tile, still).items():
                    sums[key] += points
        finally:
            self._budget, self.weighed = saved
        return {key: points / len(fields) for key, points in sums.items()}

    def _children(
        self,
        board: FastBoard,
        field: int,
        fields: tuple[int, ...],
        hand: tuple[TileId, ...],
        last_tile: TileId,
        sancho: int | None,
    ) -> list[tuple[float, int, tuple[int, ...], tuple[TileId, ...], int | None]]:
        """Each placement on ``field`` when it comes next: (its value, the piece, the fields,
        hand and Sancho left after it)."""
        tables = board.tables
        rest = tuple(f for f in fields if f != field)
        children = []
        for piece in tile_pieces(tables, list(dict.fromkeys(hand))):
            left = list(hand)
            left.remove(tables.pieces[piece].tile)
            after = tuple(left)
            children.append((self._after(board, field, piece, rest, after, last_tile, sancho),
                             piece, rest, after, sancho))
        if sancho is not None:
            children.append((self._after(board, field, sancho, rest, hand, last_tile, None),
                             sancho, rest, hand, None))
        return children

    def _after(
        self,
        board: FastBoard,
        field: int,
        piece: int,
        fields: tuple[int, ...],
        hand: tuple[TileId, ...],
        last_tile: TileId,
        sancho: int | None,
    ) -> float:
        self._spend(1)
        # Most positions are reached again by another order of the same placements:
        # look the value up before building the board.
        slots = board.slots
        slots[field] = piece
        key = _key(slots, sancho)
        slots[field] = -1
        known = self._known.get(key)
        if known is not None:
            return known
        trial = board.copy()
        trial.place(field, piece)
        return self.value(trial, fields, hand, last_tile, sancho)

    @staticmethod
    def _last_options(board: FastBoard, last_tile: TileId, sancho: int | None) -> list[int]:
        options = tile_pieces(board.tables, [last_tile])
        if sancho is not None:
            options.append(sancho)
        return options

    def _spend(self, count: int) -> None:
        self.weighed += count
        if self.weighed > self._budget >= 0:
            raise TooDear


def _categories(scored: Score) -> dict[str, float]:
    return {key: float(getattr(scored, key)) for key in CATEGORIES}


def _key(slots: list[int], sancho: int | None) -> tuple[int, ...]:
    return (*slots, _NO_SANCHO if sancho is None else sancho)


@dataclass(frozen=True)
class SolvedPlacements:
    """Every legal placement of a round-3 view valued exactly."""

    values: dict[Move, float]
    """Per legal placement (in the view's order), the expected points of round 3's
    scoring after it under the best play."""
    weighed: int
    """Placements the solve weighed (what a budget is compared with)."""

    def best(self) -> Move:
        """The placement of the highest value; on a tie, the first of the view's order."""
        return max(self.values, key=lambda move: self.values[move])


def solvable(view: PlayerView) -> bool:
    """Round 3 with the tile set aside known: only the order of the fields is unknown."""
    return view.round == 3 and view.last_tile is not None


class PlacementSolve:
    """The solve of a round-3 view, placement by placement (one solver for all of them, so
    the positions they share are solved once)."""

    def __init__(self, view: PlayerView, budget: int) -> None:
        """Raises ``ValueError`` unless ``solvable(view)``."""
        if view.last_tile is None or view.round != 3:
            raise ValueError("only round 3, with the tile set aside known, can be solved")
        self.view = view
        self.last_tile: TileId = view.last_tile
        self.board = FastBoard.of(piece_tables(view.tileset), view.board)
        self.solver = Endgame(budget)
        self.fields = tuple(f.index for f in view.open_fields)
        tables = self.board.tables
        self.piece = {move: tables.by_key[(move.tile, move.rotated)] for move in view.legal_moves}
        self.sancho = next((p for p in self.piece.values()
                            if tables.pieces[p].kind is TileKind.SANCHO), None)

    def _position(self, move: Move) -> tuple[FastBoard, tuple[TileId, ...], int | None]:
        """The board once ``move`` is made, the hand and Sancho left."""
        piece = self.piece[move]
        trial = self.board.copy()
        trial.place(self.view.current_field.index, piece)
        hand = list(self.view.revealed)
        if piece != self.sancho and self.fields:
            hand.remove(move.tile)
        return trial, tuple(hand), None if piece == self.sancho else self.sancho

    def value(self, move: Move) -> float:
        """The expected points of round 3's scoring after ``move``, under the best play."""
        if not self.fields:
            field = self.view.current_field.index
            return float(round_total(self.board.facts_with(field, self.piece[move]), 3))
        board, hand, sancho = self._position(move)
        return self.solver.value(board, self.fields, hand, self.last_tile, sancho)

    def scores(self, move: Move) -> dict[str, float]:
        """``value(move)`` category by category (after ``value(move)``)."""
        if not self.fields:
            field = self.view.current_field.index
            return _categories(round_score(self.board.facts_with(field, self.piece[move]), 3))
        board, hand, sancho = self._position(move)
        return self.solver.scores(board, self.fields, hand, self.last_tile, sancho)

    def every_placement(self) -> SolvedPlacements:
        """Every legal placement valued; raises ``TooDear`` past the budget."""
        values = {move: self.value(move) for move in self.view.legal_moves}
        return SolvedPlacements(values, self.solver.weighed)
