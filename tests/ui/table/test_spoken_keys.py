"""The keys a screen-reader player expects: L says the last sentence again, S the score
(the round as the helper shows it, the rounds scored), F the field to fill, T the tiles
in hand by the number that picks each — and none of them is taken by another key."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.ui.common.language import LanguageSwitcher
from dq_desktop.ui.shell.main_window import MainWindow
from dq_desktop.ui.table.spoken_keys import KEYS
from tests.ui.conftest import HUMAN, setup_of

CLASSIC = builtin_tileset("classic")


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    switcher = LanguageSwitcher()
    switcher.apply("en")
    yield
    switcher.reset()


def press(window: MainWindow, qtbot: QtBot, heard: list[str], key: str) -> str:
    heard.clear()
    QTest.keyClick(window.hand_view, QKeySequence(key)[0].key())
    qtbot.waitUntil(lambda: bool(heard))
    return heard[-1]


def test_the_keys_say_the_field_the_score_the_tiles_and_the_last_sentence(
    window: MainWindow, qtbot: QtBot, heard: list[str]
) -> None:
    window.start(setup_of(CLASSIC, HUMAN))
    game = window.controller.game
    window.hand_view.setFocus()
    window.controller.place(0, game.legal_moves(0)[0])
    qtbot.waitUntil(lambda: len(heard) == 3)  # the first field, the placement, the next
    turn = heard[-1]
    assert press(window, qtbot, heard, "L") == turn
    assert press(window, qtbot, heard, "F") == turn
    score = press(window, qtbot, heard, "S")
    total = window.score_panel.value_of("total")
    assert score.startswith("Round 1, if scored now: ")
    assert (f"total {total}." in score) if total else ("no points." in score)
    assert score.endswith("Scored rounds: 0 points.")
    tiles = press(window, qtbot, heard, "T")
    hand = window.hand_view.hand()
    assert hand is not None
    names = [hand.index(r).data(Qt.ItemDataRole.AccessibleTextRole)
             for r in range(hand.rowCount())]
    assert tiles == "Your tiles: " + " ".join(f"{n}, {name}" for n, name in
                                               enumerate(names, start=1))
    assert press(window, qtbot, heard, "L") == tiles


def test_no_other_key_of_the_window_is_one_of_them(window: MainWindow) -> None:
    taken = {action.shortcut().toString() for action in window.findChildren(type(
        window.spoken.actions["last"])) if action not in window.spoken.actions.values()}
    assert not taken & set(KEYS.values())
    assert not {"1", "R", "Space", "Return", "H", "N"} & set(KEYS.values())
