"""``--selftest`` never touches the player's files, and fails when storage fails."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]


def selftest(env_home: Path, *options: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               XDG_CONFIG_HOME=str(env_home / "config"), XDG_DATA_HOME=str(env_home / "data"),
               XDG_STATE_HOME=str(env_home / "state"))
    return subprocess.run(
        [sys.executable, "-m", "dq_desktop.cli", "--selftest", "--solo", "--deal", "7", *options],
        capture_output=True, text=True, cwd=ROOT, env=env, timeout=600, check=False,
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
