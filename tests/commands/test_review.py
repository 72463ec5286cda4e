"""``dq-desktop review GAME.json [--json]``: each placement judged from its player's view;
the same file gives the same output; a bad file is refused with its place."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from dq_desktop.commands.review import placement_text, run_review
from dq_desktop.engine.analysis import review
from dq_desktop.engine.analysis.reasons import CATEGORIES
from dq_desktop.engine.analysis.review import judged
from dq_desktop.engine.autoplay import play_out
from dq_desktop.engine.bots import make_bot
from dq_desktop.engine.game import Game
from dq_desktop.formats.game_record import write_game
from dq_desktop.formats.tileset_file import builtin_tileset
from tests.commands.test_long_commands import Terminal
from tests.engine.analysis.test_judgement import EXPERT, PLAYED, RIVAL, VIEW, playout
from tests.files import assert_refused, refusal, run_cli, write_json

GAME = Path(__file__).parents[1] / "data" / "games" / "rulebook-andre.json"
KEYS = ["step", "field", "played", "best", "expected_played", "expected_best", "loss", "class",
        "alternatives", "futures", "standard_error", "expert", "expected_expert", "beats_expert",
        "reasons", "as_good_as", "exact"]
REASON_KEYS = {"category": ("category", "points"), "gate_closed": ("castle", "field"),
               "knight_cut_off": ("field", "shields"),
               "road_ends_wasted": ("field", "ends", "usable"), "set_aside_wasted": ("tile",)}
VERDICTS = ("brilliant", "best", "good", "inaccuracy", "mistake", "blunder")


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
    assert first["class"] in VERDICTS
    for p in andre["placements"]:
        # The shown figures add up: the loss is the difference of the shown totals.
        assert p["loss"] >= 0
        assert round(p["loss"] * 10) == round(p["expected_best"] * 10) - round(
            p["expected_played"] * 10)
        if p["class"] == "brilliant":
            assert p["beats_expert"] and p["best"] == p["played"] != p["expert"]
        for reason in p["reasons"]:
            assert set(reason) == {"kind", *REASON_KEYS[reason["kind"]]}
        assert all(set(a) == {"move", "expected"} for a in p["alternatives"])
    summary = andre["summary"]
    assert list(summary["counts"]) == list(VERDICTS)
    assert sum(summary["counts"].values()) == 22
    assert summary["expected_played"] == [p["expected_played"] for p in andre["placements"]]
    assert summary["expected_expert"] == [p["expected_expert"] for p in andre["placements"]]
    assert summary["given_up"] == pytest.approx(sum(p["loss"] for p in andre["placements"]))


def test_json_gives_the_points_given_up_by_round_and_category_that_add_up(
    capsys: pytest.CaptureFixture[str],
) -> None:
    summary = json.loads(run_cli(capsys, "review", GAME, "--json", "--jobs", "1").out)[
        "players"][0]["summary"]
    by_round, by_category = summary["given_up_by_round"], summary["given_up_by_category"]
    assert len(by_round) == 3
    assert list(by_category) == list(CATEGORIES)
    assert sum(by_round) == pytest.approx(summary["given_up"], abs=0.05)
    assert sum(by_category.values()) == pytest.approx(summary["given_up"], abs=0.05)
    assert len(summary["key_moments"]) == 3
    assert all(1 <= step <= 22 for step in summary["key_moments"])


@pytest.mark.slow
def test_the_same_file_gives_the_same_output(capsys: pytest.CaptureFixture[str]) -> None:
    first = run_cli(capsys, "review", GAME, "--json", "--jobs", "1").out
    again = run_cli(capsys, "review", GAME, "--json", "--jobs", "2").out
    assert first == again


def test_text_gives_a_line_per_placement(capsys: pytest.CaptureFixture[str]) -> None:
    run = run_cli(capsys, "review", GAME, "--jobs", "1")
    assert run.status == 0, run.err
    lines = run.out.splitlines()
    assert lines[0].startswith("André (loss in expected points, ± its standard error, exact "
                               "where round 3 is solved; best under 0.5")
    assert "brilliant !" in lines[0]
    assert len([line for line in lines if " H1 " in line or " C1 " in line]) == 2
    assert lines[-4].startswith("  brilliant ")
    assert "expected points given up in all" in lines[-3]
    assert lines[-2].startswith("  by round: round 1 ")
    assert lines[-1].startswith("  key moments: ")


def test_each_line_starts_with_the_annotated_move(capsys: pytest.CaptureFixture[str]) -> None:
    """``7. D3 k2c ?`` as the window's move list writes it (``formats/review_text.py``):
    the mark agrees with the verdict written after it."""
    marks = {"brilliant": "!", "best": "", "good": "", "inaccuracy": "?!", "mistake": "?",
             "blunder": "??"}
    lines = run_cli(capsys, "review", GAME, "--jobs", "1").out.splitlines()
    placed = [line.split() for line in lines if re.match(r"^  \d+\. [A-H][1-3] ", line)]
    assert [words[0] for words in placed] == [f"{n}." for n in range(1, 23)]
    assert placed[0][1:3] == ["H1", "k3c@180"]
    for words in placed:
        mark = words[3] if words[3] in ("!", "?!", "?", "??") else ""
        verdict = words[4] if mark else words[3]
        assert marks[verdict] == mark, words


def test_text_says_exact_where_round_3_is_solved_and_a_noise_elsewhere(
    capsys: pytest.CaptureFixture[str]
) -> None:
    """Rule: '± 0.0' is never shown; a placement of round 3 (fields 17 to 22) is solved
    and says 'exact', every other one its standard error."""
    run = run_cli(capsys, "review", GAME, "--jobs", "1")
    placements = [line for line in run.out.splitlines()[1:] if " loss " in line]
    assert len(placements) == 22
    for step, line in enumerate(placements, start=1):
        assert ("exact" in line) == (step >= 17), line
        assert ("±" in line) == (step < 17), line
        assert "±0.0" not in line


@pytest.fixture(scope="module")
def hot_seat(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A finished game of Ana (a person) and a greedy computer player, as the table keeps it."""
    game = Game.new(builtin_tileset("classic"), 12, ["Ana", "greedy"])
    play_out(game, [make_bot("greedy", 1), make_bot("greedy", 2)])
    path = tmp_path_factory.mktemp("hot-seat") / "game.json"
    write_game(path, game, ["human", "bot:greedy"])
    return path


def test_a_hot_seat_game_is_reviewed_for_its_people_only(
    hot_seat: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Rule: by default only the people's placements are judged; the computer players are
    named as not reviewed, and --all-seats reviews them too."""
    run = run_cli(capsys, "review", hot_seat, "--json", "--jobs", "1")
    assert [(p["seat"], p["name"]) for p in json.loads(run.out)["players"]] == [(1, "Ana")]
    text = run_cli(capsys, "review", hot_seat, "--jobs", "1").out
    assert text.splitlines()[-1] == ("not reviewed, computer players: greedy "
                                     "(--all-seats reviews them)")
    everyone = run_cli(capsys, "review", hot_seat, "--json", "--jobs", "1", "--all-seats").out
    players = json.loads(everyone)["players"]
    assert [(p["seat"], len(p["placements"])) for p in players] == [(1, 22), (2, 22)]


def test_a_game_of_computers_is_reviewed_for_them(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = Game.new(builtin_tileset("classic"), 13, ["greedy"])
    play_out(game, [make_bot("greedy", 1)])
    write_game(tmp_path / "game.json", game, ["bot:greedy"])
    run = run_cli(capsys, "review", tmp_path / "game.json", "--json", "--jobs", "1")
    assert len(json.loads(run.out)["players"][0]["placements"]) == 22


def test_progress_is_shown_before_the_first_placement_is_judged(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Rule: on a terminal, 'review: placements judged: 0 of 22' is written before the first
    placement is judged (that takes seconds, more under load)."""
    terminal = Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    seen: list[str] = []

    def judging(*args: Any) -> Any:
        seen.append(terminal.getvalue())
        raise KeyboardInterrupt  # enough: what was on the terminal is known

    monkeypatch.setattr(review, "review_placement", judging)
    with pytest.raises(KeyboardInterrupt):
        run_review(str(GAME), False, 0)
    assert seen == ["\rreview: placements judged: 0 of 22\x1b[K"]


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


def test_text_shows_a_brilliant_placement_its_expert_and_why() -> None:
    judgement = judged(VIEW, PLAYED, EXPERT, playout(
        {PLAYED: [70] * 100, EXPERT: [68] * 100},
        {PLAYED: {**dict.fromkeys(CATEGORIES, 0), "castle4": 400},
         EXPERT: {**dict.fromkeys(CATEGORIES, 0), "castle4": 200}}))
    first, why = placement_text(judgement).splitlines()
    assert "brilliant !" in first and f"expert: {EXPERT.text} 68.0" in first
    assert why.strip().startswith("why:") and "castle4 +2.0" in why


def test_text_marks_a_loss_within_the_noise_and_a_best_that_is_not_the_experts() -> None:
    expert = [76 if i % 2 else 48 for i in range(100)]
    judgement = judged(VIEW, PLAYED, EXPERT, playout(
        {PLAYED: [60] * 100, EXPERT: expert, RIVAL: [59] * 100}))
    assert "loss ≈ 2.0" in placement_text(judgement) and "best " in placement_text(judgement)
    rival = judged(VIEW, PLAYED, EXPERT, playout(
        {PLAYED: [60] * 10, EXPERT: [62] * 10, RIVAL: [69] * 10}))
    assert f"best: {RIVAL.text} 69.0; expert: {EXPERT.text} 62.0" in placement_text(rival)


def test_export_writes_the_annotated_review_in_the_language_asked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``review GAME --export FILE --language fr``: the window's export, in French."""
    text_file, page = tmp_path / "review.txt", tmp_path / "review.html"
    run = run_cli(capsys, "review", GAME, "--jobs", "1", "--export", text_file,
                  "--language", "fr")
    assert run.status == 0, run.err
    text = text_file.read_text(encoding="utf-8")
    assert text.startswith("Analyse de la partie")
    assert "1. H1 k3c@180" in text and "Moments clés\u00a0: " in text
    assert "points perdus" in text
    run = run_cli(capsys, "review", GAME, "--jobs", "1", "--export", page, "--language", "de")
    assert run.status == 0, run.err
    web = page.read_text(encoding="utf-8")
    assert web.startswith("<!DOCTYPE html>") and '<html lang="de">' in web
    assert "<h1>Analyse des Spiels" in web and "<h2>André</h2>" in web
    # The words needed an application object; none of its own is left behind (a later
    # QApplication, a test run's, could not be made beside it).
    from PySide6.QtCore import QCoreApplication

    assert type(QCoreApplication.instance()) is not QCoreApplication


def test_export_to_a_folder_is_refused_before_the_review(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = run_cli(capsys, "review", GAME, "--export", tmp_path)
    assert refusal(run) == f"dq-desktop: --export {tmp_path}: a folder, not a file"
