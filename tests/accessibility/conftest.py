"""The accessibility suite: skipped with one line when this machine lacks the X server,
D-Bus, AT-SPI or pyatspi; ``.ci/run`` installs them and sets
DQ_DESKTOP_REAL_DISPLAY=required, so in CI a missing tool fails instead."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator

import pytest

from tests.accessibility.bus import AccessibilityBus, missing_tools
from tests.display.desktop import REQUIRED_ENV, XServer


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/accessibility/" in str(item.path).replace("\\", "/"):
            item.add_marker(pytest.mark.display)


def _require_tools() -> None:
    if not sys.platform.startswith("linux"):
        reason = "no accessibility bus: the suite drives AT-SPI, on Linux only"
    else:
        lacking = missing_tools()
        reason = f"no accessibility bus: {', '.join(lacking)} not installed" if lacking else ""
    if reason:
        if os.environ.get(REQUIRED_ENV) == "required":
            pytest.fail(f"{reason} (and {REQUIRED_ENV}=required)")
        pytest.skip(reason)


@pytest.fixture
def bus() -> Iterator[AccessibilityBus]:
    """An X server with a session bus and AT-SPI's bus, for one test."""
    _require_tools()
    server = XServer.start(1280, 800)
    started = AccessibilityBus.start(server)
    yield started
    started.stop()
    server.stop()
