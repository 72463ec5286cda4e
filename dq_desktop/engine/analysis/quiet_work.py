"""Work done in the background at the lowest priority: the record book's catching up
(every game's review, hindsight best and expert's total) runs in a worker process of its
own that first lowers its priority, so that whatever the player does meanwhile (the hint,
the computer players, another program) takes the processor first.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from contextlib import suppress
from typing import TypeVar

from dq_desktop.engine.analysis.hindsight import analyze_player
from dq_desktop.engine.game import Game

T = TypeVar("T")

LOWEST_PRIORITY = 19
"""The niceness asked for (19: the lowest priority POSIX systems give)."""


def lower_priority() -> int | None:
    """Lower this process's priority to ``LOWEST_PRIORITY`` (for good: an ordinary user
    cannot raise it again, which suits a worker process that does only this work); its
    niceness, or ``None`` on Windows, which has no niceness (the worker keeps its normal
    priority there)."""
    if sys.platform == "win32":
        return None
    else:
        now = os.nice(0)
        if now < LOWEST_PRIORITY:
            with suppress(OSError):  # refused (a sandbox): the work runs at the priority it has
                now = os.nice(LOWEST_PRIORITY - now)
        return now


def quietly(work: Callable[..., T], *args: object) -> T:
    """``work(*args)`` after lowering this process's priority (``lower_priority``)."""
    lower_priority()
    return work(*args)


def niceness() -> int | None:
    """This process's niceness (``None`` on Windows): what tests check."""
    if sys.platform == "win32":
        return None
    else:
        return os.nice(0)


def hindsight_best(game: Game, seat: int, budget: int | None = None) -> int:
    """The best total ``seat``'s tiles allowed in ``game``, in hindsight."""
    return analyze_player(game, seat, budget).best
