"""Start-up: the unfinished game is named in the question, over its own board."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from dq_desktop.app import resume_question
from dq_desktop.engine.game import Game
from dq_desktop.formats.game_record import record_of_game
from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.storage.autosave import Autosave, LoadedAutosave
from dq_desktop.storage.paths import DataDirs
from dq_desktop.ui.common.dates import short_date_time
from dq_desktop.ui.common.user_files import UserFiles

CLASSIC = builtin_tileset("classic")
SAVED = datetime(2026, 11, 24, 20, 15).astimezone()


def test_the_question_names_players_field_and_date() -> None:
    game = Game.new(CLASSIC, 3, ["Ana", "Ben", "Carla"])
    for seat in range(3):
        game.place(seat, game.legal_moves(seat)[0])
    question = resume_question(LoadedAutosave(game, saved_at=SAVED))
    assert question == (f"Continue the game with Ana, Ben and Carla at field 2 of 22, "
                        f"saved {short_date_time(SAVED)}?")


def test_solitaire_says_your_game() -> None:
    game = Game.new(CLASSIC, 3, ["You"])
    question = resume_question(LoadedAutosave(game, saved_at=SAVED))
    assert question.startswith("Continue your game at field 1 of 22, saved ")


def resumed_aids(qtbot: QtBot, folder: Path, monkeypatch: pytest.MonkeyPatch,
                 record: dict[str, Any]) -> tuple[set[int], list[frozenset[int]]]:
    """Start on ``folder`` whose autosave holds ``record``, say Yes to the question:
    the seats marked assisted, and those the autosave held when the question came."""
    from dq_desktop import app
    from dq_desktop.app import start_first_game
    from dq_desktop.ui.shell.main_window import MainWindow

    dirs = DataDirs.under(folder)
    dirs.settings_file.write_text('{"format": "dq-settings/1", "animation_speed": "off"}')
    dirs.autosave_file.write_text(json.dumps(record))
    asked: list[frozenset[int]] = []

    def answer(window: object, question: str) -> bool:
        asked.append(frozenset(Autosave(dirs.autosave_file).load().assisted))
        return True

    monkeypatch.setattr(app, "_wants_to_resume", answer)
    window = MainWindow(animation_ms=0, bot_delay_ms=0, files=UserFiles(dirs))
    qtbot.addWidget(window)
    window.show()
    start_first_game(window, ask=True)
    assisted = set(window.controller.assisted)
    window.close()
    return assisted, asked


def test_a_resumed_hot_seat_game_is_assisted_for_the_seat_that_took_an_aid_only(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """And the autosave says so from the first moment, before the question is answered."""
    game = Game.new(CLASSIC, 3, ["Ana", "Ben"])
    for seat in range(2):
        game.place(seat, game.legal_moves(seat)[0])
    record = record_of_game(game, ["human", "human"]) | {"assisted": True,
                                                          "assisted_seats": [1]}
    assert resumed_aids(qtbot, tmp_path, monkeypatch, record) == ({1}, [{1}])


def test_an_older_autosaves_assisted_game_resumes_assisted_for_its_humans(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = Game.new(CLASSIC, 3, ["Ana", "Bot"])
    for seat in range(2):
        game.place(seat, game.legal_moves(seat)[0])
    record = record_of_game(game, ["human", "bot:greedy"]) | {"assisted": True}
    assert resumed_aids(qtbot, tmp_path, monkeypatch, record) == ({0}, [{0}])


def test_the_first_window_fits_a_small_screen() -> None:
    from PySide6.QtCore import QSize

    from dq_desktop.app import first_size

    assert first_size(QSize(1920, 1050)) == QSize(1280, 800)
    assert first_size(QSize(1024, 610)) == QSize(1024, 610)
