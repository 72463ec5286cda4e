"""The count is not spoiled: while a round is counted, the seat cards and the helper's
"Total of scored rounds" show the totals before the round, until the count reaches them
(a board not counted on screen, a computer's: until the counting ends)."""

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


def cards_drawn(window: MainWindow) -> list[str]:
    return [card.total.text().split()[0] for card in window.cards]  # "12 points"


def so_far_drawn(window: MainWindow) -> str:
    return window.score_panel.so_far.text()


def play_to_round_end(qtbot: QtBot, window: MainWindow, number: int) -> None:
    controller, game = window.controller, window.controller.game
    while len(game.players[0].scores) < number:
        seat = controller.active_seat
        if controller.seats[seat].is_human:
            controller.place(seat, max(game.legal_moves(seat),  # points to count
                                       key=lambda move: game.preview(seat, move).total))
        else:
            qtbot.waitUntil(lambda seat=seat: controller.active_seat != seat or bool(
                len(game.players[0].scores) >= number))
        if window.overlay.isVisible():
            window.overlay.dismiss()
        while window.moment.running and len(game.players[0].scores) < number:
            window.moment.skip()


def test_cards_and_total_wait_for_the_count(qtbot: QtBot, animated: MainWindow,
                                            play_set: TileSet) -> None:
    window = animated
    window.start(setup_of(play_set, HUMAN, HUMAN, "greedy", seed=9))
    game = window.controller.game
    play_to_round_end(qtbot, window, 1)
    QTest.keyClick(window.board_view, Qt.Key.Key_Space)
    QTest.keyClick(window.board_view, Qt.Key.Key_Space)
    window.overlay.dismiss()
    play_to_round_end(qtbot, window, 2)  # round 2 is counted now
    before = [sum(s.total for s in p.scores[:1]) for p in game.players]
    after = [p.total for p in game.players]
    assert before != after
    assert window.moment.running and window.counted_seat == 0
    assert cards_drawn(window) == [str(t) for t in before]
    assert so_far_drawn(window) == f"Total of scored rounds: {before[0]}"

    QTest.keyClick(window.board_view, Qt.Key.Key_Space)  # P1's count reaches its end
    assert window.moment.running and window.counted_seat == 1
    assert cards_drawn(window) == [str(after[0]), str(before[1]), str(before[2])]
    assert so_far_drawn(window) == f"Total of scored rounds: {before[1]}"

    QTest.keyClick(window.board_view, Qt.Key.Key_Space)  # and P2's: the counting is over
    assert window.overlay.isVisible()
    assert cards_drawn(window) == [str(t) for t in after]
    assert so_far_drawn(window) == f"Total of scored rounds: {after[1]}"


def test_the_total_of_scored_rounds_counts_up_with_the_count(
        qtbot: QtBot, play_set: TileSet) -> None:
    window = shown_window(qtbot, animation_ms=30)  # every frame of the count, quickly
    window.start(setup_of(play_set, HUMAN, seed=9))
    play_to_round_end(qtbot, window, 1)
    seen: list[str] = []
    window.moment.timer.timeout.connect(lambda: seen.append(so_far_drawn(window)))
    qtbot.waitUntil(window.overlay.isVisible, timeout=30_000)
    total = window.controller.game.players[0].total
    assert total > 0
    assert seen[0] == "Total of scored rounds: 0"
    assert seen[-1] == f"Total of scored rounds: {total}"
    values = [int(text.rsplit(" ", 1)[1]) for text in seen]
    assert values == sorted(values)
    window.controller.shut_down()
