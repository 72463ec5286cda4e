"""Where files live: the platform's folders, or everything in the one --data-dir."""

from __future__ import annotations

from pathlib import Path

import platformdirs

from dq_desktop.storage.paths import DataDirs


def test_data_dir_puts_every_file_in_that_folder(tmp_path: Path) -> None:
    dirs = DataDirs.resolve(tmp_path)
    files = (dirs.settings_file, dirs.record_book_file, dirs.autosave_file)
    assert [f.parent for f in files] == [tmp_path] * 3
    assert dirs.saves_folder == tmp_path / "saves"


def test_without_data_dir_the_platforms_folders_for_dq_desktop_are_used() -> None:
    dirs = DataDirs.resolve(None)
    expected = platformdirs.PlatformDirs("dq-desktop", appauthor=False)
    assert dirs.settings == expected.user_config_path
    assert dirs.data == expected.user_data_path
    assert dirs.state == expected.user_state_path


def test_create_makes_the_folders(tmp_path: Path) -> None:
    dirs = DataDirs.under(tmp_path / "portable")
    dirs.create()
    assert dirs.saves_folder.is_dir() and dirs.state.is_dir()
