"""The card and the field: the card's edge, inner line and half marks; an empty field,
the green field to fill, the hover accent and the refusal sign.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPainterPath,
    QPolygonF,
    QRadialGradient,
)

from dq_desktop.ui.common import palette
from dq_desktop.ui.tiles.frame import _Detail, _Frame, _pen


def _paint_card(painter: QPainter, frame: _Frame) -> None:
    path = frame.card_path()
    gradient = QRadialGradient(frame.centre, 0.72 * frame.unit)
    gradient.setColorAt(0.0, palette.PARCHMENT)
    gradient.setColorAt(0.55, palette.PARCHMENT)
    gradient.setColorAt(1.0, palette.PARCHMENT_SHADE)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(gradient))
    painter.drawPath(path)
    if frame.detail is _Detail.FULL:
        _paint_inner_line(painter, frame)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(palette.TILE_BORDER, frame.border_width))
    painter.drawPath(path)


def _paint_inner_line(painter: QPainter, frame: _Frame) -> None:
    inset = frame.border_width + 0.025 * frame.unit
    radius = max(0.0, frame.corner_radius - inset / 2)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(palette.TILE_INNER_LINE, frame.line(0.005)))
    painter.drawRoundedRect(frame.rect.adjusted(inset, inset, -inset, -inset), radius, radius)


def _paint_half_marks(painter: QPainter, frame: _Frame) -> None:
    """The small notches in the middle of the left and right edges."""
    rect, size = frame.rect, frame.line(0.032, least=1.5)
    middle = rect.center().y()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(palette.HALF_MARK)
    for edge, inward in ((rect.left(), 1.0), (rect.right(), -1.0)):
        painter.drawPolygon(QPolygonF([
            QPointF(edge, middle - size),
            QPointF(edge + inward * size * 1.3, middle),
            QPointF(edge, middle + size),
        ]))


def _paint_wash(painter: QPainter, frame: _Frame) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(palette.DIMMED_WASH)
    painter.drawPath(frame.card_path())


def _field_path(frame: _Frame, inset: float = 0.0) -> QPainterPath:
    path = QPainterPath()
    radius = frame.corner_radius
    path.addRoundedRect(frame.rect.adjusted(inset, inset, -inset, -inset), radius, radius)
    return path


def _paint_inset(painter: QPainter, frame: _Frame) -> None:
    """A soft hollow: darker fill, a dark upper-left rim and a light lower-right rim."""
    line = frame.line(0.01)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(palette.EMPTY_FIELD)
    painter.drawPath(_field_path(frame))
    rect = frame.rect.adjusted(line / 2, line / 2, -line / 2, -line / 2)
    painter.setPen(_pen(palette.EMPTY_FIELD_EDGE, line))
    painter.drawPolyline(QPolygonF([rect.bottomLeft(), rect.topLeft(), rect.topRight()]))
    painter.setPen(_pen(palette.EMPTY_FIELD_LIGHT_EDGE, line))
    painter.drawPolyline(QPolygonF([rect.topRight(), rect.bottomRight(), rect.bottomLeft()]))


def _paint_to_fill(painter: QPainter, frame: _Frame, *, hovered: bool) -> None:
    """The green field to fill: a green wash, a thick green border, a dark edge outside."""
    width = frame.line(0.03, least=2.0)
    wash = QColor(palette.TO_FILL_LIGHT if hovered else palette.TO_FILL_WASH)
    if hovered:
        wash.setAlpha(150)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(wash)
    painter.drawPath(_field_path(frame))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    edge = max(frame.pixel, width * 0.35)  # dark, against the board: the field stands out
    painter.setPen(_pen(palette.TO_FILL_LIGHT if hovered else palette.TO_FILL, width))
    painter.drawPath(_field_path(frame, edge + width / 2))
    painter.setPen(_pen(palette.TO_FILL_OUTLINE, edge))
    painter.drawPath(_field_path(frame, edge / 2))


def _paint_hover_accent(painter: QPainter, frame: _Frame) -> None:
    width = frame.line(0.018, least=1.5)
    painter.setPen(_pen(palette.OKABE_ITO_SKY_BLUE, width))
    painter.setBrush(palette.HOVER_ACCENT)
    painter.drawPath(_field_path(frame, width / 2))


def _paint_refusal(painter: QPainter, frame: _Frame) -> None:
    """A dashed red border and a crossed circle: refused, in colour and in shape."""
    width = frame.line(0.03, least=2.0)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(palette.REFUSED_WASH)
    painter.drawPath(_field_path(frame))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(palette.REFUSED_OUTLINE, width))  # under the dashes: seen on any ground
    painter.drawPath(_field_path(frame, width / 2))
    pen = _pen(palette.REFUSED, width * 0.6)
    pen.setDashPattern([3.3, 2.5])
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    painter.setPen(pen)
    painter.drawPath(_field_path(frame, width / 2))
    radius = 0.16 * frame.unit
    centre = frame.centre
    slant = QPointF(radius, -radius) * math.sqrt(0.5)
    stroke = frame.line(0.028, least=1.5)
    for colour, thickness in ((palette.REFUSED_OUTLINE, stroke * 1.8), (palette.REFUSED, stroke)):
        painter.setPen(_pen(colour, thickness))
        painter.drawEllipse(centre, radius, radius)
        painter.drawLine(centre - slant, centre + slant)
