"""Names on the seat cards are never clipped mid-letter: "Jean-Loup" and "Dulcinea" show
whole at a 1024-pixel window with four players, a longer name ends in "…" with the whole
name as its tooltip; the enlarged board says whose it is."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.ui.common.seats import HUMAN, GameSetup, Seat
from dq_desktop.ui.shell.main_window import MainWindow
from dq_desktop.ui.table.seat_card import WORDS_WIDTH

LONG = "Maximiliane-Antoinette von Hohenzollern"


def test_names_show_whole_or_end_in_an_ellipsis(qtbot: QtBot, window: MainWindow) -> None:
    window.resize(1024, 640)
    names = ("Jean-Loup", "Dulcinea", "Rocinante", LONG)
    seats = tuple(Seat(name, HUMAN if n == 0 else "greedy", n) for n, name in enumerate(names))
    window.start(GameSetup(seats, builtin_tileset("classic"), 5, False))
    qtbot.waitUntil(lambda: all(card.isVisible() and 40 < card.name.width() <= WORDS_WIDTH
                                for card in window.cards))  # laid out
    for card, name in zip(window.cards, names, strict=True):
        drawn = card.name.text()
        assert card.name.fontMetrics().horizontalAdvance(drawn) <= card.name.width()
        if name == LONG:
            assert drawn.endswith("…") and LONG.startswith(drawn[:-1])
            assert card.name.toolTip() == LONG
        else:
            assert drawn == name and card.name.toolTip() == ""
        assert card.name.accessibleName() == name


def test_the_enlarged_board_names_its_player(qtbot: QtBot, window: MainWindow) -> None:
    seats = (Seat("Ana", HUMAN, 0), Seat("Jean-Loup", "greedy", 1))
    window.start(GameSetup(seats, builtin_tileset("classic"), 5, False))
    miniature = window.cards[1].miniature
    qtbot.waitUntil(lambda: miniature.isVisible() and miniature.width() < window.width() // 2)
    QTest.mouseMove(miniature.viewport(), miniature.viewport().rect().center())
    qtbot.waitUntil(lambda: miniature.popup is not None and miniature.popup.isVisible())
    assert miniature.popup is not None
    title = miniature._popup_title
    assert title is not None and title.isVisible()
    assert title.text() == "Principality of Jean-Loup"
    QTest.mouseMove(window.banner, QPoint(2, 2))
