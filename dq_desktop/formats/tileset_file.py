"""``dq-tileset/1`` files, and the tile sets built into the application."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from dq_desktop.engine.errors import DqError
from dq_desktop.engine.points import Point
from dq_desktop.engine.symbols import Symbol
from dq_desktop.engine.tiles import Tile, TileId, TileKind
from dq_desktop.engine.tileset import TileSet, check_tile
from dq_desktop.formats.errors import FileFormatError, from_validation, quoted
from dq_desktop.formats.json_files import read_json_file

TILESET_FORMAT = "dq-tileset/1"
BUILTIN_PACKAGE = "dq_desktop.resources"

PointName = Literal["N", "NE", "NW", "T", "S", "SE", "SW", "B"]
SymbolName = Literal["knight1", "knight2", "knight3", "church", "windmill"]


TILE_ID_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,31}$"
"""Letters, digits, ``_ . -``: no ``@`` (it marks a turned tile), no control, bidi or
markup character, nothing that could read as something else on screen."""
MAX_COUNT = 22
"""Copies of one tile a player can have: he never holds more than 22 road tiles."""
MAX_TILES = 64
"""Distinct tiles in a set (a playable one has at most 25)."""


class TileModel(BaseModel):
    model_config = ConfigDict(strict=True, frozen=True)

    id: str = Field(pattern=TILE_ID_PATTERN)
    kind: Literal["castle", "road", "sancho"]
    count: int = Field(default=1, ge=1, le=MAX_COUNT)
    value: int | None = Field(default=None, ge=0, le=99)
    gates: list[PointName] | None = Field(default=None, max_length=8)
    top: SymbolName | None = None
    bottom: SymbolName | None = None
    roads: list[list[PointName]] = Field(default=[], max_length=8)


class TileSetModel(BaseModel):
    model_config = ConfigDict(strict=True, frozen=True)

    format: Literal["dq-tileset/1"]
    name: str = Field(min_length=1, max_length=80)
    tiles: list[TileModel] = Field(max_length=MAX_TILES)


def check_format(source: str, data: Any, expected: str, prefix: str = "") -> None:
    """Refuse data that is not a JSON object tagged with ``expected``."""
    place = f"{prefix}.format" if prefix else "format"
    if not isinstance(data, dict):
        raise FileFormatError(source, prefix, f"expected a JSON object of format {expected!r}")
    found = data.get("format")
    if found is None:
        raise FileFormatError(source, place, f"missing (expected {expected!r})")
    if found != expected:
        raise FileFormatError(source, place, f"expected {expected!r}, got {quoted(found)}")


def tileset_from_json(data: Any, source: str = "<tile set>", prefix: str = "") -> TileSet:
    """Build a tile set from parsed JSON; faults are located under ``prefix``."""
    check_format(source, data, TILESET_FORMAT, prefix)
    try:
        model = TileSetModel.model_validate(data)
    except ValidationError as error:
        raise from_validation(source, error, prefix) from None
    dot = f"{prefix}." if prefix else ""
    tiles = []
    for index, entry in enumerate(model.tiles):
        try:
            tile = _tile(entry)
            check_tile(tile)
            tiles.append(tile)
        except DqError as error:
            raise FileFormatError(source, f"{dot}tiles[{index}]", str(error)) from None
    try:
        return TileSet(model.name, tuple(tiles))
    except DqError as error:
        raise FileFormatError(source, f"{dot}tiles", str(error)) from None


def _tile(entry: TileModel) -> Tile:
    kind = TileKind(entry.kind)
    if kind is TileKind.CASTLE:
        if entry.value is None or entry.gates is None:
            raise DqError(f"castle {entry.id!r} needs a value and two gates")
    elif entry.value is not None or entry.gates is not None:
        raise DqError(f"only castles have a value and gates ({entry.id!r} is a {entry.kind})")
    return Tile(
        id=TileId(entry.id),
        kind=kind,
        roads=tuple(frozenset(Point(p) for p in group) for group in entry.roads),
        top=Symbol(entry.top) if entry.top else None,
        bottom=Symbol(entry.bottom) if entry.bottom else None,
        value=entry.value or 0,
        gates=tuple(Point(p) for p in entry.gates or ()),
        count=entry.count,
    )


def tileset_to_json(tileset: TileSet) -> dict[str, Any]:
    """The ``dq-tileset/1`` object of a tile set (inline in game records)."""
    return {
        "format": TILESET_FORMAT,
        "name": tileset.name,
        "tiles": [_tile_json(tile) for tile in tileset.tiles],
    }


def _tile_json(tile: Tile) -> dict[str, Any]:
    out: dict[str, Any] = {"id": tile.id, "kind": tile.kind.value}
    if tile.count != 1:
        out["count"] = tile.count
    if tile.kind is TileKind.CASTLE:
        out["value"] = tile.value
        out["gates"] = [gate.value for gate in tile.gates]
        return out
    for half_name, symbol in (("top", tile.top), ("bottom", tile.bottom)):
        if symbol is not None:
            out[half_name] = symbol.value
    out["roads"] = [
        sorted((p.value for p in group), key=_POINT_ORDER.index) for group in tile.roads
    ]
    return out


_POINT_ORDER = [p.value for p in Point]


def read_tileset(path: str | Path) -> TileSet:
    return tileset_from_json(read_json_file(path), str(path))


def read_playable_tileset(path: str | Path, *, sancho: bool = False) -> TileSet:
    """A tile set file that a game can be played with, or a ``FileFormatError``."""
    tileset = read_tileset(path)
    refuse_unplayable(str(path), tileset, sancho=sancho)
    return tileset


def refuse_unplayable(source: str, tileset: TileSet, *, sancho: bool = False) -> None:
    """Raise ``FileFormatError`` naming ``source`` when ``tileset`` cannot be played."""
    problems = tileset.playability_problems(sancho=sancho)
    if problems:
        raise FileFormatError(source, "tiles", "not playable: " + "; ".join(problems))


def builtin_tileset_names() -> list[str]:
    folder = resources.files(BUILTIN_PACKAGE).joinpath("tilesets")
    return sorted(
        entry.name.removesuffix(".json")
        for entry in folder.iterdir()
        if entry.name.endswith(".json")
    )


def builtin_tileset(name: str) -> TileSet:
    """A tile set shipped with the application, by name (``"classic"``)."""
    if name not in builtin_tileset_names():
        known = ", ".join(builtin_tileset_names())
        raise DqError(f"unknown tile set {name!r} (built in: {known})")
    entry = resources.files(BUILTIN_PACKAGE).joinpath("tilesets", f"{name}.json")
    source = f"built-in tile set {name!r}"
    return tileset_from_json(json.loads(entry.read_text(encoding="utf-8")), source)
