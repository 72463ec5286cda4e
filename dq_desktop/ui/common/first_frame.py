"""Work that waits until a window's first frame is on screen.

A zero-time timer started after ``show()`` fires before the window is painted:
Qt paints on an update request that comes later in the same turn of the event
loop. So whatever ran from such a timer (building the game view, a third of a
second) held back the first frame. This watcher sees the window's first paint
and starts the work in the turn after it, once the frame has been drawn and
handed to the screen.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

UNPAINTED_MS = 1000
"""A window shown but never painted (started minimised, say) still gets its work
done this long after ``show()``."""


class AfterFirstFrame(QObject):
    """Calls ``then`` once, in the turn of the event loop after ``window``'s first paint."""

    def __init__(self, window: QWidget, then: Callable[[], None]) -> None:
        super().__init__(window)
        self._window = window
        self._then: Callable[[], None] | None = then
        window.installEventFilter(self)
        self._unpainted = QTimer(self)
        self._unpainted.setSingleShot(True)
        self._unpainted.timeout.connect(self._run)
        self._unpainted.start(UNPAINTED_MS)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and watched is self._window:
            self._window.removeEventFilter(self)
            QTimer.singleShot(0, self, self._run)  # the paint and its flush end first
        return False

    def _run(self) -> None:
        then, self._then = self._then, None
        if then is None:
            return
        self._unpainted.stop()
        self._window.removeEventFilter(self)
        then()
