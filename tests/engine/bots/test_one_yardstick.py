"""One yardstick: the expert's choice is a function of the player's view and the budget
only, so the expert bot in play, the hint and the review choose the same placement from
the same view (issue 22, item 1)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from dq_desktop.engine.analysis.review import review_tasks
from dq_desktop.engine.bots.expert import ExpertBot, expert_choice
from dq_desktop.engine.bots.view_seed import view_seed
from dq_desktop.engine.game import Move
from dq_desktop.engine.view import PlayerView, view_of
from tests.engine.bots.games import SMALL_BUDGET, bot_for_tests, new_game

BUDGET = 3 * SMALL_BUDGET
"""Enough for the expert to sample several futures and halve its candidates."""


@pytest.mark.parametrize(
    ("seed", "levels", "sancho"),
    [(31, ["expert"], True), (32, ["expert", "normal"], False), (33, ["greedy", "expert"], True)],
    ids=["solitaire-sancho", "expert-first", "expert-second"],
)
def test_hint_review_and_bot_agree_at_every_step(
    seed: int, levels: list[str], sancho: bool
) -> None:
    """Rule: at every step of whole games, the hint's choice (the engine's ``expert_choice``
    on the view of the seat to play), the review's expert (``expert_choice`` on the view
    the review rebuilds) and the expert bot's own placement are one placement."""
    game = new_game(seed, len(levels), sancho)
    bots = [
        ExpertBot(random.Random(f"who asks {seat}"), budget=BUDGET) if level == "expert"
        else bot_for_tests(level, seat)
        for seat, level in enumerate(levels)
    ]
    hints: dict[tuple[int, int], Move] = {}
    while not game.is_over:
        for seat in game.waiting_for():
            view = view_of(game, seat)
            move = bots[seat].choose(view)
            if levels[seat] == "expert":
                hints[(seat, game.step)] = expert_choice(view, BUDGET)
            game.place(seat, move)
    reviewed = {
        (task.view.seat, task.view.step): (task.played, expert_choice(task.view, BUDGET))
        for task in review_tasks(game)
    }
    assert len(hints) == 22
    for key, hint in hints.items():
        played, review_expert = reviewed[key]
        assert hint == review_expert == played, key


def _first_view(seed: int, seat: int, seats: int) -> PlayerView:
    return view_of(new_game(seed, seats, sancho=True), seat)


def test_the_choice_does_not_depend_on_who_asks() -> None:
    """Rule: bots made with different seeds, and different seats that see the same view,
    choose the same placement; the seed is made of the view, not of the seat."""
    view = _first_view(41, 0, 1)
    choices = {ExpertBot(random.Random(s), budget=BUDGET).choose(view) for s in range(3)}
    assert len(choices) == 1
    other_seat = replace(view, seat=1)
    assert view_seed(other_seat, "expert") == view_seed(view, "expert")
    assert expert_choice(other_seat, BUDGET) == choices.pop()


def test_the_seed_changes_with_what_the_player_sees() -> None:
    """Rule: a different board, step or hand gives other futures (a different seed)."""
    game = new_game(42, 1, sancho=False)
    before = view_of(game, 0)
    game.place(0, game.legal_moves(0)[0])
    after = view_of(game, 0)
    other_deal = _first_view(43, 0, 1)
    seeds = {view_seed(v, "expert") for v in (before, after, other_deal)}
    assert len(seeds) == 3
