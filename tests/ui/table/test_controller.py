"""The controller: hot-seat order, computer players off the GUI thread, refused moves."""

import threading

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from dq_desktop.engine.errors import IllegalMoveError
from dq_desktop.engine.game import Move
from dq_desktop.engine.tileset import TileSet
from dq_desktop.ui.table import bot_runner
from dq_desktop.ui.table.controller import GameController
from tests.ui.conftest import HUMAN, setup_of


def test_humans_fill_each_field_in_seat_order(qtbot: QtBot, play_set: TileSet) -> None:
    controller = GameController(bot_delay_ms=0)
    controller.new_game(setup_of(play_set, HUMAN, HUMAN, HUMAN))
    order = []
    for _ in range(6):
        seat = controller.active_seat
        order.append(seat)
        controller.place(seat, controller.game.legal_moves(seat)[0])
    assert order == [0, 1, 2, 0, 1, 2]


def test_a_move_out_of_turn_is_refused_and_changes_nothing(qtbot: QtBot, play_set: TileSet) -> None:
    controller = GameController(bot_delay_ms=0)
    controller.new_game(setup_of(play_set, HUMAN, HUMAN))
    move = controller.game.legal_moves(1)[0]
    with qtbot.waitSignal(controller.moveRefused) as blocker:
        assert controller.place(1, move) is None
    assert isinstance(blocker.args[1], IllegalMoveError)
    assert controller.game.players[1].placements == ()


def test_an_illegal_tile_is_refused_with_the_engines_reason(
    qtbot: QtBot, play_set: TileSet
) -> None:
    controller = GameController(bot_delay_ms=0)
    controller.new_game(setup_of(play_set, HUMAN))
    with qtbot.waitSignal(controller.moveRefused):
        controller.place(0, Move("castle6"))  # type: ignore[arg-type]
    assert not controller.can_place(0, Move("castle6"))  # type: ignore[arg-type]


def test_computer_players_finish_a_game_on_their_own(qtbot: QtBot, play_set: TileSet) -> None:
    controller = GameController(bot_delay_ms=0)
    with qtbot.waitSignal(controller.gameOver, timeout=60_000):
        controller.new_game(setup_of(play_set, "greedy", "random"))
    assert all(len(p.scores) == 3 for p in controller.game.players)
    controller.shut_down()


def test_a_computer_waits_for_the_human_before_it(qtbot: QtBot, play_set: TileSet) -> None:
    controller = GameController(bot_delay_ms=0)
    thinking: list[tuple[int, bool]] = []
    controller.botThinking.connect(lambda seat, on: thinking.append((seat, on)))
    controller.new_game(setup_of(play_set, HUMAN, "greedy"))
    # A computer is asked at once when its turn comes (no timer): not asked is not asked.
    assert thinking == []
    assert controller.game.players[1].placements == ()
    with qtbot.waitSignal(
        controller.activeSeatChanged, check_params_cb=lambda s: s == 0, timeout=10_000
    ):
        controller.place(0, controller.game.legal_moves(0)[0])
    assert len(controller.game.players[1].placements) == 1
    controller.shut_down()


def test_a_new_game_drops_a_late_computer_answer(
    qtbot: QtBot, play_set: TileSet, monkeypatch: pytest.MonkeyPatch
) -> None:
    answered = threading.Event()
    decide = bot_runner._decide

    def decide_and_tell(*args: object) -> object:
        try:
            return decide(*args)  # type: ignore[arg-type]
        finally:
            answered.set()

    monkeypatch.setattr(bot_runner, "_decide", decide_and_tell)
    controller = GameController(bot_delay_ms=0)
    decisions: list[object] = []
    controller.placed.connect(decisions.append)
    controller.new_game(setup_of(play_set, "greedy"))
    controller.new_game(setup_of(play_set, HUMAN))
    # The first game's computer finishes its thinking on its thread: wait for its answer,
    # for the collector to have had it (nothing left to collect) and for what that posted
    # (a move is played from a zero-time timer) to be handled, then check.
    qtbot.waitUntil(answered.is_set, timeout=30_000)
    qtbot.waitUntil(lambda: not controller._bots.busy(), timeout=30_000)
    handled: list[bool] = []
    QTimer.singleShot(0, lambda: handled.append(True))  # after every event posted before
    qtbot.waitUntil(lambda: handled == [True], timeout=30_000)
    assert decisions == []
    assert controller.game.players[0].placements == ()
    controller.shut_down()
