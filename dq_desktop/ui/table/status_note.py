"""The status bar's line after a placement: the tiles Sancho made superfluous (said whole
in the results card), else, at a hot seat, what a human's placement changed — the screen
turns to the next player at once, and the line stays for the table to read."""

from __future__ import annotations

from dq_desktop.engine.game import PlacementResult
from dq_desktop.engine.tileset import TileSet
from dq_desktop.ui.common.seats import Seat
from dq_desktop.ui.table import announcements
from dq_desktop.ui.table.superfluous import superfluous_short


def status_note(seats: tuple[Seat, ...], tileset: TileSet, result: PlacementResult) -> str | None:
    """'Sancho Panza: Ana's tile removed (windmill above)', or 'Ana placed … on D2. Ana's
    scoring helper: Churches +2, total +2.' when more than one human plays; else nothing."""
    if result.discarded:
        return superfluous_short(seats, tileset, result.discarded)
    if seats[result.player].is_human and sum(seat.is_human for seat in seats) > 1:
        return announcements.hot_seat_note(result, seats)
    return None
