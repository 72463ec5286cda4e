"""Saving and opening a game keeps what the program says about it.

Rules checked: a game saved after a hint or a take-back opens assisted, for the seats
that used the aid only; a file from an older version (no mark) opens unaided, and one
whose mark is the first form (``true``) opens assisted for every human; the guided game
saved and opened is still the guided game (never recorded); a finished game opens on its
final standings, which offer its review.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from dq_desktop.engine.tileset import TileSet
from dq_desktop.formats.game_record import record_of_game
from dq_desktop.ui.common.seats import GameSetup
from dq_desktop.ui.shell.main_window import MainWindow
from tests.ui.conftest import setup_of

FINISHED = Path(__file__).parents[2] / "data" / "games" / "rulebook-andre.json"


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


def test_a_finished_game_opens_on_its_standings_and_offers_its_review(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Game → Open of a finished game: the final standings (its bands, no personal best
    nor expert's total: it was not played here), and Review the game opens its review."""
    from dq_desktop.engine.analysis import review
    from dq_desktop.ui.coach.review_window import ReviewWindow

    monkeypatch.setattr(review, "EXPERT_BUDGET", 1500)
    monkeypatch.setattr(review, "REVIEW_FUTURES", 6)
    window = MainWindow(animation_ms=0, bot_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    assert window.open_file(FINISHED)
    overlay = window.overlay
    assert window.controller.game.is_over
    assert overlay.isVisible() and overlay.title.text() == "Final standings"
    assert overlay.review_button.isVisible()
    notes = overlay.notes.text()
    assert notes.startswith("André: 57 point"), notes
    assert "personal best" not in notes and "expert" not in notes
    overlay.review_button.click()
    reviews = [w for w in window._side.replays if isinstance(w, ReviewWindow)]
    assert len(reviews) == 1 and reviews[0].game is window.controller.game
    reviews[0].cancel()
    reviews[0].close()
    window.close()


def test_a_game_in_progress_opens_without_standings(
    qtbot: QtBot, tmp_path: Path, play_set: TileSet
) -> None:
    window = window_playing(qtbot, setup_of(play_set, "human"))
    place_first_move(window, 0)
    path = tmp_path / "game.json"
    window.save_to(path)
    assert window.open_file(path)
    assert not window.overlay.isVisible()
    window.close()
