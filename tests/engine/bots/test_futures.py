"""The futures the expert samples are dealt as the rules deal them, from the view alone."""

import random
from collections import Counter

import pytest

from dq_desktop.engine.bots.futures import distinct_futures, every_future, sample_future
from dq_desktop.engine.view import view_of
from tests.engine.bots.games import new_game


@pytest.mark.parametrize("filled", [0, 5, 9, 12, 16, 19, 21])
def test_a_future_deals_the_face_down_tiles_into_the_rounds_still_to_come(filled: int) -> None:
    """Rule: round 2 reveals 7 of the 13 face-down tiles, round 3 reveals 5 of the
    remaining 6 and sets the last aside (SPEC.md §2); the fields still empty come
    in some order."""
    game = new_game(21, 1, sancho=False)
    for _ in range(filled):
        game.place(0, game.legal_moves(0)[0])
    view = view_of(game, 0)
    future = sample_future(view, random.Random(filled))
    sizes = {1: [7, 5], 2: [5], 3: []}[view.round]
    assert [len(hand) for hand in future.hands] == sizes
    hidden = [t for hand in future.hands for t in hand]
    if future.last_tile is not None:
        hidden.append(future.last_tile)
    assert Counter(hidden) == Counter(view.face_down)
    assert sorted(future.fields) == sorted(f.index for f in view.open_fields)
    assert distinct_futures(view) >= 1


@pytest.mark.parametrize("filled", [15, 16, 18, 20])
def test_every_future_is_each_different_future_once(filled: int) -> None:
    """Rule: late in the game the expert plays each different future once (exact, not
    sampled): as many as ``distinct_futures`` counts, none twice, each a possible rest."""
    game = new_game(22, 1, sancho=False)
    for _ in range(filled):
        game.place(0, game.legal_moves(0)[0])
    view = view_of(game, 0)
    every = list(every_future(view))
    assert len(every) == len(set(every)) == distinct_futures(view)
    for future in every:
        assert sorted(future.fields) == sorted(f.index for f in view.open_fields)
        hidden = [t for hand in future.hands for t in hand]
        if future.last_tile is not None and view.round < 3:
            hidden.append(future.last_tile)
        assert Counter(hidden) == Counter(view.face_down)
