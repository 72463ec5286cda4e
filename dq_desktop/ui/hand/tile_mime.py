"""The private MIME type that carries a tile in a drag: ids, never pixmaps."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TypeGuard

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


MAX_PAYLOAD_BYTES = 1024
"""Ours is under 100 bytes; another program's drag may hold anything."""


def decode(data: QMimeData | None) -> DraggedTile | None:
    """The tile a drag carries, or ``None`` for anything else (never raises: the payload
    may come from another program, nested deep, with huge numbers or wrong types)."""
    if data is None or not data.hasFormat(TILE_MIME_TYPE):
        return None
    raw = bytes(data.data(TILE_MIME_TYPE).data())
    if len(raw) > MAX_PAYLOAD_BYTES:
        return None
    try:
        payload = json.loads(raw.decode("utf-8"))
        if not isinstance(payload, dict):
            return None
        seat, tile, rotated, row = (payload.get(key) for key in ("seat", "tile", "rotated", "row"))
        if (_small_int(seat) and _small_int(row) and isinstance(tile, str)
                and isinstance(rotated, bool) and 0 < len(tile) <= 32):
            return DraggedTile(seat, Move(TileId(tile), rotated), row)
    except (ValueError, RecursionError, MemoryError):
        pass
    return None


def _small_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 1000
