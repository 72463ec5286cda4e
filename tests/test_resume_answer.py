"""The question "Continue your game…?" at start: only No gives the unfinished game up.
Escape (or closing the question) keeps it, and so does no answer at all: when the display
went away under the question, Qt ended the event loop, the question returned unanswered,
and the new deal that followed took the unfinished game's place in the autosave."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from dq_desktop.app import start_first_game
from dq_desktop.engine.game import Game
from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.storage.autosave import Autosave
from dq_desktop.storage.paths import DataDirs
from dq_desktop.ui.common.user_files import UserFiles
from dq_desktop.ui.shell.main_window import MainWindow


def no_answer(box: QMessageBox) -> None:
    box.done(0)  # what an event loop ended under the question leaves: no button clicked


def escape(box: QMessageBox) -> None:
    QTest.keyClick(box, Qt.Key.Key_Escape)


def say_no(box: QMessageBox) -> None:
    button = box.button(QMessageBox.StandardButton.No)
    assert button is not None
    button.click()


@pytest.mark.parametrize(("answer", "kept"), [(no_answer, True), (escape, True),
                                               (say_no, False)])
def test_only_no_gives_the_unfinished_game_up(
    qtbot: QtBot, tmp_path: Path, answer: Callable[[QMessageBox], None], kept: bool
) -> None:
    dirs = DataDirs.under(tmp_path)
    dirs.settings_file.write_text('{"format": "dq-settings/1", "animation_speed": "off",'
                                  ' "guided_offered": true}')
    game = Game.new(builtin_tileset("classic"), 41, ["Ana"])
    while game.step < 3:
        game.place(0, game.legal_moves(0)[0])
    Autosave(dirs.autosave_file).save(game, ["human"])
    window = MainWindow(animation_ms=0, bot_delay_ms=0, files=UserFiles(dirs))
    qtbot.addWidget(window)
    window.show()
    answered: list[str] = []

    def when_asked() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, when_asked)
            return
        answered.append(box.text())
        answer(box)

    QTimer.singleShot(0, when_asked)
    start_first_game(window, ask=True)
    assert answered and "field 4 of 22" in answered[0]
    shown = window.controller.game
    saved = Autosave(dirs.autosave_file).load().game  # an untouched new deal is not offered
    if kept:
        assert (shown.deal.seed, shown.step) == (game.deal.seed, 3)
        assert saved is not None and (saved.deal.seed, saved.step) == (game.deal.seed, 3)
    else:
        assert shown.step == 0 and saved is None
    window.close()
