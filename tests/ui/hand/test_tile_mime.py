"""A drag from another program never breaks the board: decoding never raises."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QByteArray, QMimeData

from dq_desktop.engine.game import Move
from dq_desktop.engine.tiles import TileId
from dq_desktop.ui.hand.tile_mime import TILE_MIME_TYPE, DraggedTile, decode, encode


def carrying(payload: bytes) -> QMimeData:
    data = QMimeData()
    data.setData(TILE_MIME_TYPE, QByteArray(payload))
    return data


def test_our_own_drag_comes_back_whole() -> None:
    tile = DraggedTile(2, Move(TileId("k2c"), True), 5)
    assert decode(encode(tile)) == tile


@pytest.mark.parametrize(
    "payload",
    [
        b'{"seat": 1e400, "tile": "k2c", "rotated": false, "row": 0}',  # inf: OverflowError
        b'{"seat": ' + b"9" * 5000 + b', "tile": "k2c", "rotated": false, "row": 0}',
        b"[" * 100_000,  # RecursionError
        b'{"seat": 0, "tile": "k2c", "rotated": false, "row": 0}' + b" " * 5000,  # too long
        b'{"seat": -1, "tile": "k2c", "rotated": false, "row": 0}',
        b'{"seat": 0, "tile": ["k2c"], "rotated": false, "row": 0}',
        b'{"seat": 0, "tile": "k2c", "rotated": "yes", "row": 0}',
        b'{"seat": true, "tile": "k2c", "rotated": false, "row": 0}',
        b'{"seat": 0, "tile": "", "rotated": false, "row": 0}',
        b"[1, 2, 3]",
        b"\xff\xfe",
        b"",
    ],
)
def test_a_hostile_payload_is_no_tile(payload: bytes) -> None:
    assert decode(carrying(payload)) is None


def test_no_payload_is_no_tile() -> None:
    assert decode(None) is None
    assert decode(QMimeData()) is None
