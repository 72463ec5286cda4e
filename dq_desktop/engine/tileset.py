"""A set of tiles: the two castles, the road tiles and optionally Sancho Panza."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property

from dq_desktop.engine.errors import TileSetError
from dq_desktop.engine.tiles import Tile, TileId, TileKind

ROAD_TILES_PER_PLAYER = 22
CASTLE_VALUES = (6, 4)


@dataclass(frozen=True)
class TileSet:
    """The tiles every player owns; checks the rules of SPEC.md §4 on creation."""

    name: str
    tiles: tuple[Tile, ...]

    def __post_init__(self) -> None:
        ids = Counter(tile.id for tile in self.tiles)
        doubled = sorted(tile_id for tile_id, n in ids.items() if n > 1)
        if doubled:
            raise TileSetError(f"tile id {doubled[0]!r} is used twice")
        for tile in self.tiles:
            check_tile(tile)

    @cached_property
    def by_id(self) -> dict[TileId, Tile]:
        return {tile.id: tile for tile in self.tiles}

    def __getitem__(self, tile_id: str) -> Tile:
        try:
            return self.by_id[TileId(tile_id)]
        except KeyError:
            raise TileSetError(f"tile set {self.name!r} has no tile {tile_id!r}") from None

    def castle(self, value: int) -> Tile:
        for tile in self.tiles:
            if tile.kind is TileKind.CASTLE and tile.value == value:
                return tile
        raise TileSetError(f"tile set {self.name!r} has no {value}-castle")

    @property
    def sancho(self) -> Tile | None:
        return next((t for t in self.tiles if t.kind is TileKind.SANCHO), None)

    @property
    def road_tiles(self) -> tuple[Tile, ...]:
        return tuple(tile for tile in self.tiles if tile.kind is TileKind.ROAD)

    def road_tile_ids(self) -> list[TileId]:
        """Every road tile a player owns, one entry per copy, in set order."""
        return [tile.id for tile in self.road_tiles for _ in range(tile.count)]

    def playability_problems(self, *, sancho: bool = False) -> list[str]:
        """What keeps this set from being played (empty when it can be)."""
        problems = []
        for value in CASTLE_VALUES:
            castles = [t for t in self.tiles if t.kind is TileKind.CASTLE and t.value == value]
            if len(castles) != 1 or castles[0].count != 1:
                problems.append(f"needs exactly one {value}-castle, has {len(castles)}")
        roads = len(self.road_tile_ids())
        if roads != ROAD_TILES_PER_PLAYER:
            problems.append(f"needs {ROAD_TILES_PER_PLAYER} road tiles, has {roads}")
        if sancho and self.sancho is None:
            problems.append("has no Sancho Panza tile, needed with the expansion")
        return problems

    def check_playable(self, *, sancho: bool = False) -> None:
        problems = self.playability_problems(sancho=sancho)
        if problems:
            raise TileSetError(f"tile set {self.name!r} " + "; ".join(problems))

    def count_uses(self, tile_ids: Iterable[str]) -> None:
        """Raise when ``tile_ids`` uses a tile more often than the set has copies."""
        for tile_id, used in Counter(tile_ids).items():
            tile = self[tile_id]
            if used > tile.count:
                raise TileSetError(
                    f"tile {tile_id!r} is used {used} times, the set has {tile.count}"
                )


def check_tile(tile: Tile) -> None:
    """Raise ``TileSetError`` when ``tile`` breaks a rule of SPEC.md §4."""
    where = f"tile {tile.id!r}"
    if tile.count < 1:
        raise TileSetError(f"{where}: count must be at least 1")
    if tile.kind is TileKind.CASTLE:
        if tile.value not in CASTLE_VALUES:
            raise TileSetError(f"{where}: a castle's value is 6 or 4, not {tile.value}")
        if len(tile.gates) != 2 or tile.gates[0] == tile.gates[1]:
            raise TileSetError(f"{where}: a castle has exactly two distinct gates")
        if any(gate.is_centre for gate in tile.gates):
            raise TileSetError(f"{where}: a gate lies on an edge, not at T or B")
        if tile.roads or tile.symbols:
            raise TileSetError(f"{where}: a castle has gates, not roads or symbols")
        return
    seen: set[object] = set()
    for group in tile.roads:
        if len(group) < 2:
            raise TileSetError(f"{where}: a road group joins at least 2 points")
        if seen & group:
            raise TileSetError(f"{where}: a point is in two road groups")
        seen |= group
    if tile.kind is TileKind.SANCHO and tile.symbols:
        raise TileSetError(f"{where}: Sancho Panza shows no scoring symbol")
