"""The autosave: the game in progress, written after every placement.

Two generations are kept: ``autosave.json`` and ``autosave.previous.json``, the
save before it. A new save is first written whole (``autosave.next.json``,
atomically), then the latest becomes the previous and the new one the latest.
Killed at any moment, the program leaves the latest whole, or (between the two
renames) the previous one holding the last save: at most the placement being
made is lost. A file that cannot be read is moved aside under a dated name and
the previous one is used.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from dq_desktop.engine.game import Game
from dq_desktop.formats.errors import FileFormatError
from dq_desktop.formats.game_record import game_from_record, record_of_game
from dq_desktop.formats.json_files import read_json_file, replace_with_retry, write_text_atomic
from dq_desktop.storage.clock import Clock, local_now
from dq_desktop.storage.set_aside import SetAside, fault_of, set_aside

PREVIOUS_SUFFIX = ".previous"
STAGED_SUFFIX = ".next"
STALE_SECONDS = 60
"""A temporary file older than this is left over from a killed writer."""
ASSISTED_KEY = "assisted"
"""Our addition to the ``dq-game/1`` object (unknown keys are ignored by readers)."""


@dataclass(frozen=True)
class LoadedAutosave:
    """What ``Autosave.load`` found."""

    game: Game | None
    """The unfinished game to offer for resumption; ``None`` if there is none."""
    kinds: tuple[str | None, ...] = ()
    """Each seat's ``human`` / ``bot:NAME``, as saved."""
    assisted: bool = False
    """Whether aids had been used in the game so far."""
    set_aside: tuple[SetAside, ...] = ()
    """Autosaves that could not be read, moved aside."""
    from_previous: bool = False
    """The game comes from the save before the latest (one placement earlier)."""
    saved_at: datetime | None = None
    """When the file was written (its modification time), to name the game to resume."""

    @property
    def warnings(self) -> list[str]:
        """What happened, in plain English (the window words it in the player's language)."""
        lines = [str(problem) for problem in self.set_aside]
        if self.set_aside:
            lines.append(
                "The game was resumed from the save before it; at most one placement is lost."
                if self.game is not None and self.from_previous
                else "No earlier save of an unfinished game was found."
            )
        return lines


class Autosave:
    """The autosave files of one folder. One instance per running application."""

    def __init__(self, path: Path, clock: Clock = local_now) -> None:
        self.path = path
        self.previous_path = path.with_name(f"{path.stem}{PREVIOUS_SUFFIX}{path.suffix}")
        self.staged_path = path.with_name(f"{path.stem}{STAGED_SUFFIX}{path.suffix}")
        """The new save, whole, before it is renamed into place."""
        self.clock = clock
        self._current: Game | None = None
        """The game the latest file belongs to, as written or loaded by this instance."""

    def save(self, game: Game, kinds: Sequence[str | None], *, assisted: bool = False) -> None:
        """Save after a placement; a finished game clears the autosave.

        Record a finished game in the record book *before* calling this, so
        that a kill in between leaves the game resumable rather than lost.
        Raises ``OSError`` when the folder cannot be written.
        """
        if game.is_over:
            self.clear()
            return
        data = record_of_game(game, kinds) | {ASSISTED_KEY: assisted}
        # Write the new save whole first, so that the latest is missing only
        # between the two renames that follow.
        write_text_atomic(self.staged_path, json.dumps(data, separators=(",", ":")) + "\n")
        if game is self._current and self.path.exists():
            replace_with_retry(self.path, self.previous_path)
        elif game is not self._current:
            # Another game starts: the previous generation belongs to the old one.
            self.previous_path.unlink(missing_ok=True)
        replace_with_retry(self.staged_path, self.path)
        self._current = game

    def load(self) -> LoadedAutosave:
        """The unfinished game to resume, or ``None``; bad files are moved aside."""
        self._remove_temporaries()
        problems: list[SetAside] = []
        for candidate in (self.path, self.previous_path):
            try:
                if not candidate.exists():
                    continue
                data = read_json_file(candidate)
                game, kinds = game_from_record(data, str(candidate))
            except FileFormatError as error:
                problems.append(set_aside(candidate, fault_of(error), self.clock()))
                continue
            except Exception as error:  # whatever else: the program still starts
                problems.append(set_aside(candidate, type(error).__name__, self.clock()))
                continue
            if game.is_over:  # the last game was finished: nothing to resume
                break
            self._current = game
            return LoadedAutosave(
                game,
                tuple(kinds),
                data.get(ASSISTED_KEY) is True,
                tuple(problems),
                from_previous=candidate == self.previous_path,
                saved_at=_modified(candidate),
            )
        return LoadedAutosave(None, set_aside=tuple(problems))

    def clear(self) -> None:
        """Forget the game in progress (it finished, or the player let it go)."""
        for path in (self.path, self.previous_path):
            path.unlink(missing_ok=True)
        self._current = None

    def _remove_temporaries(self) -> None:
        # A process killed while writing leaves its temporary or staged file behind
        # (the placement being made). A fresh one may belong to a second copy of the
        # program that is writing right now.
        for leftover in (
            *self.path.parent.glob(f".{self.staged_path.name}.*"),
            self.staged_path,
        ):
            try:
                if time.time() - leftover.stat().st_mtime > STALE_SECONDS:
                    leftover.unlink()
            except OSError:
                pass


def _modified(path: Path) -> datetime | None:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime).astimezone()
    except (OSError, ValueError, OverflowError):
        return None
