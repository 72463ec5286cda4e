"""``dq-desktop analyze GAME.json [--json]``: the best each player could have made of his
deal; a file that is not a finished game record is refused with its place."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dq_desktop.engine.analysis import hindsight
from tests.files import assert_refused, playable_tileset, run_cli, write_json

SCORE_KEYS = ["round", "castle6", "castle4", "churches", "windmills", "defense", "knights", "total"]


@pytest.fixture(autouse=True)
def small_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """The default budget searches for seconds; these tests check the command, not the search."""
    monkeypatch.setattr(hindsight, "DEFAULT_BUDGET", 800)


@pytest.fixture
def record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    tileset = write_json(tmp_path / "set.json", playable_tileset())
    run = run_cli(
        capsys,
        "simulate",
        "--tileset",
        tileset,
        "--players",
        "2",
        "--games",
        "1",
        "--seed",
        "4",
        "--sancho",
        "--records",
        tmp_path,
    )
    assert run.status == 0
    return tmp_path / "game-4.json"


def test_json_gives_every_player_the_issues_shape(
    record: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Rule: with --json, per player name, actual, best (never below actual), 22 placements
    in the record's form, discarded, and three score breakdowns adding up to best."""
    run = run_cli(capsys, "analyze", record, "--json")
    assert run.status == 0, run.err
    result = json.loads(run.out)
    played = json.loads(record.read_text())["players"]
    assert [p["name"] for p in result["players"]] == [p["name"] for p in played]
    for entry, actual in zip(result["players"], played, strict=True):
        assert list(entry) == ["name", "actual", "best", "placements", "discarded", "scores"]
        assert entry["actual"] == actual["total"] <= entry["best"]
        assert len(entry["placements"]) == 22
        assert set(entry["placements"][0]) == {"field", "tile", "rotated"}
        assert [s["round"] for s in entry["scores"]] == [1, 2, 3]
        assert all(list(s) == SCORE_KEYS for s in entry["scores"])
        assert sum(s["total"] for s in entry["scores"]) == entry["best"]


def test_text_compares_played_and_best_by_round_and_category(
    record: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Rule: without --json, a readable comparison by round and category."""
    run = run_cli(capsys, "analyze", record)
    assert run.status == 0, run.err
    assert "best found" in run.out
    for label in ("6-castle", "churches", "defense of the realm", "knight group", "total"):
        assert label in run.out


def test_a_missing_file_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Rule: a bad file ends with status 2 and one line naming it."""
    missing = tmp_path / "nothing.json"
    assert_refused(run_cli(capsys, "analyze", missing), missing, "", "no such file")


def test_a_record_with_a_wrong_score_is_refused_at_its_place(
    record: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Rule: the record is checked as ``validate`` checks it, the fault located."""
    data = json.loads(record.read_text())
    data["players"][1]["total"] += 1
    write_json(record, data)
    assert_refused(run_cli(capsys, "analyze", record), record, "players[1].total")


def test_an_unfinished_game_is_refused_at_its_place(
    record: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Rule: hindsight needs a finished game; a save in progress is refused, located."""
    data = json.loads(record.read_text())
    for player in data["players"]:
        del player["placements"][12:]
        player["scores"] = player["scores"][:1]
        player["total"] = player["scores"][0]["total"]
        player["discarded"] = [t for t in player["discarded"] if t in player["hands"][0]]
    write_json(record, data)
    run = run_cli(capsys, "analyze", record)
    assert_refused(run, record, "players[0].placements", "not finished")


def test_the_command_lines_category_words_follow_the_engines_sheet() -> None:
    """``score`` and ``analyze`` print one line per category of the engine, in its order."""
    from dq_desktop.commands.boards import CATEGORY_LABELS
    from dq_desktop.engine.scoring import CATEGORIES

    assert tuple(key for key, _ in CATEGORY_LABELS) == CATEGORIES
    assert all(words for _, words in CATEGORY_LABELS)
