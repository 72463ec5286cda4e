"""Where to save a game: one question for every Save As (a game in play, a finished game
held in memory), starting in the documents folder the system names."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QWidget

from dq_desktop.storage.paths import documents_folder
from dq_desktop.ui.common.text import translate


def ask_game_file(parent: QWidget, title: str, name: str) -> Path | None:
    """The file the player names, offered as ``name`` in the documents folder (game files
    shown); ``None`` when he cancels."""
    path, _ = QFileDialog.getSaveFileName(
        parent, title, str(documents_folder() / name),
        translate("MainWindow", "Don Quixote games (*.json)"))
    return Path(path) if path else None
