"""The rollouts hold against a tile what it could do on the other fields still empty."""

from __future__ import annotations

import statistics

from dq_desktop.engine.bots.elsewhere import worth_elsewhere
from dq_desktop.engine.bots.fastboard import FastBoard
from dq_desktop.engine.bots.piece_tables import piece_tables
from dq_desktop.engine.bots.policy import DEFAULT_WEIGHTS, placement_value
from dq_desktop.engine.view import view_of
from tests.engine.bots.games import new_game


def test_a_tile_is_charged_a_share_of_its_best_mean_value_elsewhere() -> None:
    """Rule: per piece, the share times the better of the tile's two ways, averaged over
    the fields given; tiles not asked about and boards without fields cost nothing."""
    game = new_game(23, 1, sancho=False)
    view = view_of(game, 0)
    board = FastBoard.of(piece_tables(view.tileset), view.board)
    fields = [f.index for f in view.open_fields]
    tile = view.revealed[0]
    table = worth_elsewhere(board, fields, [tile], view.round, DEFAULT_WEIGHTS, 0.5)
    ways = [board.tables.index(tile, rotated) for rotated in (False, True)]
    best = max(
        statistics.fmean(placement_value(board, f, p, view.round) for f in fields) for p in ways
    )
    assert [table[p] for p in ways] == [0.5 * best, 0.5 * best]
    assert sum(table) == 2 * 0.5 * best
    assert not any(worth_elsewhere(board, [], [tile], view.round, DEFAULT_WEIGHTS))


def test_per_field_a_tile_is_charged_its_better_way_on_each_field() -> None:
    """Rule (as ``normal`` weighs it): per field the better of the tile's two ways, then
    the mean over the fields; never less than the better of the two means."""
    game = new_game(23, 1, sancho=False)
    view = view_of(game, 0)
    board = FastBoard.of(piece_tables(view.tileset), view.board)
    fields = [f.index for f in view.open_fields]
    for tile in view.revealed:
        ways = [board.tables.index(tile, rotated) for rotated in (False, True)]
        table = worth_elsewhere(board, fields, [tile], view.round, DEFAULT_WEIGHTS, 0.5,
                                per_field=True)
        each = statistics.fmean(
            max(placement_value(board, f, p, view.round) for p in ways) for f in fields)
        assert [table[p] for p in ways] == [0.5 * each, 0.5 * each]
        apart = worth_elsewhere(board, fields, [tile], view.round, DEFAULT_WEIGHTS, 0.5)
        assert table[ways[0]] >= apart[ways[0]]
    turned_differently = [
        tile for tile in view.revealed
        if worth_elsewhere(board, fields, [tile], view.round, DEFAULT_WEIGHTS, 0.5,
                           per_field=True)
        != worth_elsewhere(board, fields, [tile], view.round, DEFAULT_WEIGHTS, 0.5)]
    assert turned_differently  # some tile is best one way on some fields, the other on others
