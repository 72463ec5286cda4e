"""SPEC.md §2.1–2.3: the deal — castle fields, the position order, every player's tiles."""

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dq_desktop.engine import DqError, Field
from dq_desktop.engine.deal import HAND_SIZES, MAX_DEAL, deal_from_seed
from dq_desktop.formats.tileset_file import tileset_from_json
from tests.boards import tileset_json

PLAY = tileset_from_json(tileset_json("play"))


@settings(max_examples=300)
@given(st.integers(min_value=0, max_value=MAX_DEAL))
def test_castles_never_touch_and_positions_are_the_other_22_fields(seed: int) -> None:
    deal = deal_from_seed(PLAY, seed, 1)
    assert not deal.castles[6].touches(deal.castles[4])
    assert len(deal.positions) == 22
    assert set(deal.positions) | set(deal.castles.values()) == set(Field.all())


@given(st.integers(min_value=0, max_value=MAX_DEAL), st.integers(min_value=1, max_value=4))
def test_every_player_reveals_9_7_5_and_sets_one_aside_from_his_own_tiles(
    seed: int, players: int
) -> None:
    deal = deal_from_seed(PLAY, seed, players)
    for player in deal.players:
        assert tuple(len(hand) for hand in player.hands) == HAND_SIZES
        assert Counter(player.all_tiles) == Counter(PLAY.road_tile_ids())


def test_a_deal_number_reproduces_the_whole_deal() -> None:
    assert deal_from_seed(PLAY, 42, 3) == deal_from_seed(PLAY, 42, 3)
    assert deal_from_seed(PLAY, 42, 1) != deal_from_seed(PLAY, 43, 1)


def test_seat_one_gets_the_same_tiles_whatever_the_number_of_players() -> None:
    """A solitaire deal and seat 1 of a four-player deal with the same number match."""
    solo, four = deal_from_seed(PLAY, 7, 1), deal_from_seed(PLAY, 7, 4)
    assert solo.players[0] == four.players[0]
    assert (solo.castles, solo.positions) == (four.castles, four.positions)


def test_players_hands_differ() -> None:
    deal = deal_from_seed(PLAY, 7, 4)
    assert len({player.hands for player in deal.players}) > 1


def test_golden_deal_number_2026() -> None:
    """Pinned so that a deal number stays the same deal across versions."""
    deal = deal_from_seed(PLAY, 2026, 1)
    assert {v: str(f) for v, f in deal.castles.items()} == GOLDEN_2026["castles"]
    assert [str(f) for f in deal.positions[:5]] == GOLDEN_2026["first_positions"]
    assert list(deal.players[0].hands[0]) == GOLDEN_2026["first_hand"]


@pytest.mark.parametrize("players", [0, 5])
def test_one_to_four_players(players: int) -> None:
    with pytest.raises(DqError, match="players"):
        deal_from_seed(PLAY, 1, players)


GOLDEN_2026 = {
    "castles": {6: "G3", 4: "E3"},
    "first_positions": ["B3", "D2", "C1", "A2", "G1"],
    "first_hand": ["k3-ew", "w-ew", "road-ew", "k2-nt", "c-ew", "k3-ew", "c-ew", "k2-nt", "k1-nt"],
}


@pytest.mark.parametrize("seed", [-1, MAX_DEAL + 1, 2**63])
def test_a_deal_number_outside_0_to_999_999_999_is_refused(seed: int) -> None:
    """Every file and the record book keep a nine-digit deal number exactly; 2**63 would
    not fit the record book's integers."""
    with pytest.raises(DqError, match="deal number"):
        deal_from_seed(PLAY, seed, 1)
