"""SPEC.md §2: rounds of 9 / 7 / 5+1 fields, all players on the same field, Sancho Panza."""

from collections.abc import Callable

import pytest

from dq_desktop.engine import Game, Move
from dq_desktop.engine.errors import (
    AlreadyPlacedError,
    GameOverError,
    LastTileRequiredError,
    LastTileTooEarlyError,
    NotationError,
    SanchoUnavailableError,
    TakeBackError,
    TileNotAvailableError,
    UnknownPlayerError,
    WrongFieldError,
)
from dq_desktop.engine.game import PlacementResult
from dq_desktop.engine.tiles import TileId
from dq_desktop.formats.tileset_file import tileset_from_json
from tests.boards import tileset_json

PLAY = tileset_from_json(tileset_json("play"))
SANCHO = Move("sancho")  # type: ignore[arg-type]


def new_game(players: int = 1, *, sancho: bool = False, seed: int = 11) -> Game:
    return Game.new(PLAY, seed, [f"P{i + 1}" for i in range(players)], sancho=sancho)


def first_tile(game: Game, seat: int) -> Move:
    return next(m for m in game.legal_moves(seat) if m.tile != "sancho")


def play_fields(
    game: Game, count: int, choose: Callable[[Game, int], Move] = first_tile
) -> list[PlacementResult]:
    results = []
    for _ in range(count):
        for seat in game.waiting_for():
            results.append(game.place(seat, choose(game, seat)))
    return results


def test_every_player_fills_the_field_of_the_current_position_card() -> None:
    game = new_game(3)
    field = game.current_field
    assert field == game.deal.positions[0]
    result = game.place(1, first_tile(game, 1))
    assert result.field == field and not result.field_complete
    assert game.current_field == field  # the others have still to fill it
    assert game.waiting_for() == [0, 2]
    play_fields(game, 1)
    assert game.current_field == game.deal.positions[1]


def test_a_player_places_once_per_field() -> None:
    game = new_game(2)
    move = first_tile(game, 0)
    game.place(0, move)
    with pytest.raises(AlreadyPlacedError):
        game.place(0, move)
    assert game.legal_moves(0) == []


def test_rounds_are_scored_after_9_16_and_22_fields() -> None:
    game = new_game(2)
    scored = [r.scored_round for r in play_fields(game, 22) if r.scored_round]
    assert scored == [1, 2, 3]
    assert all(len(p.scores) == 3 and len(p.placements) == 22 for p in game.players)
    assert game.is_over and game.current_field is None
    assert [p.total for p in game.players] == [sum(s.total for s in p.scores) for p in game.players]


def test_each_round_draws_from_its_own_revealed_tiles() -> None:
    game = new_game()
    assert game.revealed_tiles(0) == list(game.players[0].hands[0])
    play_fields(game, 9)
    assert game.round == 2 and game.revealed_tiles(0) == list(game.players[0].hands[1])
    play_fields(game, 7)
    assert game.round == 3 and game.revealed_tiles(0) == list(game.players[0].hands[2])


def test_the_tile_set_aside_fills_the_last_field_and_only_it() -> None:
    game = new_game()
    play_fields(game, 16)
    last = game.players[0].last_tile
    if last not in game.revealed_tiles(0):  # a copy in the hand may be placed, of course
        with pytest.raises(LastTileTooEarlyError):
            game.place(0, Move(last))
    play_fields(game, 5)
    assert game.legal_moves(0) == [Move(last), Move(last, True)]
    other = next(t for t in PLAY.road_tile_ids() if t != last)
    with pytest.raises(LastTileRequiredError):
        game.place(0, Move(other))
    result = game.place(0, Move(last, True))
    assert result.game_over and result.scored_round == 3


def test_a_tile_not_revealed_is_refused() -> None:
    game = new_game()
    hidden = sorted(set(PLAY.road_tile_ids()) - set(game.revealed_tiles(0)))
    assert hidden, "deal 11 should leave some kind of tile face down"
    with pytest.raises(TileNotAvailableError):
        game.place(0, Move(hidden[0]))
    with pytest.raises(TileNotAvailableError):
        game.place(0, Move("castle6"))  # type: ignore[arg-type]


def test_the_field_named_must_be_the_current_one() -> None:
    game = new_game()
    other = game.deal.positions[1]
    with pytest.raises(WrongFieldError):
        game.place(0, first_tile(game, 0), other)
    game.place(0, first_tile(game, 0), game.deal.positions[0])


def test_unknown_seats_and_finished_games_refuse_placements() -> None:
    game = new_game()
    with pytest.raises(UnknownPlayerError):
        game.place(1, first_tile(game, 0))
    play_fields(game, 22)
    with pytest.raises(GameOverError):
        game.place(0, Move("c-ew"))  # type: ignore[arg-type]


def test_sancho_is_refused_when_the_expansion_is_off() -> None:
    game = new_game()
    assert SANCHO not in game.legal_moves(0)
    with pytest.raises(SanchoUnavailableError):
        game.place(0, SANCHO)


def test_sancho_is_played_once_per_game() -> None:
    game = new_game(sancho=True)
    assert SANCHO in game.legal_moves(0)
    game.place(0, SANCHO)
    assert SANCHO not in game.legal_moves(0)
    with pytest.raises(SanchoUnavailableError):
        game.place(0, SANCHO)


def test_sancho_in_round_1_removes_the_left_over_tile_at_the_round_end() -> None:
    game = new_game(sancho=True)
    game.place(0, SANCHO)
    play_fields(game, 7)
    left = game.revealed_tiles(0)
    assert len(left) == 2 and game.players[0].discarded == ()
    result = play_fields(game, 1)[-1]
    assert result.scored_round == 1
    assert len(game.players[0].discarded) == 1
    assert result.discarded == ((0, game.players[0].discarded[0]),)
    assert game.revealed_tiles(0) == list(game.players[0].hands[1])


def test_sancho_on_fields_17_to_21_discards_after_field_21_and_keeps_the_last_tile() -> None:
    game = new_game(sancho=True)
    play_fields(game, 17)
    game.place(0, SANCHO)  # field 18
    play_fields(game, 2)
    assert game.players[0].discarded == ()
    play_fields(game, 1)  # field 21
    assert len(game.players[0].discarded) == 1
    assert game.legal_moves(0)[0].tile == game.players[0].last_tile
    play_fields(game, 1)
    assert game.players[0].placements[-1].tile == game.players[0].last_tile


def test_sancho_on_field_22_removes_the_tile_set_aside() -> None:
    game = new_game(sancho=True)
    play_fields(game, 21)
    assert SANCHO in game.legal_moves(0)
    result = game.place(0, SANCHO)
    assert game.players[0].discarded == (game.players[0].last_tile,)
    assert result.discarded == ((0, game.players[0].last_tile),)
    assert result.game_over


def test_placing_reports_the_score_if_scored_now_before_and_after() -> None:
    game = new_game()
    result = game.place(0, first_tile(game, 0))
    assert result.preview_before.total == 0
    assert result.preview_after.round == 1
    assert result.delta["total"] == result.preview_after.total
    assert result.next_field == game.deal.positions[1]


def test_preview_matches_the_placement() -> None:
    game = new_game()
    for _ in range(9):
        move = game.legal_moves(0)[-1]
        expected = game.preview(0, move)
        assert game.place(0, move).preview_after == expected


def test_a_placement_can_be_taken_back_until_the_game_moves_on() -> None:
    """Take back (our choice): allowed while nobody has placed on a later field and no
    round was scored since; the game is then as if the tile had never been placed."""
    game = new_game(2)
    move = first_tile(game, 0)
    game.place(0, move)
    assert game.can_take_back(0) and not game.can_take_back(1)
    undone = game.take_back(0)
    assert (undone.tile, undone.rotated) == (move.tile, move.rotated)
    assert game.players[0].placements == () and move in game.legal_moves(0)
    game.place(0, move)
    game.place(1, first_tile(game, 1))  # the field is complete, the next one revealed
    assert game.can_take_back(0) and game.can_take_back(1)
    game.place(1, first_tile(game, 1))  # seat 1 moved on to the next field
    assert not game.can_take_back(0)
    with pytest.raises(TakeBackError):
        game.take_back(0)


def test_no_take_back_once_a_round_is_scored() -> None:
    game = new_game()
    play_fields(game, 9)
    assert len(game.players[0].scores) == 1
    assert not game.can_take_back(0)


def test_a_seat_alone_plays_its_own_deal_from_the_first_field() -> None:
    """``seat_alone``: one player, the seat's own hands, the same castles and order of the
    fields, the same Sancho rule; nothing placed yet, whatever the game had reached."""
    game = new_game(3, sancho=True)
    play_fields(game, 4)
    alone = game.seat_alone(1, "Expert")
    assert [p.name for p in alone.players] == ["Expert"]
    assert alone.deal.players == (game.deal.players[1],)
    assert (alone.deal.seed, alone.deal.castles, alone.deal.positions) == (
        game.deal.seed, game.deal.castles, game.deal.positions)
    assert alone.sancho and alone.step == 0 and not alone.players[0].placements


@pytest.mark.parametrize(
    ("text", "move"),
    [("k2c", Move(TileId("k2c"))), ("k2c@180", Move(TileId("k2c"), rotated=True)),
     ("w1", Move(TileId("w1")))],
)
def test_a_move_reads_back_what_it_prints(text: str, move: Move) -> None:
    assert Move.parse(text) == move
    assert move.text == text


@pytest.mark.parametrize(
    "text", ["", "@180", "k2c@90", "k2c@", "k2c@180@180", "k2c @180", " k2c", "k2c\n", "k 2c",
             "k2c@0", "@", "-k2c"],
)
def test_a_malformed_move_is_refused(text: str) -> None:
    """Rule: a placement is written as a tile's name, with @180 when turned; nothing else
    (the turn of 90°, an empty name, spaces) reads as a move."""
    with pytest.raises(NotationError):
        Move.parse(text)
