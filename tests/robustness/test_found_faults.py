"""Faults the monkey, the state machine and the memory census found, one test each,
so that each stays fixed without waiting for the seed that found it."""

from __future__ import annotations

import sys
import weakref

from PySide6.QtCore import QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from dq_desktop.engine.tileset import TileSet
from dq_desktop.ui.shell.main_window import MainWindow
from tests.robustness.tables import settle_deletions
from tests.ui.conftest import HUMAN, setup_of
from tests.ui.drag import drop_on


def test_a_human_can_not_place_a_tile_for_a_computer(window: MainWindow, play_set: TileSet) -> None:
    """With only computers at the table their board and hand are shown; a drop there
    or Enter in that hand is refused (the computer's own answer would then come for a
    field already filled, and raise inside Qt)."""
    window.controller.bot_delay_ms = 60_000  # its answer must not come while we try
    window.start(setup_of(play_set, "greedy"))
    game = window.controller.game
    hand = window.hands[0]
    row = next(r for r, entry in enumerate(hand.entries()) if entry.playable)
    assert game.current_field is not None
    assert not drop_on(window.board_view, game.current_field, hand.mimeData([hand.index(row)]))
    window.hand_view.placeRequested.emit(row)
    assert game.players[0].placements == ()


def test_a_game_started_during_a_rounds_scoring_lets_its_computers_play(
    qtbot: QtBot, window: MainWindow, play_set: TileSet
) -> None:
    """The scoring overlay holds the computers; a new game started from it must not."""
    window.start(setup_of(play_set, HUMAN))
    game = window.controller.game
    while game.step < 9:
        window.controller.place(0, game.legal_moves(0)[0])
    assert window.overlay.isVisible()
    window.start(setup_of(play_set, "greedy"))
    qtbot.waitUntil(lambda: bool(window.controller.game.players[0].placements), timeout=10_000)


def test_every_menu_action_runs_without_an_error(
    qtbot: QtBot, window: MainWindow, play_set: TileSet
) -> None:
    """Each action of the menus, chosen (a dialog it opens is cancelled), raises nothing."""
    window.start(setup_of(play_set, HUMAN))

    def cancel() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QDialog):
            dialog.reject()

    closer = QTimer()
    closer.timeout.connect(cancel)
    closer.start(10)
    try:
        with qtbot.captureExceptions() as exceptions:
            for name, action in window.actions_by_name.items():
                if name != "quit" and action.isEnabled():
                    action.trigger()
                    QTest.qWait(1)
            # The hint's answer comes later, on the GUI thread: it raises nothing either.
            qtbot.waitUntil(lambda: not window.hint.work.busy(), timeout=30_000)
    finally:
        closer.stop()
    assert not exceptions, [str(error) for _, error, _ in exceptions]
    assert sys.excepthook is not None


def test_a_new_game_deletes_the_scenes_and_hand_models_of_the_last(
    window: MainWindow, play_set: TileSet
) -> None:
    window.start(setup_of(play_set, HUMAN, HUMAN, "greedy"))
    old = [weakref.ref(item) for item in (*window.scenes, *window.hands, *window.cards)]
    window.start(setup_of(play_set, HUMAN))
    settle_deletions()
    assert [ref() for ref in old if ref() is not None] == []
