"""The review's summary, like a chess game review: for each player, how many placements got
each verdict (under a swatch of its colour, its name as the tooltip) and the expected
points given up in all. The legend of the colours is ``verdict_legend.py``."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from dq_desktop.engine.analysis.review import PlayerReview, Verdict
from dq_desktop.engine.analysis.review_summary import summarize
from dq_desktop.ui.coach.review_words import decimal, verdict_name
from dq_desktop.ui.coach.verdict_legend import paint_swatch, swatch_label
from dq_desktop.ui.common.seats import shown_name
from dq_desktop.ui.common.text import plain_label, translate


@dataclass(frozen=True)
class Tally:
    """One player's review in numbers."""

    name: str
    counts: dict[Verdict, int]
    """Placements per verdict (every verdict present, 0 where none)."""
    given_up: float
    """Expected points given up over the game: the sum of the losses."""


def tally(review: PlayerReview) -> Tally:
    """The engine's summary of ``review`` (``engine/analysis/review_summary.py``, which the
    ``review`` command prints too), as the grid reads it."""
    summary = summarize(review)
    return Tally(shown_name(summary.name), dict(summary.counts), summary.given_up)


class ReviewSummary(QWidget):
    """A row per player: the count of each verdict and the points given up."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(10)
        self.tallies: list[Tally] = []
        self._headers: list[QLabel] = []

    def set_reviews(self, reviews: Sequence[PlayerReview]) -> None:
        self.tallies = [tally(review) for review in reviews]
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item is not None and (widget := item.widget()) is not None:
                widget.deleteLater()
        self._headers = [QLabel(), QLabel()]
        self.grid.addWidget(self._headers[0], 0, 0)
        for column in range(1, len(Verdict) + 1):  # painted in retranslate
            self.grid.addWidget(swatch_label(), 0, column, Qt.AlignmentFlag.AlignCenter)
        self.grid.addWidget(self._headers[1], 0, len(Verdict) + 1)
        for row, each in enumerate(self.tallies, start=1):
            self.grid.addWidget(plain_label(each.name), row, 0)
            for column, verdict in enumerate(Verdict, start=1):
                self.grid.addWidget(plain_label(str(each.counts[verdict])), row, column,
                                    Qt.AlignmentFlag.AlignCenter)
            self.grid.addWidget(plain_label(decimal(each.given_up)), row, len(Verdict) + 1,
                                Qt.AlignmentFlag.AlignRight)
        self.retranslate()

    def retranslate(self) -> None:
        if not self._headers:
            return
        self._headers[0].setText(translate("ReviewWindow", "Summary"))
        self._headers[1].setText(translate("ReviewWindow", "points given up"))
        for column, verdict in enumerate(Verdict, start=1):
            item = self.grid.itemAtPosition(0, column)
            if item is not None and isinstance(widget := item.widget(), QLabel):
                widget.setToolTip(verdict_name(verdict))
                paint_swatch(widget, verdict, self.palette())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange:  # the colours follow the theme
            self.retranslate()
        super().changeEvent(event)

