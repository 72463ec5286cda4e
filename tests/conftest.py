"""Shared test configuration: Qt runs headless, and boards come from notation."""

import os

# Set before any test imports Qt: every Qt test runs without a screen.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
