"""Fixtures for the Qt layer: a window with a game of the playable test set."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from dq_desktop.engine.tileset import TileSet
from dq_desktop.formats.tileset_file import tileset_from_json
from dq_desktop.ui.common import announcer
from dq_desktop.ui.common.seats import HUMAN, GameSetup, Seat
from dq_desktop.ui.shell.main_window import MainWindow
from tests.boards import tileset_json


@pytest.fixture
def play_set() -> TileSet:
    return tileset_from_json(tileset_json("play"))


def setup_of(tileset: TileSet, *kinds: str, sancho: bool = False, seed: int = 5) -> GameSetup:
    seats = tuple(Seat(f"P{n + 1}", kind, n) for n, kind in enumerate(kinds))
    return GameSetup(seats, tileset, seed, sancho)


def shown_window(qtbot: QtBot, animation_ms: int = 0) -> MainWindow:
    """A main window on screen, computers at once; animations of ``animation_ms``."""
    win = MainWindow(animation_ms=animation_ms, bot_delay_ms=0)
    qtbot.addWidget(win)
    win.resize(1200, 760)
    win.show()
    return win


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    win = shown_window(qtbot)
    yield win
    win.controller.shut_down()


__all__ = ["HUMAN", "setup_of", "shown_window"]


@pytest.fixture
def heard() -> Iterator[list[str]]:
    """Every sentence announced to screen readers while the test runs, in order."""
    said: list[str] = []
    announcer.listeners.append(said.append)
    yield said
    announcer.listeners.remove(said.append)
