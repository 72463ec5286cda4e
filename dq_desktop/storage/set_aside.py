"""A file the program cannot use is moved aside under a dated name, never deleted."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from dq_desktop.formats.errors import FileFormatError
from dq_desktop.formats.json_files import replace_with_retry


@dataclass(frozen=True)
class SetAside:
    """A file that could not be used, why, and where it now is."""

    file: Path
    fault: str
    """What is wrong with it, in plain words (English: it comes from the file reader)."""
    moved_to: Path | None
    """``None`` when even moving it failed; it was then left where it was."""

    def __str__(self) -> str:
        where = (
            f"it was kept as {self.moved_to.name}"
            if self.moved_to is not None
            else "it could not be moved and was left in place"
        )
        return f"{self.file.name} could not be read ({self.fault}); {where}"


def fault_of(error: FileFormatError) -> str:
    """The fault without the file's path, which the report names apart."""
    return f"{error.place}: {error.problem}" if error.place else error.problem


def set_aside(path: Path, fault: str, when: datetime) -> SetAside:
    """Rename ``path`` to ``NAME.bad-YYYYMMDD-HHMMSS[-N].EXT`` beside it (no ``:`` in the
    stamp: the name must be valid on Windows too, ``storage/file_names.py``)."""
    stamp = when.strftime("%Y%m%d-%H%M%S")
    for number in range(1, 1000):
        suffix = "" if number == 1 else f"-{number}"
        target = path.with_name(f"{path.stem}.bad-{stamp}{suffix}{path.suffix}")
        try:
            if target.exists():
                continue
            replace_with_retry(path, target)
        except OSError:
            return SetAside(path, fault, None)
        return SetAside(path, fault, target)
    return SetAside(path, fault, None)
