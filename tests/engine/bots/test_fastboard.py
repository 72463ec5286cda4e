"""The fast board of the computer players scores every board as the engine does."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from dq_desktop.engine.bots.fastboard import FastBoard, round_score
from dq_desktop.engine.bots.piece_tables import piece_tables
from dq_desktop.engine.scoring import score
from dq_desktop.engine.tiles import PlacedTile
from dq_desktop.formats.tileset_file import tileset_from_json
from tests.boards import tileset_json
from tests.engine.bots.games import CLASSIC, new_game

PLAY = tileset_from_json(tileset_json("play"))


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 22), st.booleans(), st.booleans())
def test_fast_facts_give_the_engines_score_in_every_round(
    seed: int, filled: int, sancho: bool, classic: bool
) -> None:
    """Rule: scoring (SPEC.md §3) read from the fast board equals the engine's, tile by tile,
    and ``facts_with`` foretells exactly what ``place`` then gives."""
    tileset = CLASSIC if classic else PLAY
    tables = piece_tables(tileset)
    game = new_game(seed, 1, sancho=False, tileset=tileset)
    board = game.players[0].board
    fast = FastBoard.of(tables, board)
    rng = random.Random(seed)
    tiles = tileset.road_tile_ids() + (["sancho"] if sancho else [])
    rng.shuffle(tiles)
    for field in game.deal.positions[:filled]:
        tile, rotated = tiles.pop(), rng.random() < 0.5
        piece = tables.index(tileset[tile].id, rotated)
        foretold = fast.facts_with(field.index, piece)
        fast.place(field.index, piece)
        board = board.with_tile(field, PlacedTile(tileset[tile], rotated))
        assert fast.facts() == foretold
    for number in (1, 2, 3):
        assert round_score(fast.facts(), number) == score(board, number)


def test_a_copy_grows_apart_from_its_original() -> None:
    """Rule: look-ahead plays on copies; the board it copied stays as it was."""
    tables = piece_tables(CLASSIC)
    game = new_game(3, 1, sancho=False)
    fast = FastBoard.of(tables, game.players[0].board)
    before = fast.facts()
    trial = fast.copy()
    for field, tile in zip(game.deal.positions, CLASSIC.road_tile_ids(), strict=False):
        trial.place(field.index, tables.index(tile, False))
    assert fast.facts() == before
    assert fast.empty_fields() == [f.index for f in game.players[0].board.empty_fields()]


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.booleans())
def test_a_board_read_only_now_and_then_scores_as_the_engine(seed: int, classic: bool) -> None:
    """Rule: the roots of knights and castle gates are found again only when the board is
    read; a board placed on several times between reads (as the hindsight search places a
    whole round), and copies taken in between, still score as the engine (SPEC.md §3) and
    ``facts_with`` still foretells what ``place`` gives."""
    tileset = CLASSIC if classic else PLAY
    tables = piece_tables(tileset)
    game = new_game(seed, 1, sancho=False, tileset=tileset)
    rng = random.Random(seed)
    tiles = tileset.road_tile_ids()
    rng.shuffle(tiles)
    fast, board = FastBoard.of(tables, game.players[0].board), game.players[0].board
    left_behind = []
    for field in game.deal.positions:
        tile, rotated = tiles.pop(), rng.random() < 0.5
        piece = tables.index(tileset[tile].id, rotated)
        if rng.random() < 0.3:  # a copy taken while the board may not have been read since
            left_behind.append((fast, board))
            fast = fast.copy()
        foretold = fast.facts_with(field.index, piece) if rng.random() < 0.3 else None
        fast.place(field.index, piece)
        board = board.with_tile(field, PlacedTile(tileset[tile], rotated))
        if foretold is not None:
            assert fast.facts() == foretold
    for kept, kept_board in [*left_behind, (fast, board)]:
        for number in (1, 2, 3):
            assert round_score(kept.facts(), number) == score(kept_board, number)
