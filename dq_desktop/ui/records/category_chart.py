"""How the points of each category were spread over the games, drawn with QPainter.

One strip per category on a shared scale: a disc at every value scored, its
area growing with the number of games that scored it, a tick at the mean, and
beside the mean what changed: the mean of the latest quarter of the games shown
less that of the first quarter, so that the player sees what improved.
"""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Mapping, Sequence

from PySide6.QtCore import QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from dq_desktop.ui.common.text import fill, translate
from dq_desktop.ui.records import chart_legend
from dq_desktop.ui.records.cached_chart import CachedChart
from dq_desktop.ui.records.progress import change
from dq_desktop.ui.table.score_panel import CATEGORIES, category_name

DISC = QColor("#0072B2")
MEAN = QColor("#D55E00")
BETTER = QColor("#00795A")
WORSE = QColor("#B3261E")
MAX_RADIUS = 9.0
TICK_STEPS = (1, 2, 5, 10, 20, 25, 50, 100)


def scale_top(values: Mapping[str, Sequence[int]]) -> int:
    """The end of the shared axis: the highest value, rounded up to a multiple of 5."""
    highest = max((max(v) for v in values.values() if v), default=0)
    return max(10, math.ceil(highest / 5) * 5)


def change_text(value: float) -> str:
    """A change of mean with its sign and an arrow: "▲ +1.4", "▼ -0.6", "= 0.0"."""
    shown = QLocale().toString(abs(value), "f", 1)
    if shown == QLocale().toString(0.0, "f", 1):
        return "= " + shown
    return ("▲ +" if value > 0 else "▼ \u2212") + shown


class CategoryChart(CachedChart):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self._paint_games, parent)
        self.values: dict[str, list[int]] = {}
        self.setMinimumSize(320, 140)  # the records window fits a 640-pixel-high screen
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(translate("RecordsWindow", "Points per category"))
        self.set_values({})

    def sizeHint(self) -> QSize:
        return QSize(420, 280)

    def set_values(self, values: Mapping[str, Sequence[int]]) -> None:
        """Category → each game's points in it."""
        self.values = {key: list(values.get(key, ())) for key in CATEGORIES}
        # Worked out once here, not at every paint (a book may hold 20,000 games).
        self._top = scale_top(self.values)
        self._games = max(len(v) for v in self.values.values())
        self._counts = {key: sorted(Counter(v).items()) for key, v in self.values.items()}
        self._means = {key: statistics.fmean(v) for key, v in self.values.items() if v}
        self.changes = {key: change(v) for key, v in self.values.items()}
        self.setToolTip(self._summary())
        self.invalidate()

    def _summary(self) -> str:
        lines = []
        for key in CATEGORIES:
            points = self.values[key]
            if points:
                lines.append(
                    fill(
                        translate("RecordsWindow", "%1: %2 to %3, on average %4"),
                        category_name(key),
                        min(points),
                        max(points),
                        QLocale().toString(self._means[key], "f", 1),
                    )
                )
                moved = self.changes[key]
                if moved is not None:
                    lines[-1] += fill(translate(
                        "RecordsWindow", "; the latest quarter of these games against the "
                        "first: %1"), change_text(moved))
        return "\n".join(lines)

    def _paint_games(self, painter: QPainter) -> None:
        painter.fillRect(self.rect(), self.palette().color(QPalette.ColorRole.Base))
        text = self.palette().color(QPalette.ColorRole.Text)
        metrics = QFontMetricsF(self.font())
        left = max(metrics.horizontalAdvance(category_name(k)) for k in CATEGORIES) + 16
        mean_width = metrics.horizontalAdvance("Ø 00.0") + 12
        change_width = metrics.horizontalAdvance("▲ +00.0") + 8
        legend = self._legend(metrics)
        plot = QRectF(
            left,
            8,
            self.width() - left - mean_width - change_width - MAX_RADIUS,
            self.height() - 2 * metrics.height() - 16 - legend.height,
        )
        self._paint_axis(painter, plot, text, metrics)
        row_height = plot.height() / len(CATEGORIES)
        for row, key in enumerate(CATEGORIES):
            y = plot.top() + row_height * (row + 0.5)
            painter.setPen(text)
            label = QRectF(0, y - row_height / 2, left - 10, row_height)
            painter.drawText(
                label,
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                category_name(key),
            )
            self._paint_row(painter, plot, y, min(MAX_RADIUS, row_height / 2 - 1), key)
            points = self.values[key]
            if points:
                painter.setPen(text)
                box = QRectF(
                    plot.right() + MAX_RADIUS + 6, y - row_height / 2, mean_width, row_height
                )
                mean = QLocale().toString(self._means[key], "f", 1)
                painter.drawText(
                    box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, "Ø " + mean
                )
                self._paint_change(painter, box.translated(mean_width, 0), key, text)
        chart_legend.paint(painter, legend, metrics, text)

    def _paint_change(self, painter: QPainter, box: QRectF, key: str, text: QColor) -> None:
        moved = self.changes[key]
        if moved is None:
            return
        words = change_text(moved)
        painter.setPen(text if words.startswith("=") else BETTER if moved > 0 else WORSE)
        painter.drawText(box.adjusted(0, 0, 40, 0),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, words)

    def _x(self, plot: QRectF, value: float) -> float:
        return plot.left() + plot.width() * value / self._top

    def _paint_axis(
        self, painter: QPainter, plot: QRectF, text: QColor, metrics: QFontMetricsF
    ) -> None:
        top = self._top
        label_width = metrics.horizontalAdvance(str(top)) + 10
        step = next(
            (s for s in TICK_STEPS if plot.width() * s / top >= label_width), TICK_STEPS[-1]
        )
        grid = QColor(text)
        grid.setAlpha(35)
        for value in range(0, top + 1, step):
            x = self._x(plot, value)
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
            painter.setPen(text)
            box = QRectF(x - label_width / 2, plot.bottom() + 4, label_width, metrics.height())
            painter.drawText(box, Qt.AlignmentFlag.AlignHCenter, str(value))

    def _paint_row(self, painter: QPainter, plot: QRectF, y: float, room: float, key: str) -> None:
        """One category: a disc per value scored, by how many games, and the mean."""
        grid = QColor(self.palette().color(QPalette.ColorRole.Text))
        grid.setAlpha(35)
        painter.setPen(QPen(grid, 1))
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        points = self.values[key]
        if not points:
            return
        painter.setPen(QPen(DISC, 1))
        painter.setBrush(_disc_fill())
        for value, count in self._counts[key]:
            radius = max(2.5, room * math.sqrt(count / self._games))
            painter.drawEllipse(QPointF(self._x(plot, value), y), radius, radius)
        mean = self._x(plot, self._means[key])
        _draw_mean(painter, QPointF(mean, y), room + 2)

    def _legend(self, metrics: QFontMetricsF) -> chart_legend.PlacedLegend:
        def discs(painter: QPainter, at: QPointF) -> None:
            painter.setPen(QPen(DISC, 1))
            painter.setBrush(_disc_fill())
            painter.drawEllipse(QPointF(at.x() + 3, at.y()), 3.0, 3.0)
            painter.drawEllipse(QPointF(at.x() + 15, at.y()), 6.0, 6.0)

        items = [
            chart_legend.LegendItem(
                discs, 21, translate("RecordsWindow", "games: the larger, the more")
            ),
            chart_legend.LegendItem(
                lambda painter, at: _draw_mean(painter, QPointF(at.x() + 2, at.y()), 7),
                4,
                translate("RecordsWindow", "mean"),
            ),
        ]
        left = 8.0
        placed = chart_legend.lay_out(items, left, 0, self.width() - 2 * left, metrics)
        shift = self.height() - placed.height - 4
        return chart_legend.PlacedLegend(
            tuple((item, QPointF(at.x(), at.y() + shift)) for item, at in placed.items),
            placed.height,
        )


def _disc_fill() -> QColor:
    colour = QColor(DISC)
    colour.setAlpha(150)
    return colour


def _draw_mean(painter: QPainter, at: QPointF, half: float) -> None:
    painter.setPen(QPen(MEAN, 2.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
    painter.drawLine(QPointF(at.x(), at.y() - half), QPointF(at.x(), at.y() + half))
