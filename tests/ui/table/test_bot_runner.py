"""The bot runner: a computer player that fails reaches the session log with its traceback,
and the player is told the error in one line (never Python's ``repr``)."""

from __future__ import annotations

import logging

import pytest
from pytestqt.qtbot import QtBot

from dq_desktop.engine.game import Game, Move
from dq_desktop.engine.tileset import TileSet
from dq_desktop.engine.view import PlayerView, view_of
from dq_desktop.ui.table import bot_runner
from dq_desktop.ui.table.bot_runner import BotRunner


def broken_player(kind: str, seed: str, view: PlayerView) -> Move:
    raise KeyError("no such road")


def test_a_failing_computer_player_is_logged_and_told_in_one_line(
    qtbot: QtBot, play_set: TileSet, monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    monkeypatch.setattr(bot_runner, "_decide", broken_player)
    runner = BotRunner()
    game = Game.new(play_set, 3, ["Ana", "Ben"])
    generation = runner.generation
    with caplog.at_level(logging.ERROR), qtbot.waitSignal(runner.failed) as blocker:
        runner.request("greedy", "1/1/0", view_of(game, 1))
    runner.shut_down()
    assert blocker.args == [generation, 1, "KeyError: 'no such road'"]
    (record,) = [r for r in caplog.records if r.name == "dq_desktop.ui.table.bot_runner"]
    assert record.getMessage() == (
        "computer player 'greedy' of seat 1 failed: KeyError: 'no such road'")
    assert record.exc_info is not None and record.exc_info[1] is not None
    assert "broken_player" in logging.Formatter().formatException(record.exc_info)
