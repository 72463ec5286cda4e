"""``dq-game/1`` records and saves (SPEC.md §4): written, read back by replay, checked."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from dq_desktop.engine.game import Game, Move
from dq_desktop.engine.tiles import TileId
from dq_desktop.formats.errors import FileFormatError
from dq_desktop.formats.game_record import human_seats, read_game, record_of_game, write_game
from dq_desktop.formats.tileset_file import tileset_from_json
from tests.files import (
    DELETE,
    JsonObject,
    assert_refused,
    edited,
    playable_tileset,
    run_cli,
    write_json,
)

SANCHO = TileId("sancho")
SANCHO_STEP = 4
"""Ana plays Sancho Panza on the 5th field, so her record lists a discarded tile."""
KINDS = ["human", None]
"""Who played each seat; ``kind`` is optional, and Ben's record has none."""


def played_game(fields: int = 22) -> Game:
    """Ana and Ben fill ``fields`` fields of deal 11, each picking by a fixed rule."""
    game = Game.new(tileset_from_json(playable_tileset()), 11, ["Ana", "Ben"], sancho=True)
    while game.step < fields:
        step = game.step
        for seat in game.waiting_for():
            moves = [move for move in game.legal_moves(seat) if move.tile != SANCHO]
            chosen = moves[(step + seat) % len(moves)]  # tiles turned and not, in turn
            game.place(seat, Move(SANCHO) if (seat, step) == (0, SANCHO_STEP) else chosen)
    return game


@pytest.fixture(scope="module")
def finished_record() -> JsonObject:
    return record_of_game(played_game(), KINDS)


def outcome(game: Game) -> list[dict[str, Any]]:
    """Everything a record fixes about each player, as plain values."""
    return [
        {
            "name": p.name,
            "hands": p.hands,
            "last_tile": p.last_tile,
            "placements": p.placements,
            "discarded": p.discarded,
            "scores": p.scores,
            "total": p.total,
        }
        for p in game.players
    ]


@pytest.mark.parametrize("fields", [22, 12, 0], ids=["finished", "in progress", "not begun"])
def test_a_written_record_reads_back_as_the_same_game(tmp_path: Path, fields: int) -> None:
    """Reading a record replays it to the very game written, and writing that is byte-identical."""
    game = played_game(fields)
    first, second = tmp_path / "first.json", tmp_path / "second.json"
    write_game(first, game, KINDS)
    again, kinds = read_game(first)
    assert kinds == KINDS
    assert again.deal == game.deal
    assert (again.sancho, again.tileset) == (game.sancho, game.tileset)
    assert outcome(again) == outcome(game)
    write_game(second, again, kinds)
    assert second.read_bytes() == first.read_bytes()


def test_a_record_has_one_score_per_finished_round(finished_record: JsonObject) -> None:
    """A finished record: 22 placements in the order of ``positions``, 3 scorings, their sum."""
    for player in finished_record["players"]:
        assert [p["field"] for p in player["placements"]] == finished_record["positions"]
        assert [s["round"] for s in player["scores"]] == [1, 2, 3]
        assert player["total"] == sum(s["total"] for s in player["scores"])
    assert len(finished_record["players"][0]["discarded"]) == 1  # left over because of Sancho


def test_a_finished_record_validates(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    finished_record: JsonObject,
) -> None:
    path = write_json(tmp_path / "game.json", finished_record)
    run = run_cli(capsys, "validate", path)
    assert (run.status, run.err) == (0, "")
    assert run.out.startswith(f"{path}: ok: game record, finished; totals: Ana ")


def test_unknown_keys_are_ignored(tmp_path: Path, finished_record: JsonObject) -> None:
    """SPEC §4: keys the format does not know are ignored."""
    data = edited(finished_record, ("players", 1, "colour"), "blue") | {"event": "club night"}
    game, _ = read_game(write_json(tmp_path / "game.json", data))
    assert outcome(game) == outcome(
        read_game(write_json(tmp_path / "plain.json", finished_record))[0]
    )


BAD_RECORDS = [
    pytest.param(("format",), "dq-game/2", "format", id="wrong format tag"),
    pytest.param(
        ("players", 0, "scores", 1, "churches"),
        lambda r: r["players"][0]["scores"][1]["churches"] + 2,
        "players[0].scores[1]",
        id="score edited",
    ),
    pytest.param(
        ("players", 0, "scores", 2), DELETE, "players[0].scores", id="a round's score missing"
    ),
    pytest.param(
        ("players", 1, "total"),
        lambda r: r["players"][1]["total"] + 1,
        "players[1].total",
        id="total edited",
    ),
    pytest.param(
        ("players", 0, "placements", 3, "tile"),
        lambda r: r["players"][0]["hands"][2][0],
        "players[0].placements[3]",
        id="tile not in the hand",
    ),
    pytest.param(
        ("players", 0, "placements", 20, "tile"),
        lambda r: r["players"][0]["last_tile"],
        "players[0].placements[20]",
        id="tile set aside placed early",
    ),
    pytest.param(
        ("players", 1, "placements", 5, "field"),
        lambda r: r["positions"][6],
        "players[1].placements[5]",
        id="placement on another field",
    ),
    pytest.param(
        ("players", 0, "placements", 7, "tile"),
        "sancho",
        "players[0].placements[7]",
        id="Sancho played a second time",
    ),
    pytest.param(
        ("players", 0, "discarded"), [], "players[0].discarded", id="discarded tile left out"
    ),
    pytest.param(
        ("players", 0, "hands", 0, 0),
        "r99",
        "players[0].hands",
        id="hand with a tile not in the set",
    ),
    pytest.param(("castles",), {"6": "A1", "4": "B2"}, "castles", id="castles touch"),
    pytest.param(("castles",), {"6": "A1", "4": "A1"}, "castles", id="castles on one field"),
    pytest.param(("castles", "5"), "H3", "castles.5", id="castle worth 5"),
    pytest.param(("positions", 0), "Z9", "positions[0]", id="unknown field"),
    pytest.param(("positions",), lambda r: r["positions"][:-1], "positions", id="21 positions"),
    pytest.param(("players",), [], "players", id="no players"),
    pytest.param(
        ("tileset", "tiles", 2, "roads", 0, 1),
        "Q",
        "tileset.tiles[2].roads[0][1]",
        id="tile set with an unknown point",
    ),
    pytest.param(
        ("tileset", "tiles", 24), DELETE, "tileset", id="Sancho game, tile set without Sancho"
    ),
]


@pytest.mark.parametrize(("path", "value", "place"), BAD_RECORDS)
def test_a_faulty_record_is_refused_naming_file_and_place(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    finished_record: JsonObject,
    path: tuple[str | int, ...],
    value: object,
    place: str,
) -> None:
    """A record that breaks the format, a rule or its own scores is refused where it goes wrong."""
    bad = write_json(tmp_path / "game.json", edited(finished_record, path, value))
    assert_refused(run_cli(capsys, "validate", bad), bad, place)


def test_reading_a_faulty_record_raises_with_its_place(
    tmp_path: Path,
    finished_record: JsonObject,
) -> None:
    """``read_game`` (used to open saves) raises ``FileFormatError`` carrying file and place."""
    bad = write_json(
        tmp_path / "game.json", edited(finished_record, ("castles",), {"6": "A1", "4": "B2"})
    )
    with pytest.raises(FileFormatError) as refused:
        read_game(bad)
    assert (refused.value.source, refused.value.place) == (str(bad), "castles")


def test_a_record_is_written_as_indented_json(tmp_path: Path) -> None:
    """Records are UTF-8 JSON, indented so that they stay readable, ending with a newline."""
    path = tmp_path / "game.json"
    write_game(path, played_game(3))
    text = path.read_text(encoding="utf-8")
    assert text.endswith("}\n")
    assert json.loads(text)["format"] == "dq-game/1"
    assert '\n "tileset": {' in text


@pytest.mark.parametrize("found", ["dq-game/2", "dq-game/17"])
def test_a_record_of_a_newer_format_says_a_newer_version_wrote_it(
    tmp_path: Path, finished_record: JsonObject, found: str
) -> None:
    bad = write_json(tmp_path / "game.json", edited(finished_record, ("format",), found))
    with pytest.raises(FileFormatError) as refused:
        read_game(bad)
    assert refused.value.place == "format"
    assert refused.value.problem == (f"written by a newer version of dq-desktop ({found!r}; "
                                     "this version reads 'dq-game/1')")


HUGE = "Ж" * 150_000


@pytest.mark.parametrize(("path", "value", "place"), [
    pytest.param(("positions", 0), HUGE, "positions[0]", id="a field"),
    pytest.param(("castles", "6"), HUGE, "castles.6", id="a castle's field"),
    pytest.param(("players", 0, "hands", 0, 0), HUGE, "players[0].hands[0][0]", id="a tile"),
    pytest.param(("players", 0, "discarded"), [HUGE], "players[0].discarded[0]",
                 id="a discarded tile"),
    pytest.param(("players", 0, "name"), HUGE, "players[0].name", id="a name"),
    pytest.param(("format",), HUGE, "format", id="the format"),
    pytest.param(("players", 0, "scores", 0, "castle6"), 10**300,
                 "players[0].scores[0].castle6", id="a score"),
    pytest.param(("players", 0, "hands", 0), ["k2c"] * 50_000, "players[0].hands[0]",
                 id="a hand of 50,000 tiles"),
])
def test_every_value_is_bounded_and_named_in_a_few_words(
    tmp_path: Path, finished_record: JsonObject, path: tuple[str | int, ...], value: object,
    place: str
) -> None:
    """A value out of its bounds is refused at its own place, and the message quotes it
    in a few dozen characters."""
    bad = write_json(tmp_path / "game.json", edited(finished_record, path, value))
    with pytest.raises(FileFormatError) as refused:
        read_game(bad)
    assert refused.value.place == place
    assert len(refused.value.problem) < 200


def test_the_people_of_a_record_are_the_human_seats_and_those_without_a_kind() -> None:
    """Rule: ``human`` or no kind is a person; ``bot:NAME`` (or any other kind, as the table
    reads a record) a computer player."""
    assert human_seats(["human", None, "bot:greedy", "alien"]) == [0, 1]
    assert human_seats(["bot:expert", "bot:normal"]) == []


def test_a_records_scores_hold_the_engines_categories() -> None:
    """A record's scores (dq-game/1) name the round, each category of the engine's
    sheet in its order, and the total: a new category fails here first."""
    from dq_desktop.engine.scoring import CATEGORIES
    from dq_desktop.formats.game_record import ScoreModel

    assert tuple(ScoreModel.model_fields) == ("round", *CATEGORIES, "total")
