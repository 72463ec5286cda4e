"""``dq-position/1`` files (SPEC.md §4): a board, its tile set and the round to score."""

from __future__ import annotations

from pathlib import Path

import pytest

from dq_desktop.engine.fields import Field
from dq_desktop.formats.position_file import read_position
from dq_desktop.formats.tileset_file import tileset_from_json
from tests.files import (
    CASTLE_BOARD,
    DELETE,
    assert_refused,
    edited,
    position_json,
    run_cli,
    small_tileset,
    write_json,
)

# The base position is CASTLE_BOARD on the small set, whose k3-ns has 2 copies.
BAD_POSITIONS = [
    pytest.param(("format",), "dq-position/2", "format", id="wrong format tag"),
    pytest.param(("board", "Z9"), "k1-ew", "board.Z9", id="unknown field"),
    pytest.param(("board", "Z\n9"), "k1-ew", "board.Z\\n9", id="field with a line break"),
    pytest.param(("board", "b1"), "k1-ew", "board.b1", id="field given twice"),
    pytest.param(("board", "C1"), "dragon", "board.C1", id="unknown tile"),
    pytest.param(("board", "C1"), 5, "board.C1", id="tile not a string"),
    pytest.param(("board", "C1"), "k3-ns", "board", id="tile used beyond its count"),
    pytest.param(("board", "B1"), "k3-ns@90", "board.B1", id="turn other than @180"),
    pytest.param(("board", "B1"), "k3-ns@", "board.B1", id="turn left empty"),
    pytest.param(("board",), DELETE, "board", id="no board"),
    pytest.param(("round",), 0, "round", id="round 0"),
    pytest.param(("round",), 4, "round", id="round 4"),
    pytest.param(("round",), "3", "round", id="round as text"),
    pytest.param(("round",), DELETE, "round", id="no round"),
    pytest.param(("tileset",), "no-such-set", "tileset", id="unknown tile set name"),
    pytest.param(("tileset",), 5, "tileset", id="tile set neither name nor object"),
    pytest.param(
        ("tileset", "format"),
        "dq-tileset/9",
        "tileset.format",
        id="inline tile set with a wrong format tag",
    ),
    pytest.param(
        ("tileset", "tiles", 2, "roads", 0, 1),
        "Q",
        "tileset.tiles[2].roads[0][1]",
        id="inline tile set with an unknown point",
    ),
]


@pytest.mark.parametrize(("path", "value", "place"), BAD_POSITIONS)
def test_a_faulty_position_is_refused_naming_file_and_place(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    path: tuple[str | int, ...],
    value: object,
    place: str,
) -> None:
    """Anything wrong in a position ends ``score`` with status 2 and one located message."""
    bad = write_json(tmp_path / "position.json", edited(position_json(CASTLE_BOARD), path, value))
    assert_refused(run_cli(capsys, "score", bad), bad, place)


def test_a_position_reads_its_inline_tileset_round_and_board(tmp_path: Path) -> None:
    """The tile set may be given inline; round and board are read as written."""
    position = read_position(write_json(tmp_path / "p.json", position_json(CASTLE_BOARD, 2)))
    assert position.tileset == tileset_from_json(small_tileset())
    assert position.round == 2
    assert {str(field): str(placed) for field, placed in position.board.items()} == CASTLE_BOARD


def test_at_180_places_the_tile_turned(tmp_path: Path) -> None:
    """``k2c@180`` is the tile turned: its church lies in the top half, its knight below."""
    path = write_json(tmp_path / "p.json", position_json({"A1": "k2c@180", "B1": "k3-ns"}))
    board = read_position(path).board
    turned, upright = board[Field.parse("A1")], board[Field.parse("B1")]
    assert (turned.rotated, upright.rotated) == (True, False)
    assert [symbol.value for _, symbol in turned.layout.symbols] == ["church", "knight2"]


def test_fields_may_be_empty(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """An empty board is a valid position; it scores nothing."""
    path = write_json(tmp_path / "p.json", position_json({}, 1))
    run = run_cli(capsys, "score", "--json", path)
    assert run.status == 0
    assert run.json_lines[0]["total"] == 0


def test_unknown_keys_are_ignored(tmp_path: Path) -> None:
    """SPEC §4: keys the format does not know are ignored."""
    data = position_json(CASTLE_BOARD) | {"comment": "from the rulebook, page 4"}
    plain = position_json(CASTLE_BOARD)
    assert read_position(write_json(tmp_path / "a.json", data)) == read_position(
        write_json(tmp_path / "b.json", plain)
    )
