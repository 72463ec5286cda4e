"""Finished games waiting for the record book, one file each, until they are stored.

A finished game is written here before the record book is tried. If the book
cannot be written (read-only, full disk, locked, damaged beyond repair), the
game waits here and is recorded at the next start that can; once it is in the
book its file goes. Nothing here is ever overwritten: the name comes from the
game's digest, so the same game is kept once and two games never share a file.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from dq_desktop.engine.game import Game
from dq_desktop.formats.errors import FileFormatError
from dq_desktop.formats.game_record import game_from_record, record_of_game
from dq_desktop.formats.json_files import read_json_file, write_text_atomic
from dq_desktop.storage.clock import Clock, local_now
from dq_desktop.storage.record_schema import record_digest
from dq_desktop.storage.set_aside import SetAside, fault_of, set_aside

ASSISTED_KEY = "assisted"
MAX_WAITING = 500
"""More files than this are left for a later start (each is a whole game)."""


@dataclass(frozen=True)
class Waiting:
    """A finished game not yet in the record book."""

    path: Path
    game: Game
    kinds: tuple[str | None, ...]
    assisted: bool


class Unrecorded:
    def __init__(self, folder: Path, clock: Clock = local_now) -> None:
        self.folder = folder
        self.clock = clock

    def keep(self, game: Game, kinds: Sequence[str | None], *, assisted: bool) -> Path:
        """Write the finished ``game`` here (raises ``OSError`` when it cannot)."""
        record = record_of_game(game, kinds)
        path = self.folder / f"game-{record_digest(record)[:16]}.json"
        write_text_atomic(path, json.dumps(record | {ASSISTED_KEY: assisted}) + "\n")
        return path

    def waiting(self) -> tuple[list[Waiting], list[SetAside]]:
        """The games waiting, oldest first; a file that cannot be read is moved aside."""
        try:
            paths = sorted(self.folder.glob("game-*.json"), key=_age)[:MAX_WAITING]
        except OSError:
            return [], []
        found: list[Waiting] = []
        problems: list[SetAside] = []
        for path in paths:
            try:
                data = read_json_file(path)
                game, kinds = game_from_record(data, str(path))
            except FileFormatError as error:
                problems.append(set_aside(path, fault_of(error), self.clock()))
                continue
            if game.is_over:
                found.append(Waiting(path, game, tuple(kinds), data.get(ASSISTED_KEY) is True))
        return found, problems

    def done(self, path: Path) -> None:
        """The game of ``path`` is in the record book now."""
        path.unlink(missing_ok=True)


def _age(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
