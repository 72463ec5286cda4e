"""Shared test configuration: Qt runs headless, in a home of the session's own.

Tests start the program and Qt, which write where the user's home says: Qt's settings
(a file dialog's folder history, ``QtProject.conf``), caches, the platform's folders
for a run without ``--data-dir``. The session gives them a home and XDG folders in a
temporary folder, removed at its end, so the developer's own stay untouched; the
X authority file stays the developer's (a display he named still opens)."""

import atexit
import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

# Set before any test imports Qt: every Qt test runs without a screen.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SESSION_HOME = Path(tempfile.mkdtemp(prefix="dq-desktop-tests-home-"))
_authority = Path(os.environ.get("XAUTHORITY", Path.home() / ".Xauthority"))
if _authority.is_file():
    os.environ["XAUTHORITY"] = str(_authority)
os.environ["HOME"] = str(SESSION_HOME)
for _variable, _folder in (("XDG_CONFIG_HOME", ".config"), ("XDG_DATA_HOME", ".local/share"),
                           ("XDG_STATE_HOME", ".local/state"), ("XDG_CACHE_HOME", ".cache")):
    os.environ[_variable] = str(SESSION_HOME / _folder)
atexit.register(shutil.rmtree, SESSION_HOME, ignore_errors=True)



@pytest.fixture(autouse=True)
def qt_settings_in_the_sessions_home() -> Iterator[None]:
    """A test that runs the program's start-up in this process (``main([...])``) points
    Qt's own settings at its data folder (``app.keep_qt_settings_in``), for the rest of
    the process: each test starts from the session's home again."""
    yield
    if "PySide6.QtCore" in sys.modules:  # Qt not loaded: nothing to put back
        from PySide6.QtCore import QSettings

        for kind in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
            QSettings.setPath(kind, QSettings.Scope.UserScope, os.environ["XDG_CONFIG_HOME"])

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
