"""About → Third-party licences shows a bundle's notices file as plain text, and, for a
copy run from a Python installation, the licences its packages installed."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from dq_desktop.ui.dialogs import notices_window
from dq_desktop.ui.dialogs.notices_window import (
    NoticesDialog,
    bundled_notices_path,
    installed_notices,
    read_notices,
    runtime_distributions,
)


def test_a_bundles_notices_are_shown_as_plain_text(qtbot: QtBot, tmp_path: Path) -> None:
    notices = tmp_path / "THIRD-PARTY-NOTICES.txt"
    notices.write_text("THIRD-PARTY NOTICES\n<b>not bold</b>\n1. PySide6 6.11.3: LGPL-3.0\n")
    dialog = NoticesDialog(notices=notices)
    qtbot.addWidget(dialog)
    assert dialog.text_view.toPlainText() == notices.read_text()
    assert dialog.text_view.isReadOnly()
    assert dialog.intro_label.textFormat() == Qt.TextFormat.PlainText
    assert "Lesser General Public License" in dialog.intro_label.text()


def test_a_missing_notices_file_falls_back_to_the_installed_licences(
    qtbot: QtBot, tmp_path: Path
) -> None:
    dialog = NoticesDialog(notices=tmp_path / "gone.txt")
    qtbot.addWidget(dialog)
    assert "missing" in dialog.intro_label.text()
    assert "pydantic" in dialog.text_view.toPlainText()


def test_run_from_python_the_dialog_says_so_and_lists_the_packages(qtbot: QtBot) -> None:
    assert bundled_notices_path() is None  # the tests do not run from a bundle
    dialog = NoticesDialog()
    qtbot.addWidget(dialog)
    assert "Python installation" in dialog.intro_label.text()
    assert "PySide6" in dialog.text_view.toPlainText()


def test_in_a_bundle_the_notices_are_beside_its_libraries(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert bundled_notices_path() == tmp_path / "THIRD-PARTY-NOTICES.txt"


def test_the_packages_the_program_runs_on_are_its_requirements_and_theirs() -> None:
    names = {dist.metadata["Name"].lower().replace("_", "-") for dist in runtime_distributions()}
    assert {"pyside6-essentials", "shiboken6", "pydantic", "pydantic-core",
            "platformdirs"} <= names
    assert "pytest" not in names  # an extra's requirement, not the program's
    assert "dq-desktop" not in names


def test_each_package_comes_with_its_licence_texts() -> None:
    text = installed_notices()
    assert "platformdirs" in text and "MIT" in text
    assert "--- LICENSE ---" in text
    assert "Permission is hereby granted" in text  # pydantic's own licence file


def test_a_notices_file_far_too_large_is_not_read(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    notices = tmp_path / "THIRD-PARTY-NOTICES.txt"
    notices.write_text("x" * 200)
    monkeypatch.setattr(notices_window, "MAX_NOTICES_BYTES", 100)
    assert read_notices(notices) is None
    monkeypatch.setattr(notices_window, "MAX_NOTICES_BYTES", 1000)
    assert read_notices(notices) == "x" * 200
