"""The regret benchmark's yardstick rates every legal placement by the points still to
come, each played out on the same futures; with every future of a late position, its
best is the expert's choice."""

from __future__ import annotations

import random

from dq_desktop.engine import Game
from dq_desktop.engine.bots import make_bot
from dq_desktop.engine.bots.expert import expert_choice, mean_outcomes
from dq_desktop.engine.bots.futures import every_future, sample_future
from dq_desktop.engine.bots.search_settings import SearchSettings
from dq_desktop.engine.view import PlayerView, view_of
from dq_desktop.formats.tileset_file import builtin_tileset


def view_at(step: int, deal: int = 7) -> PlayerView:
    game = Game.new(builtin_tileset("classic"), deal, ["tests"])
    bot = make_bot("greedy", deal)
    while view_of(game, 0).step < step:
        game.place(0, bot.choose(view_of(game, 0)))
    return view_of(game, 0)


def test_every_legal_placement_is_rated_within_the_points_a_game_can_still_give() -> None:
    view = view_at(3)
    futures = [sample_future(view, random.Random(seed)) for seed in range(3)]
    means = mean_outcomes(view, futures)
    assert set(means) == set(view.legal_moves)
    assert all(0 <= value <= 150 for value in means.values())
    assert len(set(means.values())) > 1  # the placements are told apart


def test_with_every_future_its_best_is_the_expert_choice_early_in_round_three() -> None:
    view = view_at(16)
    futures = list(every_future(view))
    assert 1 < len(futures) <= 800
    means = mean_outcomes(view, futures)
    best = max(means.values())
    no_dropping = SearchSettings(prune_after=())
    assert means[expert_choice(view, budget=10**9, settings=no_dropping)] == best
