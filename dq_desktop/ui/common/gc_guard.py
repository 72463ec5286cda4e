"""Python's cyclic garbage collection, only ever on the GUI thread.

The collector runs in whichever thread happens to allocate; if a computer
player's worker thread collects a cycle holding Qt objects, Qt deletes them
on the wrong thread and the program crashes (the monkey test found exactly
that). So automatic collection is switched off and a timer on the GUI thread
collects instead, generation by generation, as Python's own thresholds would.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

INTERVAL_MS = 500
_guard: GuiThreadCollector | None = None


class GuiThreadCollector(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thresholds = gc.get_threshold()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.collect)
        self._timer.start(INTERVAL_MS)

    def collect(self) -> None:
        counts = gc.get_count()
        for generation in (2, 1, 0):
            if counts[generation] > self._thresholds[generation]:
                gc.collect(generation)
                return


def collect_on_gui_thread() -> None:
    """Install the collector once per application (idempotent)."""
    global _guard
    app = QCoreApplication.instance()
    if _guard is None and app is not None:
        _guard = GuiThreadCollector(app)
