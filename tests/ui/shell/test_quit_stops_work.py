"""Closing the main window right after a game does not wait for the background work (the
hindsight search, the expert's total): its worker processes are stopped at once."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from dq_desktop.engine.tileset import TileSet
from tests.processes import gone, wait_until
from tests.ui.conftest import setup_of, shown_window


def test_closing_the_window_after_a_game_stops_the_hindsight_workers(
    qtbot: QtBot, play_set: TileSet
) -> None:
    window = shown_window(qtbot)
    window.start(setup_of(play_set, "human"))
    controller = window.controller

    def play_on() -> bool:  # the human's placements, and past the round's results
        if window.overlay.isVisible() and not controller.game.is_over:
            window.overlay.dismiss()
        elif not controller.game.is_over and controller.active_seat == 0:
            controller.place(0, controller.game.legal_moves(0)[0])
        return controller.game.is_over

    qtbot.waitUntil(play_on, timeout=60_000)
    runner = window.hindsight.work
    qtbot.waitUntil(lambda: bool(runner.worker_pids()) and runner.busy(), timeout=60_000)
    pids = runner.worker_pids()
    window.close()
    assert not runner.busy()
    assert wait_until(lambda: all(gone(pid) for pid in pids))
