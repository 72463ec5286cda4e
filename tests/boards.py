"""Boards for tests, written in the position notation ("C2=castle4", "D3=k2c@180")."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from dq_desktop.engine.principality import Principality
from dq_desktop.formats.position_file import Position, position_from_json

DATA = Path(__file__).parent / "data"


@cache
def tileset_json(name: str) -> dict[str, Any]:
    """A tile set under tests/data/tilesets, as parsed JSON."""
    result: dict[str, Any] = json.loads((DATA / "tilesets" / f"{name}.json").read_text())
    return result


def position(*placements: str, tileset: str = "lab", round: int = 3) -> Position:
    """A position from ``"FIELD=TILE"`` strings, read by the real file parser."""
    board = dict(entry.split("=", 1) for entry in placements)
    return position_from_json(
        {
            "format": "dq-position/1",
            "tileset": tileset_json(tileset),
            "round": round,
            "board": board,
        }
    )


def board(*placements: str, tileset: str = "lab") -> Principality:
    return position(*placements, tileset=tileset).board
