"""CSV export: one row per player of each game, with every round's breakdown."""

from __future__ import annotations

import csv
import io
import re
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dq_desktop.storage.record_csv import (
    FORMULA_STARTS,
    HEADER,
    REVIEW_COLUMNS,
    csv_text,
    export_csv,
)
from tests.storage.entries import entry
from tests.storage.reviews import a_review


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


def test_each_players_review_and_the_hindsight_best_are_columns_empty_until_known() -> None:
    reviewed = replace(entry(2, 80, kinds=("human", "bot:greedy")), hindsight_total=95,
                       reviews=(a_review(given_up=4.5),))
    rows = list(csv.DictReader(io.StringIO(csv_text([entry(1, 60), reviewed]))))
    unreviewed, human, bot = rows
    assert all(unreviewed[key] == "" for key in REVIEW_COLUMNS)
    assert (human["hindsight_total"], human["review_placements"], human["given_up"],
            human["accuracy"]) == ("95", "22", "4.5", "81.4")
    assert [human[v] for v in ("brilliant", "best", "good", "inaccuracy", "mistake",
                               "blunder")] == ["0", "16", "3", "2", "0", "1"]
    assert (human["given_up_round3"], human["given_up_windmills"]) == ("4.5", "4.5")
    assert all(bot[key] == "" for key in REVIEW_COLUMNS)  # not reviewed, not the main player


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


SPREADSHEET_SEPARATORS = (",", ";", "\t")


def cells_as_split(text: str, separator: str) -> list[str]:
    """The cells a spreadsheet could make of the file ``text``: as a CSV reader with
    ``separator`` would, and as a plain split on it and on line breaks that ignores
    quotes; spaces and quotes before a cell's first character passed over."""
    quoted = [cell for row in csv.reader(io.StringIO(text, newline=""), delimiter=separator)
              for cell in row]
    plain = re.split(f"[{re.escape(separator)}\r\n]", text)
    return [cell.lstrip(' "') for cell in (*quoted, *plain)]


@settings(max_examples=300)
@given(st.text(alphabet=st.sampled_from(list("a1 ,;\t\r\n\"'=+-@")), max_size=14))
def test_no_separator_turns_a_name_or_tile_set_into_a_formula(name: str) -> None:
    """CSV injection whatever the list separator: ``a;=1+1;`` must not give a cell
    ``=1+1`` to a spreadsheet splitting on ``;`` (French and German ones do)."""
    game = entry(1, 60)
    game = replace(game, players=(replace(game.players[0], name=name),), tileset=name)
    text = csv_text([game])
    for separator in SPREADSHEET_SEPARATORS:
        for cell in cells_as_split(text, separator):
            assert not cell.startswith(FORMULA_STARTS), (name, separator, cell)


def test_a_name_split_on_semicolons_keeps_its_text_with_an_apostrophe() -> None:
    game = entry(1, 60)
    game = replace(game, players=(replace(game.players[0], name="a;=1+1;"),))
    row = next(csv.DictReader(io.StringIO(csv_text([game]))))
    assert row["name"] == "a;'=1+1;"
    assert "=1+1" not in row["name"].split(";")


def test_a_player_who_chose_no_name_is_you_in_any_language() -> None:
    """"Vous" and "Sie" of older versions are the program's own name: "You" in the CSV."""
    game = entry(1, 60, kinds=("human", "human", "bot:greedy"))
    players = tuple(replace(player, name=name)
                    for player, name in zip(game.players, ("Vous", "Sie", "Dulcinée"),
                                            strict=True))
    rows = list(csv.DictReader(io.StringIO(csv_text([replace(game, players=players)]))))
    assert [row["name"] for row in rows] == ["You", "You", "Dulcinée"]


def test_a_file_name_of_255_characters_is_exported(tmp_path: Path) -> None:
    """Any name the disk takes is a name the export takes (255 characters here)."""
    path = tmp_path / ("records-" + "x" * 243 + ".csv")
    assert len(path.name) == 255
    export_csv([entry(1, 71)], path)
    assert path.read_text(encoding="utf-8-sig").startswith(HEADER[0])
