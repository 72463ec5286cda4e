"""Where the settings file is, found before the first frame.

``paths.py`` describes every folder of the player's files; the window needs only
the settings (its language and place) before it shows, and this module finds that
one file with nothing else loaded.
"""

from __future__ import annotations

from pathlib import Path

from platformdirs import PlatformDirs  # at the top: app.py imports this before PySide6

APP_NAME = "dq-desktop"
SETTINGS_FILE = "settings.json"


def settings_folder(data_dir: str | Path | None) -> Path:
    """``--data-dir`` when given, else where this system keeps configuration."""
    if data_dir:
        return Path(data_dir).expanduser()
    return PlatformDirs(APP_NAME, appauthor=False).user_config_path


def settings_file(data_dir: str | Path | None) -> Path:
    return settings_folder(data_dir) / SETTINGS_FILE
