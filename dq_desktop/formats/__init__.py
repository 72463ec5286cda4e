"""Files in and out: tile sets, positions and game records (SPEC.md §4).

Pydantic models live here only; everything is mapped to engine types at this
boundary, and every fault becomes a ``FileFormatError`` naming file and place.
"""

from dq_desktop.formats.errors import FileFormatError
from dq_desktop.formats.game_record import game_from_record, read_game, record_of_game, write_game
from dq_desktop.formats.json_files import read_json_file, write_text_atomic
from dq_desktop.formats.position_file import Position, read_position
from dq_desktop.formats.tileset_file import (
    builtin_tileset,
    builtin_tileset_names,
    read_tileset,
    tileset_from_json,
    tileset_to_json,
)

__all__ = [
    "FileFormatError",
    "Position",
    "builtin_tileset",
    "builtin_tileset_names",
    "game_from_record",
    "read_game",
    "read_json_file",
    "read_position",
    "read_tileset",
    "record_of_game",
    "tileset_from_json",
    "tileset_to_json",
    "write_game",
    "write_text_atomic",
]
