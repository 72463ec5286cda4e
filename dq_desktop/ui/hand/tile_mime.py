"""The private MIME type that carries a tile in a drag: ids, never pixmaps."""

from __future__ import annotations

import json
from dataclasses import dataclass

from PySide6.QtCore import QByteArray, QMimeData

from dq_desktop.engine.game import Move
from dq_desktop.engine.tiles import TileId

TILE_MIME_TYPE = "application/x-dq-desktop-tile"


@dataclass(frozen=True)
class DraggedTile:
    seat: int
    move: Move
    row: int


def encode(tile: DraggedTile) -> QMimeData:
    data = QMimeData()
    payload = {
        "seat": tile.seat,
        "tile": tile.move.tile,
        "rotated": tile.move.rotated,
        "row": tile.row,
    }
    data.setData(TILE_MIME_TYPE, QByteArray(json.dumps(payload).encode()))
    return data


def decode(data: QMimeData | None) -> DraggedTile | None:
    """The tile a drag carries, or ``None`` for anything else (never raises)."""
    if data is None or not data.hasFormat(TILE_MIME_TYPE):
        return None
    try:
        payload = json.loads(bytes(data.data(TILE_MIME_TYPE).data()).decode())
        return DraggedTile(
            int(payload["seat"]),
            Move(TileId(str(payload["tile"])), bool(payload["rotated"])),
            int(payload["row"]),
        )
    except (ValueError, KeyError, TypeError):
        return None
