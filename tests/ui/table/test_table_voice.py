"""The table's voice speaks once the focus has settled: a screen reader stops speaking
when the focus moves. A placement is said with the focus already on the hand's next
tile; a round's placement and scoring with the focus on the results card, which it
reaches straight from the hand; the next field after Continue, with the focus back in
the hand."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.ui.common import announcer
from dq_desktop.ui.common.language import LanguageSwitcher
from dq_desktop.ui.shell.main_window import MainWindow
from tests.ui.conftest import HUMAN, setup_of

CLASSIC = builtin_tileset("classic")


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    switcher = LanguageSwitcher()
    switcher.apply("en")
    yield
    switcher.reset()


@pytest.fixture
def said_where() -> Iterator[list[tuple[str, QWidget | None]]]:
    """Each sentence with the widget that had the focus when it was said."""
    told: list[tuple[str, QWidget | None]] = []

    def listen(text: str) -> None:
        told.append((text, QApplication.focusWidget()))

    announcer.listeners.append(listen)
    yield told
    announcer.listeners.remove(listen)


def test_each_sentence_comes_once_the_focus_has_moved(
    window: MainWindow, qtbot: QtBot, said_where: list[tuple[str, QWidget | None]]
) -> None:
    focus: list[QWidget | None] = []
    QApplication.instance().focusChanged.connect(  # type: ignore[union-attr]
        lambda _old, new: focus.append(new))
    window.activateWindow()
    window.start(setup_of(CLASSIC, HUMAN))
    game = window.controller.game
    qtbot.waitUntil(lambda: len(said_where) == 1)
    window.hand_view.setFocus()
    for step in range(9):
        said_where.clear()
        focus.clear()
        window.hand_view.placeRequested.emit(0)
        qtbot.waitUntil(lambda: len(said_where) == 2)
        if step < 8:  # the next tile is current in the hand, which kept the focus
            assert [w for _, w in said_where] == [window.hand_view] * 2
            assert focus == []
    # The round's end: straight from the hand to Continue, then its sentences.
    assert focus == [window.overlay.button]
    assert said_where[0][0].startswith("You placed ")
    assert said_where[1][0].startswith("Scoring of round 1")
    assert all(where is window.overlay.button for _, where in said_where)
    said_where.clear()
    window.overlay.button.click()
    qtbot.waitUntil(lambda: len(said_where) == 1)
    assert said_where == [(f"Round 2 · field 10 of 22 — Place a tile on {game.current_field}",
                           window.hand_view)]
