"""Starting the application: the window, the self-test, the screenshot."""

from __future__ import annotations

import argparse
import os
import random
import sys
from typing import TYPE_CHECKING

# The modules without Qt first: once PySide6 is loaded it reads the source of every
# module imported after it (looking for its ``__feature__`` imports), a fraction of a
# millisecond each, and the first frame waits for them.
from dq_desktop import system_libraries
from dq_desktop.session_log import SessionLog, start_session_log  # no Qt
from dq_desktop.startup_trace import mark
from dq_desktop.storage.early_settings import read_early_settings
from dq_desktop.storage.paths import DataDirs

# isort: split
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication

from dq_desktop.ui.common.first_frame import AfterFirstFrame
from dq_desktop.ui.common.language import LanguageSwitcher
from dq_desktop.ui.shell.main_window import MainWindow

if TYPE_CHECKING:
    from collections.abc import Sequence
    from pathlib import Path

    from PySide6.QtWidgets import QWidget

    from dq_desktop.storage.autosave import LoadedAutosave
    from dq_desktop.ui.common.seats import StandIn
    from dq_desktop.ui.common.user_files import UserFiles
from dq_desktop.ui.common.text import fill, translate

mark("imports")

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


def set_application_icon(app: QApplication) -> None:
    """The icon of every window; set once the first frame is up (it reads files, and the
    window manager takes a new icon at any time)."""
    from dq_desktop.ui.common.app_icon import application_icon

    app.setWindowIcon(application_icon())


def run_app(options: argparse.Namespace) -> int:
    if system_libraries.no_display(os.environ):  # Qt would abort (status 134) blaming xcb
        print(system_libraries.NO_DISPLAY, file=sys.stderr)
        return 1
    unopened = system_libraries.unopened_display(os.environ)
    if unopened:  # Qt would abort the same way, blaming xcb and suggesting a reinstall
        print(unopened, file=sys.stderr)
        return 1
    if system_libraries.uses_xcb(os.environ):
        lacking = system_libraries.missing()
        if lacking:  # Qt would abort the process (status 134) with a riddle about plugins
            print(system_libraries.missing_message(lacking), file=sys.stderr)
            return 1
    system_libraries.no_bus_autolaunch(os.environ)  # else a D-Bus daemon outlives the program
    if options.screenshot or (options.selftest and not options.data_dir):
        # The self-test plays and records a game, the screenshot deals one: never in the
        # player's own files (the screenshot takes a copy of the settings, for the looks).
        import tempfile

        with tempfile.TemporaryDirectory(prefix="dq-desktop-scratch-") as scratch:
            if options.screenshot:
                copy_settings(DataDirs.resolve(options.data_dir), DataDirs.under(scratch))
            options.data_dir = scratch
            return _run_app(options)
    return _run_app(options)


def copy_settings(source: DataDirs, target: DataDirs) -> None:
    import contextlib
    import shutil

    # When it cannot be copied, the picture is taken with the default settings; a file
    # larger than any settings file is left alone (the reader would refuse it anyway).
    with contextlib.suppress(OSError):
        if source.settings_file.is_file() and source.settings_file.stat().st_size <= 1 << 20:
            shutil.copyfile(source.settings_file, target.settings_file)


def _run_app(options: argparse.Namespace) -> int:
    """The window, with the session's log and crash reports around it."""
    mark("checks")
    import PySide6
    from PySide6.QtCore import qVersion

    from dq_desktop import crash_reports

    dirs = DataDirs.resolve(options.data_dir)
    keep_qt_settings_in(dirs.settings)
    log = start_session_log(dirs.logs, qVersion(), PySide6.__version__, deferred=True)
    handler = crash_reports.install(log)
    mark("log")
    players_wait = not (options.selftest or options.screenshot)
    try:
        status = _run_window(options, dirs, log)
    except Exception as error:  # before the event loop or after it: no hook would see it
        handler.ended(error, shown=players_wait)
        return ENDED_BY_ERROR
    else:
        if players_wait and not INTERRUPTED:  # Ctrl-C, a signal: the end is asked for
            crash_reports.show_unclosed()  # an error as the window closed: not unread
        return status
    finally:
        crash_reports.uninstall()
        log.close()  # a scratch folder is removed next (Windows keeps open files)


ENDED_BY_ERROR = 1
"""The status of a run ended by an error the program did not expect."""


def keep_qt_settings_in(folder: Path) -> None:
    """Qt's own settings (the file dialogs' folder history, ``QtProject.conf``) in the
    program's settings folder, ``--data-dir`` included, not in ``~/.config`` beside other
    programs': all the program writes lives in its folders, and its dialogs' history is
    its own. Set before any dialog (it holds for the settings opened after it). On
    Windows and macOS Qt keeps these in the registry and in a plist, where no folder
    applies."""
    from PySide6.QtCore import QSettings

    for kind in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(kind, QSettings.Scope.UserScope, str(folder))


def _run_window(options: argparse.Namespace, dirs: DataDirs, log: SessionLog) -> int:
    app = make_application()
    mark("application")
    early = read_early_settings(dirs.settings_file)
    mark("settings")
    language = LanguageSwitcher()
    language.apply(early.language)
    app.setApplicationDisplayName(translate("MainWindow", "Don Quixote"))
    mark("language")

    def open_files() -> UserFiles:
        from dq_desktop.ui.common.user_files import UserFiles
        from dq_desktop.ui.common.window_size import remember_sizes_in

        files = UserFiles(dirs)
        remember_sizes_in(files)  # the records, review… windows keep their sizes there
        return files

    window = MainWindow(deferred=True, files=open_files, language=language)
    mark("window")
    first_start = not _restore_geometry(window, early.window_geometry)
    if first_start:
        window.resize(first_size(window.screen().availableGeometry().size()))
    mark("size")
    window.show()
    mark("show")
    if options.selftest or options.screenshot:
        log.attach()
        set_application_icon(app)
    if options.selftest:
        return run_selftest_in(window, options)  # it closes the window, asking nothing
    if options.screenshot:
        start_first_game(window, ask=False)
        app.processEvents()
        window.grab().save(options.screenshot)
        window.close()
        return 0
    # Heavy work waits until the window is on screen: the icon, the game view, the tile
    # set, the first deal (--quit-when-shown: only the time to the first frame is wanted).
    def go_on() -> None:
        set_application_icon(app)
        start_first_game(window, ask=True)
        reviewer = window.view.reviewer
        if reviewer is not None and window.isVisible():
            reviewer.start()  # the games not reviewed yet, while none is being played

    then = app.quit if options.quit_when_shown else go_on

    def first_frame_painted() -> None:
        mark("first frame")
        log.attach()  # logging's imports, kept off the first frame (session_log.py)
        close_on_interrupt(window)  # the signal module: not before the first frame either
        if first_start:  # framed by now: the frame, measured, lies on the screen too
            from dq_desktop.ui.common.window_frame import keep_frame_on_screen

            keep_frame_on_screen(window)
        mark("after the first frame")
        then()

    AfterFirstFrame(window, first_frame_painted)
    return app.exec()


def _restore_geometry(window: MainWindow, saved: str) -> bool:
    """The window's place and size as it was left (False: none saved, or unusable)."""
    if not saved:
        return False
    from PySide6.QtCore import QByteArray

    return window.restoreGeometry(QByteArray.fromBase64(saved.encode("ascii")))


INTERRUPT_POLL_MS = 200
INTERRUPTED: list[int] = []
"""The signals that asked the program to end (``close_on_interrupt``)."""


def close_on_interrupt(window: QWidget) -> None:
    """Ctrl-C in the terminal, or SIGTERM (a session that ends, ``kill``), closes the
    window as its close button does (the background work stops with it) and the program
    ends. Python sees a signal only while Python code runs, so a timer lets it run a few
    times a second."""
    import signal

    from PySide6.QtCore import QCoreApplication, QTimer

    def interrupted(number: int, _frame: object) -> None:
        INTERRUPTED.append(number)
        QTimer.singleShot(0, window.close)
        QTimer.singleShot(0, QCoreApplication.quit)

    signal.signal(signal.SIGINT, interrupted)
    signal.signal(signal.SIGTERM, interrupted)
    timer = QTimer(window)
    timer.timeout.connect(lambda: None)
    timer.start(INTERRUPT_POLL_MS)


FIRST_SIZE = QSize(1280, 800)


def first_size(available: QSize) -> QSize:
    """The window's size at its first start: 1280 × 800, or the screen's free area less
    the window's frame when that is smaller (a 1280 × 720 or 1024 × 640 screen must show
    the whole window, its title bar and status bar)."""
    from dq_desktop.ui.common.window_frame import inside_room

    return FIRST_SIZE.boundedTo(inside_room(available))


def start_first_game(window: MainWindow, *, ask: bool) -> None:
    """Report damaged files, offer the unfinished game, or deal a new one."""
    from PySide6.QtWidgets import QMessageBox

    from dq_desktop.formats.tileset_file import builtin_tileset
    from dq_desktop.storage.autosave import LoadedAutosave
    from dq_desktop.ui.common.computer_players import settings_stand_ins_text, tell
    from dq_desktop.ui.common.seats import GameSetup, known_table, seats_of_record
    from dq_desktop.ui.common.storage_messages import (
        autosave_report,
        lock_report,
        settings_report,
    )

    view = window.view
    files = view.files
    title = translate("MainWindow", "Don Quixote")
    table = view.table_to_play()
    if files is not None and ask:
        report = settings_report(files.settings_set_aside)
        if report:
            QMessageBox.warning(window, title, report)
        if table.stand_ins:  # said at each start, until Settings chooses another player
            tell(window, title, settings_stand_ins_text(table.stand_ins))
        alone = files.take_instance_lock()
        report = lock_report(files.lock_problem, files.dirs.state, held=files.lock_held)
        if report:  # no lock here (or no room to write in it): said, and the game goes on
            QMessageBox.warning(window, title, report)
        if not alone:
            from dq_desktop.ui.shell.second_copy import go_on_as_second_copy

            if not go_on_as_second_copy(window, files.dirs.state):
                window.close()
                return
            if view.keeper is not None:
                view.keeper.autosaving = False  # the other copy's game in progress stays
            files.autosave_shared = True
        if view.keeper is not None:
            view.keeper.record_waiting()  # on the worker: the window answers meanwhile
        loaded = files.autosave.load() if not files.autosave_shared else LoadedAutosave(None)
        report = autosave_report(loaded)
        if report:
            QMessageBox.warning(window, title, report)
        if loaded.game is not None:
            # The game is shown first, so that the question stands over its board.
            resumed = known_table(seats_of_record([p.name for p in loaded.game.players],
                                                  loaded.kinds))
            view.controller.load_game(loaded.game, resumed.seats, assisted=loaded.assisted)
            if _wants_to_resume(window, resume_question(loaded, resumed.stand_ins)):
                return
    view.start(GameSetup(table.seats, builtin_tileset("classic"),
                         seed=random.randrange(1_000_000), sancho=table.sancho))
    if ask:
        offer_guided_game(window)


def offer_guided_game(window: MainWindow) -> None:
    """At the first start, over the game just dealt: offer the guided first game, once."""
    from dq_desktop.ui.shell.guided_offer import ask_to_play_guided_game, should_offer

    files = window.view.files
    if not should_offer(files):
        return
    assert files is not None
    files.keep_comfort(guided_offered=True)  # asked once, whatever the answer
    if ask_to_play_guided_game(window):
        window.side.guided_game()


def resume_question(loaded: LoadedAutosave, stand_ins: Sequence[StandIn] = ()) -> str:
    """'Continue the game with Ana and Ben at field 9 of 22, saved 24/11/2026 20:15?', and
    who plays in place of a computer player this version does not know."""
    from dq_desktop.ui.common.computer_players import stand_ins_text
    from dq_desktop.ui.common.dates import short_date_time
    from dq_desktop.ui.common.seats import shown_name
    from dq_desktop.ui.common.text import and_list

    game = loaded.game
    assert game is not None
    field = min(game.step + 1, 22)
    when = short_date_time(loaded.saved_at) if loaded.saved_at is not None else ""
    names = [shown_name(player.name) for player in game.players]
    if len(names) == 1:
        question = fill(translate("MainWindow",
                                  "Continue your game at field %1 of 22, saved %2?"), field, when)
    else:
        question = fill(translate("MainWindow",
                                  "Continue the game with %1 at field %2 of 22, saved %3?"),
                        and_list(names), field, when)
    return "\n\n".join((question, stand_ins_text(stand_ins))) if stand_ins else question


def _wants_to_resume(window: MainWindow, question: str) -> bool:
    from PySide6.QtCore import Qt  # its enums take 15 ms to load: not before the first frame
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Question, translate("MainWindow", "Unfinished game"),
                      question, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                      window)
    box.setTextFormat(Qt.TextFormat.PlainText)  # players' names
    box.setDefaultButton(QMessageBox.StandardButton.Yes)
    box.setEscapeButton(QMessageBox.StandardButton.Yes)  # dismissing it keeps the game
    box.exec()
    # Only "No" gives the game up. No answer at all (the display went away under the
    # question and Qt ended the event loop) keeps it: the new deal would take its place.
    return box.clickedButton() is not box.button(QMessageBox.StandardButton.No)


def run_selftest_in(window: MainWindow, options: argparse.Namespace) -> int:
    from dq_desktop.formats.tileset_file import builtin_tileset
    from dq_desktop.ui.shell.selftest import run_selftest

    return run_selftest(window, builtin_tileset("classic"), solo=options.solo, seed=options.deal)
