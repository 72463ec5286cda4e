"""Damage done on purpose, as a disk or another program might: a record book's pages, a
full disk."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest


def damage_pages(path: Path) -> None:
    """Overwrite pages in the middle of the file, leaving its header whole: the book still
    opens, and only reading those pages finds the damage."""
    size = path.stat().st_size
    with path.open("r+b") as handle:
        handle.seek(size // 2)
        handle.write(b"\xa5" * min(8192, size // 3))


@contextmanager
def small_disk(mount: Path) -> Iterator[Path]:
    """A 1 MB file system of its own (a tmpfs) at ``mount``, for as long as the block
    lasts; ``fill`` makes it a full disk. Skips where mounting is refused."""
    mount.mkdir(parents=True, exist_ok=True)
    result = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(mount)],
                            capture_output=True, text=True, check=False)
    if result.returncode != 0:
        pytest.skip(f"this machine refuses to mount a small file system: {result.stderr}")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


@contextmanager
def full_disk(mount: Path) -> Iterator[Path]:
    """``small_disk`` filled to the last byte: files can still be made there, empty."""
    with small_disk(mount) as folder:
        fill(folder)
        yield folder


def fill(folder: Path) -> None:
    """Write ``folder``'s file system full (``ENOSPC`` on the next byte written there)."""
    with (folder / "filler").open("wb", buffering=0) as filler:
        try:
            while True:
                filler.write(b"\0" * 4096)
        except OSError:
            pass
        try:
            while True:
                filler.write(b"\0")  # the last bytes of the last block
        except OSError:
            pass
