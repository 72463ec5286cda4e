"""What happens to an error nobody caught: it goes to the log, and the player sees a dialog.

PySide6 hands an exception raised in a slot (or in a Qt virtual method written in
Python) to ``sys.excepthook`` and returns to the event loop. An error raised before
the event loop runs or after it ends reaches no hook: the start-up hands it to
``CrashHandler.ended`` while the hooks are still in place (``app._run_app``), and the
program ends with status 1. Either way the handler writes the traceback to the
session log and shows :class:`CrashDialog`, which says what happened, where the log
is and where to report it (``dq_desktop.ISSUES_URL``), and copies a report. An
error in a worker thread, or one Python cannot raise anywhere (in a ``__del__``,
say), is logged. Qt's own messages (warnings from its plugins, say) go to the log
through ``qInstallMessageHandler``; in the windowed Windows program and the macOS
app nobody reads stderr.

``logging`` is not imported here: the log attaches it when the first line comes
(``SessionLog.logger``), so that the first frame does not wait for its import.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication, QWidget

from dq_desktop import ISSUES_URL
from dq_desktop.session_log import ExceptionInfo, SessionLog
from dq_desktop.ui.common.text import error_line

if TYPE_CHECKING:  # the dialog and Qt's enums are loaded when an error comes, not at start
    from sys import UnraisableHookArgs

    from dq_desktop.ui.dialogs.crash_dialog import CrashDialog

WARNING = 30
QT_LEVELS = {  # logging's levels, by number
    QtMsgType.QtDebugMsg: 10,
    QtMsgType.QtInfoMsg: 20,
    QtMsgType.QtWarningMsg: WARNING,
    QtMsgType.QtCriticalMsg: 40,
    QtMsgType.QtFatalMsg: 50,
}


class QtMessages:
    """Qt's message handler: warnings and worse to the log, and to stderr as Qt would."""

    def __init__(self, log: SessionLog) -> None:
        self.log = log

    def __call__(self, kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        level = QT_LEVELS.get(kind, WARNING)
        if level >= WARNING:
            category = context.category if context.category not in (None, "default") else "qt"
            self.log.logger("qt").log(level, "%s: %s", category, message)
            if sys.stderr is not None:
                print(message, file=sys.stderr)


ShowDialog = Callable[[str, str, SessionLog, bool], None]
"""Shows the dialog: the error in one line, the report, the log, whether the program ends."""


class CrashHandler:
    """``sys.excepthook`` of the application; ``show`` makes the dialog (tests give theirs)."""

    def __init__(self, log: SessionLog, show: ShowDialog | None = None) -> None:
        self.log = log
        self.show = show or show_crash_dialog
        self.showing = False
        self.reports: list[str] = []

    def __call__(self, kind: type[BaseException], error: BaseException,
                 trace: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, trace)
            return
        report = self._record((kind, error, trace))
        self._show(error, report, ends=False)

    def ended(self, error: BaseException, *, shown: bool = True) -> None:
        """An error that ends the program (raised before the event loop or after it):
        logged, said on stderr with where the log is, and shown unless ``shown`` is
        false (the self-test and the screenshot never wait for a player)."""
        report = self._record((type(error), error, error.__traceback__), ends=True)
        if sys.stderr is not None:  # before the dialog: a terminal has it at once
            print(ended_message(error, self.log), file=sys.stderr)
        if shown:
            self._show(error, report, ends=True)

    def _record(self, info: ExceptionInfo, *, ends: bool = False) -> str:
        """The traceback to the log and stderr; returns the report."""
        kind, error, trace = info
        self.log.logger("dq_desktop.crash").error(
            "uncaught %s%s", error_line(error), "; the program ends" if ends else "",
            exc_info=info)
        report = self.log.report(info)
        self.reports.append(report)
        if sys.stderr is not None:
            sys.__excepthook__(kind, error, trace)
        return report

    def _show(self, error: BaseException, report: str, *, ends: bool) -> None:
        if self.showing or QApplication.instance() is None:
            return  # an error inside the dialog itself: logged, not shown twice
        self.showing = True
        try:
            self.show(error_line(error), report, self.log, ends)
        finally:
            self.showing = False

    def unraisable_hook(self, unraisable: UnraisableHookArgs) -> None:
        """An error Python could not raise (in a ``__del__``, say): logged."""
        error = unraisable.exc_value
        self.log.logger("dq_desktop.crash").error(
            "%s: %s", unraisable.err_msg or "Exception ignored in",
            error_line(error) if error is not None else unraisable.exc_type.__name__,
            exc_info=(unraisable.exc_type, error, unraisable.exc_traceback)
            if error is not None else None)

    def thread_hook(self, args: threading.ExceptHookArgs) -> None:
        """An error in a worker thread: logged (a dialog belongs to the GUI thread)."""
        if args.exc_value is not None:
            self.log.logger("dq_desktop.crash").error(
                "uncaught in thread %s: %s", getattr(args.thread, "name", "?"),
                error_line(args.exc_value),
                exc_info=(args.exc_type, args.exc_value, args.exc_traceback))


def ended_message(error: BaseException, log: SessionLog) -> str:
    """One sentence on stderr for an error that ends the program: what, where the log is,
    where to report it."""
    where = f"the details are in {log.file}" if log.file else "the log could not be written"
    return (f"dq-desktop: the program stopped on an unexpected error ({error_line(error)}); "
            f"{where}; please report it at {ISSUES_URL}")


_open_dialogs: list[tuple[CrashDialog, tuple[str, str, SessionLog]]] = []
"""The dialogs shown and not yet closed by the player, with what they show."""


def show_crash_dialog(problem: str, report: str, log: SessionLog, ends: bool = False) -> None:
    from PySide6.QtCore import Qt, QThread

    from dq_desktop.ui.dialogs.crash_dialog import CrashDialog

    parent = None if ends else _window_over_which()
    if ends:  # the dialog stands alone: nothing behind it goes on meanwhile
        for window in QApplication.topLevelWidgets():
            window.hide()
    dialog = CrashDialog(problem, report, log.folder if log.file else None, parent, ends=ends)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    # Kept alive while shown: a dialog without a parent belongs to its Python object.
    shown = (dialog, (problem, report, log))
    _open_dialogs.append(shown)

    def finished(_result: int = 0) -> None:
        if not dialog.closed_by_program:  # else it waits for show_unclosed
            _open_dialogs.remove(shown)

    dialog.finished.connect(finished)
    if QThread.currentThread().loopLevel() > 0:
        dialog.open()  # within the event loop: the game goes on behind it
    else:
        dialog.exec()  # before the loop runs, or after it ended: wait for the player


def _window_over_which() -> QWidget | None:
    """The active window, else the first window shown (none is active yet, or the
    platform activates none): the dialog stands over it, modal to it, and goes with it."""
    from PySide6.QtCore import Qt

    active = QApplication.activeWindow()
    if isinstance(active, QWidget):
        return active
    shown = [widget for widget in QApplication.topLevelWidgets()
             if widget.isVisible() and widget.windowType() == Qt.WindowType.Window]
    return shown[0] if shown else None


def show_unclosed() -> None:
    """Once the event loop has ended: each error dialog the player did not close (one opened
    as the window closed, which the program's quitting closed unread) is shown again,
    saying that the program ends, and waits for him."""
    left = [what for _, what in _open_dialogs]
    _open_dialogs.clear()
    for problem, report, log in left:
        show_crash_dialog(problem, report, log, True)


_replaced: list[tuple[Callable[[type[BaseException], BaseException, TracebackType | None],
                               object],
                      Callable[[threading.ExceptHookArgs], object],
                      Callable[[UnraisableHookArgs], object]]] = []
"""The hooks ``install`` replaced, for ``uninstall``."""


def install(log: SessionLog) -> CrashHandler:
    """Route uncaught errors and Qt's messages to the log and the dialog."""
    handler = CrashHandler(log)
    _replaced.append((sys.excepthook, threading.excepthook, sys.unraisablehook))
    sys.excepthook = handler
    threading.excepthook = handler.thread_hook
    sys.unraisablehook = handler.unraisable_hook
    qInstallMessageHandler(QtMessages(log))
    return handler


def uninstall() -> None:
    """The hooks as they were before ``install`` (the program ends, or a test does)."""
    if _replaced:
        hook, thread_hook, unraisable_hook = _replaced.pop()
        sys.excepthook = hook
        threading.excepthook = thread_hook
        sys.unraisablehook = unraisable_hook
    qInstallMessageHandler(None)
