"""The review's futures: every distinct future exactly once when there are no more than
the budget (an exact answer), otherwise distinct futures drawn without replacement."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from dq_desktop.engine.analysis.common_futures import every_future, review_futures
from dq_desktop.engine.bots.futures import RestOfGame, distinct_futures
from dq_desktop.engine.view import PlayerView, view_of
from tests.engine.bots.games import new_game


def view_after(filled: int) -> PlayerView:
    game = new_game(21, 1, sancho=False)
    for _ in range(filled):
        game.place(0, game.legal_moves(0)[0])
    return view_of(game, 0)


def key(future: RestOfGame) -> tuple[object, ...]:
    return (future.fields, tuple(tuple(sorted(hand)) for hand in future.hands), future.last_tile)


@pytest.mark.parametrize("filled", [15, 16, 18, 20, 21])
def test_few_futures_are_all_played_once(filled: int) -> None:
    """Late in the game (6! x 6 = 4320 futures at field 16, 5! = 120 at field 17) every
    future is there once, and each is dealt as the rules deal: same fields, same tiles."""
    view = view_after(filled)
    futures = list(every_future(view))
    assert len(futures) == distinct_futures(view)
    assert len({key(f) for f in futures}) == len(futures)
    for future in futures:
        hidden = [t for hand in future.hands for t in hand]
        hidden += [] if future.last_tile is None else [future.last_tile]
        assert Counter(hidden) == Counter(view.face_down)
        assert sorted(future.fields) == sorted(f.index for f in view.open_fields)


def test_within_the_budget_the_review_takes_every_future() -> None:
    view = view_after(16)
    futures, population = review_futures(view, 200, random.Random(1))
    assert population == 120 == len(futures)
    assert {key(f) for f in futures} == {key(f) for f in every_future(view)}


@pytest.mark.parametrize("filled", [0, 9, 15])
def test_beyond_the_budget_futures_are_drawn_without_replacement(filled: int) -> None:
    view = view_after(filled)
    futures, population = review_futures(view, 200, random.Random(2))
    assert population > 200 == len(futures)
    assert len({key(f) for f in futures}) == 200


def test_a_budget_just_under_the_count_still_draws_distinct_futures() -> None:
    view = view_after(16)
    futures, population = review_futures(view, 119, random.Random(3))
    assert (population, len({key(f) for f in futures})) == (120, 119)
