"""CSV export: one row per player of each game, with every round's breakdown."""

from __future__ import annotations

import csv
from dataclasses import replace
from pathlib import Path

import pytest

from dq_desktop.storage.record_csv import HEADER, export_csv
from tests.storage.entries import entry


def test_every_player_of_every_game_is_a_row_with_the_rounds_and_the_total(
    tmp_path: Path,
) -> None:
    games = [entry(1, 60, seed=7), entry(2, 80, kinds=("human", "bot:greedy"), sancho=True)]
    path = tmp_path / "records.csv"
    export_csv(games, path)
    with path.open(encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert list(rows[0]) == list(HEADER)
    assert [(r["game"], r["seat"], r["name"], r["kind"], r["total"]) for r in rows] == [
        ("1", "1", "P1", "human", "60"),
        ("2", "1", "P1", "human", "80"),
        ("2", "2", "P2", "bot:greedy", "79"),
    ]
    first = rows[0]
    assert (first["deal"], first["tileset"], first["sancho"], first["assisted"]) == (
        "7",
        "classic",
        "0",
        "0",
    )
    assert first["round1_windmills"] == "2" and first["round2_total"] == "4"
    assert first["round3_churches"] == "54" and first["expert_total"] == ""
    assert first["date"].startswith("2025-03-02T18:00:00")


def test_an_empty_book_exports_the_header_alone(tmp_path: Path) -> None:
    path = tmp_path / "records.csv"
    export_csv([], path)
    assert path.read_text(encoding="utf-8-sig").splitlines() == [",".join(HEADER)]


def test_the_file_opens_with_a_byte_order_mark_so_spreadsheets_read_accents(
    tmp_path: Path,
) -> None:
    path = tmp_path / "records.csv"
    game = entry(1, 60)
    game = replace(game, players=(replace(game.players[0], name="Dulcinée"),))
    export_csv([game], path)
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf") and raw.count(b"\xef\xbb\xbf") == 1
    assert "Dulcinée" in raw.decode("utf-8-sig")


@pytest.mark.parametrize("name", ["=HYPERLINK(\"http://x\",\"win\")", "+1+1", "-2", "@SUM(A1)",
                                  "\tTab", "\rcr"])
def test_names_a_spreadsheet_would_run_are_written_inert(tmp_path: Path, name: str) -> None:
    """CSV injection: a name or tile-set name starting with = + - @ gets a leading '."""
    game = entry(1, 60)
    player = replace(game.players[0], name=name)
    game = replace(game, players=(player,), tileset=name)
    path = tmp_path / "records.csv"
    export_csv([game], path)
    with path.open(encoding="utf-8-sig", newline="") as handle:
        row = next(csv.DictReader(handle))
    assert row["name"] == "'" + name and row["tileset"] == "'" + name


def test_ordinary_names_are_written_as_they_are(tmp_path: Path) -> None:
    game = entry(1, 60)
    game = replace(game, players=(replace(game.players[0], name="Dulcinée O'Hara"),))
    export_csv([game], tmp_path / "r.csv")
    with (tmp_path / "r.csv").open(encoding="utf-8-sig", newline="") as handle:
        assert next(csv.DictReader(handle))["name"] == "Dulcinée O'Hara"
