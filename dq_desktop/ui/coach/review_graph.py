"""The review's graph: the expected final total after each placement, the player's line
against the expert's (like a chess review's evaluation graph).

At placement ``i`` the player's line is the review's expected final total after the
placement made, the expert's line the expected final total had the expert chosen
there instead (``PlacementReview.expected_expert``). The player's points are
coloured by verdict; the placement shown is marked; a click chooses a placement.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFontMetricsF, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from dq_desktop.engine.analysis.review import PlacementReview
from dq_desktop.ui.coach.review_words import decimal
from dq_desktop.ui.common.painting import painting
from dq_desktop.ui.common.text import fill, translate
from dq_desktop.ui.common.verdict_scale import verdict_colour
from dq_desktop.ui.records import chart_legend

MARGIN = 8.0
AXIS_WIDTH = 34.0
DOT = 4.0


def lines_of(reviews: Sequence[PlacementReview]) -> tuple[list[float], list[float]]:
    """(the player's line, the expert's line): an expected final total per placement."""
    return [r.expected_played for r in reviews], [r.expected_expert for r in reviews]


class ExpectedTotalsGraph(QWidget):
    stepChosen = Signal(int)
    """The index of the placement clicked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.reviews: tuple[PlacementReview, ...] = ()
        self.current = 0
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(150)
        self.retranslate()

    def sizeHint(self) -> QSize:
        return QSize(560, 150)

    def retranslate(self) -> None:
        self.setToolTip(translate("ReviewWindow", "Expected final total after each placement: "
                                  "yours (solid) and the expert's choice (dashed). Click a "
                                  "placement to go there."))
        self.setAccessibleName(translate("ReviewWindow", "Graph of expected final totals"))
        self.setAccessibleDescription(self.describe())
        self.update()

    def set_reviews(self, reviews: tuple[PlacementReview, ...]) -> None:
        self.reviews = reviews
        self.current = 0
        self.setAccessibleDescription(self.describe())
        self.update()

    def set_current(self, index: int) -> None:
        self.current = index
        self.update()

    # --- geometry ------------------------------------------------------------------

    def _legend(self, metrics: QFontMetricsF) -> chart_legend.PlacedLegend:
        def line_key(dashed: bool) -> chart_legend.LegendItem:
            def draw(painter: QPainter, at: QPointF) -> None:
                painter.setPen(self._pen(dashed))
                painter.drawLine(at, at + QPointF(22, 0))

            label = (translate("ReviewWindow", "the expert's choice") if dashed
                     else translate("ReviewWindow", "your placement"))
            return chart_legend.LegendItem(draw, 22, label)

        return chart_legend.lay_out([line_key(False), line_key(True)], MARGIN + AXIS_WIDTH,
                                    MARGIN, self.width() - AXIS_WIDTH - 2 * MARGIN, metrics)

    def _plot(self, legend_height: float) -> QRectF:
        top = MARGIN + legend_height
        return QRectF(MARGIN + AXIS_WIDTH, top, max(1.0, self.width() - AXIS_WIDTH - 2 * MARGIN),
                      max(1.0, self.height() - top - MARGIN))

    def _range(self) -> tuple[float, float]:
        mine, expert = lines_of(self.reviews)
        low, high = min(mine + expert), max(mine + expert)
        spread = max(high - low, 4.0)
        return low - spread * 0.1, high + spread * 0.1

    def _point(self, plot: QRectF, index: int, value: float) -> QPointF:
        low, high = self._range()
        count = max(len(self.reviews) - 1, 1)
        return QPointF(plot.left() + plot.width() * index / count,
                       plot.bottom() - plot.height() * (value - low) / (high - low))

    def _pen(self, dashed: bool) -> QPen:
        colour = self.palette().mid().color() if dashed else self.palette().text().color()
        pen = QPen(colour, 2.0)
        if dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        return pen

    # --- painting ------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        with painting(self) as painter:
            painter.fillRect(self.rect(), self.palette().base())
            metrics = QFontMetricsF(self.font())
            if not self.reviews:
                painter.setPen(self.palette().placeholderText().color())
                painter.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter,
                                 translate("ReviewWindow", "The graph follows the review."))
                return
            legend = self._legend(metrics)
            chart_legend.paint(painter, legend, metrics, self.palette().text().color())
            plot = self._plot(legend.height)
            self._axis(painter, plot, metrics)
            mine, expert = lines_of(self.reviews)
            for values, dashed in ((expert, True), (mine, False)):
                painter.setPen(self._pen(dashed))
                points = [self._point(plot, i, v) for i, v in enumerate(values)]
                painter.drawPolyline(points)
            for index, (review, value) in enumerate(zip(self.reviews, mine, strict=True)):
                at = self._point(plot, index, value)
                radius = DOT * (1.6 if index == self.current else 1.0)
                painter.setPen(QPen(self.palette().text().color(), 1.5 if index == self.current
                                    else 0.8))
                painter.setBrush(verdict_colour(review.verdict))
                painter.drawEllipse(at, radius, radius)

    def _axis(self, painter: QPainter, plot: QRectF, metrics: QFontMetricsF) -> None:
        low, high = self._range()
        painter.setPen(self.palette().mid().color())
        painter.drawRect(plot)
        marker = self._point(plot, self.current, low)
        painter.drawLine(QPointF(marker.x(), plot.top()), QPointF(marker.x(), plot.bottom()))
        painter.setPen(self.palette().text().color())
        for value, y in ((high, plot.top()), (low, plot.bottom())):
            box = QRectF(MARGIN - 4, y - metrics.height() / 2, AXIS_WIDTH - 4, metrics.height())
            painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             decimal(value))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if not self.reviews:
            return
        plot = self._plot(self._legend(QFontMetricsF(self.font())).height)
        count = max(len(self.reviews) - 1, 1)
        share = (event.position().x() - plot.left()) / plot.width()
        self.stepChosen.emit(max(0, min(len(self.reviews) - 1, round(share * count))))

    def describe(self) -> str:
        """The graph in words (for the accessible description and tests)."""
        mine, expert = lines_of(self.reviews)
        if not mine:
            return ""
        return fill(translate("ReviewWindow", "Expected final total after the last placement: "
                              "%1; the expert's choice there: %2."),
                    decimal(mine[-1]), decimal(expert[-1]))
