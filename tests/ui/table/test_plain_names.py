"""Names come from players and files: they are shown as the text they are, never as
Qt rich text (a name ``<img src=…>`` would show a local picture)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from dq_desktop.engine.tileset import TileSet
from dq_desktop.ui.common.seats import GameSetup, Seat
from dq_desktop.ui.shell.main_window import MainWindow

MARKUP = "<img src=/tmp/x.png><b>Ana</b>"


def shown_plain(label: QLabel) -> bool:
    return label.textFormat() == Qt.TextFormat.PlainText and MARKUP in label.text()


def start(window: MainWindow, tileset: TileSet, players: int) -> None:
    seats = tuple(Seat(MARKUP if n == 0 else f"P{n + 1}", "human", n) for n in range(players))
    window.start(GameSetup(seats, tileset, 5))


def test_the_banner_shows_a_name_as_text(window: MainWindow, play_set: TileSet) -> None:
    start(window, play_set, 2)
    assert shown_plain(window.banner)


def test_the_hand_label_shows_a_name_as_text(window: MainWindow, play_set: TileSet) -> None:
    start(window, play_set, 2)
    assert shown_plain(window.hand_label)


def test_the_winner_line_shows_a_name_as_text(
    window: MainWindow, play_set: TileSet, qtbot: QtBot
) -> None:
    seats = (Seat(MARKUP, "greedy", 0), Seat(MARKUP, "greedy", 1))  # whoever wins
    window.controller.roundScored.connect(lambda _: window.overlay.dismiss())
    with qtbot.waitSignal(window.controller.gameOver, timeout=60_000):
        window.start(GameSetup(seats, play_set, 5))
    labels = [label for label in window.overlay.findChildren(QLabel) if MARKUP in label.text()]
    assert labels and all(shown_plain(label) for label in labels)
    assert shown_plain(window.overlay.subtitle)  # "… wins!" or "Shared win: …"


def test_the_hindsight_line_shows_a_name_as_text(window: MainWindow, play_set: TileSet) -> None:
    start(window, play_set, 1)
    window.overlay.set_hindsight([(0, MARKUP, 50, None), (0, MARKUP, 50, 80)])
    labels = [label for label in window.overlay.hindsight_host.findChildren(QLabel)
              if MARKUP in label.text()]
    assert len(labels) == 2 and all(shown_plain(label) for label in labels)
