"""The deal: castle fields, the order of the 22 positions, every player's tiles.

A deal number (seed) reproduces all of it. Each part draws from a random
stream of its own, so seat 1 of a four-player game gets exactly the tiles of
a solitaire game with the same seed.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass

from dq_desktop.engine.errors import DealError, DqError
from dq_desktop.engine.fields import Field
from dq_desktop.engine.tiles import TileId
from dq_desktop.engine.tileset import TileSet

HAND_SIZES = (9, 7, 5)
"""Tiles revealed in rounds 1, 2 and 3; the 22nd is set aside for the last field."""
MAX_PLAYERS = 4


@dataclass(frozen=True)
class PlayerDeal:
    hands: tuple[tuple[TileId, ...], ...]
    """The tiles revealed in rounds 1, 2 and 3."""
    last_tile: TileId
    """The tile set aside in round 3; it fills the last field."""

    @property
    def all_tiles(self) -> list[TileId]:
        return [*(tile for hand in self.hands for tile in hand), self.last_tile]


@dataclass(frozen=True)
class Deal:
    seed: int | None
    castles: Mapping[int, Field]
    """Castle value (6, 4) → its field, the same for every player."""
    positions: tuple[Field, ...]
    """The 22 fields in the order their position cards are revealed."""
    players: tuple[PlayerDeal, ...]

    def check(self, tileset: TileSet) -> None:
        """Raise when the deal cannot come from shuffling ``tileset`` (SPEC.md §2)."""
        if set(self.castles) != {6, 4}:
            raise DealError("castles", "needs the fields of the 6-castle and the 4-castle")
        if self.castles[6].touches(self.castles[4]):
            raise DealError(
                "castles", f"{self.castles[6]} and {self.castles[4]} touch; castles may not"
            )
        expected = set(Field.all()) - set(self.castles.values())
        if len(self.positions) != len(expected) or set(self.positions) != expected:
            raise DealError("positions", "must list the 22 fields without castles, each once")
        if not 1 <= len(self.players) <= MAX_PLAYERS:
            raise DealError("players", f"1 to {MAX_PLAYERS}, not {len(self.players)}")
        owned = Counter(tileset.road_tile_ids())
        for seat, player in enumerate(self.players):
            sizes = tuple(len(hand) for hand in player.hands)
            if sizes != HAND_SIZES:
                raise DealError(f"players[{seat}].hands", f"sizes must be 9, 7, 5, not {sizes}")
            if Counter(player.all_tiles) != owned:
                raise DealError(
                    f"players[{seat}].hands", f"the tiles are not those of the set {tileset.name!r}"
                )


MAX_DEAL = 999_999_999
"""The largest deal number: nine digits, what a player can type and every file and the
record book keep exactly."""


def deal_from_seed(tileset: TileSet, seed: int, players: int) -> Deal:
    """Shuffle position cards and every player's tiles for deal number ``seed``."""
    if not 0 <= seed <= MAX_DEAL:
        raise DqError(f"deal number: 0 to {MAX_DEAL}, not {seed}")
    if not 1 <= players <= MAX_PLAYERS:
        raise DqError(f"players: 1 to {MAX_PLAYERS}, not {players}")
    cards = random.Random(f"dq-desktop/{seed}/positions")
    deck = list(Field.all())
    cards.shuffle(deck)
    castle6 = deck.pop(0)
    while True:
        castle4 = deck.pop(0)
        if not castle4.touches(castle6):
            break
        # The card touches the 6-castle: shuffle it back into the deck, draw again.
        deck.insert(cards.randrange(len(deck) + 1), castle4)
    return Deal(
        seed=seed,
        castles={6: castle6, 4: castle4},
        positions=tuple(deck),
        players=tuple(_player_deal(tileset, seed, seat) for seat in range(players)),
    )


def _player_deal(tileset: TileSet, seed: int, seat: int) -> PlayerDeal:
    tiles = tileset.road_tile_ids()
    random.Random(f"dq-desktop/{seed}/player/{seat}").shuffle(tiles)
    hands, start = [], 0
    for size in HAND_SIZES:
        hands.append(tuple(tiles[start : start + size]))
        start += size
    return PlayerDeal(hands=tuple(hands), last_tile=tiles[start])
