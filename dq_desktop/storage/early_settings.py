"""The two settings needed before the window shows: its language and its place.

Read with the standard library only, and forgiving: anything odd gives the
default, whatever the fault (a file nested a thousand levels deep, a FIFO, a
link to a device, a geometry that is not base64). The full settings (pydantic,
with reports of bad values) are read once the window is on screen; start-up time is
what a player feels first. Both readers take the same rules from here.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import NamedTuple, TypeGuard

from dq_desktop.reading import Unreadable, read_regular_file

LANGUAGE_CHOICES = ("system", "fr", "en", "de")
MAX_BYTES = 1024 * 1024
MAX_GEOMETRY_CHARS = 1024
"""Qt's saved geometry is under a hundred bytes; this bounds a hand-edited one."""
GEOMETRY_PATTERN = r"^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$"
"""Base64 as ``QByteArray.toBase64`` writes it (ASCII only: the window is given bytes)."""
_GEOMETRY = re.compile(GEOMETRY_PATTERN)


class EarlySettings(NamedTuple):  # not a dataclass: read before the first frame, kept light
    language: str = "system"
    window_geometry: str = ""
    """Empty, or base64 of at most ``MAX_GEOMETRY_CHARS`` characters."""


def usable_geometry(value: object) -> TypeGuard[str]:
    """Whether ``value`` can be handed to the window as its saved geometry."""
    return (isinstance(value, str) and len(value) <= MAX_GEOMETRY_CHARS
            and _GEOMETRY.fullmatch(value) is not None)


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
        window_geometry=geometry if usable_geometry(geometry) else "",
    )
