"""``dq-tileset/1`` files (SPEC.md §4): good sets are read, every fault is refused by place."""

from __future__ import annotations

from pathlib import Path

import pytest

from dq_desktop.engine.tiles import TileId
from dq_desktop.formats.tileset_file import (
    builtin_tileset,
    builtin_tileset_names,
    read_tileset,
    tileset_from_json,
    tileset_to_json,
)
from tests.files import DELETE, assert_refused, edited, playable_tileset, run_cli, write_json

# In playable_tileset(): tiles[0] is the 6-castle, tiles[2] road tile r00
# (knight1, roads N-T-S), tiles[24] Sancho Panza.
BAD_TILESETS = [
    pytest.param(("format",), "dq-tileset/2", "format", id="wrong format tag"),
    pytest.param(("format",), DELETE, "format", id="no format tag"),
    pytest.param(("name",), DELETE, "name", id="no name"),
    pytest.param(("tiles",), "all of them", "tiles", id="tiles not a list"),
    pytest.param(("tiles", 2, "id"), DELETE, "tiles[2].id", id="tile without id"),
    pytest.param(("tiles", 2, "kind"), "river", "tiles[2].kind", id="unknown kind"),
    pytest.param(
        ("tiles", 2, "roads", 0, 1), "Q", "tiles[2].roads[0][1]", id="unknown point in a road"
    ),
    pytest.param(("tiles", 0, "gates", 1), "X", "tiles[0].gates[1]", id="unknown point as a gate"),
    pytest.param(("tiles", 0, "gates", 1), "T", "tiles[0]", id="gate at a centre point"),
    pytest.param(("tiles", 0, "gates"), ["NW"], "tiles[0]", id="castle with one gate"),
    pytest.param(("tiles", 0, "gates"), ["NW", "NW"], "tiles[0]", id="castle gates not distinct"),
    pytest.param(("tiles", 0, "value"), 5, "tiles[0]", id="castle worth 5"),
    pytest.param(("tiles", 2, "value"), 6, "tiles[2]", id="road tile with a value"),
    pytest.param(("tiles", 2, "top"), "dragon", "tiles[2].top", id="unknown symbol"),
    pytest.param(("tiles", 24, "top"), "church", "tiles[24]", id="Sancho with a symbol"),
    pytest.param(("tiles", 2, "count"), 0, "tiles[2].count", id="count below 1"),
    pytest.param(("tiles", 2, "roads"), [["N"]], "tiles[2]", id="road group of one point"),
    pytest.param(
        ("tiles", 2, "roads"), [["N", "T"], ["T", "S"]], "tiles[2]", id="point in two road groups"
    ),
    pytest.param(("tiles", 3, "id"), "r00", "tiles", id="tile id used twice"),
    pytest.param(("tiles", 2, "count"), 2, "tiles", id="23 road tiles: not playable"),
    pytest.param(("tiles", 1, "value"), 6, "tiles", id="two 6-castles: not playable"),
]


@pytest.mark.parametrize(("path", "value", "place"), BAD_TILESETS)
def test_a_faulty_tileset_is_refused_naming_file_and_place(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    path: tuple[str | int, ...],
    value: object,
    place: str,
) -> None:
    """Anything wrong in a tile set ends ``validate`` with status 2 and one located message."""
    bad = write_json(tmp_path / "set.json", edited(playable_tileset(), path, value))
    assert_refused(run_cli(capsys, "validate", bad), bad, place)


@pytest.mark.parametrize(("sancho", "described"), [(True, "with Sancho"), (False, "without")])
def test_a_playable_tileset_validates(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    sancho: bool,
    described: str,
) -> None:
    """Two castles and 22 road tiles make a playable set; Sancho Panza is optional."""
    path = write_json(tmp_path / "set.json", playable_tileset(sancho=sancho))
    run = run_cli(capsys, "validate", path)
    assert (run.status, run.err) == (0, "")
    assert run.out.startswith(f"{path}: ok: tile set 'playable', playable, {described}")


def test_unknown_keys_are_ignored(tmp_path: Path) -> None:
    """SPEC §4: keys the format does not know are ignored, at the top and in a tile."""
    data = playable_tileset()
    data["author"] = "someone"
    data["tiles"][2]["colour"] = "ochre"
    assert read_tileset(write_json(tmp_path / "set.json", data)) == tileset_from_json(
        playable_tileset()
    )


def test_count_gives_the_copies_of_a_tile() -> None:
    """``count`` (default 1) is how many identical copies of a tile each player has."""
    data = playable_tileset()
    data["tiles"][2]["count"] = 3
    del data["tiles"][3:5]
    tileset = tileset_from_json(data)
    assert tileset.road_tile_ids().count(TileId("r00")) == 3
    assert tileset["r03"].count == 1
    assert tileset.playability_problems() == []  # the copies count towards the 22


def test_a_tileset_written_as_json_reads_back_equal() -> None:
    """``tileset_to_json`` writes what ``tileset_from_json`` reads: a round trip is exact."""
    tileset = tileset_from_json(playable_tileset())
    written = tileset_to_json(tileset)
    assert tileset_from_json(written) == tileset
    assert tileset_to_json(tileset_from_json(written)) == written


@pytest.mark.parametrize("name", builtin_tileset_names())
def test_every_builtin_tileset_is_playable(name: str) -> None:
    """The sets shipped with the application can all be played, with Sancho Panza too."""
    assert builtin_tileset(name).playability_problems(sancho=True) == []
