"""``records --backup FILE``, ``--restore FILE`` and ``--merge FILE``: the record book in one
file, put back, or another computer's added (``storage/book_backup.py``, ``book_merge.py``).

Restoring replaces the book's games: it asks on the terminal first (``--yes`` answers for
a script), says where the book it replaced is kept, and refuses a file that is no book
this version takes, naming why.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from dq_desktop.engine.errors import DqError
from dq_desktop.formats.errors import one_line
from dq_desktop.storage.book_backup import back_up, check_backup, restore
from dq_desktop.storage.book_merge import merge
from dq_desktop.storage.clock import local_now
from dq_desktop.storage.paths import DataDirs
from dq_desktop.storage.record_book import RecordBook


def _games(count: int) -> str:
    return f"{count} game{'s' if count != 1 else ''}"


def run_book_file(data_dir: str | None, action: str, file: str, *, yes: bool = False,
                  ask: Callable[[str], str] = input) -> int:
    """Do ``action`` (``backup``, ``restore`` or ``merge``) with ``file``; 0 when done,
    1 when the player declined."""
    try:
        return _run(data_dir, action, file, yes, ask)
    except OSError as error:  # a folder that is not there, a disk full: one line
        where = one_line(str(error.filename or file))
        raise DqError(f"{where}: {error.strerror or error}") from None


def _run(data_dir: str | None, action: str, file: str, yes: bool,
         ask: Callable[[str], str]) -> int:
    if data_dir is not None and Path(data_dir).expanduser().exists() \
            and not Path(data_dir).expanduser().is_dir():
        raise DqError(f"{data_dir}: not a folder")
    book_file = DataDirs.resolve(data_dir).record_book_file
    path = Path(file).expanduser()
    shown = one_line(str(path))
    if action == "backup":
        if not book_file.exists():
            raise DqError(f"{one_line(str(book_file))}: no record book there yet")
        print(f"records: {_games(back_up(book_file, path))} backed up to {shown}")
        return 0
    if action == "merge":
        merged = merge(book_file, path)
        print(f"records: {_games(merged.added)} added from {shown}, "
              f"{_games(merged.present)} already in the book"
              + (f", {_games(merged.left_out)} left out (not a finished game)"
                 if merged.left_out else ""))
        return 0
    check_backup(path)  # refused before the question
    if not yes:
        count = 0
        if book_file.exists():
            with RecordBook.open(book_file) as book:
                count = book.count()
        answer = ask(f"Replace the record book ({_games(count)}) with {shown}? The book "
                     "is kept beside it. [y/N] ")
        if answer.strip().lower() not in ("y", "yes"):
            print("records: nothing restored", file=sys.stderr)
            return 1
    restored = restore(book_file, path, local_now())
    kept = (f"; the book it replaced is kept as {one_line(str(restored.kept_at))}"
            if restored.kept_at is not None else "")
    print(f"records: {_games(restored.games)} restored from {shown}{kept}")
    return 0
