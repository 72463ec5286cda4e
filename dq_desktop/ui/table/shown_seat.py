"""Whose principality the table shows."""

from __future__ import annotations

from collections.abc import Sequence

from dq_desktop.ui.common.seats import Seat


def seat_to_show(counted: int | None, seats: Sequence[Seat], active: int, shown: int,
                 humans: Sequence[int]) -> int:
    """The seat whose round is counted; the active seat if a human plays it; else the
    human whose board is shown; else the first human."""
    if counted is not None:
        return counted
    if active >= 0 and seats[active].is_human:
        return active
    if shown < len(seats) and seats[shown].is_human:
        return shown
    if humans:
        return humans[0]
    return max(active, 0)
