"""Every Save As of a game asks the same way: the name offered in the documents folder the
system names, game files shown; a cancel is no file."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog, QWidget

from dq_desktop.storage.paths import documents_folder
from dq_desktop.ui.common.game_file_dialog import ask_game_file


def test_the_question_starts_in_the_documents_folder_and_a_cancel_is_none(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    asked: list[tuple[object, ...]] = []
    answers = [str(tmp_path / "mine.json"), ""]

    def answer(*args: object) -> tuple[str, str]:
        asked.append(args)
        return answers.pop(0), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer)
    parent = QWidget()
    assert ask_game_file(parent, "Save", "game-7.json") == tmp_path / "mine.json"
    assert asked[0][1:3] == ("Save", str(documents_folder() / "game-7.json"))
    assert "*.json" in str(asked[0][3])
    assert ask_game_file(parent, "Save", "game-7.json") is None
