"""An error nobody caught — raised in a Qt slot, say — reaches the log and a dialog that says
what happened, where the log is, and copies a report; Qt's own warnings reach the log."""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QTimer, QUrl, Signal, qWarning
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from dq_desktop import crash_reports
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
    log = start_session_log(tmp_path / "logs", "6", "6")
    handler = crash_reports.install(log)
    yield handler, log
    crash_reports.uninstall()
    log.close()
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, CrashDialog):
            widget.close()


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


def test_an_error_in_the_dialog_itself_is_logged_not_shown_again(
    installed: tuple[CrashHandler, SessionLog],
) -> None:
    handler, _ = installed
    shown: list[str] = []

    def show(problem: str, report: str, _: SessionLog) -> None:
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
