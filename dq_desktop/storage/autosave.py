"""The autosave: the game in progress, written after every placement.

Two generations are kept: ``autosave.json`` and ``autosave.previous.json``, the
save before it. A new save is first written whole (``autosave.next.json``,
atomically), then the latest becomes the previous and the new one the latest.
Killed at any moment, the program leaves the latest whole, or (between the two
renames) the previous one holding the last save: at most the placement being
made is lost. A file that cannot be read is moved aside under a dated name and
the previous one is used.

Beside the game, the autosave holds which seats used an aid and whether it is the
guided game (``formats/game_marks.py``), written as soon as they change. A game is
offered for resumption once somebody placed a tile in it or took an aid; never the
guided game (its guide is not there to go on with it).
"""

from __future__ import annotations

import json
import time
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from dq_desktop.engine.game import Game
from dq_desktop.formats.errors import FileFormatError
from dq_desktop.formats.game_marks import (
    ASSISTED_KEY,
    HUMAN_KINDS,
    GameMarks,
    marks_of,
    marks_to_json,
)
from dq_desktop.formats.game_record import game_from_record, record_of_game
from dq_desktop.formats.json_files import read_json_file, replace_with_retry, write_text_atomic
from dq_desktop.storage.clock import Clock, local_now
from dq_desktop.storage.set_aside import SetAside, fault_of, set_aside

__all__ = ["ASSISTED_KEY", "STALE_SECONDS", "Autosave", "LoadedAutosave"]
"""``ASSISTED_KEY`` is read from here too, as before it moved to ``game_marks``."""

PREVIOUS_SUFFIX = ".previous"
STAGED_SUFFIX = ".next"
STALE_SECONDS = 60
"""A temporary file older than this is left over from a killed writer."""


@dataclass(frozen=True)
class LoadedAutosave:
    """What ``Autosave.load`` found."""

    game: Game | None
    """The unfinished game to offer for resumption; ``None`` if there is none."""
    kinds: tuple[str | None, ...] = ()
    """Each seat's ``human`` / ``bot:NAME``, as saved."""
    assisted: frozenset[int] = frozenset()
    """The seats that had used an aid (a hint or a take-back) so far."""
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

    def save(self, game: Game, kinds: Sequence[str | None], *,
             assisted: bool | Collection[int] = (), guided: bool = False) -> None:
        """Save after a placement or an aid taken; a finished game clears the autosave.

        ``assisted``: the seats that used an aid (``True``: every human seat).
        Record a finished game in the record book *before* calling this, so
        that a kill in between leaves the game resumable rather than lost.
        Raises ``OSError`` when the folder cannot be written.
        """
        if game.is_over:
            self.clear()
            return
        if assisted is True:
            assisted = [seat for seat, kind in enumerate(kinds) if kind in HUMAN_KINDS]
        elif assisted is False:
            assisted = ()
        marks = GameMarks(frozenset(assisted), guided)
        data = record_of_game(game, kinds) | marks_to_json(marks)
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
            marks = marks_of(data, kinds)
            if game.is_over or marks.guided or not _touched(game, marks):
                break  # nothing to resume (finished, the guided game, or never begun)
            self._current = game
            return LoadedAutosave(
                game,
                tuple(kinds),
                marks.assisted,
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


def _touched(game: Game, marks: GameMarks) -> bool:
    """Somebody placed a tile (a computer too) or took an aid: a deal nobody touched is
    not worth offering again."""
    return bool(marks.assisted) or any(player.placements for player in game.players)


def _modified(path: Path) -> datetime | None:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime).astimezone()
    except (OSError, ValueError, OverflowError):
        return None
