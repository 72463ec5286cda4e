"""The review window: the review runs off the GUI thread with progress and Cancel; a
timeline coloured by verdict; at each placement the board as it was, the placement made
or the expert's as a ghost, the helper's changes and a sentence; keys to step."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from dq_desktop.engine.analysis import review
from dq_desktop.engine.analysis.review import Verdict
from dq_desktop.formats.game_record import read_game
from dq_desktop.ui.records.review_window import ReviewWindow
from dq_desktop.ui.records.review_words import verdict_colour

GAME = Path(__file__).parents[2] / "data" / "games" / "rulebook-andre.json"


@pytest.fixture(autouse=True)
def small_review(monkeypatch: pytest.MonkeyPatch) -> None:
    """These tests check the window, not the judgement."""
    monkeypatch.setattr(review, "EXPERT_BUDGET", 1500)
    monkeypatch.setattr(review, "REVIEW_FUTURES", 6)


@pytest.fixture
def window(qtbot: QtBot) -> ReviewWindow:
    game, _ = read_game(GAME)
    win = ReviewWindow(game, jobs=1)
    qtbot.addWidget(win)
    win.show()
    with qtbot.waitSignal(win.reviewed, timeout=60_000):
        pass
    return win


def test_the_timeline_has_a_button_per_placement_coloured_by_verdict(window: ReviewWindow) -> None:
    buttons = window.timeline.buttons
    assert len(buttons) == 22
    for button, placement in zip(buttons, window.placements, strict=True):
        assert verdict_colour(placement.verdict).name() in button.styleSheet()
    assert not window.progress.isVisible() and not window.cancel_button.isVisible()


def test_each_step_shows_the_board_as_it_was_with_the_placement_as_a_ghost(
    qtbot: QtBot, window: ReviewWindow
) -> None:
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.index == 1
    placement = window.placements[1]
    assert window.scene.field_to_fill() == placement.field
    assert window.scene.preview_tile is not None
    assert window.scene.preview_tile.tile.id == placement.played.tile
    assert str(placement.field) in window.sentence.text()
    assert "field 2 of 22" in window.caption.text()


def test_space_shows_the_experts_choice_where_it_differs(
    qtbot: QtBot, window: ReviewWindow
) -> None:
    differing = next(i for i, p in enumerate(window.placements) if p.best != p.played)
    window.go_to(differing)
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert window.showing_best
    assert window.scene.preview_tile is not None
    assert window.scene.preview_tile.tile.id == window.placements[differing].best.tile
    placement = window.placements[differing]
    named = "The expert's" if placement.best == placement.expert else "The best found"
    assert named in window.sentence.text()


def test_n_goes_to_the_next_mistake_or_blunder(qtbot: QtBot, window: ReviewWindow) -> None:
    worse = [i for i, p in enumerate(window.placements)
             if p.verdict in (Verdict.MISTAKE, Verdict.BLUNDER)]
    window.go_to(0)
    qtbot.keyClick(window, Qt.Key.Key_N)
    assert window.index == next((i for i in worse if i > 0), 0)


def test_a_review_can_be_cancelled(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(review, "EXPERT_BUDGET", 20_000)
    game, _ = read_game(GAME)
    win = ReviewWindow(game, jobs=1)
    qtbot.addWidget(win)
    win.show()
    win.cancel()
    assert not win.cancel_button.isEnabled()
    assert "cancelled" in win.progress.format()
    qtbot.waitUntil(lambda: not win.work.busy(), timeout=30_000)
    assert win.reviews == ()


def test_the_review_runs_on_worker_processes_from_the_window(qtbot: QtBot) -> None:
    game, _ = read_game(GAME)
    win = ReviewWindow(game, jobs=2)
    qtbot.addWidget(win)
    with qtbot.waitSignal(win.reviewed, timeout=120_000):
        pass
    assert len(win.placements) == 22


def test_a_record_opens_in_a_review(qtbot: QtBot) -> None:
    win = ReviewWindow.from_record(json.loads(GAME.read_text()))
    qtbot.addWidget(win)
    assert win.game.players[0].name == "André"
    win.cancel()


# --- where a review is opened from ---------------------------------------------------


def test_the_final_standings_open_a_review_of_the_game(qtbot: QtBot) -> None:
    from dq_desktop.formats.tileset_file import tileset_from_json
    from tests.boards import tileset_json
    from tests.ui.conftest import setup_of, shown_window

    window = shown_window(qtbot)
    play_set = tileset_from_json(tileset_json("play"))
    window.start(setup_of(play_set, "greedy"))
    def over() -> bool:  # the round's results wait for the player: go on past them
        if window.overlay.isVisible() and not window.controller.game.is_over:
            window.overlay.dismiss()
        return window.controller.game.is_over

    qtbot.waitUntil(over, timeout=60_000)
    qtbot.waitUntil(lambda: window.overlay.review_button.isVisible(), timeout=20_000)
    window.overlay.review_button.click()
    reviews = [w for w in window._side.replays if isinstance(w, ReviewWindow)]
    assert len(reviews) == 1 and reviews[0].game is window.controller.game
    reviews[0].cancel()
    reviews[0].close()
    window.controller.shut_down()


def test_the_replay_window_opens_a_review(qtbot: QtBot) -> None:
    from dq_desktop.ui.records.replay_window import ReplayWindow

    replay = ReplayWindow.from_record(json.loads(GAME.read_text()))
    qtbot.addWidget(replay)
    replay.show()
    assert replay.review_button.isVisible()
    replay.review_button.click()
    (opened,) = replay.findChildren(ReviewWindow)
    opened.cancel()
    opened.close()


def test_the_title_says_while_the_review_is_under_way(qtbot: QtBot) -> None:
    game, _ = read_game(GAME)
    win = ReviewWindow(game, jobs=1)
    qtbot.addWidget(win)
    assert win.windowTitle().endswith("(under way…)")
    with qtbot.waitSignal(win.reviewed, timeout=60_000):
        pass
    assert win.windowTitle() == "Review of the game"
