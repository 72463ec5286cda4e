"""Every action that starts a game plays at a table of one to four players, on a fresh
install too.

Rules checked: on a data folder whose Settings were never accepted (no settings file, or
``"default_players": []``), the first game at start, New Game → OK, Play this deal
again, the guided game and Open each start a game the player can play at once, at the
program's own table: one human who chose no name. A hot-seat table of the settings
(two humans) is played as it is kept.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from dq_desktop.app import start_first_game
from dq_desktop.formats.game_record import write_game
from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.storage.paths import DataDirs
from dq_desktop.ui.common.seats import HUMAN, Seat
from dq_desktop.ui.common.user_files import UserFiles
from dq_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from dq_desktop.ui.shell.main_window import MainWindow

CLASSIC = builtin_tileset("classic")
PROGRAMS_TABLE = (Seat("You", HUMAN, 0),)
"""One human who chose no name: the program's own word for a player, whatever the
language of the moment (the interface shows it in its own)."""


@pytest.fixture
def boxes(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every message box's text; none waits for a click (none is expected)."""
    shown: list[str] = []

    def record(box: QMessageBox) -> int:
        shown.append(box.text())
        return int(QMessageBox.StandardButton.No)

    def warning(parent: object, title: str, text: str, *args: object) -> object:
        shown.append(text)
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "exec", record)
    monkeypatch.setattr(QMessageBox, "warning", warning)
    monkeypatch.setattr(QMessageBox, "critical", warning)
    monkeypatch.setattr(QMessageBox, "information", warning)
    return shown


def window_on(qtbot: QtBot, folder: Path) -> Iterator[MainWindow]:
    window = MainWindow(animation_ms=0, bot_delay_ms=0, files=UserFiles(DataDirs.under(folder)))
    qtbot.addWidget(window)
    window.show()
    yield window
    window.controller.shut_down()


@pytest.fixture
def fresh(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    """A window on a data folder with no settings file: never accepted."""
    yield from window_on(qtbot, tmp_path)


@pytest.fixture
def never_accepted(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    """A data folder whose settings keep the program's own table (an empty list)."""
    (tmp_path / "settings.json").write_text(
        '{"format": "dq-settings/1", "animation_speed": "off", "default_players": []}')
    yield from window_on(qtbot, tmp_path)


def assert_playable_at(window: MainWindow, seats: tuple[Seat, ...]) -> None:
    """A game at ``seats`` has begun, and its first player places a tile with Enter."""
    controller = window.controller
    assert controller.has_game
    assert controller.seats == seats
    assert [player.name for player in controller.game.players] == [s.name for s in seats]
    placed = len(controller.game.players[0].placements)
    qtbot_free_place(window)
    assert len(controller.game.players[0].placements) == placed + 1


def qtbot_free_place(window: MainWindow) -> None:
    from PySide6.QtTest import QTest

    QTest.keyClick(window.hand_view, Qt.Key.Key_Return)


def test_the_first_game_at_start_is_the_programs_table(
    fresh: MainWindow, boxes: list[str]
) -> None:
    start_first_game(fresh, ask=True)
    assert len(boxes) == 1 and "guided first game" in boxes[0]  # offered once, declined
    assert_playable_at(fresh, PROGRAMS_TABLE)


def test_play_this_deal_again_on_a_fresh_install(fresh: MainWindow, boxes: list[str]) -> None:
    fresh.side._play_deal(77, CLASSIC, False)
    assert boxes == []
    assert_playable_at(fresh, PROGRAMS_TABLE)
    assert fresh.controller.setup.seed == 77


def test_play_this_deal_again_when_the_settings_keep_an_empty_table(
    never_accepted: MainWindow, boxes: list[str]
) -> None:
    never_accepted.side._play_deal(78, CLASSIC, True)
    assert boxes == []
    assert_playable_at(never_accepted, PROGRAMS_TABLE)


def test_new_game_ok_on_a_fresh_install(
    fresh: MainWindow, boxes: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    offered: list[list[str]] = []

    def ok(dialog: NewGameDialog) -> int:
        offered.append([row.name.text() for row in dialog.rows if row.enabled.isChecked()])
        return 1

    monkeypatch.setattr(NewGameDialog, "exec", ok)
    fresh.game_files.ask_new_game()
    assert offered == [["You"]]
    assert boxes == []
    assert_playable_at(fresh, PROGRAMS_TABLE)


def test_the_guided_game_on_a_fresh_install(fresh: MainWindow, boxes: list[str]) -> None:
    fresh.side.guided_game()
    assert boxes == []
    assert fresh.controller.seats == PROGRAMS_TABLE
    assert [player.name for player in fresh.controller.game.players] == ["You"]


def test_open_on_a_fresh_install(fresh: MainWindow, boxes: list[str], tmp_path: Path) -> None:
    from dq_desktop.engine.game import Game

    saved = tmp_path / "saved.json"
    write_game(saved, Game.new(CLASSIC, 9, ["Ana"]), ["human"])
    assert fresh.open_file(saved)
    assert boxes == []
    assert_playable_at(fresh, (Seat("Ana", HUMAN, 0),))


def test_a_hot_seat_table_of_the_settings_is_played_as_kept(
    qtbot: QtBot, tmp_path: Path, boxes: list[str]
) -> None:
    (tmp_path / "settings.json").write_text(
        '{"format": "dq-settings/1", "animation_speed": "off", "default_players": '
        '[{"name": null, "kind": "human", "colour": 0}, '
        '{"name": "Ana", "kind": "human", "colour": 2}]}')
    for window in window_on(qtbot, tmp_path):
        window.side._play_deal(5, CLASSIC, False)
        assert boxes == []
        assert_playable_at(window, (Seat("You", HUMAN, 0), Seat("Ana", HUMAN, 2)))
