"""What happens to an error nobody caught: it goes to the log, and the player sees a dialog.

PySide6 hands an exception raised in a slot (or in a Qt virtual method written in
Python) to ``sys.excepthook`` and returns to the event loop; so does the
interpreter for one that ends the program. Either way the handler writes the
traceback to the session log and shows :class:`CrashDialog`, which says what
happened, where the log is, and copies a report. Qt's own messages (warnings
from its plugins, say) go to the log through ``qInstallMessageHandler``; in the
windowed Windows program and the macOS app nobody reads stderr.

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

from dq_desktop.session_log import ExceptionInfo, SessionLog
from dq_desktop.ui.common.text import error_line

if TYPE_CHECKING:  # the dialog and Qt's enums are loaded when an error comes, not at start
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


class CrashHandler:
    """``sys.excepthook`` of the application; ``show`` makes the dialog (tests give theirs)."""

    def __init__(self, log: SessionLog,
                 show: Callable[[str, str, SessionLog], None] | None = None) -> None:
        self.log = log
        self.show = show or show_crash_dialog
        self.showing = False
        self.reports: list[str] = []

    def __call__(self, kind: type[BaseException], error: BaseException,
                 trace: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, trace)
            return
        info: ExceptionInfo = (kind, error, trace)
        self.log.logger("dq_desktop.crash").error("uncaught %s", error_line(error),
                                                  exc_info=info)
        report = self.log.report(info)
        self.reports.append(report)
        if sys.stderr is not None:
            sys.__excepthook__(kind, error, trace)
        if self.showing or QApplication.instance() is None:
            return  # an error inside the dialog itself: logged, not shown twice
        self.showing = True
        try:
            self.show(error_line(error), report, self.log)
        finally:
            self.showing = False

    def thread_hook(self, args: threading.ExceptHookArgs) -> None:
        """An error in a worker thread: logged (a dialog belongs to the GUI thread)."""
        if args.exc_value is not None:
            self.log.logger("dq_desktop.crash").error(
                "uncaught in thread %s: %s", getattr(args.thread, "name", "?"),
                error_line(args.exc_value),
                exc_info=(args.exc_type, args.exc_value, args.exc_traceback))


_open_dialogs: list[CrashDialog] = []


def show_crash_dialog(problem: str, report: str, log: SessionLog) -> None:
    from PySide6.QtCore import Qt, QThread

    from dq_desktop.ui.dialogs.crash_dialog import CrashDialog

    app = QApplication.instance()
    parent = app.activeWindow() if isinstance(app, QApplication) else None
    dialog = CrashDialog(problem, report, log.folder if log.file else None,
                         parent if isinstance(parent, QWidget) else None)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    # Kept alive while shown: a dialog without a parent belongs to its Python object.
    _open_dialogs.append(dialog)
    dialog.finished.connect(lambda _=0: _open_dialogs.remove(dialog))
    if QThread.currentThread().loopLevel() > 0:
        dialog.open()  # within the event loop: the game goes on behind it
    else:
        dialog.exec()  # before the loop runs, or after it ended: wait for the player


_replaced: list[tuple[Callable[[type[BaseException], BaseException, TracebackType | None],
                               object],
                      Callable[[threading.ExceptHookArgs], object]]] = []
"""The hooks ``install`` replaced, for ``uninstall``."""


def install(log: SessionLog) -> CrashHandler:
    """Route uncaught errors and Qt's messages to the log and the dialog."""
    handler = CrashHandler(log)
    _replaced.append((sys.excepthook, threading.excepthook))
    sys.excepthook = handler
    threading.excepthook = handler.thread_hook
    qInstallMessageHandler(QtMessages(log))
    return handler


def uninstall() -> None:
    """The hooks as they were before ``install`` (the program ends, or a test does)."""
    if _replaced:
        hook, thread_hook = _replaced.pop()
        sys.excepthook = hook
        threading.excepthook = thread_hook
    qInstallMessageHandler(None)
