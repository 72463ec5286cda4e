"""The program's own name for a player stays "no name chosen" in the files, and is shown
in the language of the moment wherever it appears.

Rules checked: a game begun in French (the first game at start, New Game → OK, the
guided game) keeps "You" in its record, not "Vous"; the table shows "Vous"; a record an
older version wrote in French ("Vous") reads "Sie" in the German record book and "You" in
an English replay's scoring helper.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from dq_desktop.app import start_first_game
from dq_desktop.engine.scoring import Score
from dq_desktop.storage.entries import PlayerResult
from dq_desktop.storage.paths import DataDirs
from dq_desktop.ui.common.language import LanguageSwitcher
from dq_desktop.ui.common.user_files import UserFiles
from dq_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from dq_desktop.ui.records.games_model import player_text
from dq_desktop.ui.shell.main_window import MainWindow
from dq_desktop.ui.table.score_panel import ScorePanel


@pytest.fixture
def french(qtbot: QtBot, switcher: LanguageSwitcher, tmp_path: Path,
           monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    """A fresh data folder whose only setting is French; no message box is expected."""
    (tmp_path / "settings.json").write_text(
        '{"format": "dq-settings/1", "language": "fr", "animation_speed": "off", '
        '"guided_offered": true}')
    monkeypatch.setattr(QMessageBox, "exec", lambda box: pytest.fail(box.text()))
    window = MainWindow(animation_ms=0, bot_delay_ms=0, language=switcher,
                        files=UserFiles(DataDirs.under(tmp_path)))
    qtbot.addWidget(window)
    window.show()
    yield window
    window.controller.shut_down()


def recorded_names(window: MainWindow) -> list[str]:
    """The names the autosave keeps, after the first player's placement."""
    controller = window.controller
    controller.place(0, controller.game.legal_moves(0)[0])
    assert window.files is not None
    data = json.loads(window.files.dirs.autosave_file.read_text(encoding="utf-8"))
    return [player["name"] for player in data["players"]]


def test_the_first_game_in_french_keeps_you_and_shows_vous(french: MainWindow) -> None:
    start_first_game(french, ask=True)
    assert french.language.current == "fr"
    assert french.score_panel.title.text() == "Vous"
    assert recorded_names(french) == ["You"]


def test_new_game_in_french_keeps_you(
    french: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []

    def ok(dialog: NewGameDialog) -> int:
        shown.append(dialog.rows[0].name.text())
        return 1

    monkeypatch.setattr(NewGameDialog, "exec", ok)
    french.game_files.ask_new_game()
    assert shown == ["Vous"]
    assert recorded_names(french) == ["You"]


def test_the_guided_game_in_french_keeps_you(french: MainWindow) -> None:
    french.side.guided_game()
    assert [player.name for player in french.controller.game.players] == ["You"]


def test_an_older_french_record_reads_in_the_language_of_now(
    qtbot: QtBot, switcher: LanguageSwitcher
) -> None:
    older = PlayerResult(0, "Vous", "human", (Score(1),), 55)
    switcher.apply("de")
    assert player_text(older) == "Sie (55)"
    switcher.apply("en")
    assert player_text(older) == "You (55)"
    panel = ScorePanel()
    qtbot.addWidget(panel)
    panel.show_scores("Vous", 1, Score(1), ())
    assert panel.title.text() == "You"
