"""Render the window at several stages of a game into docs/ (run offscreen).

Run: QT_QPA_PLATFORM=offscreen python docs/make_screenshots.py [--lang fr|de] [--out DIR]
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication, QWidget

from dq_desktop.app import make_application
from dq_desktop.engine.bots import make_bot
from dq_desktop.engine.view import view_of
from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.ui.common.language import LanguageSwitcher
from dq_desktop.ui.common.seats import HUMAN, GameSetup, Seat
from dq_desktop.ui.shell.main_window import MainWindow


def play(window: MainWindow, fields: int) -> None:
    """Fill ``fields`` more fields for every seat with the greedy player's choices."""
    controller = window.controller
    target = controller.game.step + fields
    while controller.game.step < target and not controller.game.is_over:
        seat = controller.active_seat
        move = make_bot("greedy", seat).choose(view_of(controller.game, seat))
        controller.place(seat, move)
        if window.overlay.isVisible() and controller.game.step < target:
            window.overlay.dismiss()
        QApplication.processEvents()


def shot(widget: QWidget, path: Path) -> None:
    QApplication.processEvents()
    widget.grab().save(str(path))
    print(path)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default=str(Path(__file__).parent))
    parser.add_argument("--suffix", default="")
    args = parser.parse_args()
    out = Path(args.out)
    make_application()
    language = LanguageSwitcher()
    language.apply("en")  # English plurals live in the English catalogue
    classic = builtin_tileset("classic")

    solo = MainWindow(animation_ms=0, bot_delay_ms=0)
    solo.resize(1280, 800)
    solo.show()
    solo.start(GameSetup((Seat("Ana", HUMAN, 0),), classic, seed=2026, sancho=True))
    shot(solo, out / f"screenshot-start{args.suffix}.png")
    play(solo, 6)
    shot(solo, out / f"screenshot-game{args.suffix}.png")
    play(solo, 3)
    shot(solo, out / f"screenshot-round1{args.suffix}.png")
    solo.overlay.dismiss()
    play(solo, 8)
    solo._on_category_hovered("defense")
    shot(solo, out / f"screenshot-defense{args.suffix}.png")
    solo._on_category_hovered("")
    solo._on_category_hovered("churches")
    shot(solo, out / f"screenshot-churches{args.suffix}.png")
    solo._on_category_hovered("")
    play(solo, 5)
    shot(solo, out / f"screenshot-end{args.suffix}.png")

    table = MainWindow(animation_ms=0, bot_delay_ms=0)
    table.resize(1280, 800)
    table.show()
    seats = (Seat("Ana", HUMAN, 0), Seat("Bruno", HUMAN, 1), Seat("Rocinante", HUMAN, 2),
             Seat("Dulcinea", HUMAN, 3))
    table.start(GameSetup(seats, classic, seed=7, sancho=True))
    play(table, 12)
    table.overlay.dismiss()
    shot(table, out / f"screenshot-four{args.suffix}.png")


if __name__ == "__main__":
    main()
