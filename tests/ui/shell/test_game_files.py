"""Saving and opening a game keeps what the program says about it.

Rules checked: a game saved after a hint or a take-back opens assisted, for the seats
that used the aid only; a file from an older version (no mark) opens unaided, and one
whose mark is the first form (``true``) opens assisted for every human; the guided game
saved and opened is still the guided game (never recorded).
"""

from __future__ import annotations

import json
from pathlib import Path

from pytestqt.qtbot import QtBot

from dq_desktop.engine.tileset import TileSet
from dq_desktop.formats.game_record import record_of_game
from dq_desktop.ui.common.seats import GameSetup
from dq_desktop.ui.shell.main_window import MainWindow
from tests.ui.conftest import setup_of


def window_playing(qtbot: QtBot, setup: GameSetup) -> MainWindow:
    window = MainWindow(animation_ms=0, bot_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.start(setup)
    return window


def place_first_move(window: MainWindow, seat: int) -> None:
    controller = window.controller
    assert controller.place(seat, controller.game.legal_moves(seat)[0]) is not None


def test_a_game_saved_after_a_hint_opens_assisted_for_that_seat_only(
    qtbot: QtBot, tmp_path: Path, play_set: TileSet
) -> None:
    window = window_playing(qtbot, setup_of(play_set, "human", "human"))
    place_first_move(window, 0)
    window.controller.mark_assisted(1)  # Ben asked for a hint
    path = tmp_path / "game.json"
    window.save_to(path)

    window.start(setup_of(play_set, "human", "human", seed=6))
    assert window.controller.assisted == set()
    assert window.open_file(path)
    assert window.controller.assisted == {1}
    window.close()


def test_a_game_saved_after_a_take_back_opens_assisted(
    qtbot: QtBot, tmp_path: Path, play_set: TileSet
) -> None:
    window = window_playing(qtbot, setup_of(play_set, "human"))
    place_first_move(window, 0)
    assert window.controller.take_back(0)
    place_first_move(window, 0)
    path = tmp_path / "game.json"
    window.save_to(path)
    window.start(setup_of(play_set, "human", seed=6))
    assert window.open_file(path)
    assert window.controller.assisted == {0}
    window.close()


def test_a_file_without_the_mark_opens_unaided_and_the_first_form_marks_the_humans(
    qtbot: QtBot, tmp_path: Path, play_set: TileSet
) -> None:
    window = window_playing(qtbot, setup_of(play_set, "human", "greedy"))
    place_first_move(window, 0)
    qtbot.waitUntil(lambda: window.controller.active_seat == 0)  # the computer placed
    record = record_of_game(window.controller.game, ["human", "bot:greedy"])
    older = tmp_path / "older.json"
    older.write_text(json.dumps(record))
    first_form = tmp_path / "first-form.json"
    first_form.write_text(json.dumps(record | {"assisted": True}))

    window.controller.mark_assisted(0)
    assert window.open_file(older)
    assert window.controller.assisted == set()
    assert window.open_file(first_form)
    assert window.controller.assisted == {0}
    window.close()


def test_the_guided_game_saved_and_opened_is_still_the_guided_game(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = MainWindow(animation_ms=0, bot_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.side.guided_game()
    place_first_move(window, 0)
    path = tmp_path / "guided.json"
    window.save_to(path)
    assert json.loads(path.read_text())["guided"] is True

    window.start(setup_of(window.controller.game.tileset, "human"))
    assert not window.controller.setup.guided
    assert window.open_file(path)
    assert window.controller.setup.guided
    window.close()
