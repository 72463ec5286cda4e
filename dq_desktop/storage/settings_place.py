"""Where the settings file is: its folder (``--data-dir``, or where the system keeps
configuration) and its name. ``paths.py`` builds every folder of the player's files on
it; the start-up resolves them all (``DataDirs``) before the first frame, the session
log needing its folder there too.
"""

from __future__ import annotations

from pathlib import Path

from platformdirs import PlatformDirs

APP_NAME = "dq-desktop"
SETTINGS_FILE = "settings.json"


def settings_folder(data_dir: str | Path | None) -> Path:
    """``--data-dir`` when given, else where this system keeps configuration."""
    if data_dir:
        return Path(data_dir).expanduser()
    return PlatformDirs(APP_NAME, appauthor=False).user_config_path


def settings_file(data_dir: str | Path | None) -> Path:
    return settings_folder(data_dir) / SETTINGS_FILE
