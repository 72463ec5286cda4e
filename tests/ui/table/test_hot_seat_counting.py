"""Hot-seat: at a round's end each human sees his own board counted, one after another,
then the results card; nothing of the next round (its banner, its hand, its field to
fill, "to place") shows until the card is dismissed."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from dq_desktop.engine.tileset import TileSet
from dq_desktop.ui.shell.main_window import MainWindow
from tests.ui.conftest import HUMAN, setup_of, shown_window


@pytest.fixture
def animated(qtbot: QtBot) -> Iterator[MainWindow]:
    window = shown_window(qtbot, animation_ms=300)
    yield window
    window.controller.shut_down()


@pytest.fixture
def counting(animated: MainWindow, play_set: TileSet) -> MainWindow:
    """Two humans at the end of round 1: its counting has begun."""
    animated.start(setup_of(play_set, HUMAN, HUMAN))
    play_round_one(animated)
    return animated


def play_round_one(window: MainWindow) -> None:
    """The humans place in turn until round 1 is scored."""
    controller = window.controller
    game = controller.game
    while not game.players[0].scores:
        seat = controller.active_seat
        assert controller.place(seat, game.legal_moves(seat)[0]) is not None


def nothing_of_the_next_round(window: MainWindow) -> bool:
    fields_to_fill = [item for scene in window.scenes for item in scene.items_by_field.values()
                      if item.to_fill]
    round_two = window.score_panel.round_labels[1]
    return (window.hand_view.model().rowCount() == 0 and fields_to_fill == []
            and "Round 2" not in window.banner.text()
            and all(scene.preview_tile is None for scene in window.scenes)
            and all(card.status.text() == "" for card in window.cards)  # no "to place"
            and not round_two.font().bold() and not round_two.isEnabled())


def test_each_human_sees_his_own_board_counted_then_the_card(counting: MainWindow) -> None:
    window = counting
    assert window.moment.running
    assert window.counted_seat == 0 and window.board_view.scene() is window.scenes[0]
    assert window.banner.isVisible()
    assert window.banner.text() == "Round 1 is counted — P1's principality"
    assert nothing_of_the_next_round(window)
    assert not window.overlay.isVisible()

    QTest.keyClick(window.board_view, Qt.Key.Key_Space)  # the first human has seen his
    assert window.moment.running
    assert window.counted_seat == 1 and window.board_view.scene() is window.scenes[1]
    assert window.banner.text() == "Round 1 is counted — P2's principality"
    assert window.score_panel.caption.isVisible()
    assert nothing_of_the_next_round(window)
    assert not window.overlay.isVisible()

    QTest.keyClick(window.board_view, Qt.Key.Key_Space)
    assert not window.moment.running
    assert window.overlay.isVisible()  # the results card, still over this round
    assert nothing_of_the_next_round(window)
    window.overlay.dismiss()
    assert window.counted_seat is None
    assert window.hand_view.isVisible()
    assert window.banner.text().startswith("Round 2 · field 10 of 22 — P1, place a tile")


@pytest.mark.slow
def test_the_counting_runs_its_course_for_both_humans(
    qtbot: QtBot, animated: MainWindow, play_set: TileSet
) -> None:
    window = animated
    window.start(setup_of(play_set, HUMAN, HUMAN))
    counted: list[int] = []
    window.moment.timer.timeout.connect(
        lambda: counted.append(window.counted_seat) if window.counted_seat is not None
        and window.counted_seat not in counted else None)
    play_round_one(window)
    qtbot.waitUntil(window.overlay.isVisible, timeout=30_000)
    assert counted == [0, 1]


def test_a_solitaire_round_is_counted_once_on_the_players_board(
    animated: MainWindow, play_set: TileSet
) -> None:
    window = animated
    window.start(setup_of(play_set, HUMAN))
    play_round_one(window)
    assert window.counted_seat == 0
    assert window.banner.text() == "Round 1 is counted — your principality"
    assert nothing_of_the_next_round(window)
    QTest.keyClick(window.board_view, Qt.Key.Key_Space)
    assert window.overlay.isVisible()
    window.hint.ask()  # under the results card the next field is not in sight: no hint
    assert window.controller.assisted == set() and nothing_of_the_next_round(window)
    window.overlay.dismiss()
    assert window.counted_seat is None and window.hand_view.isVisible()


def test_a_new_game_during_the_counting_forgets_it(
    counting: MainWindow, play_set: TileSet
) -> None:
    window = counting
    window.start(setup_of(play_set, HUMAN))
    assert not window.moment.running and window.counted_seat is None
    assert not window.overlay.isVisible() and window.hand_view.isVisible()
