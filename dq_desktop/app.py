"""Starting the application: the window, the self-test, the screenshot."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.ui.language import SYSTEM, LanguageSwitcher
from dq_desktop.ui.main_window import MainWindow
from dq_desktop.ui.seats import HUMAN, GameSetup, Seat
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
    switcher = LanguageSwitcher()
    switcher.apply(SYSTEM)
    app.setApplicationDisplayName(translate("MainWindow", "Don Quixote"))
    if options.data_dir:
        Path(options.data_dir).mkdir(parents=True, exist_ok=True)
    window = MainWindow()
    window.resize(1280, 800)
    classic = builtin_tileset("classic")
    if options.selftest:
        window.show()
        status = run_selftest_in(window, classic, options)
        window.close()
        return status
    window.start(
        GameSetup((Seat(translate("NewGameDialog", "You"), HUMAN, 0),), classic, seed=_random_seed())
    )
    window.show()
    if options.screenshot:
        app.processEvents()
        window.grab().save(options.screenshot)
        window.close()
        return 0
    if options.quit_when_shown:
        QTimer.singleShot(0, app.quit)
    return app.exec()


def run_selftest_in(window: MainWindow, tileset: object, options: argparse.Namespace) -> int:
    from dq_desktop.ui.selftest import run_selftest

    return run_selftest(window, tileset, solo=options.solo, seed=options.deal)  # type: ignore[arg-type]


def _random_seed() -> int:
    import random

    return random.randrange(1_000_000)
