"""``--selftest`` never touches the player's files nor a game in progress, never asks,
fails when a game could not be kept, and passes with a note where the program put a
fault right."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from dq_desktop.storage.book_writer import BookWriter
from tests.storage.faults import damage_pages
from tests.storage.games import played

ROOT = Path(__file__).resolve().parents[3]


def selftest(
    env_home: Path, *options: str, timeout: float = 600
) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               XDG_CONFIG_HOME=str(env_home / "config"), XDG_DATA_HOME=str(env_home / "data"),
               XDG_STATE_HOME=str(env_home / "state"))
    return subprocess.run(
        [sys.executable, "-m", "dq_desktop.cli", "--selftest", "--solo", "--deal", "7", *options],
        capture_output=True, text=True, cwd=ROOT, env=env, timeout=timeout, check=False,
    )


@pytest.mark.slow
def test_without_data_dir_it_plays_in_a_scratch_folder(tmp_path: Path) -> None:
    """The player's unfinished game (his autosave) is still there afterwards, untouched."""
    state = tmp_path / "state" / "dq-desktop"
    state.mkdir(parents=True)
    autosave = state / "autosave.json"
    autosave.write_text('{"a game": "in progress"}')
    run = selftest(tmp_path)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "selftest ok" in run.stdout
    assert autosave.read_text() == '{"a game": "in progress"}'
    assert not (tmp_path / "data" / "dq-desktop" / "records.sqlite3").exists()


@pytest.mark.slow
def test_it_fails_when_its_game_could_not_be_recorded(tmp_path: Path) -> None:
    (tmp_path / "records.sqlite3").mkdir()
    run = selftest(tmp_path, "--data-dir", str(tmp_path))
    assert run.returncode == 1, run.stdout + run.stderr
    assert "selftest FAILED" in run.stdout and "storage" in run.stdout


@pytest.mark.slow
def test_where_nothing_can_be_written_it_fails_and_ends_without_asking(tmp_path: Path) -> None:
    """A data folder that is a file: no game can be kept anywhere. It says FAILED and ends
    (it waited on the quit question before, and a CI job hung)."""
    not_a_folder = tmp_path / "data"
    not_a_folder.write_text("a file, not a folder")
    # A self-test of one player ends in seconds; one that waits for an answer, never.
    run = selftest(tmp_path, "--data-dir", str(not_a_folder), timeout=300)
    assert run.returncode == 1, run.stdout + run.stderr
    assert "selftest FAILED" in run.stdout and "storage" in run.stdout
    assert "a window asked" not in run.stdout and "Errno" not in run.stdout


@pytest.mark.slow
def test_a_folders_unfinished_game_is_left_untouched(tmp_path: Path) -> None:
    """With ``--data-dir`` it plays in that folder, but the game in progress there stays
    byte for byte: its own game is not autosaved, and it says so."""
    folder = tmp_path / "data"
    folder.mkdir()
    autosave = folder / "autosave.json"
    autosave.write_text('{"a game": "in progress"}')
    run = selftest(tmp_path, "--data-dir", str(folder))
    assert run.returncode == 0, run.stdout + run.stderr
    assert "selftest ok" in run.stdout and "left untouched" in run.stdout
    assert autosave.read_text() == '{"a game": "in progress"}'
    assert not list(folder.glob("autosave.bad-*"))


@pytest.mark.slow
def test_a_damaged_book_set_aside_and_a_new_one_started_is_a_pass_with_a_note(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "data"
    writer = BookWriter(folder / "records.sqlite3")
    for seed in range(200):
        writer.record(played(seed), [None], assisted=False)
    writer.close()
    damage_pages(folder / "records.sqlite3")
    run = selftest(tmp_path, "--data-dir", str(folder))
    assert run.returncode == 0, run.stdout + run.stderr
    assert "selftest ok" in run.stdout and "note: records.sqlite3 is damaged" in run.stdout
    assert len(list(folder.glob("records.bad-*.sqlite3"))) == 1
