"""Reading a file the program did not write: a regular file, and a bounded number of bytes.

Standard library only, so that start-up can use it before anything heavy is loaded.
A FIFO, a device or a socket is refused before it is read (reading one could wait
for ever, or never end), and at most ``limit + 1`` bytes are ever read, whatever
the file claims to be.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

_NO_WAITING = getattr(os, "O_NONBLOCK", 0)
"""Opening a FIFO to read waits for a writer; with this flag (POSIX) it does not."""
_BINARY = getattr(os, "O_BINARY", 0)
"""Windows opens files in text mode unless told otherwise."""


class Unreadable(Exception):
    """The file cannot be used; ``problem`` says why in a few words."""

    def __init__(self, problem: str) -> None:
        super().__init__(problem)
        self.problem = problem


def read_regular_file(path: str | Path, limit: int) -> bytes:
    """The bytes of ``path``, a regular file of at most ``limit`` bytes, or ``Unreadable``."""
    try:
        mode = os.stat(path).st_mode
        if stat.S_ISDIR(mode):
            raise Unreadable("is a folder, not a file")
        if not stat.S_ISREG(mode):
            raise Unreadable("is not a regular file (a device, pipe or socket)")
        descriptor = os.open(path, os.O_RDONLY | _NO_WAITING | _BINARY)
        with os.fdopen(descriptor, "rb") as handle:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):  # swapped meanwhile
                raise Unreadable("is not a regular file")
            data = handle.read(limit + 1)
    except FileNotFoundError:
        raise Unreadable("no such file") from None
    except IsADirectoryError:
        raise Unreadable("is a folder, not a file") from None
    except (OSError, ValueError) as error:  # ValueError: a NUL in the path
        reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        raise Unreadable(f"cannot be read ({reason})") from None
    if len(data) > limit:
        size = f"{limit // 1048576} MiB" if limit % 1048576 == 0 else f"{limit} bytes"
        raise Unreadable(f"larger than {size}, the most a file may be")
    return data
