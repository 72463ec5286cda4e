"""The player's files for one run: settings, autosave, record book, unrecorded games.

Opened once at start (``--data-dir`` or the platform's folders); the record
book is opened when first needed, so start-up does not wait for SQLite. Nothing
here stops the program: a file that cannot be read is set aside or reported, and
a record book that cannot be opened says why when it is needed.
"""

from __future__ import annotations

import sqlite3
from contextlib import suppress
from pathlib import Path
from typing import Any

from dq_desktop.engine.errors import DqError
from dq_desktop.storage.autosave import Autosave
from dq_desktop.storage.instance_lock import InstanceLock
from dq_desktop.storage.paths import DataDirs
from dq_desktop.storage.record_book import NewerBookError, RecordBook, RecordBookError
from dq_desktop.storage.set_aside import SetAside, set_aside
from dq_desktop.storage.settings import Settings, load_settings, save_settings
from dq_desktop.storage.unrecorded import Unrecorded

READ_WAIT_SECONDS = 0.5
"""The window reads the book (WAL: never blocked by a writer); opening it waits no longer
than this for another program, never a writer's wait (the writes run on the book's own
thread, ``GameKeeper.book_work``)."""


class UserFiles:
    def __init__(self, dirs: DataDirs) -> None:
        self.dirs = dirs
        self.had_record_book = _exists(dirs.record_book_file)
        """A record book was there before this start: its player has played before (an
        older version kept no sign of having offered the guided game)."""
        try:
            self.settings, self.settings_set_aside = load_settings(dirs.settings_file)
        except Exception as error:  # whatever the fault, the game starts
            # (load_settings reports what it knows; this is what it did not foresee).
            self.settings = Settings()
            self.settings_set_aside = [_set_aside_anyway(dirs, error)]
        self.autosave = Autosave(dirs.autosave_file)
        self.unrecorded = Unrecorded(dirs.unrecorded_folder)
        self._book: RecordBook | None = None
        self._book_reported = False
        self._lock = InstanceLock(dirs.state)
        self.lock_problem: OSError | None = None
        """Why the folder's lock could not be had, or its process id not written (a full
        disk): the player is told once, at start."""
        self.lock_held = False
        self.autosave_shared = False
        """Another copy runs on this folder and the player went on: no autosave here."""

    def book(self) -> RecordBook:
        """The record book, opened on first use (damaged: set aside, a new one started; a
        newer version's: read-only, ``book.newer`` says so).

        Raises ``RecordBookError`` when it cannot be opened (a folder, another
        program's database, a newer version's book this one cannot read, an
        unreadable folder)."""
        if self._book is None:
            path = self.dirs.record_book_file
            try:
                self._book = RecordBook.open(path, timeout=READ_WAIT_SECONDS)
            except NewerBookError:
                self._book = RecordBook.open_read_only(path, newer=True)
            except (OSError, sqlite3.Error) as error:
                raise RecordBookError(f"{path}: {error}") from None
        return self._book

    @property
    def book_set_aside(self) -> SetAside | None:
        """A damaged record book found and moved aside on opening."""
        return self._book.set_aside if self._book is not None else None

    def take_book_report(self) -> SetAside | None:
        """The damaged book set aside, once: the player is told when it happens, not again."""
        moved = self.book_set_aside
        if moved is None or self._book_reported:
            return None
        self._book_reported = True
        return moved

    def forget_book(self) -> None:
        """Close the book read here: it was set aside by the writer; the next use opens
        the new one."""
        if self._book is not None:
            self._book.close()
            self._book = None
        self._book_reported = True  # the writer reported it

    def save_settings(self, settings: Settings) -> None:
        """Keep ``settings`` (raises ``OSError`` when the file cannot be written)."""
        self.settings = settings
        save_settings(self.dirs.settings_file, settings)

    def keep_comfort(self, **changes: Any) -> None:
        """Keep settings that are a comfort (a window's size or place): written only when
        they change, and a file that cannot be written is not worth a message."""
        changed = self.settings.model_copy(update=changes)
        if changed != self.settings:
            with suppress(OSError):
                self.save_settings(changed)

    def take_instance_lock(self) -> bool:
        """``False`` when another running copy of the program uses these folders. A lock
        that cannot be had here (``lock_problem`` says why) is no reason to stop: the
        player is told, and the unfinished game is offered as usual."""
        try:
            self.lock_held = self._lock.acquire()
        except OSError as error:
            self.lock_problem = error
            return True
        self.lock_problem = self._lock.unwritten
        return self.lock_held

    def close(self) -> None:
        self._lock.release()
        if self._book is not None:
            self._book.close()
            self._book = None


def _set_aside_anyway(dirs: DataDirs, error: Exception) -> SetAside:
    from dq_desktop.storage.clock import local_now

    fault = f"{type(error).__name__}" + (f": {error}" if isinstance(error, DqError) else "")
    try:
        return set_aside(dirs.settings_file, fault, local_now())
    except Exception:  # not even a rename: leave it, say so
        return SetAside(dirs.settings_file, fault, None)


def _exists(path: Path) -> bool:
    try:
        return path.exists()
    except OSError:  # unreadable folder: as good as absent
        return False
