"""The end of round 3 solved exactly: the expected final score under the best play."""

from __future__ import annotations

import random
import statistics
from dataclasses import replace

import pytest

from dq_desktop.engine.bots.endgame import Endgame, PlacementSolve, TooDear
from dq_desktop.engine.bots.expert import expert_choice
from dq_desktop.engine.bots.fastboard import FastBoard
from dq_desktop.engine.bots.greedy import GreedyBot
from dq_desktop.engine.bots.piece_tables import piece_tables
from dq_desktop.engine.bots.search_settings import ENDGAME_FIELDS
from dq_desktop.engine.fields import Field
from dq_desktop.engine.game import Game, Move
from dq_desktop.engine.principality import Principality
from dq_desktop.engine.scoring import score
from dq_desktop.engine.tiles import PlacedTile, TileId
from dq_desktop.engine.view import PlayerView, view_of
from tests.engine.bots.games import new_game


def _late_view(deal: int, sancho: bool, open_fields: int) -> tuple[Game, PlayerView]:
    """A solitaire game played by greedy until round 3 has ``open_fields`` fields
    open after the current one."""
    game = new_game(deal, 1, sancho=sancho)
    bot = GreedyBot(random.Random(deal))
    while True:
        view = view_of(game, 0)
        if view.round == 3 and len(view.open_fields) == open_fields:
            return game, view
        game.place(0, bot.choose(view))


def _reference(
    game: Game,
    board: Principality,
    fields: tuple[Field, ...],
    hand: tuple[TileId, ...],
    last: TileId,
    sancho: TileId | None,
) -> float:
    """The same expectimax, slowly, on the engine's own boards and scoring."""
    if not fields:
        return float(score(board, 3).total)
    values = []
    for field in fields:
        rest = tuple(f for f in fields if f != field)
        choices: list[tuple[TileId, tuple[TileId, ...], TileId | None]] = []
        for tile in ([last] if not rest else sorted(set(hand))):
            left = list(hand)
            if rest:
                left.remove(tile)
            choices.append((tile, tuple(left), sancho))
        if sancho is not None:
            choices.append((sancho, hand, None))
        values.append(max(
            _reference(game, board.with_tile(field, PlacedTile(game.tileset[tile], turned)),
                       rest, after, last, still)
            for tile, after, still in choices
            for turned in (False, True)
        ))
    return statistics.fmean(values)


@pytest.mark.parametrize("sancho", [False, True])
def test_the_solve_is_the_expectimax_of_the_rules(sancho: bool) -> None:
    """Rule: the value of a position is the mean over the field that comes next of the
    best placement there (a hand tile, the tile set aside on the last field, or Sancho
    once), scored as the engine scores round 3."""
    game, view = _late_view(1 if sancho else 5, sancho, 2)
    assert view.last_tile is not None
    assert view.sancho_available == sancho
    tables = piece_tables(view.tileset)
    fields = (view.current_field, *view.open_fields)
    sancho_id = game.sancho_id if view.sancho_available else None
    expected = _reference(game, view.board, fields, view.revealed, view.last_tile, sancho_id)
    solver = Endgame(budget=100_000)
    board = FastBoard.of(tables, view.board)
    sancho_piece = None if sancho_id is None else tables.by_key[(sancho_id, False)]
    value = solver.value(board, tuple(f.index for f in fields), view.revealed, view.last_tile,
                         sancho_piece)
    assert value == pytest.approx(expected)
    assert solver.weighed > 0
    with pytest.raises(TooDear):
        Endgame(budget=solver.weighed - 1).value(
            FastBoard.of(tables, view.board), tuple(f.index for f in fields),
            view.revealed, view.last_tile, sancho_piece)


def test_late_in_round_3_the_expert_plays_the_solved_best() -> None:
    """Rule: with few fields left the expert's choice is the move of the best exact value;
    and it is still a function of the view and the budget."""
    _, view = _late_view(8, False, ENDGAME_FIELDS)
    assert view.last_tile is not None
    tables = piece_tables(view.tileset)
    fields = tuple(f.index for f in view.open_fields)

    def value(move: Move) -> float:
        board = FastBoard.of(tables, view.board)
        board.place(view.current_field.index, tables.by_key[(move.tile, move.rotated)])
        hand = list(view.revealed)
        hand.remove(move.tile)
        assert view.last_tile is not None
        return Endgame(budget=1_000_000).value(board, fields, tuple(hand), view.last_tile, None)

    best = max(value(move) for move in view.legal_moves)
    choice = expert_choice(view)
    assert value(choice) == best
    assert expert_choice(view) == choice


@pytest.mark.parametrize("sancho", [False, True])
def test_every_placement_is_valued_as_the_solver_values_it_alone(sancho: bool) -> None:
    """Rule: one solve for all placements (sharing the positions they reach) gives each the
    value a solver of its own gives it, counts what it weighed, and its best is the first
    placement of the highest value."""
    game, view = _late_view(1 if sancho else 5, sancho, 3)
    assert view.sancho_available == sancho and view.last_tile is not None
    solved = PlacementSolve(view, 1_000_000).every_placement()
    tables = piece_tables(view.tileset)
    sancho_piece = tables.by_key[(game.sancho_id, False)] if sancho and game.sancho_id else None
    fields = tuple(f.index for f in view.open_fields)
    for move, value in solved.values.items():
        board = FastBoard.of(tables, view.board)
        piece = tables.by_key[(move.tile, move.rotated)]
        board.place(view.current_field.index, piece)
        hand = list(view.revealed)
        if piece != sancho_piece:
            hand.remove(move.tile)
        alone = Endgame(1_000_000).value(board, fields, tuple(hand), view.last_tile,
                                         None if piece == sancho_piece else sancho_piece)
        assert value == pytest.approx(alone)
    assert list(solved.values) == list(view.legal_moves)
    top = max(solved.values.values())
    assert solved.best() == next(m for m, v in solved.values.items() if v == top)
    assert solved.weighed > 0


@pytest.mark.parametrize("sancho", [False, True])
def test_the_expected_categories_add_up_to_the_value(sancho: bool) -> None:
    """Rule: the expected points of each category under the play found best add up to the
    position's value, and a category is never negative."""
    _, view = _late_view(1 if sancho else 5, sancho, 3)
    solve = PlacementSolve(view, 1_000_000)
    for move in view.legal_moves:
        value = solve.value(move)
        weighed = solve.solver.weighed
        scores = solve.scores(move)
        assert solve.solver.weighed == weighed  # nothing more weighed
        assert sum(scores.values()) == pytest.approx(value)
        assert min(scores.values()) >= 0


def test_a_position_reached_again_is_not_built_again_but_still_counted() -> None:
    """The budget counts every placement considered, looked up or solved, as it always
    did: the same count with or without the positions shared by several placements."""
    _, view = _late_view(5, False, 3)
    together = PlacementSolve(view, 1_000_000).every_placement().weighed
    apart = sum(PlacementSolve(replace(view, legal_moves=(move,)), 1_000_000)
                .every_placement().weighed for move in view.legal_moves)
    assert together == apart
