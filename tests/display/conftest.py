"""The real-display suite: an Xvfb server per test module, the application as a process.

Skipped with one line when this machine cannot start an X server; ``.ci/run``
installs Xvfb and xdotool and sets DQ_DESKTOP_REAL_DISPLAY=required, so in CI a
missing server fails instead.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.display.desktop import REQUIRED_ENV, RunningApp, XServer, missing_tools
from tests.display.player import Player


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/display/" in str(item.path).replace("\\", "/"):
            item.add_marker(pytest.mark.display)


def _unavailable() -> str | None:
    if not sys.platform.startswith("linux"):
        return "no real display: the suite drives Xvfb, on Linux only"
    lacking = missing_tools()
    return f"no real display: {', '.join(lacking)} not installed" if lacking else None


def _require_display() -> None:
    reason = _unavailable()
    if reason:
        if os.environ.get(REQUIRED_ENV) == "required":
            pytest.fail(f"{reason} (and {REQUIRED_ENV}=required)")
        pytest.skip(reason)


@pytest.fixture(scope="module")
def xserver(request: pytest.FixtureRequest) -> Iterator[XServer]:
    """A 1600 x 1000 screen, or the module's ``SCREEN`` (width, height)."""
    _require_display()
    server = XServer.start(*getattr(request.module, "SCREEN", (1600, 1000)))
    yield server
    server.stop()


@pytest.fixture
def start_app(xserver: XServer, tmp_path: Path) -> Iterator[Callable[..., RunningApp]]:
    """Start dq-desktop on the X server with a settings file; stopped after the test."""
    running: list[RunningApp] = []

    def start(settings: dict[str, Any] | None = None, folder: str = "data") -> RunningApp:
        app = RunningApp.start(xserver, tmp_path / folder, settings)
        running.append(app)
        return app

    yield start
    for app in running:
        app.stop()


SOLO_SETTINGS = {"language": "en", "animation_speed": "off", "aids": False}
"""A solitaire game in English, no animation, no previews: the quickest to drive."""


@pytest.fixture
def solo(start_app: Callable[..., RunningApp], tmp_path: Path) -> Player:
    """A player before a new solitaire game, its window ready for the keyboard."""
    player = Player(start_app(SOLO_SETTINGS), tmp_path / "shots")
    player.ready()
    return player
