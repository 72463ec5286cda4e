"""The player's settings, kept as JSON (``dq-settings/1``).

A bad file never stops the program: what can be read is kept, every bad
value falls back to its default, and the file is moved aside under a dated
name so that nothing the player wrote is lost. Keys this version does not
know (written by a newer one) are kept and written back.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
)
from pydantic_core import PydanticCustomError

from dq_desktop.formats.errors import FileFormatError, from_validation
from dq_desktop.formats.json_files import read_json_file, write_text_atomic
from dq_desktop.storage.clock import Clock, local_now
from dq_desktop.storage.early_settings import usable_geometry
from dq_desktop.storage.set_aside import SetAside, fault_of, set_aside

SETTINGS_FORMAT = "dq-settings/1"
Language = Literal["system", "fr", "en", "de"]
AnimationSpeed = Literal["off", "fast", "normal", "slow"]
ANIMATION_MS: dict[AnimationSpeed, int] = {"off": 0, "fast": 175, "normal": 350, "slow": 700}
"""How long a computer player's tile takes to fade in, by speed."""


class SeatSettings(BaseModel):
    """One seat of the New Game dialog's default table."""

    model_config = ConfigDict(strict=True, frozen=True, extra="allow")

    name: str | None = Field(default=None, min_length=1, max_length=40)
    """``None``: no name chosen, the program's own (shown in the player's language, so
    never stored as a word of one language)."""
    kind: str = "human"
    """``human``, or the name of a computer player (``greedy``, …)."""
    colour: int = Field(default=0, ge=0, le=3)


class WindowSize(BaseModel):
    """A window's size as the player left it (in device-independent pixels)."""

    model_config = ConfigDict(strict=True, frozen=True, extra="allow")

    width: int = Field(ge=100, le=20_000)
    height: int = Field(ge=100, le=20_000)


_WINDOW_NAME = re.compile(r"[a-z][a-z_]{0,30}")


def _window_name(value: str) -> str:
    if _WINDOW_NAME.fullmatch(value) is None:
        raise PydanticCustomError("window_name", "not the name of one of this program's windows")
    return value


WindowName = Annotated[str, AfterValidator(_window_name)]


def _geometry(value: str) -> str:
    if not usable_geometry(value):  # the early reader's own rule: both readers agree
        raise PydanticCustomError(
            "window_geometry", "not a window's place and size as this program saves them")
    return value


Geometry = Annotated[str, AfterValidator(_geometry)]


class Settings(BaseModel):
    model_config = ConfigDict(strict=True, frozen=True, extra="allow")

    format: Literal["dq-settings/1"] = "dq-settings/1"
    language: Language = "system"
    """``system`` follows the operating system's language."""
    aids: bool = True
    """Placement previews while dragging."""
    animation_speed: AnimationSpeed = "normal"
    default_players: list[SeatSettings] = Field(default_factory=list, max_length=4)
    """The table the New Game dialog starts from; empty: the program's own (one
    human, named in the player's language). A game started from New Game keeps its table
    here, so that the next one starts from it."""
    sancho: bool = False
    """Whether that table plays with Sancho Panza (older versions keep the key unread)."""
    window_geometry: Geometry = ""
    """``QWidget.saveGeometry()`` in base64; empty before the first close."""
    window_sizes: dict[WindowName, WindowSize] = Field(default_factory=dict, max_length=32)
    """The other windows' sizes, by window (``records``, ``review``…), as last closed."""

    @property
    def animation_ms(self) -> int:
        return ANIMATION_MS[self.animation_speed]


def load_settings(path: Path, clock: Clock = local_now) -> tuple[Settings, list[SetAside]]:
    """The settings in ``path`` (defaults when there is none) and any file set aside."""
    if not path.exists():
        return Settings(), []
    try:
        data = read_json_file(path)
        if not isinstance(data, dict):
            raise FileFormatError(str(path), "", "not a JSON object")
        if data.get("format", SETTINGS_FORMAT) != SETTINGS_FORMAT:
            raise FileFormatError(str(path), "format", f"expected {SETTINGS_FORMAT!r}")
    except FileFormatError as error:
        return Settings(), [set_aside(path, fault_of(error), clock())]
    settings, faults = _lenient(data, str(path))
    if not faults:
        return settings, []
    return settings, [set_aside(path, "; ".join(faults), clock())]


def save_settings(path: Path, settings: Settings) -> None:
    """Write atomically (raises ``OSError`` when ``path`` cannot be written)."""
    write_text_atomic(path, json.dumps(settings.model_dump(mode="json"), indent=1) + "\n")


def _lenient(data: dict[str, Any], source: str) -> tuple[Settings, list[str]]:
    """Validate, dropping each top-level key that is wrong until the rest passes."""
    faults: list[str] = []
    kept = dict(data)
    while True:
        try:
            return Settings.model_validate(kept), faults
        except ValidationError as error:
            first = error.errors(include_url=False)[0]
            key = first["loc"][0] if first["loc"] else None
            faults.append(fault_of(from_validation(source, error)))
            if not isinstance(key, str) or key not in kept:
                return Settings(), faults
            del kept[key]
