"""A finished round's board: the one its points were scored on."""

from __future__ import annotations

import pytest

from dq_desktop.engine.round_boards import board_at_round_end
from dq_desktop.engine.scoring import score
from tests.storage.games import played


@pytest.mark.parametrize("sancho", [False, True])
def test_each_rounds_board_scores_what_the_round_scored(sancho: bool) -> None:
    game = played(12, names=("Ana", "Ben", "Carla"), sancho=sancho, choice=1)
    for seat, player in enumerate(game.players):
        for number, scored in enumerate(player.scores, start=1):
            assert score(board_at_round_end(game, seat, number), number) == scored
    assert board_at_round_end(game, 0, 3) == game.players[0].board


def test_an_earlier_rounds_board_holds_only_that_rounds_tiles() -> None:
    game = played(3, names=("Ana",), steps=12)
    first = board_at_round_end(game, 0, 1)
    assert len(first) == len(game.deal.castles) + 9
    assert len(game.players[0].board) == len(game.deal.castles) + 12


def test_a_round_not_yet_scored_has_no_board() -> None:
    game = played(3, names=("Ana",), steps=12)
    with pytest.raises(ValueError):
        board_at_round_end(game, 0, 2)
