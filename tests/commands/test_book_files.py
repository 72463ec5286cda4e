"""``dq-desktop records --backup/--restore/--merge FILE``. Rules checked: a backup holds
every game; --restore asks first and restores nothing on any answer but yes, keeps the
book it replaces beside it and says where; --yes answers for a script; --merge adds a
game once however often it is merged; a file that is no book this version takes is
refused in one line naming why, the book left as it was."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from dq_desktop.commands.book_files import run_book_file
from dq_desktop.storage.paths import DataDirs
from dq_desktop.storage.record_book import RecordBook
from dq_desktop.storage.record_schema import SCHEMA_VERSION
from tests.files import refusal, run_cli
from tests.storage.damaged_books import run_sql, whole_book
from tests.storage.games import played


def book_of(data_dir: Path) -> Path:
    path = DataDirs.under(data_dir).record_book_file
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def count(path: Path) -> int:
    with RecordBook.open(path) as book:
        return book.count()


def test_backup_then_restore_with_yes_gives_the_games_back_and_keeps_the_book_aside(
    capsys: pytest.CaptureFixture[str], tmp_path: Path,
) -> None:
    data_dir, backup = tmp_path / "data", tmp_path / "book.dqbook"
    book = book_of(data_dir)
    whole_book(book)
    run = run_cli(capsys, "records", "--data-dir", data_dir, "--backup", backup)
    assert run.status == 0 and "3 games backed up" in run.out
    with RecordBook.open(book) as opened:
        opened.add_game(played(9), ["human"])
    run = run_cli(capsys, "records", "--data-dir", data_dir, "--restore", backup, "--yes")
    assert run.status == 0 and "3 games restored" in run.out and "kept as" in run.out
    assert count(book) == 3
    kept = [path for path in book.parent.iterdir() if "before-restore" in path.name]
    assert len(kept) == 1 and count(kept[0]) == 4


def test_restore_asks_first_and_restores_nothing_unless_told_yes(tmp_path: Path) -> None:
    data_dir, backup = tmp_path / "data", tmp_path / "book.dqbook"
    book = book_of(data_dir)
    whole_book(backup)
    with RecordBook.open(book) as opened:
        opened.add_game(played(9), ["human"])
    asked: list[str] = []
    status = run_book_file(str(data_dir), "restore", str(backup),
                           ask=lambda question: asked.append(question) or "")
    assert status == 1 and "Replace the record book (1 game)" in asked[0]
    assert count(book) == 1
    assert run_book_file(str(data_dir), "restore", str(backup), ask=lambda _: "y") == 0
    assert count(book) == 3


def test_merging_twice_adds_each_game_once(
    capsys: pytest.CaptureFixture[str], tmp_path: Path,
) -> None:
    data_dir, other = tmp_path / "data", tmp_path / "laptop.sqlite3"
    whole_book(other)
    first = run_cli(capsys, "records", "--data-dir", data_dir, "--merge", other)
    second = run_cli(capsys, "records", "--data-dir", data_dir, "--merge", other)
    assert "3 games added" in first.out and "0 games added" in second.out
    assert "3 games already in the book" in second.out
    assert count(book_of(data_dir)) == 3


def test_a_newer_versions_book_is_refused_in_one_line_and_the_book_kept(
    capsys: pytest.CaptureFixture[str], tmp_path: Path,
) -> None:
    data_dir, backup = tmp_path / "data", tmp_path / "book.dqbook"
    book = book_of(data_dir)
    whole_book(book)
    whole_book(backup)
    run_sql(backup, [f"UPDATE schema_version SET version = {SCHEMA_VERSION + 1}"])
    line = refusal(run_cli(capsys, "records", "--data-dir", data_dir, "--restore", backup,
                           "--yes"))
    assert "newer version" in line
    assert count(book) == 3


def test_a_backup_into_a_missing_folder_is_said_in_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path,
) -> None:
    data_dir = tmp_path / "data"
    whole_book(book_of(data_dir))
    line = refusal(run_cli(capsys, "records", "--data-dir", data_dir, "--backup",
                           tmp_path / "nowhere" / "book.dqbook"))
    assert "nowhere" in line


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
@pytest.mark.parametrize("action", ["--restore", "--merge"])
def test_a_fifo_or_a_link_to_a_device_is_refused_unread(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, action: str,
) -> None:
    data_dir = tmp_path / "data"
    whole_book(book_of(data_dir))
    fifo = tmp_path / "book.dqbook"
    os.mkfifo(fifo)
    device = tmp_path / "zero.dqbook"
    device.symlink_to("/dev/zero")
    for given in (fifo, device):
        line = refusal(run_cli(capsys, "records", "--data-dir", data_dir, action, given,
                               "--yes"))
        assert "not a file" in line
    assert count(book_of(data_dir)) == 3
