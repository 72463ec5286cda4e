"""The chart of one measure over time (the total, the gap to the expert, a category).

The x axis is time: a week away is a gap, and the axis names days, weeks, months
or years as the span needs. A circle is a game without Sancho, a diamond one with
him, a hollow mark one played with aids; where games outnumber the room, each game
is a faint dot, so that the cloud shows where most games lie. The dark line is the
moving average over a window that fits the games shown (``progress.average_window``),
the stepped line the best so far as it rose.

Everything is drawn once into a picture (``CachedChart``) when the games, the
measure or the size change; a selection only draws its ring on that picture, and
pointing at the chart looks only at the games under the pointer.
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Sequence
from datetime import datetime

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from dq_desktop.storage.entries import GameEntry, GameId
from dq_desktop.storage.record_stats import Band, band_of
from dq_desktop.ui.common.band_words import band_name, band_text, stars
from dq_desktop.ui.common.dates import short_date
from dq_desktop.ui.common.text import PLURAL, fill, translate
from dq_desktop.ui.records import chart_legend
from dq_desktop.ui.records.cached_chart import CachedChart
from dq_desktop.ui.records.chart_marks import (
    BELOW_BANDS,
    MARK_RADIUS,
    STAMP_SIZE,
    draw_dots_key,
    draw_line_key,
    draw_mark,
)
from dq_desktop.ui.records.chart_marks import stamp as stamp_of
from dq_desktop.ui.records.chart_points import thinned
from dq_desktop.ui.records.chart_scales import measure_name, tick_text, value_scale
from dq_desktop.ui.records.progress import (
    ACCURACY,
    GAP,
    SHARE,
    TOTAL,
    average_window,
    measured,
    moving_average,
    rising_best,
    time_ticks,
)
from dq_desktop.ui.records.record_marks import MARK_COLOURS

BEST = QColor("#AA3377")
"""Apart from the bands' colours (the best so far crosses their lines)."""
TICK_ROOM = 45


class TotalsChart(CachedChart):
    gameClicked = Signal(object)
    """The ``GameId`` of the mark clicked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self._paint_games, parent)
        self.games: list[GameEntry] = []
        self.measure = TOTAL
        self.span: tuple[datetime, datetime] | None = None
        self.points: list[tuple[GameEntry, float]] = []
        """The games that have the measure, with its value, oldest first."""
        self.average: list[float] = []
        self.average_games = 0
        """The games the moving average runs over (0: too few games for one)."""
        self.best_steps: list[int] = []
        self.selected: GameId | None = None
        self._times: list[float] = []
        self._index: dict[GameId, int] = {}
        self._scale = (0.0, 110.0, 20.0)
        self.setMouseTracking(True)
        self.setMinimumSize(420, 140)  # the records window fits a 640-pixel-high screen
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(translate("RecordsWindow", "Totals over time"))

    def sizeHint(self) -> QSize:
        return QSize(640, 280)

    def set_games(self, games: Sequence[GameEntry], measure: str | None = None,
                  span: tuple[datetime, datetime] | None = None) -> None:
        """The games to draw, oldest first, the measure and the time the axis covers
        (``None``: from the first game to the last)."""
        self.games = list(games)
        self.measure = measure or self.measure
        self.points = measured(self.games, self.measure)
        values = [value for _, value in self.points]
        if span is None and self.points:
            first, last = self.points[0][0].played_at, self.points[-1][0].played_at
            span = (first, last) if last > first else None
        self.span = span
        self._times = [game.played_at.timestamp() for game, _ in self.points]
        self._index = {game.id: index for index, (game, _) in enumerate(self.points)}
        self._scale = value_scale(self.measure, values)
        self.average_games = average_window(len(values)) if len(values) >= 3 else 0
        self.average = (moving_average(values, self.average_games)
                        if self.average_games else [])
        self.best_steps = rising_best(values)
        drawn = len(self.points)  # lupdate reads a name here, not an expression with a dot
        self.setAccessibleName(measure_name(self.measure))
        self.setAccessibleDescription(
            translate("RecordsWindow", "%n solitaire game(s) drawn", None, PLURAL, drawn)
        )
        self.invalidate()

    def select(self, game_id: GameId | None) -> None:
        """Ring the game (only the ring is drawn again, on the chart's picture)."""
        if game_id != self.selected:
            self.selected = game_id
            self.update()

    def value_of(self, game_id: GameId) -> float | None:
        """The game's value in the measure shown (``None``: not charted)."""
        index = self._index.get(game_id)
        return None if index is None else self.points[index][1]

    @property
    def dense(self) -> bool:
        """More games than room for their marks side by side: faint dots instead."""
        return len(self.points) * MARK_RADIUS > max(1, self.width() - 80)

    # --- geometry --------------------------------------------------------------------

    def _legend(self) -> chart_legend.PlacedLegend:
        metrics = QFontMetricsF(self.font())
        left = self._left_margin(metrics)
        base = self.palette().color(QPalette.ColorRole.Base)

        def mark(sancho: bool, hollow: bool, label: str) -> chart_legend.LegendItem:
            def draw(painter: QPainter, at: QPointF) -> None:
                painter.setPen(QPen(BELOW_BANDS, 1.8))
                painter.setBrush(base if hollow else BELOW_BANDS)
                draw_mark(painter, QPointF(at.x() + MARK_RADIUS * 1.3, at.y()), sancho)

            return chart_legend.LegendItem(draw, MARK_RADIUS * 2.6, label)

        if self.dense:
            items = [chart_legend.LegendItem(
                lambda painter, at: draw_dots_key(painter, at), 14,
                translate("RecordsWindow", "a dot per game"))]
        else:
            items = [
                mark(False, False, translate("RecordsWindow", "without Sancho")),
                mark(True, False, translate("RecordsWindow", "with Sancho")),
                mark(False, True, translate("RecordsWindow", "with aids")),
            ]
        games = self.average_games  # lupdate reads a name here, not an expression with a dot
        if games:
            colour = self._trend_colour()
            items.append(chart_legend.LegendItem(
                lambda painter, at: draw_line_key(painter, at, QPen(colour, 2.4)), 18,
                translate("RecordsWindow", "average of the last %n game(s)", None,
                          PLURAL, games)))
        if self.points:
            items.append(chart_legend.LegendItem(
                lambda painter, at: draw_line_key(painter, at, QPen(BEST, 1.8)), 18,
                translate("RecordsWindow", "best so far")))
        return chart_legend.lay_out(items, left, 4, self.width() - left - 8, metrics)

    def _left_margin(self, metrics: QFontMetricsF) -> float:
        return metrics.horizontalAdvance("-000") + 14

    def _plot_rect(self, legend: chart_legend.PlacedLegend | None = None) -> QRectF:
        metrics = QFontMetricsF(self.font())
        legend = legend or self._legend()
        left = self._left_margin(metrics)
        right = 12.0
        if self.measure == TOTAL:
            right = max(metrics.horizontalAdvance(band_text(band)) for band in Band) + 14
        top = 4 + legend.height + metrics.height() / 2 + 4
        bottom = metrics.height() + 12
        return QRectF(left, top, self.width() - left - right, self.height() - top - bottom)

    def _x(self, time: float, plot: QRectF) -> float:
        if self.span is None:
            return plot.center().x()
        start, end = self.span[0].timestamp(), self.span[1].timestamp()
        return plot.left() + plot.width() * (time - start) / (end - start)

    def _y(self, value: float, plot: QRectF) -> float:
        low, high, _ = self._scale
        return plot.bottom() - plot.height() * (value - low) / (high - low)

    def _point(self, index: int, plot: QRectF) -> QPointF:
        return QPointF(self._x(self._times[index], plot), self._y(self.points[index][1], plot))

    def _index_at(self, position: QPointF) -> int | None:
        """The game whose mark is nearest the pointer, within 12 pixels; only the games
        within 12 pixels across are looked at (the games are in time order)."""
        if not self.points:
            return None
        plot = self._plot_rect()
        if self.span is None:
            candidates = range(len(self.points))
        else:
            start, end = self.span[0].timestamp(), self.span[1].timestamp()
            per_pixel = (end - start) / max(plot.width(), 1.0)
            at = start + (position.x() - plot.left()) * per_pixel
            first = bisect.bisect_left(self._times, at - 12 * per_pixel)
            last = bisect.bisect_right(self._times, at + 12 * per_pixel)
            candidates = range(first, last)
        best, distance = None, 12.0**2
        for index in candidates:
            at_point = self._point(index, plot)
            gap = (at_point.x() - position.x()) ** 2 + (at_point.y() - position.y()) ** 2
            if gap < distance:
                best, distance = index, gap
        return best

    # --- painting --------------------------------------------------------------------

    def _paint_games(self, painter: QPainter) -> None:
        painter.fillRect(self.rect(), self.palette().color(QPalette.ColorRole.Base))
        legend = self._legend()
        plot = self._plot_rect(legend)
        text = self.palette().color(QPalette.ColorRole.Text)
        self._paint_grid(painter, plot, text)
        if not self.points:
            self._paint_message(painter, plot, text)
        else:
            painter.save()
            painter.setClipRect(plot.adjusted(-MARK_RADIUS - 2, -MARK_RADIUS - 2,
                                              MARK_RADIUS + 2, MARK_RADIUS + 2))
            if self.dense:
                self._paint_dots(painter, plot)
            else:
                self._paint_marks(painter, plot)
            self._paint_best(painter, plot)
            self._paint_average(painter, plot)
            painter.restore()
        self._paint_dates(painter, plot, text)
        chart_legend.paint(painter, legend, QFontMetricsF(self.font()), text)

    def _paint_message(self, painter: QPainter, plot: QRectF, text: QColor) -> None:
        if self.games and self.measure == GAP:
            message = translate("RecordsWindow", "No expert's total on these deals yet.")
        elif self.games and self.measure == ACCURACY:
            message = translate("RecordsWindow", "No game reviewed yet.")
        elif self.games and self.measure == SHARE:
            message = translate("RecordsWindow", "No hindsight best on these games yet.")
        elif self.games or self.span is not None:
            message = translate("RecordsWindow", "No game in this period.")
        else:
            message = translate("RecordsWindow", "No solitaire game finished yet.")
        box = QFontMetricsF(self.font()).boundingRect(message).adjusted(-8, -4, 8, 4)
        box.moveCenter(plot.center())
        painter.fillRect(box, self.palette().color(QPalette.ColorRole.Base))
        painter.setPen(text)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, message)

    def _paint_grid(self, painter: QPainter, plot: QRectF, text: QColor) -> None:
        low, high, step = self._scale
        grid = QColor(text)
        grid.setAlpha(35)
        metrics = QFontMetricsF(self.font())
        value = low
        while value <= high + 1e-9:
            y = self._y(value, plot)
            painter.setPen(QPen(grid, 1.6 if value == 0 and low < 0 else 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text)
            label = QRectF(0, y - metrics.height() / 2, plot.left() - 6, metrics.height())
            painter.drawText(label, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             f"{value:g}")
            value += step
        if self.measure != TOTAL:
            return
        for band in Band:
            colours = MARK_COLOURS[band]
            y = self._y(band.threshold, plot)
            painter.setPen(QPen(colours.line, 1.6, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(colours.text if self._light_theme() else colours.line)
            label = QRectF(plot.right() + 6, y - metrics.height() / 2, 200, metrics.height())
            painter.drawText(label, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             band_text(band))

    def _xs_ys(self, values: Sequence[float], plot: QRectF) -> tuple[list[float], list[float]]:
        if self.span is None:
            xs = [plot.center().x()] * len(values)
        else:
            start, end = self.span[0].timestamp(), self.span[1].timestamp()
            scale = plot.width() / (end - start)
            xs = [plot.left() + (time - start) * scale for time in self._times]
        low, high, _ = self._scale
        yscale = plot.height() / (high - low)
        ys = [plot.bottom() - (value - low) * yscale for value in values]
        return xs, ys

    def _paint_average(self, painter: QPainter, plot: QRectF) -> None:
        if not self.average:
            return
        xs, ys = self._xs_ys(self.average, plot)
        line = QPolygonF([QPointF(*at) for at in thinned(xs, ys)])
        halo = QColor(self.palette().color(QPalette.ColorRole.Base))
        halo.setAlpha(200)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(halo, 5.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.drawPolyline(line)
        painter.setPen(QPen(self._trend_colour(), 2.4, Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        painter.drawPolyline(line)

    def _paint_best(self, painter: QPainter, plot: QRectF) -> None:
        """The best so far: a step up at each game that beat it, flat to the end."""
        path = self.best_path(plot)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(BEST, 1.8))
        painter.drawPath(path)

    def best_path(self, plot: QRectF) -> QPainterPath:
        path = QPainterPath()
        for step, index in enumerate(self.best_steps):
            at = self._point(index, plot)
            if step == 0:
                path.moveTo(at)
            else:
                path.lineTo(at.x(), path.currentPosition().y())
                path.lineTo(at)
        if self.best_steps:
            path.lineTo(plot.right(), path.currentPosition().y())
        return path

    def _paint_dots(self, painter: QPainter, plot: QRectF) -> None:
        """Each game a faint dot in its band's colour, drawn in one call per colour."""
        xs, ys = self._xs_ys([value for _, value in self.points], plot)
        groups: dict[Band | None, list[QPointF]] = {}
        for index, (game, _) in enumerate(self.points):
            band = band_of(game.total) if self.measure == TOTAL else None
            groups.setdefault(band, []).append(QPointF(xs[index], ys[index]))
        alpha = max(18, min(170, round(255 * plot.width() / (1.5 * len(self.points)))))
        for band, points in groups.items():
            colour = QColor(MARK_COLOURS[band].line if band is not None else BELOW_BANDS)
            colour.setAlpha(alpha)
            painter.setPen(QPen(colour, 3.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawPoints(QPolygonF(points))

    def _paint_marks(self, painter: QPainter, plot: QRectF) -> None:
        """Each game's mark, stamped from a picture drawn once for each kind."""
        base = self.palette().color(QPalette.ColorRole.Base)
        xs, ys = self._xs_ys([value for _, value in self.points], plot)
        stamps: dict[tuple[Band | None, bool, bool], QPixmap] = {}
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        half = STAMP_SIZE / 2
        for index, (game, _) in enumerate(self.points):
            band = band_of(game.total) if self.measure == TOTAL else None
            kind = (band, game.assisted, game.sancho)
            stamp = stamps.get(kind)
            if stamp is None:
                stamp = stamps[kind] = stamp_of(band, game.assisted, game.sancho, base, ratio)
            painter.drawPixmap(QPointF(xs[index] - half, ys[index] - half), stamp)

    def _paint_dates(self, painter: QPainter, plot: QRectF, text: QColor) -> None:
        """A tick at each day, week, month, quarter or year, as room allows, with its date
        where that does not touch the one before."""
        if self.span is None:
            if self.points:
                box = QRectF(plot.left(), plot.bottom() + 4, plot.width(),
                             QFontMetricsF(self.font()).height())
                painter.setPen(text)
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter,
                                 short_date(self.points[0][0].played_at.date()))
            return
        metrics = QFontMetricsF(self.font())
        # A grid line every 45 pixels or more; the labels that would touch are left out.
        unit, ticks = time_ticks(*self.span, max(1, int(plot.width() // TICK_ROOM)))
        grid = QColor(text)
        grid.setAlpha(25)
        last_right = -math.inf
        for moment in ticks:
            x = self._x(moment.timestamp(), plot)
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom() + 3))
            label = tick_text(moment, unit)
            width = metrics.horizontalAdvance(label) + 4
            box = QRectF(x - width / 2, plot.bottom() + 4, width, metrics.height())
            if box.left() < last_right + 6 or box.right() > self.width():
                continue
            last_right = box.right()
            painter.setPen(text)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)

    def _paint_overlay(self, painter: QPainter) -> None:
        index = self._index.get(self.selected) if self.selected is not None else None
        if index is None:
            return
        plot = self._plot_rect()
        at = self._point(index, plot)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.palette().highlight().color(), 2.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(at, MARK_RADIUS + 4, MARK_RADIUS + 4)

    def _trend_colour(self) -> QColor:
        return QColor(self.palette().color(QPalette.ColorRole.Text))

    def _light_theme(self) -> bool:
        return self.palette().color(QPalette.ColorRole.Base).lightness() > 128

    # --- the mouse -------------------------------------------------------------------

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        index = self._index_at(event.position())
        if index is None:
            QToolTip.hideText()
            return
        game, value = self.points[index]
        total = game.total
        text = fill(
            translate("RecordsWindow", "%1 · deal %2 · %n point(s)", None, PLURAL, total),
            short_date(game.played_at.date()),
            "—" if game.seed is None else game.seed,
        )
        band = band_of(total)
        if band is not None:
            text += f" · {stars(band)} {band_name(band)}"
        if self.measure != TOTAL:
            shown = f"{value:+g}" if self.measure == GAP else f"{value:g}"
            text += f" · {measure_name(self.measure)}: {shown}"
        QToolTip.showText(event.globalPosition().toPoint(), text, self)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        index = self._index_at(event.position())
        if index is not None and event.button() == Qt.MouseButton.LeftButton:
            self.gameClicked.emit(self.points[index][0].id)
