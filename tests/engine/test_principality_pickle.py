"""A principality travels to worker processes (the review's) as its tiles alone: it
pickles even once its road network is cached, and scores the same on the other side."""

from __future__ import annotations

import pickle
from pathlib import Path

from dq_desktop.engine import explain, score
from dq_desktop.formats.position_file import read_position

ANDRE = Path(__file__).parents[1] / "data" / "positions" / "rulebook-final-en.json"


def test_a_principality_with_its_network_cached_pickles_and_scores_the_same() -> None:
    board = read_position(ANDRE).board
    before = explain(board)  # caches the road network, which holds a closure
    again = pickle.loads(pickle.dumps(board))
    assert again == board
    assert explain(again) == before
    assert score(again, 3) == score(board, 3)
