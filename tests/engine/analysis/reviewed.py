"""A reviewed game for the tests of what is built on a review: the rulebook's game of
André, reviewed cheaply (the judgement is not what these tests check)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from dq_desktop.engine.analysis.review import PlayerReview, review_game, review_tasks
from dq_desktop.engine.game import Game
from dq_desktop.engine.view import PlayerView
from dq_desktop.formats.game_record import read_game

GAME = Path(__file__).parents[2] / "data" / "games" / "rulebook-andre.json"
BUDGET, FUTURES = 1500, 6


@cache
def reviewed() -> tuple[Game, PlayerReview]:
    game, _ = read_game(GAME)
    return game, review_game(game, budget=BUDGET, futures=FUTURES, jobs=0)[0]


def views_of(game: Game) -> dict[int, PlayerView]:
    """Each step's view, as the review had it."""
    return {t.view.step: t.view for t in review_tasks(game)}
