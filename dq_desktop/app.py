"""Starting the application: the window, the self-test, the screenshot."""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from dq_desktop.ui.language import SYSTEM, LanguageSwitcher
from dq_desktop.ui.main_window import MainWindow
from dq_desktop.ui.text import translate

APPLICATION_ID = "io.github.dq_desktop.DonQuixote"


def make_application() -> QApplication:
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication(sys.argv[:1])
    app.setOrganizationName("dq-desktop")
    app.setApplicationName("dq-desktop")
    app.setDesktopFileName(APPLICATION_ID)
    return app


def run_app(options: argparse.Namespace) -> int:
    app = make_application()
    LanguageSwitcher().apply(SYSTEM)
    app.setApplicationDisplayName(translate("MainWindow", "Don Quixote"))
    if options.data_dir:
        Path(options.data_dir).mkdir(parents=True, exist_ok=True)
    window = MainWindow(deferred=True)
    window.resize(1280, 800)
    if options.quit_when_shown:
        window.build_when_shown = False  # only the time to a shown window is wanted
        QTimer.singleShot(0, app.quit)
    window.show()
    if options.selftest:
        status = run_selftest_in(window, options)
        window.close()
        return status
    if options.quit_when_shown:
        return app.exec()
    if options.screenshot:
        start_first_game(window)
        app.processEvents()
        window.grab().save(options.screenshot)
        window.close()
        return 0
    # Heavy work waits until the window is on screen: the tile set, the first deal.
    QTimer.singleShot(0, lambda: start_first_game(window))
    return app.exec()


def start_first_game(window: MainWindow) -> None:
    from dq_desktop.formats.tileset_file import builtin_tileset
    from dq_desktop.ui.seats import HUMAN, GameSetup, Seat

    you = Seat(translate("NewGameDialog", "You"), HUMAN, 0)
    window.view.start(GameSetup((you,), builtin_tileset("classic"), seed=random.randrange(1_000_000)))


def run_selftest_in(window: MainWindow, options: argparse.Namespace) -> int:
    from dq_desktop.formats.tileset_file import builtin_tileset
    from dq_desktop.ui.selftest import run_selftest

    return run_selftest(window, builtin_tileset("classic"), solo=options.solo, seed=options.deal)
