"""Progress of a long command on stderr, when stderr is a terminal (never in a pipe or a log).

One line, written again in place (``review: 8 of 22 placements``), and wiped at the end
so that what the command prints to stdout stands alone.
"""

from __future__ import annotations

import sys
from typing import TextIO


class Progress:
    def __init__(self, what: str, stream: TextIO | None = None) -> None:
        self.what = what
        self.stream = sys.stderr if stream is None else stream
        self.shown = self.stream.isatty()
        """Only on a terminal: a file or a pipe gets nothing."""

    def __call__(self, done: int, total: int) -> None:
        if self.shown:
            self.stream.write(f"\r{self.what}: {done} of {total}\x1b[K")
            self.stream.flush()

    def __enter__(self) -> Progress:
        return self

    def __exit__(self, *_: object) -> None:
        if self.shown:
            self.stream.write("\r\x1b[K")
            self.stream.flush()
