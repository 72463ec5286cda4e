"""Names from files printed to a terminal: control characters escaped, never obeyed.

Rule checked: ``records``, ``validate`` and ``review`` print a player's name (and a
tile set's) with its control characters escaped, as error messages already are:
a name holding ``ESC [2J`` cannot clear the screen, nor a line break forge a line.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dq_desktop.engine.analysis import review
from dq_desktop.formats.game_record import record_of_game
from dq_desktop.storage.paths import DataDirs
from dq_desktop.storage.record_book import RecordBook
from tests.files import run_cli, write_json
from tests.storage.games import played

HOSTILE = "\x1b[2JAna\r\nBest with Sancho: 200\x07"


def assert_escaped(output: str) -> None:
    assert "\x1b" not in output and "\x07" not in output and "\r" not in output
    assert "Best with Sancho: 200" not in output.splitlines()
    assert "\\x1b[2JAna\\r\\nBest with Sancho: 200\\x07" in output


def test_records_escapes_the_names_it_prints(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with RecordBook.open(DataDirs.under(tmp_path).record_book_file) as book:
        book.add_game(played(1, names=(HOSTILE,)), ["human"])
    run = run_cli(capsys, "records", "--data-dir", tmp_path)
    assert run.status == 0, run.err
    assert_escaped(run.out)


def test_validate_escapes_the_names_it_prints(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write_json(tmp_path / "game.json", record_of_game(played(1, names=(HOSTILE,))))
    run = run_cli(capsys, "validate", path)
    assert run.status == 0, run.err
    assert_escaped(run.out)


def test_review_escapes_the_names_it_prints(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(review, "EXPERT_BUDGET", 300)  # the command is checked, not the review
    monkeypatch.setattr(review, "REVIEW_FUTURES", 2)
    path = write_json(tmp_path / "game.json", record_of_game(played(1, names=(HOSTILE,))))
    run = run_cli(capsys, "review", path, "--jobs", "1")
    assert run.status == 0, run.err
    assert_escaped(run.out)
