"""The chart of solitaire totals over time, drawn with QPainter, with the band lines.

Games are spaced evenly in the order played (a week away is not a gap in the
line). A circle is a game without Sancho, a diamond one with him; a hollow
mark was played with aids. The darker line is the average of the last games.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from dq_desktop.storage.entries import GameEntry, GameId
from dq_desktop.storage.record_stats import Band, band_of
from dq_desktop.ui.common.band_words import band_name, band_text, stars
from dq_desktop.ui.common.dates import short_date
from dq_desktop.ui.common.painting import painting
from dq_desktop.ui.common.text import PLURAL, fill, translate
from dq_desktop.ui.records import chart_legend
from dq_desktop.ui.records.record_marks import MARK_COLOURS

TREND_GAMES = 5
"""The moving average runs over this many games."""
MARK_RADIUS = 4.5
BELOW_BANDS = QColor("#6B6B6B")


def trend(totals: Sequence[int], width: int = TREND_GAMES) -> list[float]:
    """The mean of each total with up to ``width - 1`` totals before it."""
    return [statistics.fmean(totals[max(0, i - width + 1) : i + 1]) for i in range(len(totals))]


class TotalsChart(QWidget):
    gameClicked = Signal(object)
    """The ``GameId`` of the mark clicked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.games: list[GameEntry] = []
        self.selected: GameId | None = None
        self.setMouseTracking(True)
        self.setMinimumSize(420, 220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(translate("RecordsWindow", "Totals over time"))

    def sizeHint(self) -> QSize:
        return QSize(640, 280)

    def set_games(self, games: Sequence[GameEntry]) -> None:
        """The games to draw, oldest first."""
        self.games = list(games)
        drawn = len(self.games)  # lupdate reads a name here, not an expression with a dot
        self.setAccessibleDescription(
            translate("RecordsWindow", "%n solitaire game(s) drawn", None, PLURAL, drawn)
        )
        self.update()

    def select(self, game_id: GameId | None) -> None:
        self.selected = game_id
        self.update()

    # --- geometry --------------------------------------------------------------------

    def _top_value(self) -> int:
        highest = max((g.total for g in self.games), default=0)
        return max(110, (highest // 10 + 1) * 10)

    def _legend(self) -> chart_legend.PlacedLegend:
        metrics = QFontMetricsF(self.font())
        left = self._left_margin(metrics)
        base = self.palette().color(QPalette.ColorRole.Base)

        def mark(sancho: bool, hollow: bool, label: str) -> chart_legend.LegendItem:
            def draw(painter: QPainter, at: QPointF) -> None:
                painter.setPen(QPen(BELOW_BANDS, 1.8))
                painter.setBrush(base if hollow else BELOW_BANDS)
                _draw_mark(painter, QPointF(at.x() + MARK_RADIUS * 1.3, at.y()), sancho)

            return chart_legend.LegendItem(draw, MARK_RADIUS * 2.6, label)

        items = [
            mark(False, False, translate("RecordsWindow", "without Sancho")),
            mark(True, False, translate("RecordsWindow", "with Sancho")),
            mark(False, True, translate("RecordsWindow", "with aids")),
        ]
        if len(self.games) >= TREND_GAMES:
            colour = self._trend_colour()
            items.append(
                chart_legend.LegendItem(
                    lambda painter, at: _draw_trend_key(painter, at, colour),
                    18,
                    translate("RecordsWindow", "average of the last %n game(s)", None,
                              PLURAL, TREND_GAMES),
                )
            )
        return chart_legend.lay_out(items, left, 4, self.width() - left - 8, metrics)

    def _left_margin(self, metrics: QFontMetricsF) -> float:
        return metrics.horizontalAdvance("000") + 14

    def _plot_rect(self, legend: chart_legend.PlacedLegend | None = None) -> QRectF:
        metrics = QFontMetricsF(self.font())
        legend = legend or self._legend()
        left = self._left_margin(metrics)
        right = max(metrics.horizontalAdvance(band_text(band)) for band in Band) + 14
        top = 4 + legend.height + metrics.height() / 2 + 4
        bottom = metrics.height() + 12
        return QRectF(left, top, self.width() - left - right, self.height() - top - bottom)

    def _point(self, index: int, total: float, plot: QRectF) -> QPointF:
        count = len(self.games)
        x = plot.center().x() if count == 1 else plot.left() + plot.width() * index / (count - 1)
        y = plot.bottom() - plot.height() * total / self._top_value()
        return QPointF(x, y)

    def _index_at(self, position: QPointF) -> int | None:
        plot = self._plot_rect()
        best, distance = None, 12.0**2
        for index, game in enumerate(self.games):
            at = self._point(index, game.total, plot)
            gap = (at.x() - position.x()) ** 2 + (at.y() - position.y()) ** 2
            if gap < distance:
                best, distance = index, gap
        return best

    # --- painting --------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        with painting(self) as painter:
            self._paint(painter)

    def _paint(self, painter: QPainter) -> None:
        painter.fillRect(self.rect(), self.palette().color(QPalette.ColorRole.Base))
        legend = self._legend()
        plot = self._plot_rect(legend)
        text = self.palette().color(QPalette.ColorRole.Text)
        self._paint_grid(painter, plot, text)
        if not self.games:
            message = translate("RecordsWindow", "No solitaire game finished yet.")
            box = QFontMetricsF(self.font()).boundingRect(message).adjusted(-8, -4, 8, 4)
            box.moveCenter(plot.center())
            painter.fillRect(box, self.palette().color(QPalette.ColorRole.Base))
            painter.setPen(text)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, message)
        else:
            self._paint_trend(painter, plot)
            self._paint_marks(painter, plot)
            self._paint_dates(painter, plot, text)
        chart_legend.paint(painter, legend, QFontMetricsF(self.font()), text)

    def _paint_grid(self, painter: QPainter, plot: QRectF, text: QColor) -> None:
        top = self._top_value()
        grid = QColor(text)
        grid.setAlpha(35)
        painter.setPen(QPen(grid, 1))
        metrics = QFontMetricsF(self.font())
        for value in range(0, top + 1, 20):
            y = self._point(0, value, plot).y()
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text)
            label = QRectF(0, y - metrics.height() / 2, plot.left() - 6, metrics.height())
            painter.drawText(
                label, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(value)
            )
        for band in Band:
            colours = MARK_COLOURS[band]
            y = self._point(0, band.threshold, plot).y()
            painter.setPen(QPen(colours.line, 1.6, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(colours.text if self._light_theme() else colours.line)
            label = QRectF(plot.right() + 6, y - metrics.height() / 2, 200, metrics.height())
            painter.drawText(
                label, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, band_text(band)
            )

    def _paint_trend(self, painter: QPainter, plot: QRectF) -> None:
        totals = [game.total for game in self.games]
        line = QColor(self.palette().color(QPalette.ColorRole.Text))
        line.setAlpha(60)
        painter.setPen(QPen(line, 1))
        painter.drawPolyline(QPolygonF([self._point(i, t, plot) for i, t in enumerate(totals)]))
        if len(totals) >= TREND_GAMES:
            path = QPainterPath()
            for index, value in enumerate(trend(totals)):
                at = self._point(index, value, plot)
                if index:
                    path.lineTo(at)
                else:
                    path.moveTo(at)
            painter.setPen(
                QPen(self._trend_colour(), 2.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            )
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)

    def _paint_marks(self, painter: QPainter, plot: QRectF) -> None:
        best = max(range(len(self.games)), key=lambda i: self.games[i].total)
        base = self.palette().color(QPalette.ColorRole.Base)
        for index, game in enumerate(self.games):
            at = self._point(index, game.total, plot)
            band = band_of(game.total)
            colour = MARK_COLOURS[band].line if band is not None else BELOW_BANDS
            if index == best or game.id == self.selected:
                ring = QColor(colour if index == best else self.palette().highlight().color())
                painter.setPen(QPen(ring, 2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(at, MARK_RADIUS + 4, MARK_RADIUS + 4)
            painter.setPen(QPen(colour, 1.8))
            painter.setBrush(base if game.assisted else colour)
            _draw_mark(painter, at, game.sancho)

    def _paint_dates(self, painter: QPainter, plot: QRectF, text: QColor) -> None:
        """The first and last dates, and as many between as fit without touching."""
        metrics = QFontMetricsF(self.font())
        count = len(self.games)
        boxes = [self._date_box(plot, index, metrics) for index in range(count)]
        chosen = [0] if count == 1 else [0, count - 1]
        if count > 1 and boxes[0].intersects(boxes[-1]):
            chosen = [count - 1]
        for index in range(1, count - 1):
            room = boxes[index].adjusted(-12, 0, 12, 0)
            if not any(room.intersects(boxes[other]) for other in chosen):
                chosen.append(index)
        painter.setPen(text)
        for index in chosen:
            painter.drawText(boxes[index], Qt.AlignmentFlag.AlignCenter, self._date_text(index))

    def _date_text(self, index: int) -> str:
        return short_date(self.games[index].played_at.date())

    def _date_box(self, plot: QRectF, index: int, metrics: QFontMetricsF) -> QRectF:
        """Centred under its game, kept within the plot's width."""
        width = metrics.horizontalAdvance(self._date_text(index)) + 2
        x = self._point(index, 0, plot).x() - width / 2
        x = max(plot.left() - 4, min(x, plot.right() + 4 - width))
        return QRectF(x, plot.bottom() + 4, width, metrics.height())

    def _trend_colour(self) -> QColor:
        colour = QColor(self.palette().color(QPalette.ColorRole.Text))
        colour.setAlpha(150)
        return colour

    def _light_theme(self) -> bool:
        return self.palette().color(QPalette.ColorRole.Base).lightness() > 128

    # --- the mouse -------------------------------------------------------------------

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        index = self._index_at(event.position())
        if index is None:
            QToolTip.hideText()
            return
        game = self.games[index]
        band = band_of(game.total)
        total = game.total
        text = fill(
            translate("RecordsWindow", "%1 · deal %2 · %n point(s)", None, PLURAL, total),
            short_date(game.played_at.date()),
            "—" if game.seed is None else game.seed,
        )
        if band is not None:
            text += f" · {stars(band)} {band_name(band)}"
        QToolTip.showText(event.globalPosition().toPoint(), text, self)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        index = self._index_at(event.position())
        if index is not None and event.button() == Qt.MouseButton.LeftButton:
            self.gameClicked.emit(self.games[index].id)


def _draw_mark(painter: QPainter, at: QPointF, diamond: bool) -> None:
    if not diamond:
        painter.drawEllipse(at, MARK_RADIUS, MARK_RADIUS)
        return
    r = MARK_RADIUS * 1.3
    painter.drawPolygon(
        QPolygonF(
            [
                QPointF(at.x(), at.y() - r),
                QPointF(at.x() + r, at.y()),
                QPointF(at.x(), at.y() + r),
                QPointF(at.x() - r, at.y()),
            ]
        )
    )


def _draw_trend_key(painter: QPainter, at: QPointF, colour: QColor) -> None:
    painter.setPen(QPen(colour, 2.4))
    painter.drawLine(at, QPointF(at.x() + 18, at.y()))
