"""A computer player that fails never leaves the game waiting.

Rules checked: an exception in a computer player is written to the log with its
traceback and said to the player in words (no raw Python message); a simpler computer
player then places that seat's tiles, so the game goes on; when the simplest one fails
too, the player is told the game cannot go on, and nothing is asked of the bot runner
again (failures never go round).
"""

from __future__ import annotations

import logging
import random

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from dq_desktop.engine import bots
from dq_desktop.engine.game import Move
from dq_desktop.engine.tileset import TileSet
from dq_desktop.engine.view import PlayerView
from dq_desktop.ui.shell.main_window import MainWindow
from dq_desktop.ui.table.controller import GameController
from tests.ui.conftest import HUMAN, setup_of


class BrokenBot:
    """A computer player with a bug: it raises whatever it is asked."""

    name = "broken"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: PlayerView) -> Move:
        raise ZeroDivisionError("a computer player's bug")


def broken(monkeypatch: pytest.MonkeyPatch, *kinds: str) -> None:
    for kind in kinds:
        monkeypatch.setitem(bots.BOTS, kind, BrokenBot)


def test_a_failing_computer_is_logged_told_and_replaced(
    qtbot: QtBot, play_set: TileSet, monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    broken(monkeypatch, "normal")
    controller = GameController(bot_delay_ms=0)
    told: list[tuple[int, str, str]] = []
    controller.botFailed.connect(lambda *args: told.append(args))
    controller.new_game(setup_of(play_set, HUMAN, "normal"))
    game = controller.game
    with caplog.at_level(logging.ERROR):
        controller.place(0, game.legal_moves(0)[0])
        qtbot.waitUntil(lambda: len(game.players[1].placements) == 1, timeout=20_000)
    assert told == [(1, "normal", "greedy")]
    assert controller.seats[1].kind == "greedy"
    logged = [r for r in caplog.records if "'normal' of seat 1" in r.getMessage()]
    assert logged and logged[0].exc_info is not None
    assert logged[0].exc_info[0] is ZeroDivisionError
    controller.shut_down()


def test_when_every_stand_in_fails_the_game_stops_and_says_so(
    qtbot: QtBot, play_set: TileSet, monkeypatch: pytest.MonkeyPatch
) -> None:
    broken(monkeypatch, "expert", "greedy", "random")
    controller = GameController(bot_delay_ms=0)
    told: list[tuple[int, str, str]] = []
    controller.botFailed.connect(lambda *args: told.append(args))
    thinking: list[bool] = []
    controller.botThinking.connect(lambda seat, now: thinking.append(now))
    controller.new_game(setup_of(play_set, "expert"))
    qtbot.waitUntil(lambda: len(told) == 3, timeout=20_000)
    assert told == [(0, "expert", "greedy"), (0, "greedy", "random"), (0, "random", "")]
    assert not controller._bots.busy()  # nothing more asked: no failure goes round
    assert thinking[-1] is False  # the banner no longer says it is placing a tile
    controller.shut_down()


def test_the_player_reads_the_failure_in_words(
    qtbot: QtBot, play_set: TileSet, monkeypatch: pytest.MonkeyPatch, window: MainWindow
) -> None:
    broken(monkeypatch, "easy")
    shown: list[str] = []

    def record(box: QMessageBox) -> int:
        shown.append(box.text())
        return int(QMessageBox.StandardButton.Ok)

    monkeypatch.setattr(QMessageBox, "exec", record)
    window.start(setup_of(play_set, "easy", HUMAN))
    qtbot.waitUntil(lambda: len(window.controller.game.players[0].placements) == 1,
                    timeout=20_000)
    assert len(shown) == 1
    text = shown[0]
    assert "P1" in text and "Computer: easy" in text and "Computer: greedy" in text
    assert "log" in text
    assert "ZeroDivisionError" not in text and "Error(" not in text
