"""How the games shown spread over the measure's values: a histogram, drawn once.

One bar per bin of a round width (``progress.histogram``), its height the number of
games in it; a tick at the mean; the selected game's bin is pointed at by a small
triangle drawn over the chart's picture.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence

from PySide6.QtCore import QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from dq_desktop.ui.common.text import PLURAL, fill, translate
from dq_desktop.ui.records.cached_chart import CachedChart
from dq_desktop.ui.records.progress import Histogram, histogram

BAR = QColor("#0072B2")
MEAN = QColor("#D55E00")


class DistributionChart(CachedChart):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self._paint_games, parent)
        self.values: list[float] = []
        self.bins = histogram(())
        self.mean: float | None = None
        self.selected: float | None = None
        """The selected game's value, pointed at."""
        self.setMinimumSize(130, 140)  # as the totals chart beside it
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(translate("RecordsWindow", "Distribution"))

    def sizeHint(self) -> QSize:
        return QSize(220, 280)

    def set_values(self, values: Sequence[float]) -> None:
        self.values = list(values)
        self.bins = histogram(self.values)
        self.mean = statistics.fmean(self.values) if self.values else None
        self.setToolTip(self._summary())
        self.invalidate()

    def select(self, value: float | None) -> None:
        if value != self.selected:
            self.selected = value
            self.update()

    def _summary(self) -> str:
        if not self.values:
            return ""
        most = max(range(len(self.bins.counts)), key=self.bins.counts.__getitem__)
        low = self.bins.low + most * self.bins.width
        count = self.bins.counts[most]
        return fill(
            translate("RecordsWindow", "Most games (%n) between %1 and %2; mean %3", None,
                      PLURAL, count),
            f"{low:g}", f"{low + self.bins.width:g}",
            QLocale().toString(self.mean or 0.0, "f", 1),
        )

    def _plot(self) -> QRectF:
        metrics = QFontMetricsF(self.font())
        top = metrics.height() + 10
        return QRectF(8, top, self.width() - 16, self.height() - top - metrics.height() - 10)

    def _x(self, value: float, plot: QRectF) -> float:
        bins: Histogram = self.bins
        extent = bins.width * max(1, len(bins.counts))
        return plot.left() + plot.width() * (value - bins.low) / extent

    def _paint_games(self, painter: QPainter) -> None:
        painter.fillRect(self.rect(), self.palette().color(QPalette.ColorRole.Base))
        text = self.palette().color(QPalette.ColorRole.Text)
        metrics = QFontMetricsF(self.font())
        plot = self._plot()
        grid = QColor(text)
        grid.setAlpha(60)
        painter.setPen(QPen(grid, 1))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        counts = self.bins.counts
        if not counts:
            return
        highest = max(counts)
        fill_colour = QColor(BAR)
        fill_colour.setAlpha(170)
        painter.setPen(QPen(BAR, 1))
        painter.setBrush(fill_colour)
        for number, count in enumerate(counts):
            if count == 0:
                continue
            left = self._x(self.bins.low + number * self.bins.width, plot)
            right = self._x(self.bins.low + (number + 1) * self.bins.width, plot)
            height = plot.height() * count / highest
            painter.drawRect(QRectF(left, plot.bottom() - height, right - left, height))
        painter.setPen(text)
        high = self.bins.low + self.bins.width * len(counts)
        for value, align in ((self.bins.low, Qt.AlignmentFlag.AlignLeft),
                             (high, Qt.AlignmentFlag.AlignRight)):
            box = QRectF(plot.left() - 4, plot.bottom() + 4, plot.width() + 8, metrics.height())
            painter.drawText(box, align, f"{value:g}")
        if self.mean is not None:
            x = self._x(self.mean, plot)
            painter.setPen(QPen(MEAN, 2.5))
            painter.drawLine(QPointF(x, plot.top() - 2), QPointF(x, plot.bottom()))
            label = "Ø " + QLocale().toString(self.mean, "f", 1)
            width = metrics.horizontalAdvance(label) + 4
            left = max(plot.left(), min(x - width / 2, plot.right() - width))
            painter.setPen(text)
            painter.drawText(QRectF(left, 2, width, metrics.height()),
                             Qt.AlignmentFlag.AlignCenter, label)

    def _paint_overlay(self, painter: QPainter) -> None:
        if self.selected is None or not self.bins.counts:
            return
        plot = self._plot()
        x = self._x(self.selected, plot)
        y = plot.bottom() + 1
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.palette().highlight().color())
        painter.drawPolygon(QPolygonF([QPointF(x, y), QPointF(x - 5, y + 8),
                                       QPointF(x + 5, y + 8)]))

