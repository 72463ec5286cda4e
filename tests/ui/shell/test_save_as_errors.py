"""Save As writes any name the disk takes, and says in words why a game could not be saved.

Rules checked: a file name of 255 characters is saved; a folder that is a file is said
as such (no ``[Errno 20]``, no temporary file's name).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from dq_desktop.engine.tileset import TileSet
from dq_desktop.formats.game_record import read_game
from dq_desktop.ui.shell.main_window import MainWindow
from tests.ui.conftest import HUMAN, setup_of


def test_a_name_of_255_characters_is_saved(
    window: MainWindow, play_set: TileSet, tmp_path: Path
) -> None:
    window.start(setup_of(play_set, HUMAN))
    path = tmp_path / ("game-" + "x" * 245 + ".json")
    assert len(path.name) == 255
    window.save_to(path)
    game, _ = read_game(path)
    assert game.deal.seed == window.controller.game.deal.seed


def test_a_game_that_cannot_be_saved_is_said_in_words(
    window: MainWindow, play_set: TileSet, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: shown.append(text))
    window.start(setup_of(play_set, HUMAN))
    blocker = tmp_path / "games"
    blocker.write_text("a file, not a folder")
    window.save_to(blocker / "mine.json")
    assert len(shown) == 1
    assert "a file stands where a folder should be" in shown[0]
    assert "Errno" not in shown[0] and ".mine.json." not in shown[0]
