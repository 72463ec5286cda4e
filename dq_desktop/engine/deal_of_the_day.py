"""The deal of the day: one deal number per calendar date, the same for everyone.

The number comes from the date alone, so two players on two computers, offline,
play the same deal on the same date: the first eight bytes of the SHA-256 of
``dq-desktop deal of the day YYYY-MM-DD`` (the ISO date, in ASCII), read as a
big-endian number, modulo the count of deal numbers (0 to ``MAX_DEAL``).

It is played alone, with the classic tile set and without Sancho Panza: the
rulebook's solitaire, the game its marks are about.
"""

from __future__ import annotations

import hashlib
from datetime import date

from dq_desktop.engine.deal import MAX_DEAL

SALT = "dq-desktop deal of the day "
"""Before the date in the hashed text: the day's deal is no deal a player would type."""
TILESET = "classic"
SANCHO = False


def deal_of_the_day(day: date) -> int:
    """The deal number of ``day`` (0 to ``MAX_DEAL``); it never changes for a date."""
    digest = hashlib.sha256((SALT + day.isoformat()).encode("ascii")).digest()
    return int.from_bytes(digest[:8], "big") % (MAX_DEAL + 1)
