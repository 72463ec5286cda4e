"""``dq-position/1`` files: a board to score or explain."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from dq_desktop.engine.errors import DqError
from dq_desktop.engine.fields import Field as BoardField
from dq_desktop.engine.principality import Principality
from dq_desktop.engine.tiles import PlacedTile
from dq_desktop.engine.tileset import TileSet
from dq_desktop.formats.errors import FileFormatError, from_validation
from dq_desktop.formats.json_files import read_json_file
from dq_desktop.formats.tileset_file import builtin_tileset, check_format, tileset_from_json

POSITION_FORMAT = "dq-position/1"


class PositionModel(BaseModel):
    model_config = ConfigDict(strict=True, frozen=True)

    format: Literal["dq-position/1"]
    tileset: str | dict[str, Any]
    round: int = Field(ge=1, le=3)
    board: dict[str, str] = Field(max_length=24)


@dataclass(frozen=True)
class Position:
    tileset: TileSet
    round: int
    board: Principality


def position_from_json(data: Any, source: str = "<position>") -> Position:
    check_format(source, data, POSITION_FORMAT)
    try:
        model = PositionModel.model_validate(data)
    except ValidationError as error:
        raise from_validation(source, error) from None
    tileset = resolve_tileset(model.tileset, source)
    tiles: dict[BoardField, PlacedTile] = {}
    for name, text in model.board.items():
        try:
            field = BoardField.parse_exact(name)
        except DqError as error:
            raise FileFormatError(source, f"board.{name}", str(error)) from None
        if field in tiles:
            raise FileFormatError(source, f"board.{name}", f"field {field} is given twice")
        try:
            tiles[field] = PlacedTile.parse(text, tileset.by_id)
        except DqError as error:
            raise FileFormatError(source, f"board.{name}", str(error)) from None
    try:
        tileset.count_uses(placed.tile.id for placed in tiles.values())
    except DqError as error:
        raise FileFormatError(source, "board", str(error)) from None
    return Position(tileset, model.round, Principality(tiles))


def resolve_tileset(value: str | dict[str, Any], source: str) -> TileSet:
    """A built-in set by name, or a whole inline set."""
    if isinstance(value, dict):
        return tileset_from_json(value, source, prefix="tileset")
    try:
        return builtin_tileset(value)
    except DqError as error:
        raise FileFormatError(source, "tileset", str(error)) from None


def read_position(path: str | Path) -> Position:
    return position_from_json(read_json_file(path), str(path))
