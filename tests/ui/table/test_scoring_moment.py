"""After a round the scoring is shown on the board category by category, counting up,
then the round's total; a key or a click skips it; with animations off it is instant;
the results card and the computer players wait for it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from dq_desktop.engine.scoring import Score
from dq_desktop.engine.tileset import TileSet
from dq_desktop.ui.shell.main_window import MainWindow
from dq_desktop.ui.table.score_panel import CATEGORIES
from dq_desktop.ui.table.scoring_moment import FRAMES_PER_CATEGORY, frames
from tests.ui.conftest import setup_of, shown_window


def test_each_category_is_lit_and_counted_up_in_turn_then_the_total() -> None:
    score = Score(1, castle6=6, churches=4, windmills=2)
    steps = frames(score)
    lit = [key for key, _ in steps]
    expected = [key for key in CATEGORIES for _ in range(FRAMES_PER_CATEGORY)]
    assert lit == [*expected, *[None] * FRAMES_PER_CATEGORY]  # the total lights nothing
    churches = [shown["churches"] for key, shown in steps if key == "churches"]
    assert churches == sorted(churches) and churches[-1] == 4  # counts up to its points
    final = steps[-1][1]
    assert final == {key: score.as_dict()[key] for key in (*CATEGORIES, "total")}
    assert final["total"] == 12


@pytest.fixture
def animated(qtbot: QtBot) -> Iterator[MainWindow]:
    window = shown_window(qtbot, animation_ms=300)
    yield window
    window.controller.shut_down()


def test_the_results_card_and_the_computers_wait_until_a_key_skips_the_moment(
    qtbot: QtBot, animated: MainWindow, play_set: TileSet
) -> None:
    view = animated.view
    with qtbot.waitSignal(animated.controller.roundScored, timeout=60_000):
        animated.start(setup_of(play_set, "greedy"))
    assert view.moment.running
    assert not view.overlay.isVisible()
    assert animated.controller.paused  # the computer player waits
    QTest.keyClick(view.hand_view, Qt.Key.Key_Space)
    assert not view.moment.running
    assert view.overlay.isVisible()
    assert view.score_panel.caption.text() == "Round 1 result:"  # under the results card
    view.overlay.dismiss()
    assert view.score_panel.caption.text().startswith("Round 2")  # then the round now


@pytest.mark.slow
def test_the_moment_runs_its_course_and_the_card_follows(
    qtbot: QtBot, animated: MainWindow, play_set: TileSet
) -> None:
    view = animated.view
    with qtbot.waitSignal(animated.controller.roundScored, timeout=60_000):
        animated.start(setup_of(play_set, "greedy"))
    qtbot.waitUntil(view.overlay.isVisible, timeout=30_000)
    assert not view.moment.running


def test_with_animations_off_the_card_comes_at_once(
    qtbot: QtBot, window: MainWindow, play_set: TileSet
) -> None:
    with qtbot.waitSignal(window.controller.roundScored, timeout=60_000):
        window.start(setup_of(play_set, "greedy"))
    assert not window.view.moment.running
    assert window.view.overlay.isVisible()
