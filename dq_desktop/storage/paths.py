"""Where the application keeps its files: the platform's folders, or one folder given.

Settings go where the system keeps configuration, the record book and saved
games where it keeps user data, the autosave where it keeps state. With
``--data-dir DIR`` (portable installs, tests) every file lives directly in DIR.
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from platformdirs import PlatformDirs

from dq_desktop.storage.settings_place import APP_NAME, SETTINGS_FILE, settings_folder

RECORD_BOOK_FILE = "records.sqlite3"
AUTOSAVE_FILE = "autosave.json"
SAVES_FOLDER = "saves"
UNRECORDED_FOLDER = "unrecorded"
LOGS_FOLDER = "logs"


class DataDirs(NamedTuple):  # not a dataclass: resolved before the first frame, kept light
    settings: Path
    """Configuration: ``settings.json``."""
    data: Path
    """The player's data: the record book and saved games."""
    state: Path
    """What the program leaves for its next start: the autosave."""
    logs: Path
    """The log of every start and any error (``dq_desktop/session_log.py``)."""

    @classmethod
    def platform(cls) -> DataDirs:
        """The folders this operating system expects (XDG, ``%APPDATA%``, ``~/Library``)."""
        dirs = PlatformDirs(APP_NAME, appauthor=False)
        return cls(settings_folder(None), dirs.user_data_path, dirs.user_state_path,
                   dirs.user_log_path)

    @classmethod
    def under(cls, root: str | Path) -> DataDirs:
        """Everything directly in ``root``, the log in ``root/logs``."""
        folder = Path(root).expanduser()
        return cls(folder, folder, folder, folder / LOGS_FOLDER)

    @classmethod
    def resolve(cls, data_dir: str | Path | None) -> DataDirs:
        """``--data-dir`` when given, else the platform's folders."""
        return cls.under(data_dir) if data_dir else cls.platform()

    @property
    def settings_file(self) -> Path:
        return self.settings / SETTINGS_FILE

    @property
    def record_book_file(self) -> Path:
        return self.data / RECORD_BOOK_FILE

    @property
    def saves_folder(self) -> Path:
        """The default folder of the Save and Open dialogs."""
        return self.data / SAVES_FOLDER

    @property
    def autosave_file(self) -> Path:
        return self.state / AUTOSAVE_FILE

    @property
    def unrecorded_folder(self) -> Path:
        """Finished games waiting for the record book (``storage/unrecorded.py``)."""
        return self.state / UNRECORDED_FOLDER

    def create(self) -> None:
        """Make the folders (the writers make them too; this is for file dialogs)."""
        for folder in (self.settings, self.data, self.state, self.saves_folder):
            folder.mkdir(parents=True, exist_ok=True)


def documents_folder() -> Path:
    """The user's documents folder (where a Save As dialog starts), as the system names it."""
    return PlatformDirs(APP_NAME, appauthor=False).user_documents_path
