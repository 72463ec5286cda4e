"""Hostile files: every command that reads files ends with status 2 and one line naming
the file and the place, never a traceback, never a hang, never unbounded memory."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from tests.files import (
    assert_refused,
    edited,
    playable_tileset,
    position_json,
    run_cli,
    write_json,
)

READERS = [
    pytest.param(["score"], id="score"),
    pytest.param(["explain"], id="explain"),
    pytest.param(["validate"], id="validate"),
    pytest.param(["analyze"], id="analyze"),
    pytest.param(["simulate", "--games", "1", "--tileset"], id="simulate"),
]
posix_only = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and /dev are POSIX")


@posix_only
@pytest.mark.parametrize("command", READERS)
def test_a_fifo_is_refused_without_waiting_for_a_writer(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: list[str]
) -> None:
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    assert_refused(run_cli(capsys, *command, fifo), fifo, "", "not a regular file")


@posix_only
@pytest.mark.parametrize("command", READERS)
def test_a_link_to_an_endless_device_is_refused_unread(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: list[str]
) -> None:
    link = tmp_path / "zero.json"
    link.symlink_to("/dev/zero")
    assert_refused(run_cli(capsys, *command, link), link, "", "not a regular file")


def tileset_with(path: tuple[str | int, ...], value: object) -> object:
    return edited(playable_tileset(), path, value)


@pytest.mark.parametrize(
    ("data", "place", "problem"),
    [
        pytest.param(tileset_with(("tiles", 2, "count"), 10**15), "tiles[2].count",
                     "less than or equal to 22", id="count 10^15"),
        pytest.param(tileset_with(("tiles", 2, "count"), 10**40), "tiles[2].count", "",
                     id="count 10^40"),
        pytest.param(tileset_with(("tiles", 2, "id"), "k\u202eevil"), "tiles[2].id", "pattern",
                     id="bidi override in an id"),
        pytest.param(tileset_with(("tiles", 2, "id"), "k\x07"), "tiles[2].id", "pattern",
                     id="control character in an id"),
        pytest.param(tileset_with(("tiles", 2, "id"), "<b>k</b>"), "tiles[2].id", "pattern",
                     id="markup in an id"),
        pytest.param(tileset_with(("tiles", 2, "id"), "k@2"), "tiles[2].id", "pattern",
                     id="@ in an id"),
        pytest.param(tileset_with(("name",), "x" * 81), "name", "at most 80", id="long name"),
        pytest.param(tileset_with(("tiles",), [{"id": f"t{n}", "kind": "road"}
                                             for n in range(65)]), "tiles", "at most 64",
                     id="too many tiles"),
    ],
)
@pytest.mark.parametrize("command", [["validate"], ["simulate", "--games", "1", "--tileset"]])
def test_a_tile_set_out_of_bounds_is_refused_with_its_place(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: list[str],
    data: object, place: str, problem: str,
) -> None:
    path = write_json(tmp_path / "set.json", data)
    assert_refused(run_cli(capsys, *command, path), path, place, problem)


@pytest.mark.parametrize(
    ("name", "problem"),
    [("a1", "must be written 'A1'"), (" A1", "must be written 'A1'"),
     ("A1 ", "must be written 'A1'")],
)
def test_a_field_not_written_exactly_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, problem: str
) -> None:
    """The SPEC writes fields A1 to H3: files do not get the leniency of typed input."""
    path = write_json(tmp_path / "p.json", position_json({name: "castle4"}, 1))
    assert_refused(run_cli(capsys, "score", path), path, f"board.{name}", problem)


def test_a_deal_number_too_large_for_the_record_book_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A deal number of 2**63 could never be recorded (SQLite's integers end below it)."""
    run = run_cli(capsys, "simulate", "--games", "1", "--records", tmp_path / "out",
                  "--tileset", write_json(tmp_path / "set.json", playable_tileset()))
    assert run.status == 0, run
    record = next((tmp_path / "out").glob("*.json"))
    data = json.loads(record.read_text())
    data["seed"] = 2**63
    bad = write_json(tmp_path / "huge.json", data)
    for command in ("validate", "analyze"):
        assert_refused(run_cli(capsys, command, bad), bad, "seed", "999999999")


def test_a_duplicate_key_is_refused_with_its_name(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "p.json"
    path.write_text('{"format": "dq-position/1", "tileset": "classic", "round": 1, '
                    '"board": {"A1": "castle4", "A1": "castle6"}}')
    assert_refused(run_cli(capsys, "score", path), path, "A1", "given twice")

