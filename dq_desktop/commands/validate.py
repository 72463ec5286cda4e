"""``validate``: check tile sets, positions and game records without using them."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from dq_desktop.engine.errors import DqError
from dq_desktop.formats.errors import FileFormatError, one_line
from dq_desktop.formats.game_record import GAME_FORMAT, game_from_record
from dq_desktop.formats.json_files import read_json_file
from dq_desktop.formats.position_file import POSITION_FORMAT, position_from_json
from dq_desktop.formats.tileset_file import TILESET_FORMAT, refuse_unplayable, tileset_from_json

KNOWN_FORMATS = (TILESET_FORMAT, POSITION_FORMAT, GAME_FORMAT)


def describe_file(path: str) -> str:
    """A one-line description of a valid file; raises ``FileFormatError`` otherwise."""
    data = read_json_file(path)
    kind = data.get("format") if isinstance(data, dict) else None
    if kind == TILESET_FORMAT:
        tileset = tileset_from_json(data, path)
        refuse_unplayable(path, tileset)
        sancho = "with" if tileset.sancho else "without"
        return f"tile set {tileset.name!r}, playable, {sancho} Sancho Panza"
    if kind == POSITION_FORMAT:
        position = position_from_json(data, path)
        return f"position, {len(position.board)} tiles, scored as round {position.round}"
    if kind == GAME_FORMAT:
        game, _ = game_from_record(data, path)
        state = "finished" if game.is_over else f"{game.step} of 22 fields filled"
        totals = ", ".join(f"{one_line(p.name)} {p.total}" for p in game.players)
        return f"game record, {state}; totals: {totals}"
    known = ", ".join(KNOWN_FORMATS)
    raise FileFormatError(path, "format", f"expected one of {known}, got {kind!r}")


def run_validate(paths: Sequence[str]) -> int:
    status = 0
    for path in paths:
        try:
            print(f"{path}: ok: {describe_file(path)}")
        except DqError as error:
            print(f"dq-desktop: {error}", file=sys.stderr)
            status = 2
    return status
