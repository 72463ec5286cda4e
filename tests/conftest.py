"""Shared test configuration: Qt runs headless, and boards come from notation."""

import os

# Set before any test imports Qt: every Qt test runs without a screen.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


import pytest

SLOW_FOLDERS = ("tests/robustness/", "tests/display/", "tests/accessibility/")
"""Whole suites of minutes: monkey and memory runs, and the real-display and screen-reader
games (Xvfb, xdotool, AT-SPI)."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Tests under tests/robustness carry the ``robustness`` marker, and they and the
    real-display suites the ``slow`` one, as do single tests of more than about three
    seconds (marked where they stand): ``-m "not slow"`` is the quick run.
    """
    for item in items:
        path = str(item.path).replace("\\", "/")
        if "tests/robustness/" in path:
            item.add_marker(pytest.mark.robustness)
        if any(folder in path for folder in SLOW_FOLDERS):
            item.add_marker(pytest.mark.slow)
