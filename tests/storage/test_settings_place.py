"""The settings file found before the first frame is the one the player's files use."""

import sys
from pathlib import Path

import pytest

from dq_desktop.storage.paths import DataDirs
from dq_desktop.storage.settings_place import settings_file


@pytest.mark.parametrize("data_dir", [None, "~/portable", "/tmp/dq"])
def test_the_early_settings_file_is_the_players_settings_file(data_dir: str | None) -> None:
    assert settings_file(data_dir) == DataDirs.resolve(data_dir).settings_file


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG folders are Linux's")
def test_the_platforms_folder_follows_xdg(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    assert settings_file(None) == tmp_path / "dq-desktop" / "settings.json"
