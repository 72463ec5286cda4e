"""The expert's total on a recorded deal: the same castles, cards and tiles as the seat."""

from __future__ import annotations

from dq_desktop.engine.analysis.expert_total import expert_total
from dq_desktop.engine.autoplay import play_out
from dq_desktop.engine.bots import make_bot
from dq_desktop.engine.game import Game
from tests.storage.games import played


def test_the_benchmark_plays_the_seats_own_tiles_alone() -> None:
    """Seat 2 of a two-player game: the benchmark equals a solo game on seat 2's deal."""
    game = played(8, names=("Ana", "Bo"))
    deal = game.deal
    solo = Game.from_deal(
        game.tileset,
        type(deal)(deal.seed, deal.castles, deal.positions, (deal.players[1],)),
        ["greedy"],
    )
    play_out(solo, [make_bot("greedy", "8/1/benchmark")])
    assert expert_total(game, seat=1, bot="greedy") == solo.players[0].total


def test_the_benchmark_does_not_change_the_recorded_game() -> None:
    game = played(8)
    before = game.players[0]
    expert_total(game, bot="greedy")
    assert game.players[0] == before
