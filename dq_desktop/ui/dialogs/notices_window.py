"""The third-party licences: what this copy of the program ships or runs on, and under
which terms, shown as plain text (About → Third-party licences).

A bundle carries ``THIRD-PARTY-NOTICES.txt`` beside its libraries (written when it is
built, packaging/notices.py). A copy run from a Python installation has none: the
licences of the packages it runs on are read from their installed metadata instead.
"""

from __future__ import annotations

import importlib.metadata as metadata
import re
import sys
from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from dq_desktop.ui.common.window_size import fitted

NOTICES_FILE = "THIRD-PARTY-NOTICES.txt"
MAX_NOTICES_BYTES = 16 * 1024 * 1024
"""A bundle's notices are about 1 MB; a larger file is not read whole into the window."""
PROGRAM = "dq-desktop"
REQUIREMENT_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")


def bundled_notices_path() -> Path | None:
    """Where a bundle keeps its notices (PyInstaller's folder of libraries); ``None``
    when the program does not run from a bundle."""
    folder = getattr(sys, "_MEIPASS", None)
    if not getattr(sys, "frozen", False) or not isinstance(folder, str):
        return None
    return Path(folder) / NOTICES_FILE


def read_notices(path: Path) -> str | None:
    """The notices in ``path``; ``None`` if it is missing, unreadable or far too large."""
    try:
        if path.stat().st_size > MAX_NOTICES_BYTES:
            return None
        return path.read_bytes().decode("utf-8", errors="replace")
    except OSError:
        return None


def runtime_distributions(program: str = PROGRAM) -> list[metadata.Distribution]:
    """The installed distributions the program runs on: its requirements (not those of an
    extra), and theirs, in the order first met; the ones not installed are passed over."""
    found: dict[str, metadata.Distribution] = {}
    todo = [program]
    while todo:
        name = todo.pop(0)
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue
        key = re.sub(r"[-_.]+", "-", dist.metadata["Name"]).lower()
        if key in found:
            continue
        found[key] = dist
        for requirement in dist.requires or []:
            match = REQUIREMENT_NAME.match(requirement)
            if match and "extra ==" not in requirement:
                todo.append(match.group())
    return [dist for key, dist in found.items() if key != program]


def installed_notices(program: str = PROGRAM) -> str:
    """Each package the program runs on: name, version, licence, and the licence files
    it installed (a package without any is named with its licence all the same)."""
    sections = []
    for dist in runtime_distributions(program):
        meta = dist.metadata
        licence = meta["License-Expression"] or (meta["License"] or "").split("\n")[0]
        lines = [f"{meta['Name']} {dist.version}: {licence}".rstrip(": ")]
        for name in meta.get_all("License-File") or []:
            text = dist.read_text(f"licenses/{name}") or dist.read_text(name)
            if text:
                lines += ["", f"--- {name} ---", "", text.rstrip()]
        sections.append("\n".join(lines))
    return ("\n\n" + "=" * 78 + "\n\n").join(sections) + "\n"


class NoticesDialog(QDialog):
    """The licences of the software beside this program, read-only, as plain text."""

    def __init__(self, parent: QWidget | None = None, *, notices: Path | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Third-party licences"))
        self.setObjectName("noticesDialog")
        layout = QVBoxLayout(self)
        path = notices if notices is not None else bundled_notices_path()
        text = read_notices(path) if path is not None else None
        if text is not None:
            intro = self.tr(
                "Don Quixote is free software under the GNU General Public License, version "
                "3 or later. It ships the software below, each under its own licence. Qt is "
                "used under the GNU Lesser General Public License 3.0: you may replace its "
                "libraries in this copy with your own build of the same version.")
        elif path is not None:
            intro = self.tr("The licence file of this copy is missing or cannot be read. "
                            "The licences of the packages it runs on follow.")
            text = installed_notices()
        else:
            intro = self.tr(
                "This copy of Don Quixote runs from a Python installation. The licences of "
                "the packages it runs on, as they were installed, follow.")
            text = installed_notices()
        self.intro_label = QLabel(intro)
        self.intro_label.setTextFormat(Qt.TextFormat.PlainText)
        self.intro_label.setWordWrap(True)
        layout.addWidget(self.intro_label)
        self.text_view = QPlainTextEdit()
        self.text_view.setReadOnly(True)
        self.text_view.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.text_view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.text_view.setAccessibleName(self.tr("Licence texts"))
        self.text_view.setPlainText(text)
        layout.addWidget(self.text_view, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        screen = self.screen() or QGuiApplication.primaryScreen()
        wanted = QSize(760, 620)
        self.resize(fitted(wanted, screen.availableGeometry().size()) if screen else wanted)
