"""Shared test configuration: Qt runs headless, and boards come from notation."""

import os

# Set before any test imports Qt: every Qt test runs without a screen.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


import pytest


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Tests under tests/robustness carry the ``robustness`` marker.

    They run by default; ``-m "not robustness"`` skips them for a quick run.
    """
    for item in items:
        if "tests/robustness/" in str(item.path).replace("\\", "/"):
            item.add_marker(pytest.mark.robustness)
