"""Marks on the way to the first frame, for ``benchmarks/bench_startup.py``.

Off unless the environment names a file in ``DQ_DESKTOP_STARTUP_TRACE``; then each
``mark(step)`` notes the moment a step of the start-up ended, and the marks are
written to that file, one ``step<TAB>seconds`` line each, when the process exits.
The moments are ``time.monotonic()`` readings, comparable across processes on one
machine, so the benchmark can subtract the moment it started the process.
"""

from __future__ import annotations

import atexit
import os
import time

VARIABLE = "DQ_DESKTOP_STARTUP_TRACE"

_target = os.environ.get(VARIABLE)
_marks: list[tuple[str, float]] = []


def mark(step: str) -> None:
    """Note that ``step`` has just ended (nothing happens when tracing is off)."""
    if _target:
        _marks.append((step, time.monotonic()))


def _write() -> None:
    if _target and _marks:
        with open(_target, "w", encoding="utf-8") as out:
            out.writelines(f"{step}\t{moment!r}\n" for step, moment in _marks)


if _target:
    atexit.register(_write)
