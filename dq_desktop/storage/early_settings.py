"""The two settings needed before the window shows: its language and its place.

Read with the standard library only, and forgiving: anything odd gives the
default. The full settings (pydantic, with reports of bad values) are read
once the window is on screen; start-up time is what a player feels first.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

LANGUAGE_CHOICES = ("system", "fr", "en", "de")


@dataclass(frozen=True)
class EarlySettings:
    language: str = "system"
    window_geometry: str = ""


def read_early_settings(path: Path) -> EarlySettings:
    try:
        data = json.loads(path.read_bytes()[: 1024 * 1024])
    except (OSError, ValueError):
        return EarlySettings()
    if not isinstance(data, dict):
        return EarlySettings()
    language = data.get("language")
    geometry = data.get("window_geometry")
    return EarlySettings(
        language=language if language in LANGUAGE_CHOICES else "system",
        window_geometry=geometry if isinstance(geometry, str) else "",
    )
