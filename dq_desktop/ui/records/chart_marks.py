"""The marks of the chart over time: a game's mark (a circle, or a diamond with Sancho;
hollow with aids), stamped from a picture drawn once, and the legend's keys."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QPolygonF

from dq_desktop.storage.record_stats import Band
from dq_desktop.ui.records.record_marks import MARK_COLOURS

MARK_RADIUS = 4.5
STAMP_SIZE = 16
"""The side of a mark's picture: the diamond (1.3 radius) and its pen fit."""
BELOW_BANDS = QColor("#6B6B6B")
DOT_ALPHA = 70
"""The legend's dots; a dense chart's dots are fainter the more games share a pixel, so
that where they pile up reads darker and the lines stay in front."""


def stamp(band: Band | None, hollow: bool, diamond: bool, base: QColor,
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
    draw_mark(painter, QPointF(STAMP_SIZE / 2, STAMP_SIZE / 2), diamond)
    painter.end()
    return stamp


def draw_mark(painter: QPainter, at: QPointF, diamond: bool) -> None:
    if not diamond:
        painter.drawEllipse(at, MARK_RADIUS, MARK_RADIUS)
        return
    r = MARK_RADIUS * 1.3
    painter.drawPolygon(QPolygonF([QPointF(at.x(), at.y() - r), QPointF(at.x() + r, at.y()),
                                   QPointF(at.x(), at.y() + r), QPointF(at.x() - r, at.y())]))


def draw_dots_key(painter: QPainter, at: QPointF) -> None:
    colour = QColor(BELOW_BANDS)
    colour.setAlpha(DOT_ALPHA * 2)
    painter.setPen(QPen(colour, 3.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    for dx, dy in ((2, 2), (6, -2), (9, 1), (12, -1)):
        painter.drawPoint(QPointF(at.x() + dx, at.y() + dy))


def draw_line_key(painter: QPainter, at: QPointF, pen: QPen) -> None:
    painter.setPen(pen)
    painter.drawLine(at, QPointF(at.x() + 18, at.y()))
