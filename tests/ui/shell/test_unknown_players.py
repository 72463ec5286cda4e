"""A computer player this version does not know never sits at the table.

Rules checked: a kind the program does not know (``"grandmaster"``: a newer version's, or
a hand edit) in the settings' default table, in an unfinished game's autosave or in a
game file opened is refused when the table is made: the normal computer player plays
that seat, and the player is told so, once, in words naming both (at start, in the
resume question, after Open; the New Game dialog shows it beside the table). The game
then goes on: the stand-in places its tiles.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QMessageBox
from pytestqt.qtbot import QtBot

from dq_desktop.app import start_first_game
from dq_desktop.engine.game import Game
from dq_desktop.formats.game_record import record_of_game, write_game
from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.storage.paths import DataDirs
from dq_desktop.ui.common.seats import HUMAN, GameSetup, Seat
from dq_desktop.ui.common.user_files import UserFiles
from dq_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from dq_desktop.ui.shell.main_window import MainWindow

CLASSIC = builtin_tileset("classic")
NEWER_TABLE = (
    '{"format": "dq-settings/1", "animation_speed": "off", "guided_offered": true, '
    '"default_players": ['
    '{"name": null, "kind": "human", "colour": 0}, '
    '{"name": "Rocinante", "kind": "grandmaster", "colour": 1}]}'
)


@pytest.fixture
def boxes(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every message box's text; a question is answered Yes, none waits for a click."""
    shown: list[str] = []

    def record(box: QMessageBox) -> int:
        shown.append(box.text())
        yes: QAbstractButton | None = box.button(QMessageBox.StandardButton.Yes)
        if yes is not None:
            yes.click()
            return int(QMessageBox.StandardButton.Yes)
        return int(QMessageBox.StandardButton.Ok)

    def told(parent: object, title: str, text: str, *args: object) -> object:
        shown.append(text)
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "exec", record)
    for name in ("warning", "critical", "information"):
        monkeypatch.setattr(QMessageBox, name, told)
    return shown


def window_on(qtbot: QtBot, folder: Path) -> Iterator[MainWindow]:
    window = MainWindow(animation_ms=0, bot_delay_ms=0, files=UserFiles(DataDirs.under(folder)))
    qtbot.addWidget(window)
    window.show()
    yield window
    window.controller.shut_down()


@pytest.fixture
def newer_settings(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    (tmp_path / "settings.json").write_text(NEWER_TABLE)
    yield from window_on(qtbot, tmp_path)


def computer_plays_on(qtbot: QtBot, window: MainWindow, seat: int) -> None:
    """The human places, and the computer at ``seat`` places its own tile in turn."""
    controller = window.controller
    game = controller.game
    before = len(game.players[seat].placements)
    if controller.active_seat != seat:
        human = controller.active_seat
        assert controller.place(human, game.legal_moves(human)[0]) is not None
    qtbot.waitUntil(lambda: len(game.players[seat].placements) == before + 1, timeout=20_000)


def test_the_settings_table_at_start_is_played_by_a_stand_in_and_said(
    qtbot: QtBot, newer_settings: MainWindow, boxes: list[str]
) -> None:
    start_first_game(newer_settings, ask=True)
    assert len(boxes) == 1 and "grandmaster" in boxes[0] and "normal" in boxes[0]
    assert newer_settings.controller.seats == (Seat("You", HUMAN, 0),
                                               Seat("Rocinante", "normal", 1))
    computer_plays_on(qtbot, newer_settings, 1)
    assert boxes[1:] == []


def test_play_this_deal_again_plays_the_stand_in(
    qtbot: QtBot, newer_settings: MainWindow, boxes: list[str]
) -> None:
    newer_settings.side._play_deal(12, CLASSIC, False)
    assert newer_settings.controller.seats[1] == Seat("Rocinante", "normal", 1)
    computer_plays_on(qtbot, newer_settings, 1)
    assert all("stopped" not in text for text in boxes)


def test_new_game_shows_why_the_seat_changed(
    newer_settings: MainWindow, boxes: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[tuple[str, str, bool]] = []

    def ok(dialog: NewGameDialog) -> int:
        seen.append((str(dialog.rows[1].kind.currentData()), dialog.stand_ins.text(),
                     dialog.stand_ins.isVisibleTo(dialog)))
        return 1

    monkeypatch.setattr(NewGameDialog, "exec", ok)
    newer_settings.game_files.ask_new_game()
    kind, why, shown = seen[0]
    assert kind == "normal" and shown
    assert "grandmaster" in why and "Rocinante" in why
    assert newer_settings.controller.seats[1].kind == "normal"


def test_a_newer_versions_autosave_is_offered_with_the_stand_in(
    qtbot: QtBot, tmp_path: Path, boxes: list[str]
) -> None:
    game = Game.new(CLASSIC, 31, ["Ana", "Rocinante"])
    game.place(0, game.legal_moves(0)[0])  # the computer's turn when resumed
    (tmp_path / "settings.json").write_text(
        '{"format": "dq-settings/1", "guided_offered": true}')
    (tmp_path / "autosave.json").write_text(
        json.dumps(record_of_game(game, ["human", "bot:grandmaster"])))
    for window in window_on(qtbot, tmp_path):
        start_first_game(window, ask=True)
        question = boxes[0]
        assert "Continue" in question and "grandmaster" in question and "normal" in question
        assert window.controller.seats[1] == Seat("Rocinante", "normal", 1)
        computer_plays_on(qtbot, window, 1)
        assert boxes[1:] == []


def test_opening_a_newer_versions_game_says_who_plays_the_seat(
    qtbot: QtBot, tmp_path: Path, boxes: list[str]
) -> None:
    saved = tmp_path / "newer.json"
    write_game(saved, Game.new(CLASSIC, 8, ["Ana", "Quixote"]), ["human", "bot:grandmaster"])
    (tmp_path / "settings.json").write_text(
        '{"format": "dq-settings/1", "guided_offered": true}')
    for window in window_on(qtbot, tmp_path):
        assert window.open_file(saved)
        assert len(boxes) == 1 and "grandmaster" in boxes[0] and "Quixote" in boxes[0]
        computer_plays_on(qtbot, window, 1)
        assert boxes[1:] == []


def test_the_settings_dialog_shows_the_stand_in_not_a_human(qtbot: QtBot) -> None:
    """Before, the unknown player's row showed "Human": OK in Settings made it one."""
    from dq_desktop.storage.settings import SeatSettings, Settings
    from dq_desktop.ui.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog(Settings(default_players=[
        SeatSettings(), SeatSettings(name="Rocinante", kind="grandmaster", colour=1)]))
    qtbot.addWidget(dialog)
    assert dialog.rows[1].kind.currentData() == "normal"
    assert dialog.chosen().default_players[1].kind == "normal"


def test_new_game_during_the_stand_ins_game_still_says_why(
    newer_settings: MainWindow, boxes: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """New Game offers the table in play; its seat played by the stand-in is explained,
    a seat the player changed since is not."""
    seen: list[str] = []

    def ok(dialog: NewGameDialog) -> int:
        seen.append(dialog.stand_ins.text() if dialog.stand_ins.isVisibleTo(dialog) else "")
        return 1

    monkeypatch.setattr(NewGameDialog, "exec", ok)
    start_first_game(newer_settings, ask=True)
    newer_settings.game_files.ask_new_game()
    assert "grandmaster" in seen[0]
    newer_settings.start(GameSetup((Seat("You", HUMAN, 0), Seat("Rocinante", "expert", 1)),
                                   CLASSIC, 4))
    newer_settings.game_files.ask_new_game()
    assert seen[1] == ""
