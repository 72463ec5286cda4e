"""The two settings needed before the window shows: its language and its place.

Read with the standard library only, and forgiving: anything odd gives the
default, whatever the fault (a file nested a thousand levels deep, a FIFO, a
link to a device). The full settings (pydantic, with reports of bad values) are read
once the window is on screen; start-up time is what a player feels first.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import NamedTuple

from dq_desktop.reading import Unreadable, read_regular_file

LANGUAGE_CHOICES = ("system", "fr", "en", "de")
MAX_BYTES = 1024 * 1024


class EarlySettings(NamedTuple):  # not a dataclass: read before the first frame, kept light
    language: str = "system"
    window_geometry: str = ""


def read_early_settings(path: Path) -> EarlySettings:
    try:
        data = json.loads(read_regular_file(path, MAX_BYTES))
    except (Unreadable, RecursionError, ValueError, MemoryError):
        return EarlySettings()
    if not isinstance(data, dict):
        return EarlySettings()
    language = data.get("language")
    geometry = data.get("window_geometry")
    return EarlySettings(
        language=language if language in LANGUAGE_CHOICES else "system",
        window_geometry=geometry if isinstance(geometry, str) else "",
    )
