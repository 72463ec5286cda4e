"""Invariants over random legal games of 1–4 players, with and without Sancho Panza."""

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from dq_desktop.engine import Game
from dq_desktop.formats.game_record import game_from_record, record_of_game
from dq_desktop.formats.tileset_file import tileset_from_json
from tests.boards import tileset_json

PLAY = tileset_from_json(tileset_json("play"))


def random_game(seed: int, players: int, sancho: bool, choices: int, fields: int = 22) -> Game:
    """A game whose first ``fields`` fields were filled by random legal moves."""
    game = Game.new(PLAY, seed, [f"P{i}" for i in range(players)], sancho=sancho)
    rng = random.Random(choices)
    while game.step < fields:
        seat = rng.choice(game.waiting_for())  # players fill a field in any order
        game.place(seat, rng.choice(game.legal_moves(seat)))
    return game


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.integers(1, 4), st.booleans(), st.integers(0, 10**6))
def test_random_legal_games_end_with_22_placements_and_3_scorings(
    seed: int, players: int, sancho: bool, choices: int
) -> None:
    game = random_game(seed, players, sancho, choices)
    for player in game.players:
        assert len(player.placements) == 22
        assert len(player.scores) == 3
        assert len(player.board) == 24  # both castles and 22 placed tiles
        used_sancho = any(p.tile == "sancho" for p in player.placements)
        assert len(player.discarded) == (1 if used_sancho else 0)
        placed = [p.tile for p in player.placements if p.tile != "sancho"]
        assert sorted(placed + list(player.discarded)) == sorted(PLAY.road_tile_ids())


@settings(max_examples=40, deadline=None)
@given(
    st.integers(0, 10**6),
    st.integers(1, 4),
    st.booleans(),
    st.integers(0, 10**6),
    st.integers(0, 22),
)
def test_records_read_back_to_an_identical_game(
    seed: int, players: int, sancho: bool, choices: int, cut: int
) -> None:
    """Finished or not: a record written and read back is the same game, to the byte."""
    game = random_game(seed, players, sancho, choices, fields=cut)
    record = record_of_game(game)
    back, _ = game_from_record(json.loads(json.dumps(record)))
    assert record_of_game(back) == record
    assert [p.board for p in back.players] == [p.board for p in game.players]
    assert back.step == game.step == cut
