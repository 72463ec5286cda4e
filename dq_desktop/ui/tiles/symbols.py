"""Symbols, each drawn in a unit disc centred on T or B: knights with their shields,
churches, windmills, the shield numbers, and Sancho Panza.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPolygonF,
    QTransform,
)

from dq_desktop.engine.symbols import Symbol
from dq_desktop.ui.common import palette
from dq_desktop.ui.tiles.frame import _Detail, _Frame, _ink, _outline, _pen
from dq_desktop.ui.tiles.roads import _Disc


@contextmanager
def _unit_disc(
    painter: QPainter, centre: QPointF, radius: float, *, upright: bool = False
) -> Iterator[None]:
    """Draw in coordinates where the symbol's disc is the unit circle."""
    painter.save()
    painter.translate(centre)
    painter.scale(radius, radius)
    if upright:
        painter.rotate(180.0)
    try:
        yield
    finally:
        painter.restore()


def _paint_symbol(
    painter: QPainter, frame: _Frame, disc: _Disc, symbol: Symbol, *, lit: bool
) -> None:
    """``symbol`` on its light disc, ringed when ``lit``."""
    centre, radius = disc.centre, disc.radius
    if lit:
        _paint_symbol_ring(painter, frame, centre, radius)
    with _unit_disc(painter, centre, radius, upright=frame.upright):
        _paint_disc(painter, frame)
        if symbol.is_knight:
            with_helm = radius * frame.scale >= _HELM_FROM
            _paint_knight(painter, frame, symbol.shield, with_helm=with_helm)
        elif symbol is Symbol.CHURCH:
            _paint_church(painter, frame)
        else:
            _paint_windmill(painter, frame)


def _paint_disc(painter: QPainter, frame: _Frame) -> None:
    rim = 0.05 if frame.detail is not _Detail.MINIATURE else 0.08
    painter.setPen(_ink(frame, palette.SYMBOL_DISC_RIM, rim))
    painter.setBrush(palette.SYMBOL_DISC)
    painter.drawEllipse(QPointF(0, 0), 1.0 - rim / 2, 1.0 - rim / 2)


def _paint_symbol_ring(
    painter: QPainter, frame: _Frame, centre: QPointF, radius: float
) -> None:
    """The hover highlight of a symbol: a yellow halo and an orange ring round its disc."""
    ring = frame.line(0.028, least=1.5)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(palette.HIGHLIGHT_GLOW, ring * 2.6))
    painter.drawEllipse(centre, radius + ring * 0.6, radius + ring * 0.6)
    painter.setPen(_pen(palette.HIGHLIGHT_OUTLINE, ring + 1.2 * frame.pixel))
    painter.drawEllipse(centre, radius + ring * 0.3, radius + ring * 0.3)
    painter.setPen(_pen(palette.HIGHLIGHT, ring))
    painter.drawEllipse(centre, radius + ring * 0.3, radius + ring * 0.3)


def _paint_knight(painter: QPainter, frame: _Frame, shield: int, *, with_helm: bool) -> None:
    """A knight's arms: a great helm over a heater shield that bears his number.

    On small tiles the helm gives way to a larger shield, so the number stays legible.
    """
    colours = palette.KNIGHT_SHIELDS[shield]
    if with_helm:
        _paint_helm(painter, frame)
    shape = _shield_path(large=not with_helm)
    painter.setPen(_outline(frame, 0.07))
    painter.setBrush(colours.field)
    painter.drawPath(shape)
    if frame.detail is _Detail.FULL:
        _paint_shield_rim(painter, frame, shape)
    if with_helm:
        number = _number_path(str(shield), QPointF(0, 0.14), 0.56, max_width=0.62)
    else:
        number = _number_path(str(shield), QPointF(0, 0.0), 0.78, max_width=0.8)
    if frame.detail is _Detail.MINIATURE:
        painter.fillPath(number, colours.number)
    else:
        _paint_number(painter, number, colours.number, colours.number_outline, 0.1)


_HELM_FROM = 17.0


"""The radius on screen, in pixels, from which a knight's helm is drawn."""


def _shield_path(*, large: bool) -> QPainterPath:
    """A heater shield: a gently curved top, straight sides, curving to a point below."""
    if large:
        half, top, waist, tip = 0.7, -0.7, 0.0, 0.9
    else:
        half, top, waist, tip = 0.54, -0.4, 0.18, 0.86
    path = QPainterPath(QPointF(-half, top))
    path.quadTo(QPointF(0, top + 0.1), QPointF(half, top))
    path.lineTo(QPointF(half, waist))
    path.cubicTo(QPointF(half, waist + 0.36), QPointF(0.26, tip - 0.16), QPointF(0, tip))
    path.cubicTo(QPointF(-0.26, tip - 0.16), QPointF(-half, waist + 0.36),
                 QPointF(-half, waist))
    path.closeSubpath()
    return path


def _paint_shield_rim(painter: QPainter, frame: _Frame, shape: QPainterPath) -> None:
    """A lighter inner line that gives the shield a rim."""
    bounds = shape.boundingRect()
    inner = (QTransform().translate(bounds.center().x(), bounds.center().y())
             .scale(0.84, 0.86).translate(-bounds.center().x(), -bounds.center().y()))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_ink(frame, QColor(255, 255, 255, 120), 0.04))
    painter.drawPath(inner.map(shape))


def _paint_helm(painter: QPainter, frame: _Frame) -> None:
    """A great helm with a cross-shaped visor, standing on the shield."""
    helm = QPainterPath(QPointF(-0.3, -0.3))
    helm.lineTo(QPointF(-0.3, -0.66))
    helm.cubicTo(QPointF(-0.3, -0.9), QPointF(0.3, -0.9), QPointF(0.3, -0.66))
    helm.lineTo(QPointF(0.3, -0.3))
    helm.closeSubpath()
    painter.setPen(_outline(frame, 0.06))
    painter.setBrush(palette.KNIGHT_STEEL_LIGHT)
    painter.drawPath(helm)
    painter.setPen(_ink(frame, palette.SYMBOL_OUTLINE, 0.08))
    painter.drawLine(QPointF(-0.2, -0.58), QPointF(0.2, -0.58))
    painter.drawLine(QPointF(0.0, -0.5), QPointF(0.0, -0.38))
    if frame.detail is _Detail.FULL:
        painter.setPen(_ink(frame, palette.KNIGHT_STEEL, 0.04))
        painter.drawLine(QPointF(0.0, -0.83), QPointF(0.0, -0.66))


def _paint_church(painter: QPainter, frame: _Frame) -> None:
    """A whitewashed church: a nave on the left, a tower with spire and cross on the right."""
    painter.setPen(_outline(frame))
    painter.setBrush(palette.CHURCH_WALL)
    painter.drawRect(QRectF(-0.62, -0.02, 0.72, 0.6))
    painter.drawRect(QRectF(0.08, -0.3, 0.36, 0.88))
    painter.setBrush(palette.CHURCH_ROOF)
    painter.drawPolygon(QPolygonF([
        QPointF(-0.7, 0.0), QPointF(-0.48, -0.3), QPointF(0.08, -0.3), QPointF(0.08, 0.0),
    ]))
    painter.drawPolygon(QPolygonF([QPointF(0.02, -0.3), QPointF(0.5, -0.3), QPointF(0.26, -0.66)]))
    _paint_cross(painter, frame, QPointF(0.26, -0.66))
    if frame.detail is not _Detail.MINIATURE:
        _paint_church_openings(painter, frame)


def _paint_cross(painter: QPainter, frame: _Frame, foot: QPointF) -> None:
    width = 0.09 if frame.detail is not _Detail.MINIATURE else 0.13
    painter.setPen(_ink(frame, palette.CHURCH_CROSS, width))
    painter.drawLine(foot, foot + QPointF(0, -0.24))
    painter.drawLine(foot + QPointF(-0.08, -0.16), foot + QPointF(0.08, -0.16))


def _paint_church_openings(painter: QPainter, frame: _Frame) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(palette.CHURCH_DOOR)
    painter.drawPath(_arch(QRectF(0.17, 0.26, 0.18, 0.32)))
    if frame.detail is _Detail.FULL:
        for left in (-0.48, -0.22):
            painter.drawPath(_arch(QRectF(left, 0.1, 0.12, 0.2)))
        painter.drawEllipse(QPointF(0.26, -0.13), 0.06, 0.06)


def _arch(rect: QRectF) -> QPainterPath:
    """A door or window: a rectangle with a round top."""
    path = QPainterPath(rect.bottomLeft())
    radius = rect.width() / 2
    path.lineTo(rect.left(), rect.top() + radius)
    path.arcTo(QRectF(rect.left(), rect.top(), rect.width(), rect.width()), 180.0, -180.0)
    path.lineTo(rect.bottomRight())
    path.closeSubpath()
    return path


def _paint_windmill(painter: QPainter, frame: _Frame) -> None:
    """A windmill of La Mancha: white tower, dark cap, four lattice sails."""
    painter.setPen(_outline(frame))
    painter.setBrush(palette.WINDMILL_TOWER)
    painter.drawPolygon(QPolygonF([
        QPointF(-0.34, 0.66), QPointF(-0.2, -0.14), QPointF(0.2, -0.14), QPointF(0.34, 0.66),
    ]))
    painter.setBrush(palette.WINDMILL_CAP)
    painter.drawPolygon(QPolygonF([QPointF(-0.27, -0.12), QPointF(0.0, -0.42),
                                   QPointF(0.27, -0.12)]))
    if frame.detail is not _Detail.MINIATURE:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(palette.CHURCH_DOOR)
        painter.drawPath(_arch(QRectF(-0.09, 0.38, 0.18, 0.28)))
    _paint_sails(painter, frame, QPointF(0.0, -0.2))


def _paint_sails(painter: QPainter, frame: _Frame, hub: QPointF) -> None:
    for angle in (35.0, 125.0, 215.0, 305.0):
        painter.save()
        painter.translate(hub)
        painter.rotate(angle)
        _paint_sail(painter, frame)
        painter.restore()
    painter.setPen(_outline(frame, 0.05))
    painter.setBrush(palette.WINDMILL_SAIL)
    painter.drawEllipse(hub, 0.08, 0.08)


def _paint_sail(painter: QPainter, frame: _Frame) -> None:
    """One sail along the positive x axis: a spar and a lattice frame beside it."""
    length = 0.72
    if frame.detail is _Detail.MINIATURE:
        painter.setPen(_ink(frame, palette.WINDMILL_SAIL, 0.14))
        painter.drawLine(QPointF(0, 0), QPointF(length, 0))
        return
    painter.setPen(_outline(frame, 0.04))
    painter.setBrush(palette.WINDMILL_CLOTH)
    painter.drawRect(QRectF(0.2, 0.0, length - 0.2, 0.17))
    painter.setPen(_ink(frame, palette.WINDMILL_SAIL, 0.07))
    painter.drawLine(QPointF(0, 0), QPointF(length, 0))
    if frame.detail is _Detail.FULL:
        painter.setPen(_ink(frame, palette.WINDMILL_SAIL, 0.03))
        for step in range(1, 4):
            x = 0.2 + step * (length - 0.2) / 4
            painter.drawLine(QPointF(x, 0.0), QPointF(x, 0.17))
        painter.drawLine(QPointF(0.2, 0.085), QPointF(length, 0.085))


_NUMBER_FONTS = [
    "Palatino Linotype", "Book Antiqua", "Palatino", "DejaVu Serif", "Noto Serif",
    "Liberation Serif", "Cambria", "Georgia", "Times New Roman",
]


@lru_cache(maxsize=16)
def _glyphs(text: str) -> QPainterPath:
    """The outline of ``text`` in a bold serif face, at a large size (cached)."""
    font = QFont()
    font.setFamilies(_NUMBER_FONTS)
    font.setStyleHint(QFont.StyleHint.Serif)
    font.setWeight(QFont.Weight.Bold)
    font.setPixelSize(100)
    path = QPainterPath()
    path.addText(0.0, 0.0, font, text)
    return path


def _number_path(text: str, centre: QPointF, height: float, max_width: float) -> QPainterPath:
    """``text`` as a path centred on ``centre``, its ink ``height`` tall, ``max_width`` wide
    at most."""
    glyphs = _glyphs(text)
    bounds = glyphs.boundingRect()
    scale = min(height / bounds.height(), max_width / bounds.width())
    transform = QTransform()
    transform.translate(centre.x(), centre.y())
    transform.scale(scale, scale)
    transform.translate(-bounds.center().x(), -bounds.center().y())
    return transform.map(glyphs)


def _paint_number(
    painter: QPainter, number: QPainterPath, fill: QColor, halo: QColor, halo_width: float
) -> None:
    """A number with a contrasting halo, legible on any colour behind it."""
    painter.strokePath(number, _pen(halo, halo_width))
    painter.fillPath(number, fill)


def _paint_sancho(painter: QPainter, frame: _Frame) -> None:
    """A round little squire with a broad hat, on a disc where all six roads meet."""
    with _unit_disc(painter, frame.centre, frame.disc_radius * 1.15):
        _paint_disc(painter, frame)
        painter.setPen(_outline(frame))
        painter.setBrush(palette.SANCHO_HAT)
        for x in (-0.2, 0.2):
            painter.drawRoundedRect(QRectF(x - 0.1, 0.45, 0.2, 0.3), 0.06, 0.06)
        painter.setBrush(palette.SANCHO_COAT)
        painter.drawEllipse(QPointF(0, 0.22), 0.5, 0.4)
        if frame.detail is not _Detail.MINIATURE:
            painter.setBrush(palette.SANCHO_BELT)
            painter.drawRect(QRectF(-0.47, 0.2, 0.94, 0.09))
        painter.setBrush(palette.SANCHO_SKIN)
        painter.drawEllipse(QPointF(0, -0.3), 0.25, 0.24)
        _paint_sancho_face(painter, frame)
        _paint_sancho_hat(painter, frame)


def _paint_sancho_face(painter: QPainter, frame: _Frame) -> None:
    if frame.detail is _Detail.MINIATURE:
        return
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(palette.SANCHO_BEARD)
    beard = QPainterPath(QPointF(-0.22, -0.26))
    beard.quadTo(QPointF(0, 0.02), QPointF(0.22, -0.26))
    beard.quadTo(QPointF(0, -0.14), QPointF(-0.22, -0.26))
    painter.drawPath(beard)
    painter.setBrush(palette.SYMBOL_OUTLINE)
    for x in (-0.09, 0.09):
        painter.drawEllipse(QPointF(x, -0.34), 0.03, 0.03)


def _paint_sancho_hat(painter: QPainter, frame: _Frame) -> None:
    painter.setPen(_outline(frame))
    painter.setBrush(palette.SANCHO_HAT)
    painter.drawEllipse(QPointF(0, -0.46), 0.46, 0.1)
    crown = QPainterPath(QPointF(-0.2, -0.48))
    crown.cubicTo(QPointF(-0.2, -0.8), QPointF(0.2, -0.8), QPointF(0.2, -0.48))
    crown.closeSubpath()
    painter.drawPath(crown)
