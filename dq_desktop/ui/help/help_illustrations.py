"""The pictures of the rules help, defined in position notation and drawn on demand.

``resources/help/illustrations.json`` holds every picture in one place: a
board (a ``dq-position/1`` board with an area to show, symbols to mark and
roads to light), a row of loose tiles, or the tiles a deal reveals round by
round. Each carries the claim it illustrates, in words and as ``checks`` that
the tests verify with the engine, so a picture cannot drift from its caption
when the tile set changes.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError
from PySide6.QtGui import QImage

from dq_desktop.engine.deal import deal_from_seed
from dq_desktop.engine.symbols import SymbolRef
from dq_desktop.engine.tiles import PlacedTile
from dq_desktop.engine.tileset import TileSet
from dq_desktop.formats.errors import FileFormatError, from_validation
from dq_desktop.formats.position_file import Position, position_from_json, resolve_tileset
from dq_desktop.ui.board.board_picture import (
    BoardPicture,
    FieldArea,
    Mark,
    SymbolMark,
    render_board,
)
from dq_desktop.ui.board.tile_rows_picture import TileRow, render_tile_rows

__all__ = ["ILLUSTRATION_SCHEME", "Illustration", "illustrations", "render_illustration"]

ILLUSTRATION_SCHEME = "board"
"""The URL scheme of the pictures in the help: ``<img src="board:castle-cuts-road">``."""
FORMAT = "dq-help-illustrations/1"
SOURCE = "resources/help/illustrations.json"
BOARD_TILE_HEIGHT = 76.0
ROW_TILE_HEIGHT = 60.0
TURNING_TILE_HEIGHT = 104.0


class Illustration(BaseModel):
    """One picture of the help."""

    model_config = ConfigDict(strict=True, frozen=True)

    id: str
    kind: Literal["board", "tiles", "rounds"]
    claim: str
    """What the picture shows, in words (for whoever edits the help)."""
    checks: dict[str, Any]
    """The claim in a form the tests verify with the engine."""
    tileset: str = "classic"
    round: int = Field(default=3, ge=1, le=3)
    board: dict[str, str] = Field(default_factory=dict)
    area: str = "A1:H3"
    marks: dict[str, Literal["ring", "yes", "no"]] = Field(default_factory=dict)
    light: list[str] = Field(default_factory=list)
    """Symbols (``"C2:T"``) whose whole road network lights up."""
    tiles: list[str] = Field(default_factory=list)
    seed: int = 0
    tile_height: float = Field(default=0.0, ge=0.0, le=200.0)
    """The height of a tile in logical pixels; 0: the default of the picture's kind."""

    @property
    def height_of_tiles(self) -> float:
        if self.tile_height:
            return self.tile_height
        return {"board": BOARD_TILE_HEIGHT, "tiles": TURNING_TILE_HEIGHT}.get(
            self.kind, ROW_TILE_HEIGHT
        )

    def position(self) -> Position:
        """The board of a ``board`` picture, read by the position file parser."""
        return position_from_json(
            {
                "format": "dq-position/1",
                "tileset": self.tileset,
                "round": self.round,
                "board": self.board,
            },
            f"{SOURCE}: {self.id}",
        )

    def picture(self) -> BoardPicture:
        position = self.position()
        lit = [SymbolRef.parse(text) for text in self.light]
        return BoardPicture(
            board=position.board,
            area=FieldArea.parse(self.area),
            marks=tuple(
                SymbolMark(SymbolRef.parse(ref), Mark(mark)) for ref, mark in self.marks.items()
            ),
            lit=tuple((ref.field, ref.point) for ref in lit),
        )

    def tile_set(self) -> TileSet:
        return resolve_tileset(self.tileset, f"{SOURCE}: {self.id}")

    def loose_tiles(self) -> tuple[PlacedTile, ...]:
        """The tiles of a ``tiles`` picture."""
        tileset = self.tile_set()
        return tuple(PlacedTile.parse(text, tileset.by_id) for text in self.tiles)

    def rows(self) -> tuple[TileRow, ...]:
        """The rows of a ``tiles`` or ``rounds`` picture."""
        if self.kind == "tiles":
            return (TileRow(self.loose_tiles()),)
        tileset = self.tile_set()
        player = deal_from_seed(tileset, self.seed, 1).players[0]
        rows = [
            TileRow(tuple(PlacedTile(tileset[tile]) for tile in hand), number)
            for number, hand in enumerate(player.hands, start=1)
        ]
        rows[-1] = TileRow(rows[-1].tiles, rows[-1].number, PlacedTile(tileset[player.last_tile]))
        return tuple(rows)


class _IllustrationsFile(BaseModel):
    model_config = ConfigDict(strict=True, frozen=True)

    format: Literal["dq-help-illustrations/1"]
    illustrations: list[Illustration]


@cache
def illustrations() -> dict[str, Illustration]:
    """Every picture of the help by id, read once from the package's resources."""
    entry = resources.files("dq_desktop.resources").joinpath("help", "illustrations.json")
    data = json.loads(entry.read_text(encoding="utf-8"))
    try:
        parsed = _IllustrationsFile.model_validate(data)
    except ValidationError as error:
        raise from_validation(SOURCE, error) from None
    found: dict[str, Illustration] = {}
    for index, illustration in enumerate(parsed.illustrations):
        if illustration.id in found:
            raise FileFormatError(SOURCE, f"illustrations[{index}].id", "given twice")
        found[illustration.id] = illustration
    return found


def render_illustration(illustration: Illustration, device_pixel_ratio: float = 1.0) -> QImage:
    """The picture, at ``device_pixel_ratio`` times its logical size."""
    height = illustration.height_of_tiles
    if illustration.kind == "board":
        return render_board(illustration.picture(), height, device_pixel_ratio)
    return render_tile_rows(illustration.rows(), height, device_pixel_ratio)
