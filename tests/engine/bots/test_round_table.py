"""Each future holds the hand's tiles against the fields it brings in the rest of the
round, not against every open field; other tiles keep what they were charged."""

from __future__ import annotations

import random

from dq_desktop.engine.bots.elsewhere import worth_elsewhere
from dq_desktop.engine.bots.fastboard import FastBoard
from dq_desktop.engine.bots.futures import sample_future
from dq_desktop.engine.bots.piece_tables import piece_tables
from dq_desktop.engine.bots.playouts import elsewhere_table, round_table
from dq_desktop.engine.bots.search_settings import SearchSettings
from dq_desktop.engine.game import ROUND_ENDS
from dq_desktop.engine.view import view_of
from tests.engine.bots.games import bot_for_tests, new_game


def test_the_hand_is_charged_over_the_fields_this_future_brings_in_the_round() -> None:
    game = new_game(31, 1, sancho=True)
    view = view_of(game, 0)
    board = FastBoard.of(piece_tables(view.tileset), view.board)
    settings = SearchSettings()
    table, _ = elsewhere_table(view, board, settings)
    future = sample_future(view, random.Random(5))
    remade, weighed = round_table(view, board, future, table, settings)
    ahead = list(future.fields[: ROUND_ENDS[0] - view.step - 1])
    hand = {*view.revealed, *(move.tile for move in view.legal_moves)}
    assert len(ahead) == 8 and len(hand) == 10  # nine tiles and Sancho
    expected = worth_elsewhere(board, ahead, hand, view.round, settings.weights,
                               settings.elsewhere, settings.judgement, settings.per_field)
    tables = board.tables
    for piece, value in enumerate(remade):
        if tables.pieces[piece].tile in hand:
            assert value == expected[piece]
        else:
            assert value == table[piece]  # the later rounds' tiles: over every open field
    assert remade != table  # some tile is worth otherwise on these eight fields
    assert weighed == 2 * len(hand) * len(ahead)


def test_on_the_rounds_last_field_nothing_is_remade() -> None:
    game = new_game(31, 1, sancho=False)
    bot = bot_for_tests("greedy", 31)
    while game.step < ROUND_ENDS[0] - 1:
        game.place(0, bot.choose(view_of(game, 0)))
    view = view_of(game, 0)
    board = FastBoard.of(piece_tables(view.tileset), view.board)
    table, _ = elsewhere_table(view, board)
    future = sample_future(view, random.Random(5))
    assert round_table(view, board, future, table, SearchSettings()) == (table, 0)
