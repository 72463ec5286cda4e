"""The chart of solitaire totals over time, drawn with QPainter, with the band lines.

Games are spaced evenly in the order played (a week away is not a gap in the
line). A circle is a game without Sancho, a diamond one with him; a hollow
mark was played with aids. The darker line is the average of the last games.

Everything that depends on all the games (the scale, the best, the average)
is worked out once when the games are set; a paint draws each game once and
pointing at the chart looks only at the games under the pointer, so that a book
of 20,000 games paints in a fraction of a second (``benchmarks/bench_records.py``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPaintEvent,
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
from dq_desktop.ui.common.painting import painting
from dq_desktop.ui.common.text import PLURAL, fill, translate
from dq_desktop.ui.records import chart_legend
from dq_desktop.ui.records.chart_points import evenly, thinned
from dq_desktop.ui.records.record_marks import MARK_COLOURS

TREND_GAMES = 5
"""The moving average runs over this many games."""
MARK_RADIUS = 4.5
STAMP_SIZE = 16
"""The side of a mark's picture: the diamond (1.3 radius) and its pen fit."""
BELOW_BANDS = QColor("#6B6B6B")


def trend(totals: Sequence[int], width: int = TREND_GAMES) -> list[float]:
    """The mean of each total with up to ``width - 1`` totals before it (a running sum:
    one pass over the games)."""
    means: list[float] = []
    window_sum = 0
    for index, total in enumerate(totals):
        window_sum += total
        if index >= width:
            window_sum -= totals[index - width]
        means.append(window_sum / min(index + 1, width))
    return means


def top_value(totals: Sequence[int]) -> int:
    """The top of the scale: 110, or the next ten above the highest total."""
    highest = max(totals, default=0)
    return max(110, (highest // 10 + 1) * 10)


class TotalsChart(QWidget):
    gameClicked = Signal(object)
    """The ``GameId`` of the mark clicked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.games: list[GameEntry] = []
        self._top = top_value(())
        self._best: int | None = None
        """The index of the highest total (the earliest of equals)."""
        self._trend: list[float] = []
        self.selected: GameId | None = None
        self.setMouseTracking(True)
        self.setMinimumSize(420, 160)  # the records window fits a 640-pixel-high screen
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(translate("RecordsWindow", "Totals over time"))

    def sizeHint(self) -> QSize:
        return QSize(640, 280)

    def set_games(self, games: Sequence[GameEntry]) -> None:
        """The games to draw, oldest first."""
        self.games = list(games)
        totals = [game.total for game in self.games]
        self._top = top_value(totals)
        self._best = max(range(len(totals)), key=totals.__getitem__) if totals else None
        self._trend = trend(totals) if len(totals) >= TREND_GAMES else []
        drawn = len(self.games)  # lupdate reads a name here, not an expression with a dot
        self.setAccessibleDescription(
            translate("RecordsWindow", "%n solitaire game(s) drawn", None, PLURAL, drawn)
        )
        self.update()

    def select(self, game_id: GameId | None) -> None:
        self.selected = game_id
        self.update()

    # --- geometry --------------------------------------------------------------------

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
        y = plot.bottom() - plot.height() * total / self._top
        return QPointF(x, y)

    def _index_at(self, position: QPointF) -> int | None:
        """The game whose mark is nearest the pointer, within 12 pixels; only the games
        within 12 pixels across are looked at."""
        plot = self._plot_rect()
        count = len(self.games)
        if count == 0:
            return None
        if count == 1:
            candidates = range(1)
        else:
            step = plot.width() / (count - 1)  # pixels between two games
            if step <= 0:
                return None
            centre = (position.x() - plot.left()) / step
            reach = 12.0 / step + 1
            candidates = range(max(0, math.floor(centre - reach)),
                               min(count, math.ceil(centre + reach) + 1))
        best, distance = None, 12.0**2
        for index in candidates:
            game = self.games[index]
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
            # Marks that overlap (more games than room) would hide the average: on top then.
            crowded = len(self.games) * MARK_RADIUS > plot.width()
            self._paint_trend(painter, plot, average=not crowded)
            self._paint_marks(painter, plot)
            if crowded:
                self._paint_trend(painter, plot, totals=False)
            self._paint_dates(painter, plot, text)
        chart_legend.paint(painter, legend, QFontMetricsF(self.font()), text)

    def _paint_grid(self, painter: QPainter, plot: QRectF, text: QColor) -> None:
        top = self._top
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

    def _ys(self, values: Sequence[float], plot: QRectF) -> list[float]:
        bottom, scale = plot.bottom(), plot.height() / self._top
        return [bottom - scale * value for value in values]

    def _paint_trend(self, painter: QPainter, plot: QRectF, *, totals: bool = True,
                     average: bool = True) -> None:
        """The line through the totals and the line of their moving average."""
        xs = evenly(len(self.games), plot.left(), plot.width())
        if totals:
            line = QColor(self.palette().color(QPalette.ColorRole.Text))
            line.setAlpha(60)
            painter.setPen(QPen(line, 1))
            ys = self._ys([game.total for game in self.games], plot)
            painter.drawPolyline(QPolygonF([QPointF(*at) for at in thinned(xs, ys)]))
        if average and self._trend:
            painter.setPen(
                QPen(self._trend_colour(), 2.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            )
            painter.setBrush(Qt.BrushStyle.NoBrush)
            means = self._ys(self._trend, plot)
            painter.drawPolyline(QPolygonF([QPointF(*at) for at in thinned(xs, means)]))

    def _paint_marks(self, painter: QPainter, plot: QRectF) -> None:
        """Each game's mark; a mark just like one already drawn on the same spot (same
        pixel, total and kind) is not drawn again."""
        best = self._best
        base = self.palette().color(QPalette.ColorRole.Base)
        xs = evenly(len(self.games), plot.left(), plot.width())
        ys = self._ys([game.total for game in self.games], plot)
        drawn: set[tuple[int, int, bool, bool]] = set()
        stamps: dict[tuple[Band | None, bool, bool], QPixmap] = {}
        ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
        half = STAMP_SIZE / 2
        for index, game in enumerate(self.games):
            seen = (round(xs[index]), game.total, game.sancho, game.assisted)
            special = index == best or game.id == self.selected
            if seen in drawn and not special:
                continue
            drawn.add(seen)
            at = QPointF(xs[index], ys[index])
            band = band_of(game.total)
            if special:
                colour = MARK_COLOURS[band].line if band is not None else BELOW_BANDS
                ring = QColor(colour if index == best else self.palette().highlight().color())
                painter.setPen(QPen(ring, 2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(at, MARK_RADIUS + 4, MARK_RADIUS + 4)
            kind = (band, game.assisted, game.sancho)
            stamp = stamps.get(kind)
            if stamp is None:
                stamp = stamps[kind] = _stamp(band, game.assisted, game.sancho, base, ratio)
            painter.drawPixmap(QPointF(at.x() - half, at.y() - half), stamp)

    def _paint_dates(self, painter: QPainter, plot: QRectF, text: QColor) -> None:
        """The first and last dates, and as many between as fit without touching."""
        metrics = QFontMetricsF(self.font())
        count = len(self.games)
        chosen = {index: self._date_box(plot, index, metrics) for index in {0, count - 1}}
        if count > 1 and chosen[0].intersects(chosen[count - 1]):
            del chosen[0]
        step = plot.width() / (count - 1) if count > 1 else 0.0
        index = 1
        while index < count - 1:
            box = self._date_box(plot, index, metrics)
            room = box.adjusted(-12, 0, 12, 0)
            if room.intersects(chosen[count - 1]):
                break  # every later date would touch the last one too
            touched = next((other for other in chosen.values() if room.intersects(other)), None)
            if touched is not None:
                # Jump to the first game whose date could clear the box it touches.
                clear = touched.right() + 12 + box.width() / 2 - plot.left()
                index = max(index + 1, math.ceil(clear / step) if step > 0 else index + 1)
                continue
            chosen[index] = box
            # The games whose date would overlap this one are not even measured.
            index += max(1, math.floor((box.width() + 24) / step) if step > 0 else 1)
        painter.setPen(text)
        for index, box in chosen.items():
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self._date_text(index))

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


def _stamp(band: Band | None, hollow: bool, diamond: bool, base: QColor,
           ratio: float) -> QPixmap:
    """One game's mark drawn once, to be stamped wherever a game like it stands (thousands
    of marks: a picture copied is far cheaper than a shape drawn)."""
    colour = MARK_COLOURS[band].line if band is not None else BELOW_BANDS
    stamp = QPixmap(round(STAMP_SIZE * ratio), round(STAMP_SIZE * ratio))
    stamp.setDevicePixelRatio(ratio)
    stamp.fill(Qt.GlobalColor.transparent)
    painter = QPainter(stamp)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(colour, 1.8))
    painter.setBrush(base if hollow else colour)
    _draw_mark(painter, QPointF(STAMP_SIZE / 2, STAMP_SIZE / 2), diamond)
    painter.end()
    return stamp


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
