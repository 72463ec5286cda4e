"""Computer players think on a worker thread; the answer comes back on the GUI thread.

The work runs in a standard-library thread pool and touches no Qt object; a
short timer on the GUI thread collects finished answers. That keeps Qt
objects on one thread. Each request carries a generation number: when a new
game starts or the window closes, the generation moves on and late answers are
dropped. A computer player that fails is a fault of the program: its traceback goes
to the session log, and ``failed`` carries the error in one line for the player.
"""

from __future__ import annotations

import logging
from concurrent.futures import Future, ThreadPoolExecutor

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from dq_desktop.engine.game import Move
from dq_desktop.engine.view import PlayerView
from dq_desktop.ui.common.text import error_line

logger = logging.getLogger(__name__)

POLL_MS = 10


def _decide(kind: str, seed: str, view: PlayerView) -> Move:
    from dq_desktop.engine.bots import make_bot  # heavy; not needed to show the window

    return make_bot(kind, seed).choose(view)


class BotRunner(QObject):
    decided = Signal(int, int, object)
    """(generation, seat, Move), emitted on the GUI thread."""
    failed = Signal(int, int, str)
    """(generation, seat, the error in one line: ``ValueError: …``), on the GUI thread."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="dq-bot")
        self._pending: list[tuple[int, int, str, Future[Move]]] = []
        self._generation = 0
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._collect)

    @property
    def generation(self) -> int:
        return self._generation

    def is_stale(self, generation: int) -> bool:
        return generation != self._generation

    def cancel_all(self) -> int:
        """Forget every pending decision; returns the new generation."""
        self._generation += 1
        for *_, future in self._pending:
            future.cancel()
        self._pending.clear()
        self._timer.stop()
        return self._generation

    def request(self, kind: str, seed: str, view: PlayerView) -> None:
        future = self._executor.submit(_decide, kind, seed, view)
        self._pending.append((self._generation, view.seat, kind, future))
        self._timer.start()

    def busy(self) -> bool:
        return bool(self._pending)

    def shut_down(self) -> None:
        """Cancel, and wait for a decision under way to finish (closing the window)."""
        self.cancel_all()
        self._executor.shutdown(wait=True, cancel_futures=True)

    @Slot()
    def _collect(self) -> None:
        still = []
        for generation, seat, kind, future in self._pending:
            if not future.done():
                still.append((generation, seat, kind, future))
                continue
            if future.cancelled() or self.is_stale(generation):
                continue
            error = future.exception()
            if error is not None:
                logger.error("computer player %r of seat %d failed: %s", kind, seat,
                             error_line(error), exc_info=error)
                self.failed.emit(generation, seat, error_line(error))
            else:
                self.decided.emit(generation, seat, future.result())
        self._pending = still
        if not self._pending:
            self._timer.stop()
