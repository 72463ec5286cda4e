"""The expert's rollouts play by the normal player's judgement, on a board that changes."""

from __future__ import annotations

import random

import pytest

from dq_desktop.engine.bots.fastboard import FastBoard
from dq_desktop.engine.bots.judge import NEIGHBOURS, judge
from dq_desktop.engine.bots.moves import board_pieces
from dq_desktop.engine.bots.normal import NormalBot, _Position
from dq_desktop.engine.bots.piece_tables import piece_tables
from dq_desktop.engine.fields import Field
from dq_desktop.engine.view import view_of
from tests.engine.bots.games import new_game


def test_the_judgement_is_the_normal_players_at_every_step() -> None:
    """Rule: for every legal placement of whole games (castles, Sancho, borders), the
    rollouts' judgement gives the value ``normal`` gives it (summed in another order)."""
    compared = 0
    for deal in (3, 11):
        game = new_game(deal, 1, sancho=True)
        bot = NormalBot(random.Random(0))
        while not game.is_over:
            view = view_of(game, 0)
            board = FastBoard.of(piece_tables(view.tileset), view.board)
            position = _Position(board, view.round)
            field = view.current_field
            for _, piece in board_pieces(board, view.legal_moves):
                expected = position.judge(field, piece)
                assert judge(board, field.index, piece, view.round) == pytest.approx(expected)
                compared += 1
            game.place(0, bot.choose(view))
    assert compared >= 400


def test_neighbours_are_the_fields_that_share_an_edge() -> None:
    """Rule: corners have two neighbours, other border fields three, inner fields four."""
    for field in Field.all():
        expected = {
            other.index
            for other in Field.all()
            if abs(field.row - other.row) + abs(field.column - other.column) == 1
        }
        assert set(NEIGHBOURS[field.index]) == expected
    assert len(NEIGHBOURS[Field(0, 0).index]) == 2
    assert len(NEIGHBOURS[Field(1, 3).index]) == 4
