"""The scoring moment: after a round, each category in turn lights what it counts on
the board and counts its points up in the scoring helper, then the round's total.

As the online client's tally did, but at the pace of the animation setting (instant
when animations are off). Any key or click skips it. What follows (the results card)
waits for it, and the computer players wait with the results card, as before.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal

from dq_desktop.engine.scoring import Score
from dq_desktop.ui.table.score_panel import CATEGORIES, ScorePanel

FRAMES_PER_CATEGORY = 6
"""How many steps a category's points take to count up."""
PACE = 2
"""A category lasts this many animation lengths (0.7 s at the normal speed)."""
SKIPPING = (QEvent.Type.KeyPress, QEvent.Type.MouseButtonPress)


def frames(score: Score) -> list[tuple[str | None, dict[str, int]]]:
    """Each step of the moment: the category lit (``None``: none) and the values shown."""
    values = score.as_dict()
    shown = {key: 0 for key in (*CATEGORIES, "total")}
    steps: list[tuple[str | None, dict[str, int]]] = []
    for key in (*CATEGORIES, "total"):
        for frame in range(1, FRAMES_PER_CATEGORY + 1):
            shown[key] = values[key] * frame // FRAMES_PER_CATEGORY
            steps.append((key if key != "total" else None, dict(shown)))
    return steps


class ScoringMoment(QObject):
    finished = Signal()

    def __init__(self, panel: ScorePanel, light: Callable[[str], None],
                 step_ms: Callable[[], int], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.panel = panel
        self.light = light
        """Lights a category's roads and symbols on the board ("" puts them out)."""
        self.step_ms = step_ms
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._next)
        self._steps: list[tuple[str | None, dict[str, int]]] = []
        self._after: list[Callable[[], None]] = []
        self._eat_release = False

    @property
    def running(self) -> bool:
        return self.timer.isActive()

    def play(self, score: Score, round_number: int, then: Callable[[], None] | None) -> None:
        """Show ``score`` (the shown player's, of ``round_number``), then call ``then``."""
        if then is not None:
            self._after.append(then)
        length = self.step_ms() * PACE
        if length <= 0:
            self._finish()
            return
        self._steps = frames(score)
        self.panel.show_round_result(round_number)
        app = QCoreApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        self.timer.start(max(1, length // FRAMES_PER_CATEGORY))
        self._next()

    def skip(self) -> None:
        if self.running:
            self._finish()

    def _next(self) -> None:
        if not self._steps:
            self._finish()
            return
        key, shown = self._steps.pop(0)
        self.light(key or "")
        self.panel.count(shown, key or "total")

    def _finish(self) -> None:
        self.timer.stop()
        app = QCoreApplication.instance()
        if app is not None and not self._eat_release:
            app.removeEventFilter(self)
        self._steps = []
        self.light("")
        self.panel.show_round_result(None)
        after, self._after = self._after, []
        for action in after:
            action()
        self.finished.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if self.running and kind in SKIPPING:
            self._eat_release = kind == QEvent.Type.MouseButtonPress
            self.skip()
            return True  # the key or click that skips does nothing else
        if self._eat_release and kind == QEvent.Type.MouseButtonRelease:
            self._eat_release = False
            app = QCoreApplication.instance()
            if app is not None:
                app.removeEventFilter(self)
            return True  # nor does the release of that click
        return False
