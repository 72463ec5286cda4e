"""Work that waits for a window's first frame runs once, after the window's first paint
(not before it, as a zero-time timer started after ``show()`` would), and still runs
for a window that is never painted."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from dq_desktop.ui.common.first_frame import UNPAINTED_MS, AfterFirstFrame
from dq_desktop.ui.shell.main_window import MainWindow


class PaintCounter(QObject):
    """Counts the paints of a widget (installed before the watcher: it sees them first)."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.paints = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


def test_the_work_runs_once_after_the_first_paint(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    counter = PaintCounter(window)
    paints_when_run: list[int] = []
    AfterFirstFrame(window, lambda: paints_when_run.append(counter.paints))
    window.resize(300, 200)
    window.show()
    qtbot.waitUntil(lambda: paints_when_run != [], timeout=10_000)
    assert paints_when_run[0] >= 1
    window.update()  # a second paint, waited for: the work does not run again
    qtbot.waitUntil(lambda: counter.paints > paints_when_run[0], timeout=10_000)
    assert len(paints_when_run) == 1


def test_a_window_never_painted_still_gets_its_work_done(qtbot: QtBot) -> None:
    window = QWidget()  # never shown
    qtbot.addWidget(window)
    ran: list[bool] = []
    AfterFirstFrame(window, lambda: ran.append(True))
    qtbot.waitUntil(lambda: ran == [True], timeout=UNPAINTED_MS + 10_000)


def test_the_game_view_is_built_after_the_first_frame(qtbot: QtBot) -> None:
    """As ``app.py`` starts the application: the window first, its game view after."""
    window = MainWindow(deferred=True, bot_delay_ms=0)
    qtbot.addWidget(window)
    built_at_paint: list[bool] = []

    class BuiltAtPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and watched is window:
                built_at_paint.append(window.is_built)
            return False

    spy = BuiltAtPaint(window)
    window.installEventFilter(spy)
    AfterFirstFrame(window, window.build)
    window.show()
    qtbot.waitUntil(lambda: window.is_built, timeout=30_000)
    assert built_at_paint[0] is False
    window.controller.shut_down()
