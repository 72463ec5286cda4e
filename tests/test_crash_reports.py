"""An error nobody caught — raised in a Qt slot, say, or before the event loop runs — reaches
the log and a dialog that says what happened, where the log is and where to report it, and
copies a report; Qt's own warnings reach the log."""

from __future__ import annotations

import gc
import os
import signal
import subprocess
import sys
import threading
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QTimer, QUrl, Signal, qWarning
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from dq_desktop import ISSUES_URL, app, crash_reports
from dq_desktop.cli import main
from dq_desktop.crash_reports import CrashHandler
from dq_desktop.session_log import SessionLog, start_session_log
from dq_desktop.ui.dialogs.crash_dialog import CrashDialog


class Emitter(QObject):
    fired = Signal()


def broken_slot() -> None:
    raise ValueError("the tile has five sides")


@pytest.fixture
def installed(tmp_path: Path, qtbot: QtBot,
              monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[CrashHandler, SessionLog]]:
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    monkeypatch.setattr(sys, "unraisablehook", sys.unraisablehook)
    log = start_session_log(tmp_path / "logs", "6", "6")
    handler = crash_reports.install(log)
    yield handler, log
    crash_reports.uninstall()
    log.close()
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, CrashDialog):
            widget.close()
    crash_reports._open_dialogs.clear()  # closed by the test, not left for the next one


def shown_dialogs() -> list[CrashDialog]:
    return [widget for widget in QApplication.topLevelWidgets()
            if isinstance(widget, CrashDialog) and widget.isVisible()]


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_slot_reaches_the_log_and_the_dialog(
    installed: tuple[CrashHandler, SessionLog], qtbot: QtBot
) -> None:
    handler, log = installed
    emitter = Emitter()
    emitter.fired.connect(broken_slot)
    # Within the event loop, as when a player clicks: the dialog opens and play goes on.
    QTimer.singleShot(0, emitter.fired.emit)
    qtbot.waitUntil(lambda: bool(shown_dialogs()), timeout=5000)
    (dialog,) = shown_dialogs()
    text = (log.folder / "dq-desktop.log").read_text(encoding="utf-8")
    assert "ERROR dq_desktop.crash: uncaught ValueError: the tile has five sides" in text
    assert 'in broken_slot\n    raise ValueError("the tile has five sides")' in text
    assert "ValueError: the tile has five sides" in dialog.message.text()
    assert str(log.folder) in dialog.where.text()
    assert "dq-desktop" in dialog.report and "started" in dialog.report
    assert "broken_slot" in dialog.report
    dialog.copy_button.click()
    assert QApplication.clipboard().text() == dialog.report
    assert handler.reports == [dialog.report]


def test_the_dialog_opens_the_log_folder(qtbot: QtBot, tmp_path: Path) -> None:
    opened: list[QUrl] = []
    dialog = CrashDialog("OSError: disk full", "report", tmp_path,
                         open_url=lambda url: opened.append(url) or True)
    qtbot.addWidget(dialog)
    dialog.open_button.click()
    assert opened == [QUrl.fromLocalFile(str(tmp_path))]


def test_without_a_log_the_dialog_says_so_and_cannot_open_a_folder(qtbot: QtBot) -> None:
    dialog = CrashDialog("OSError: disk full", "report", None)
    qtbot.addWidget(dialog)
    assert "could not be written" in dialog.where.text()
    assert not dialog.open_button.isEnabled()


@pytest.mark.parametrize("logged", [True, False], ids=["with a log", "without"])
def test_the_dialog_says_where_to_report_and_opens_that_place(
    qtbot: QtBot, tmp_path: Path, logged: bool
) -> None:
    """It once asked the player to "send" the report without saying where."""
    opened: list[QUrl] = []
    dialog = CrashDialog("OSError: disk full", "report", tmp_path if logged else None,
                         open_url=lambda url: opened.append(url) or True)
    qtbot.addWidget(dialog)
    assert ISSUES_URL in dialog.where.text()
    dialog.report_button.click()
    assert opened == [QUrl(ISSUES_URL)]


def test_the_place_to_report_is_the_bug_tracker_the_metainfo_gives() -> None:
    """One address: the one software centres show is the one the program names."""
    metainfo = next((Path(__file__).parent.parent / "packaging" / "linux").glob(
        "*.metainfo.xml"))
    urls = {url.get("type"): url.text for url in ElementTree.parse(metainfo).iter("url")}
    assert urls["bugtracker"] == ISSUES_URL


def test_the_dialog_of_an_error_that_ends_the_program_says_so(qtbot: QtBot) -> None:
    going_on = CrashDialog("OSError: disk full", "report", None)
    ending = CrashDialog("OSError: disk full", "report", None, ends=True)
    qtbot.addWidget(going_on)
    qtbot.addWidget(ending)
    assert "The game goes on" in going_on.message.text()
    assert "The game goes on" not in ending.message.text()
    assert "cannot go on" in ending.message.text()


def fail_on_first_size(_available: object) -> object:
    raise RuntimeError("the screen has no size")


@pytest.mark.qt_no_exception_capture
def test_an_error_before_the_event_loop_is_logged_shown_and_ends_with_status_1(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """It once left the program with the hooks already removed: a traceback on stderr at
    best, nothing in the log, no dialog."""
    shown: list[tuple[str, bool]] = []
    monkeypatch.setattr(crash_reports, "show_crash_dialog",
                        lambda problem, _report, _log, ends: shown.append((problem, ends)))
    monkeypatch.setattr(app, "first_size", fail_on_first_size)
    assert main(["--data-dir", str(tmp_path), "--quit-when-shown"]) == 1
    text = (tmp_path / "logs" / "dq-desktop.log").read_text(encoding="utf-8")
    assert ("ERROR dq_desktop.crash: uncaught RuntimeError: the screen has no size; "
            "the program ends") in text
    assert 'raise RuntimeError("the screen has no size")' in text
    assert shown == [("RuntimeError: the screen has no size", True)]
    last = capsys.readouterr().err.splitlines()[-1]
    assert "RuntimeError: the screen has no size" in last
    assert str(tmp_path / "logs" / "dq-desktop.log") in last and ISSUES_URL in last


QUITTING_OVER_AN_UNREAD_ERROR = """
import sys
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication
from dq_desktop import app, cli, crash_reports
from dq_desktop.ui.dialogs.crash_dialog import CrashDialog

def broken(window, *, ask):
    raise ValueError("the autosave has five sides")

def show_and_say(problem, report, log, ends=False):
    print("shown, ends" if ends else "shown", flush=True)
    if ends:  # the player reads it and closes it
        QTimer.singleShot(0, lambda: [w.reject() for w in QApplication.topLevelWidgets()
                                      if isinstance(w, CrashDialog) and w.isVisible()])
    else:  # the program quits at once, as when its window closes
        QTimer.singleShot(0, QCoreApplication.quit)
    show(problem, report, log, ends)

show, crash_reports.show_crash_dialog = crash_reports.show_crash_dialog, show_and_say
app.start_first_game = broken
sys.exit(cli.main(["--data-dir", sys.argv[1]]))
"""


def test_an_error_the_programs_end_closed_unread_is_shown_again(tmp_path: Path) -> None:
    """An error as the window closes: its dialog opens as the program quits, and quitting
    closes every window. Once the loop has ended it is shown again, and waits."""
    result = subprocess.run(
        [sys.executable, "-c", QUITTING_OVER_AN_UNREAD_ERROR, str(tmp_path)],
        env=os.environ | {"QT_QPA_PLATFORM": "offscreen"}, capture_output=True, text=True,
        timeout=120, check=False)
    assert (result.returncode, result.stdout) == (0, "shown\nshown, ends\n"), result.stderr


FORCED_ERROR_THEN_CTRL_C = """
import sys
from dq_desktop import app, cli, crash_reports

def broken(window, *, ask):
    raise ValueError("the tile has five sides")

def show_and_say(*args):
    print("shown", flush=True)
    show(*args)

show = crash_reports.show_crash_dialog
app.start_first_game = broken
crash_reports.show_crash_dialog = show_and_say
sys.exit(cli.main(["--data-dir", sys.argv[1]]))
"""


@pytest.mark.skipif(sys.platform == "win32", reason="Ctrl-C is SIGINT on POSIX")
def test_ctrl_c_ends_the_program_with_an_error_dialog_open(tmp_path: Path) -> None:
    """The player asked for the end: the dialog he has seen does not hold it back."""
    process = subprocess.Popen(
        [sys.executable, "-c", FORCED_ERROR_THEN_CTRL_C, str(tmp_path)],
        env=os.environ | {"QT_QPA_PLATFORM": "offscreen"}, stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL, text=True, start_new_session=True)
    assert process.stdout is not None
    assert process.stdout.readline() == "shown\n"
    process.send_signal(signal.SIGINT)
    try:
        assert process.wait(timeout=120) == 0
    finally:
        process.kill()
    assert process.stdout.read() == ""  # not shown again


class Broken:
    def __del__(self) -> None:
        raise OSError("cannot be let go")


def test_an_error_python_cannot_raise_reaches_the_log(
    installed: tuple[CrashHandler, SessionLog],
) -> None:
    _, log = installed
    broken = Broken()
    del broken
    gc.collect()
    text = (log.folder / "dq-desktop.log").read_text(encoding="utf-8")
    assert "OSError: cannot be let go" in text and "in __del__" in text


def test_an_error_in_the_dialog_itself_is_logged_not_shown_again(
    installed: tuple[CrashHandler, SessionLog],
) -> None:
    handler, _ = installed
    shown: list[str] = []

    def show(problem: str, report: str, _: SessionLog, ends: bool) -> None:
        shown.append(problem)
        handler(KeyError, KeyError("inner"), None)

    handler.show = show
    handler(RuntimeError, RuntimeError("outer"), None)
    assert shown == ["RuntimeError: outer"]
    assert len(handler.reports) == 2


def test_qt_warnings_reach_the_log(installed: tuple[CrashHandler, SessionLog]) -> None:
    _, log = installed
    qWarning("QPainter::begin: Paint device returned engine == 0")
    text = (log.folder / "dq-desktop.log").read_text(encoding="utf-8")
    assert "WARNING qt: qt: QPainter::begin: Paint device returned engine == 0" in text


def test_a_qt_warning_before_the_first_frame_attaches_the_deferred_log(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    log = start_session_log(tmp_path / "logs", "6", "6", deferred=True)
    crash_reports.install(log)
    try:
        qWarning("QXcbConnection: XKeyboard extension not present")
    finally:
        crash_reports.uninstall()
        log.close()
    lines = (log.folder / "dq-desktop.log").read_text(encoding="utf-8").splitlines()
    assert "started" in lines[0]
    assert "XKeyboard extension not present" in lines[1]


def test_an_error_that_ends_the_self_test_is_logged_and_not_shown(
    installed: tuple[CrashHandler, SessionLog], capsys: pytest.CaptureFixture[str]
) -> None:
    """The self-test and the screenshot run unattended: a dialog would wait for ever."""
    handler, log = installed
    shown: list[str] = []
    handler.show = lambda problem, _report, _log, _ends: shown.append(problem)
    try:
        raise OSError("no space left")
    except OSError as error:
        handler.ended(error, shown=False)
    assert shown == []
    assert "uncaught OSError: no space left; the program ends" in (
        log.folder / "dq-desktop.log").read_text(encoding="utf-8")
    assert "please report it at" in capsys.readouterr().err.splitlines()[-1]
