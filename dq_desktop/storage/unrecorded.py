"""Finished games waiting for the record book, one file each, until they are stored.

A finished game is written here before the record book is tried. If the book
cannot be written (read-only, full disk, locked, damaged beyond repair), the
game waits here and is recorded at the next start that can; once it is in the
book its file goes. Nothing here is ever overwritten: the name comes from the
digest of the game's record with its identity (``storage/game_identity.py``), so
the same game is kept once and two games never share a file, not even two games
of one deal played alike.

Only names of that very form (``game-`` and 16 hexadecimal digits) are read: a
file set aside here (``game-….bad-DATE.json``) is never read, nor renamed, again.
A file that is not a finished game (an unfinished one, put here by hand) is
left alone and does not count against the games read at one start.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dq_desktop.engine.game import Game
from dq_desktop.formats.errors import FileFormatError
from dq_desktop.formats.game_record import game_from_record, record_of_game
from dq_desktop.formats.json_files import read_json_file, write_text_atomic
from dq_desktop.storage.clock import Clock, local_now
from dq_desktop.storage.game_identity import GameIdentity, identity_of
from dq_desktop.storage.record_schema import record_digest
from dq_desktop.storage.set_aside import SetAside, fault_of, set_aside

ASSISTED_KEY = "assisted"
MAX_WAITING = 500
"""More finished games than this are left for a later start (each is a whole game)."""
MAX_READ = 2000
"""No more files than this are read at one start, whatever they hold."""
WAITING_NAME = re.compile(r"game-[0-9a-f]{16}\.json")


@dataclass(frozen=True)
class Waiting:
    """A finished game not yet in the record book."""

    path: Path
    game: Game
    kinds: tuple[str | None, ...]
    assisted: bool
    identity: GameIdentity | None = None
    """``None`` for a file written before games had one."""


class Unrecorded:
    def __init__(self, folder: Path, clock: Clock = local_now) -> None:
        self.folder = folder
        self.clock = clock

    def keep(self, game: Game, kinds: Sequence[str | None], *, assisted: bool,
             identity: GameIdentity | None = None) -> Path:
        """Write the finished ``game`` here (raises ``OSError`` when it cannot)."""
        record = record_of_game(game, kinds)
        if identity is not None:
            record = identity.stamp(record)
        path = self.folder / f"game-{record_digest(record)[:16]}.json"
        write_game(path, record, assisted=assisted)
        return path

    def files(self) -> list[Path]:
        """The files of waiting games, oldest first (none when the folder cannot be read)."""
        try:
            paths = [path for path in self.folder.iterdir()
                     if WAITING_NAME.fullmatch(path.name)]
        except OSError:
            return []
        return sorted(paths, key=_age)

    def waiting(self) -> tuple[list[Waiting], list[SetAside]]:
        """The finished games waiting, oldest first, at most ``MAX_WAITING``; a file that
        cannot be read is moved aside; one that is not a finished game is left alone."""
        found: list[Waiting] = []
        problems: list[SetAside] = []
        for path in self.files()[:MAX_READ]:
            if len(found) == MAX_WAITING:
                break
            try:
                data = read_json_file(path)
                game, kinds = game_from_record(data, str(path))
            except FileFormatError as error:
                problems.append(set_aside(path, fault_of(error), self.clock()))
                continue
            except Exception as error:  # whatever else: the other games are still recorded
                import logging  # only now: the session log attaches it after the first frame

                logging.getLogger(__name__).exception("%s could not be read", path)
                problems.append(set_aside(path, type(error).__name__, self.clock()))
                continue
            if game.is_over:
                found.append(Waiting(path, game, tuple(kinds), data.get(ASSISTED_KEY) is True,
                                     identity_of(data)))
        return found, problems

    def done(self, path: Path) -> None:
        """The game of ``path`` is in the record book now."""
        path.unlink(missing_ok=True)


def write_game(path: Path, record: dict[str, Any], *, assisted: bool) -> None:
    """Write a game's ``dq-game/1`` record to ``path`` with whether it was assisted, as
    this folder keeps it (and as the player saves a game held in memory); raises
    ``OSError`` when it cannot."""
    write_text_atomic(path, json.dumps(record | {ASSISTED_KEY: assisted}) + "\n")


def _age(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
