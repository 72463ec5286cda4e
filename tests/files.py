"""Sample files for the file-format and command-line tests, and the command line run on them.

Tile sets are written here in full (SPEC.md §4), so that these tests depend
on no built-in set.
"""

from __future__ import annotations

import json
from copy import deepcopy
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

import pytest

from dq_desktop.cli import main

JsonObject = dict[str, Any]

DELETE: Final = object()
"""For ``edited``: remove the key instead of replacing its value."""

_CASTLES: list[JsonObject] = [
    {"id": "castle6", "kind": "castle", "value": 6, "gates": ["NW", "SE"]},
    {"id": "castle4", "kind": "castle", "value": 4, "gates": ["N", "S"]},
]

_SMALL_ROAD_TILES: list[JsonObject] = [
    {"id": "k3-ns", "kind": "road", "top": "knight3", "roads": [["N", "T", "S"]], "count": 2},
    {"id": "k1-ew", "kind": "road", "top": "knight1", "roads": [["NW", "T", "NE"]], "count": 3},
    {"id": "c-ew", "kind": "road", "top": "church", "roads": [["NW", "T", "NE"]], "count": 2},
    {"id": "w-ew", "kind": "road", "top": "windmill", "roads": [["NW", "T", "NE"]], "count": 3},
    {
        "id": "k2c",
        "kind": "road",
        "top": "knight2",
        "bottom": "church",
        "roads": [["N", "T"], ["B", "SE", "SW"]],
    },
]

_DESIGNS: list[JsonObject] = [
    {"top": "knight1", "roads": [["N", "T", "S"]]},
    {"top": "knight2", "bottom": "church", "roads": [["N", "T"], ["B", "SE", "SW"]]},
    {"top": "windmill", "roads": [["NW", "T", "NE"]]},
    {"top": "church", "roads": [["NW", "T", "NE"], ["SW", "SE"]]},
    {"top": "knight3", "bottom": "windmill", "roads": [["NW", "T"], ["B", "S", "SE"]]},
    {"roads": [["N", "NE", "S"], ["NW", "SW"]]},
    {"top": "windmill", "bottom": "knight2", "roads": [["N", "T", "NE"], ["B", "SW"]]},
]

_SANCHO: JsonObject = {
    "id": "sancho",
    "kind": "sancho",
    "roads": [["N", "NE", "SE", "S", "SW", "NW"]],
}

CASTLE_BOARD: Final = {"B2": "castle4", "B1": "k3-ns", "B3": "k3-ns"}
"""Two knights on the roads of the 4-castle (gates N and S); only B1's defends."""


def small_tileset() -> JsonObject:
    """A set for positions: two castles and five road tiles, some with copies. Not playable."""
    return deepcopy(
        {"format": "dq-tileset/1", "name": "small", "tiles": [*_CASTLES, *_SMALL_ROAD_TILES]}
    )


def playable_tileset(*, sancho: bool = True) -> JsonObject:
    """A set a game can be played with: two castles and 22 road tiles, each unique.

    Because no road tile has copies, the tile a player sets aside in round 3 is
    in none of his hands. Tiles 0 and 1 are the castles, 2–23 the road tiles
    ``r00``–``r21``, and 24 Sancho Panza.
    """
    roads = [{"id": f"r{n:02}", "kind": "road", **_DESIGNS[n % len(_DESIGNS)]} for n in range(22)]
    tiles = [*_CASTLES, *roads, *([_SANCHO] if sancho else [])]
    return deepcopy({"format": "dq-tileset/1", "name": "playable", "tiles": tiles})


def position_json(
    board: dict[str, str], round: int = 3, tileset: str | JsonObject | None = None
) -> JsonObject:
    """A ``dq-position/1`` object; the small tile set inline unless told otherwise."""
    return {
        "format": "dq-position/1",
        "tileset": small_tileset() if tileset is None else tileset,
        "round": round,
        "board": dict(board),
    }


def edited(data: JsonObject, path: tuple[str | int, ...], value: object) -> JsonObject:
    """A copy of ``data`` with the value at ``path`` replaced, or removed when ``DELETE``.

    A callable ``value`` is called with the copy and gives the new value.
    """
    copy = deepcopy(data)
    *parents, last = path
    target: Any = copy
    for part in parents:
        target = target[part]
    if value is DELETE:
        del target[last]
    else:
        target[last] = value(copy) if callable(value) else value
    return copy


def write_json(path: Path, data: object) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@dataclass(frozen=True)
class Run:
    """What one command printed, and its exit status."""

    status: int
    out: str
    err: str

    @property
    def json_lines(self) -> list[Any]:
        return [json.loads(line) for line in self.out.splitlines()]


def run_cli(capsys: pytest.CaptureFixture[str], *args: str | Path) -> Run:
    """Run ``dq-desktop ARGS`` in this process and capture what it printed."""
    status = main([str(arg) for arg in args])
    captured = capsys.readouterr()
    return Run(status, captured.out, captured.err)


def refusal(run: Run) -> str:
    """The message of a refused command: status 2, nothing on stdout, one line on stderr."""
    # A helper module's asserts are not rewritten by pytest: say what was printed.
    assert run.status == 2, run
    assert run.out == "", run
    lines = run.err.splitlines()
    assert len(lines) == 1, run.err
    assert lines[0].startswith("dq-desktop: "), lines[0]
    return lines[0]


def assert_refused(run: Run, path: Path, place: str, problem: str = "") -> None:
    """A refusal whose message names the file, then the place of the fault (if any)."""
    message = refusal(run)
    where = f"{path}: {place}: " if place else f"{path}: "
    assert message.startswith(f"dq-desktop: {where}"), message
    assert problem in message, message
