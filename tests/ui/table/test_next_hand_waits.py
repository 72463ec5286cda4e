"""A player who fills a round's last field before the computers sees nothing of the next
round's hand, not even greyed, until the round is counted and its card dismissed."""

from __future__ import annotations

from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from dq_desktop.ui.shell.main_window import MainWindow
from tests.ui.conftest import HUMAN, setup_of


def tiles_drawn(window: MainWindow) -> int:
    """How many pixels of the hand differ from its background: none when no tile shows."""
    image: QImage = window.hand_view.viewport().grab().toImage()
    background = image.pixel(1, 1)
    return sum(1 for y in range(0, image.height(), 2) for x in range(0, image.width(), 2)
               if image.pixel(x, y) != background)


def test_the_next_rounds_hand_waits_for_the_count(qtbot: QtBot, window: MainWindow,
                                                  play_set: object) -> None:
    window.start(setup_of(play_set, HUMAN, "greedy"))  # type: ignore[arg-type]
    controller, game = window.controller, window.controller.game
    while game.step < 8:  # the human places, the computer answers
        controller.place(0, game.legal_moves(0)[0])
        qtbot.waitUntil(lambda: controller.active_seat == 0)
    assert tiles_drawn(window) > 0  # round 1's last tile, in the hand
    controller.set_paused(True)  # the computer has yet to place field 9
    controller.place(0, game.legal_moves(0)[0])
    assert controller.active_seat == 1 and not game.players[0].scores
    assert window.hand_view.isVisible()
    assert tiles_drawn(window) == 0
    controller.set_paused(False)
    qtbot.waitUntil(lambda: bool(game.players[0].scores))
    window.moment.skip()
    window.overlay.dismiss()
    qtbot.waitUntil(lambda: tiles_drawn(window) > 0)  # round 2's hand, now
