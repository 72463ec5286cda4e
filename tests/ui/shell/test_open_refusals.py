"""*Game → Open*: a file that cannot be read is refused in plain words before anything is
asked, and the game on the table goes on; a good one replaces it only when the player
says so."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from dq_desktop.engine.game import Game
from dq_desktop.engine.tileset import TileSet
from dq_desktop.formats import game_record
from dq_desktop.ui.common.seats import GameSetup, Seat
from dq_desktop.ui.shell.main_window import MainWindow

Shown = list[tuple[str, str, Qt.TextFormat | None]]
"""(title, text, text format; ``None`` for a box of Qt's static functions: automatic)."""


@pytest.fixture
def shown(monkeypatch: pytest.MonkeyPatch) -> Shown:
    """Every message box; a question is answered 'Abandon it'."""
    boxes: Shown = []

    def exec_(box: QMessageBox) -> int:
        boxes.append((box.windowTitle(), box.text(), box.textFormat()))
        for button in box.buttons():
            if box.buttonRole(button) == QMessageBox.ButtonRole.DestructiveRole:
                button.click()
        return 0

    def static(parent: object, title: str, text: str, *args: object) -> object:
        boxes.append((title, text, None))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    monkeypatch.setattr(QMessageBox, "warning", static)
    return boxes


def at_stake(window: MainWindow, play_set: TileSet) -> Game:
    """A game with a tile placed: replacing it would lose it."""
    window.start(GameSetup((Seat("Ana"),), play_set, 5))
    window.controller.place(0, window.controller.game.legal_moves(0)[0])
    return window.controller.game


def open_through_the_menu(window: MainWindow, path: Path,
                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(path), ""))
    window.game_files.ask_open()


def test_a_file_that_cannot_be_read_is_refused_before_the_game_at_stake_is_questioned(
    window: MainWindow, play_set: TileSet, tmp_path: Path, shown: Shown,
    monkeypatch: pytest.MonkeyPatch
) -> None:
    game = at_stake(window, play_set)
    bad = tmp_path / "cut short.json"
    bad.write_text('{"format": "dq-game/1", "players": [', encoding="utf-8")
    open_through_the_menu(window, bad, monkeypatch)
    assert [(title, text.startswith("The file could not be read:")) for title, text, _ in shown] \
        == [("Cannot open this game", True)]
    assert str(bad) in shown[0][1] and "not JSON" in shown[0][1]
    assert window.controller.game is game
    assert bad.read_text(encoding="utf-8") == '{"format": "dq-game/1", "players": ['


def test_the_refusal_is_plain_text(
    window: MainWindow, tmp_path: Path, shown: Shown, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file's name and what it holds are shown as written, never as markup."""
    bad = tmp_path / "<b>bold<b> & <i>co.json"
    bad.write_text('{"format": "<h1>dq-game/9</h1>"}', encoding="utf-8")
    open_through_the_menu(window, bad, monkeypatch)
    [(_, text, text_format)] = shown
    assert text_format == Qt.TextFormat.PlainText
    assert bad.name in text


def test_a_fault_the_reader_did_not_foresee_is_said_and_logged(
    window: MainWindow, tmp_path: Path, shown: Shown, monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture
) -> None:
    def breaks(data: object, source: str) -> tuple[Game, list[str | None]]:
        raise RuntimeError("a fault nobody foresaw")

    monkeypatch.setattr(game_record, "game_from_record", breaks)
    path = tmp_path / "game.json"
    path.write_text("{}", encoding="utf-8")
    open_through_the_menu(window, path, monkeypatch)
    [(title, text, _)] = shown
    assert title == "Cannot open this game"
    assert str(path) in text and "RuntimeError" in text
    assert "a fault nobody foresaw" in caplog.text


def test_a_good_file_replaces_the_game_at_stake_once_the_player_says_so(
    window: MainWindow, play_set: TileSet, tmp_path: Path, shown: Shown,
    monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    saved = Game.new(play_set, 9, ["Ben", "Carla"])
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game_record.record_of_game(saved, ["human", "human"])),
                    encoding="utf-8")
    at_stake(window, play_set)
    open_through_the_menu(window, path, monkeypatch)
    assert [title for title, _, _ in shown] == ["Game in progress"]
    assert [player.name for player in window.controller.game.players] == ["Ben", "Carla"]
    assert window.game_files.save_path == path
