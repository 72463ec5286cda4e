"""The player's files for one run: settings, autosave and record book.

Opened once at start (``--data-dir`` or the platform's folders); the record
book is opened when first needed, so start-up does not wait for SQLite.
"""

from __future__ import annotations

from dq_desktop.storage.autosave import Autosave
from dq_desktop.storage.paths import DataDirs
from dq_desktop.storage.record_book import RecordBook
from dq_desktop.storage.set_aside import SetAside
from dq_desktop.storage.settings import Settings, load_settings, save_settings


class UserFiles:
    def __init__(self, dirs: DataDirs) -> None:
        self.dirs = dirs
        self.settings, self.settings_set_aside = load_settings(dirs.settings_file)
        self.autosave = Autosave(dirs.autosave_file)
        self._book: RecordBook | None = None

    def book(self) -> RecordBook:
        """The record book, opened on first use (damaged: set aside, a new one started)."""
        if self._book is None:
            self._book = RecordBook.open(self.dirs.record_book_file)
        return self._book

    @property
    def book_set_aside(self) -> SetAside | None:
        """A damaged record book found and moved aside on opening."""
        return self._book.set_aside if self._book is not None else None

    def save_settings(self, settings: Settings) -> None:
        """Keep ``settings`` (raises ``OSError`` when the file cannot be written)."""
        self.settings = settings
        save_settings(self.dirs.settings_file, settings)

    def close(self) -> None:
        if self._book is not None:
            self._book.close()
            self._book = None
