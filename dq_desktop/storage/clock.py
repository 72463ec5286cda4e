"""Time enters the storage layer as an injected clock (STYLE.md §3)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

Clock = Callable[[], datetime]
"""Returns an aware ``datetime``: now, or whatever a test says."""


def local_now() -> datetime:
    """The current time with the system's UTC offset."""
    return datetime.now().astimezone()
