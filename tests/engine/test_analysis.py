"""Hindsight analysis: the best found for a player's own deal is a legal game that
scores what it claims, and never less than what he played."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dq_desktop.engine.analysis import analyze_game
from dq_desktop.engine.autoplay import play_out
from dq_desktop.engine.bots import make_bot
from dq_desktop.engine.errors import DqError
from dq_desktop.engine.game import Game
from dq_desktop.formats.game_record import game_from_record, record_of_game
from tests.engine.bots.games import new_game

SMALL_BUDGET = 1500


def finished(seed: int, seats: int, sancho: bool, bot: str = "random") -> Game:
    return play_out(new_game(seed, seats, sancho), [make_bot(bot, seat) for seat in range(seats)])


@pytest.mark.slow
@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10**6), st.integers(1, 3), st.booleans())
def test_the_best_found_is_a_legal_game_scoring_what_it_claims(
    seed: int, seats: int, sancho: bool
) -> None:
    """Rule: same castles, same positions in order, same tiles per round and set aside
    (SPEC.md §2); the record of the best plan reads back, scores checked, to its total."""
    game = finished(seed, seats, sancho)
    record = record_of_game(game)
    for seat, result in enumerate(analyze_game(game, budget=SMALL_BUDGET)):
        assert result.best >= result.actual == game.players[seat].total
        assert [p.field for p in result.placements] == list(game.deal.positions)
        entry = record["players"][seat]
        entry["placements"] = [
            {"field": p.field.name, "tile": p.tile, "rotated": p.rotated} for p in result.placements
        ]
        entry["discarded"] = list(result.discarded)
        entry["scores"] = [s.as_dict() for s in result.scores]
        entry["total"] = result.best
    replayed, _ = game_from_record(record)  # refuses an illegal move or a wrong score
    assert [p.total for p in replayed.players] == [
        r.best for r in analyze_game(game, budget=SMALL_BUDGET)
    ]


def test_without_search_the_best_is_the_game_itself() -> None:
    """Rule: the search starts from the placements actually played."""
    game = finished(4, 1, sancho=True, bot="greedy")
    (result,) = analyze_game(game, budget=0)
    assert result.best == result.actual
    assert result.placements == game.players[0].placements


def test_a_search_improves_a_poor_game() -> None:
    """Rule: the search looks beyond the game played (a random player leaves much to gain)."""
    game = finished(8, 1, sancho=False)
    (result,) = analyze_game(game, budget=5000)
    assert result.best > result.actual


def test_the_same_game_gives_the_same_analysis() -> None:
    """Rule: the search draws from the deal number and the seat, never from the clock."""
    game = finished(6, 2, sancho=True)
    assert analyze_game(game, budget=SMALL_BUDGET) == analyze_game(game, budget=SMALL_BUDGET)


def test_an_unfinished_game_is_refused() -> None:
    """Rule: hindsight is for finished games only."""
    game = new_game(1, 1, sancho=False)
    with pytest.raises(DqError, match="not finished"):
        analyze_game(game)
