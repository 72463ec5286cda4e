"""The test session runs in a home of its own (tests/conftest.py): what the program and Qt
write for a user — Qt's file dialog history above all — never reaches the developer's."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings

from dq_desktop.storage.paths import DataDirs
from tests.conftest import SESSION_HOME


def test_qts_own_settings_would_be_written_in_the_sessions_home() -> None:
    """Where a file dialog opened by a test without the program's start-up writes."""
    written = Path(QSettings(QSettings.Scope.UserScope, "QtProject").fileName())
    assert written.is_relative_to(SESSION_HOME)


def test_the_platforms_folders_are_the_sessions() -> None:
    """A run without --data-dir (the self-test, a command) writes there."""
    assert Path(os.environ["HOME"]) == SESSION_HOME
    assert all(folder.is_relative_to(SESSION_HOME) for folder in DataDirs.platform())
