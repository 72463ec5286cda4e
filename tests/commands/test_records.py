"""``dq-desktop records``: the record book printed, as a table or as JSON.

Rules checked: ``--json`` prints exactly ``{"games": [...]}`` with the date,
deal, Sancho, players and ``total`` (the first human's, or the first
player's when none is human); ``--data-dir`` works after ``records`` and
before it; without a book nothing is created; a table lists every game; a
damaged book, or a game in it holding a value the program never writes, is said
in one line each, never a traceback, and left as it was.
"""

from __future__ import annotations

import json
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from dq_desktop.storage.entries import GameId
from dq_desktop.storage.paths import DataDirs
from dq_desktop.storage.record_book import RecordBook
from tests.files import run_cli
from tests.storage.damaged_books import DAMAGED_BOOKS, DAMAGED_ROWS, SECOND, damaged_book
from tests.storage.games import played
from tests.storage.reviews import a_review

MARCH = datetime(2025, 3, 1, 18, 30, tzinfo=UTC)
GAME_KEYS = {
    "id",
    "date",
    "seed",
    "tileset",
    "sancho",
    "assisted",
    "players",
    "total",
    "band",
    "expert_total",
    "hindsight_total",
    "review",
    "reviews",
}


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    """A book with a solitaire game, a game a computer player leads, and a computers' game."""
    with RecordBook.open(DataDirs.under(tmp_path).record_book_file) as book:
        book.add_game(played(1, choice=2), ["human"], played_at=MARCH, assisted=True)
        book.add_game(
            played(2, names=("Greedy", "Ana"), sancho=True),
            ["bot:greedy", "human"],
            played_at=MARCH + timedelta(days=1),
        )
        book.add_game(
            played(3, names=("G1", "G2"), choice=1),
            ["bot:greedy", "bot:random"],
            played_at=MARCH + timedelta(days=2),
        )
    return tmp_path


def test_json_prints_every_game_in_the_agreed_shape(
    capsys: pytest.CaptureFixture[str], data_dir: Path
) -> None:
    run = run_cli(capsys, "records", "--data-dir", data_dir, "--json")
    assert run.status == 0 and run.err == ""
    document = json.loads(run.out)
    assert list(document) == ["games"]
    solo, mixed, computers = document["games"]
    for game in document["games"]:
        assert set(game) == GAME_KEYS
        assert datetime.fromisoformat(game["date"]).tzinfo is not None
    assert (solo["seed"], solo["sancho"], solo["assisted"]) == (1, False, True)
    assert datetime.fromisoformat(solo["date"]) == MARCH
    assert solo["players"][0]["name"] == "Ana" and solo["players"][0]["kind"] == "human"
    assert [s["round"] for s in solo["players"][0]["scores"]] == [1, 2, 3]
    assert solo["total"] == solo["players"][0]["total"]
    assert mixed["total"] == mixed["players"][1]["total"]  # the first human, seat 2
    assert computers["total"] == computers["players"][0]["total"]  # nobody human: seat 1


def test_the_json_matches_the_games_played(
    capsys: pytest.CaptureFixture[str], data_dir: Path
) -> None:
    games = json.loads(run_cli(capsys, "records", "--data-dir", data_dir, "--json").out)["games"]
    assert games[0]["total"] == played(1, choice=2).players[0].total
    assert games[0]["band"] is None and games[0]["expert_total"] is None


def test_each_game_carries_its_review_null_until_reviewed(
    capsys: pytest.CaptureFixture[str], data_dir: Path
) -> None:
    with RecordBook.open(DataDirs.under(data_dir).record_book_file) as book:
        book.save_reviews(GameId(2), [a_review(seat=1, given_up=6.5)])
        book.set_hindsight_total(GameId(2), 97)
    games = json.loads(run_cli(capsys, "records", "--data-dir", data_dir, "--json").out)["games"]
    assert games[0]["review"] is None and games[0]["reviews"] == []
    assert games[0]["hindsight_total"] is None and games[1]["hindsight_total"] == 97
    mixed = games[1]["review"]  # the main player's: Ana, seat 2
    assert mixed == {
        "placements": 22, "given_up": 6.5, "accuracy": 81.4,
        "counts": {"brilliant": 0, "best": 16, "good": 3, "inaccuracy": 2, "mistake": 0,
                   "blunder": 1},
        "given_up_by_round": [0.0, 0.0, 6.5],
        "given_up_by_category": {"castle6": 0.0, "castle4": 0.0, "churches": 0.0,
                                 "windmills": 6.5, "defense": 0.0, "knights": 0.0},
    }
    assert games[1]["reviews"] == [mixed | {"seat": 1}]


def test_data_dir_may_also_come_before_the_command(
    capsys: pytest.CaptureFixture[str], data_dir: Path
) -> None:
    run = run_cli(capsys, "--data-dir", data_dir, "records", "--json")
    assert len(json.loads(run.out)["games"]) == 3


def test_without_a_book_no_games_are_printed_and_no_book_is_made(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    run = run_cli(capsys, "records", "--data-dir", tmp_path / "empty", "--json")
    assert (run.status, json.loads(run.out)) == (0, {"games": []})
    assert not (tmp_path / "empty").exists()


def test_the_table_lists_every_game_and_the_bests(
    capsys: pytest.CaptureFixture[str], data_dir: Path
) -> None:
    run = run_cli(capsys, "records", "--data-dir", data_dir)
    lines = run.out.splitlines()
    assert lines[0].endswith(": 3 games")
    assert lines[1].split()[:3] == ["date", "deal", "tile"]
    assert lines[2].startswith("2025-03-0") and "Ana" in lines[2]
    assert "G1 (greedy)" in lines[4]
    assert any(line.startswith("Best without Sancho, with aids:") for line in lines)


def test_a_book_from_a_newer_version_is_refused_with_status_2(
    capsys: pytest.CaptureFixture[str], data_dir: Path
) -> None:
    import sqlite3

    db = sqlite3.connect(DataDirs.under(data_dir).record_book_file)
    db.execute("UPDATE schema_version SET version = 99")
    db.commit()
    db.close()
    run = run_cli(capsys, "records", "--data-dir", data_dir, "--json")
    assert run.status == 2 and run.out == ""
    assert "newer version" in run.err


def test_a_data_dir_that_is_a_file_is_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Not '0 games' with status 0: the player named a file where a folder belongs."""
    file = tmp_path / "notes.txt"
    file.write_text("x")
    run = run_cli(capsys, "records", "--data-dir", file)
    assert run.status == 2 and "not a folder" in run.err, run


@pytest.mark.parametrize("fault", ["another program", "damaged", "folder"])
def test_a_book_it_cannot_read_is_reported_and_left_exactly_as_it_was(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, fault: str
) -> None:
    """`records` only lists: it never renames, creates, migrates or writes anything."""
    book = tmp_path / "records.sqlite3"
    if fault == "another program":
        other = sqlite3.connect(book)
        other.execute("CREATE TABLE recipes (name TEXT)")
        other.commit()
        other.close()
    elif fault == "damaged":
        book.write_bytes(b"SQLite format 3\x00" + b"\x13" * 4000)
    else:
        book.mkdir()
    before = sorted((p.name, p.stat().st_mtime_ns, p.is_dir()) for p in tmp_path.iterdir())
    content = book.read_bytes() if book.is_file() else None
    run = run_cli(capsys, "records", "--data-dir", tmp_path)
    assert run.status == 2 and run.out == "" and len(run.err.splitlines()) == 1, run
    assert sorted((p.name, p.stat().st_mtime_ns, p.is_dir()) for p in tmp_path.iterdir()) == before
    assert (book.read_bytes() if book.is_file() else None) == content


def test_a_player_who_chose_no_name_is_you_whatever_the_games_language(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Older versions kept the word of the moment ("Vous", "Sie"); the book prints the
    program's own name in English, as the README says, and a chosen name as it is."""
    with RecordBook.open(DataDirs.under(tmp_path).record_book_file) as book:
        book.add_game(played(4, names=("Vous",)), ["human"], played_at=MARCH)
        book.add_game(played(5, names=("Sie", "Ana")), ["human", "human"],
                      played_at=MARCH + timedelta(days=1))
    games = json.loads(run_cli(capsys, "records", "--data-dir", tmp_path, "--json").out)["games"]
    assert [[p["name"] for p in game["players"]] for game in games] == [["You"], ["You", "Ana"]]
    table = run_cli(capsys, "records", "--data-dir", tmp_path).out
    assert "Vous" not in table and "Sie" not in table
    assert "You " in table and "Ana " in table


@pytest.mark.parametrize("fault", sorted(DAMAGED_ROWS))
def test_a_game_it_cannot_read_is_left_out_and_named_never_a_traceback(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, fault: str
) -> None:
    book = damaged_book(DataDirs.under(tmp_path).record_book_file, DAMAGED_ROWS[fault])
    content = book.read_bytes()
    run = run_cli(capsys, "records", "--data-dir", tmp_path, "--json")
    assert run.status == 0, run
    assert [game["id"] for game in json.loads(run.out)["games"]] == [1, 3]
    assert run.err.startswith(f"records: game {SECOND} of ") and "left out" in run.err
    assert len(run.err.splitlines()) == 1 and "Traceback" not in run.err
    assert book.read_bytes() == content


@pytest.mark.parametrize("fault", sorted(DAMAGED_BOOKS))
def test_a_book_damaged_as_a_whole_is_reported_in_one_line_and_left_as_it_was(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, fault: str
) -> None:
    book = damaged_book(DataDirs.under(tmp_path).record_book_file, DAMAGED_BOOKS[fault])
    content = book.read_bytes()
    run = run_cli(capsys, "records", "--data-dir", tmp_path)
    assert run.status == 2 and run.out == "" and len(run.err.splitlines()) == 1, run
    assert "records.sqlite3: damaged" in run.err and "Traceback" not in run.err
    assert book.read_bytes() == content
