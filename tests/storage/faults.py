"""Damage done to a record book on purpose, as a disk or another program might."""

from __future__ import annotations

from pathlib import Path


def damage_pages(path: Path) -> None:
    """Overwrite pages in the middle of the file, leaving its header whole: the book still
    opens, and only reading those pages finds the damage."""
    size = path.stat().st_size
    with path.open("r+b") as handle:
        handle.seek(size // 2)
        handle.write(b"\xa5" * min(8192, size // 3))
