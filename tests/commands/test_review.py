"""``dq-desktop review GAME.json [--json]``: each placement judged from its player's view;
the same file gives the same output; a bad file is refused with its place."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dq_desktop.engine.analysis import review
from tests.files import assert_refused, run_cli, write_json

GAME = Path(__file__).parents[1] / "data" / "games" / "rulebook-andre.json"
KEYS = ["step", "field", "played", "best", "expected_played", "expected_best", "loss", "class",
        "alternatives", "futures", "standard_error"]


@pytest.fixture(autouse=True)
def small_review(monkeypatch: pytest.MonkeyPatch) -> None:
    """These tests check the command, not the judgement: a small review is quick."""
    monkeypatch.setattr(review, "EXPERT_BUDGET", 1500)
    monkeypatch.setattr(review, "REVIEW_FUTURES", 6)


def test_json_has_the_issues_shape(capsys: pytest.CaptureFixture[str]) -> None:
    run = run_cli(capsys, "review", GAME, "--json", "--jobs", "1")
    assert run.status == 0, run.err
    result = json.loads(run.out)
    (andre,) = result["players"]
    assert andre["name"] == "André"
    assert [p["step"] for p in andre["placements"]] == list(range(1, 23))
    first = andre["placements"][0]
    assert list(first) == KEYS
    assert first["field"] == "H1" and first["played"] == "k3c@180"
    assert first["class"] in ("best", "good", "inaccuracy", "mistake", "blunder")
    assert all(p["loss"] >= 0 for p in andre["placements"])
    assert all(set(a) == {"move", "expected"} for p in andre["placements"]
               for a in p["alternatives"])


def test_the_same_file_gives_the_same_output(capsys: pytest.CaptureFixture[str]) -> None:
    first = run_cli(capsys, "review", GAME, "--json", "--jobs", "1").out
    again = run_cli(capsys, "review", GAME, "--json", "--jobs", "2").out
    assert first == again


def test_text_gives_a_line_per_placement(capsys: pytest.CaptureFixture[str]) -> None:
    run = run_cli(capsys, "review", GAME, "--jobs", "1")
    assert run.status == 0, run.err
    lines = run.out.splitlines()
    assert lines[0].startswith("André (loss in expected points; best under 0.5")
    assert len([line for line in lines if " H1 " in line or " C1 " in line]) == 2
    assert "expected points given up in all" in lines[-1]


def test_a_missing_file_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "nothing.json"
    assert_refused(run_cli(capsys, "review", missing), missing, "", "no such file")


def test_a_record_with_an_illegal_placement_is_refused_at_its_place(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = json.loads(GAME.read_text())
    data["players"][0]["placements"][1]["field"] = "H1"
    path = write_json(tmp_path / "bad.json", data)
    assert_refused(run_cli(capsys, "review", path), path, "players[0].placements[1]")
