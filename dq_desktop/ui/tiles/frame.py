"""The frame of one tile drawing: its size, its level of detail, its measures and pens.

Every part of the tile painter draws inside a ``_Frame``; the names with a leading
underscore are shared only within ``ui/tiles``.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from enum import IntEnum

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPainterPath,
    QPen,
)

from dq_desktop.engine.points import Half, Point
from dq_desktop.ui.common import palette

TILE_ASPECT: float = 0.7


"""Width / height of an upright (portrait) tile."""


def point_position(rect: QRectF, point: Point) -> QPointF:
    """Where ``point`` lies in a tile drawn in ``rect`` (as placed: ``rect`` is the field).

    Edge points lie on the border, ``NE``/``NW`` level with the middle of the top
    half, ``SE``/``SW`` with the middle of the bottom half; ``T`` and ``B`` are
    the centres of the halves.
    """
    x = {
        Point.NW: rect.left(),
        Point.SW: rect.left(),
        Point.NE: rect.right(),
        Point.SE: rect.right(),
    }.get(point, rect.center().x())
    y = {
        Point.N: rect.top(),
        Point.S: rect.bottom(),
    }.get(point, rect.top() + rect.height() * (0.25 if point.half is Half.TOP else 0.75))
    return QPointF(x, y)


def half_at(rect: QRectF, y: float) -> Half:
    """The half of a tile drawn in ``rect`` that the height ``y`` falls in."""
    return Half.TOP if y < rect.center().y() else Half.BOTTOM


class _Detail(IntEnum):
    """How much to draw, from the height the tile has on screen."""

    MINIATURE = 0
    """Under 56 px: roads without outline, symbols reduced to their shapes."""
    PLAIN = 1
    """Under 130 px: outlines, no fine ornaments."""
    FULL = 2


_TINY_BELOW = 34.0


_PLAIN_FROM = 56.0


_FULL_FROM = 130.0


@dataclass(frozen=True)
class _Frame:
    """A tile's rectangle with its level of detail and the measures derived from it."""

    rect: QRectF
    detail: _Detail
    scale: float = 1.0
    """From the painter's coordinates to pixels on screen."""
    upright: bool = False
    """The tile is drawn turned: symbols turn back so they read upright on screen."""

    @classmethod
    def of(cls, painter: QPainter, rect: QRectF) -> _Frame:
        """The frame of ``rect``, its detail chosen by its height on screen."""
        scale = math.sqrt(abs(painter.worldTransform().determinant()))
        on_screen = rect.height() * scale
        if on_screen < _PLAIN_FROM:
            detail = _Detail.MINIATURE
        elif on_screen < _FULL_FROM:
            detail = _Detail.PLAIN
        else:
            detail = _Detail.FULL
        return cls(rect, detail, round(scale, 3))

    @property
    def pixel(self) -> float:
        """One pixel on screen, in the painter's coordinates."""
        return 1.0 / self.scale if self.scale > 0 else 1.0

    def line(self, share: float, least: float = 1.0) -> float:
        """A line ``share`` of the tile's height wide, and at least ``least`` pixels."""
        return max(least * self.pixel, share * self.unit)

    @property
    def disc_pixel(self) -> float:
        """One pixel on screen, in the coordinates of a symbol's unit disc."""
        return self.pixel / self.disc_radius

    @property
    def tiny(self) -> bool:
        """Smaller still than a miniature: a castle keeps only its wall and banner."""
        return self.rect.height() * self.scale < _TINY_BELOW

    @property
    def unit(self) -> float:
        """The tile's height, or what it would be if the rect is too narrow."""
        return min(self.rect.height(), self.rect.width() / TILE_ASPECT)

    @property
    def centre(self) -> QPointF:
        return self.rect.center()

    def at(self, point: Point) -> QPointF:
        return point_position(self.rect, point)

    @property
    def border_width(self) -> float:
        return self.line(0.014)

    @property
    def corner_radius(self) -> float:
        return 0.05 * self.unit

    @property
    def road_width(self) -> float:
        share = 0.1 if self.detail is _Detail.MINIATURE else 0.078
        return self.line(share, least=1.6)

    @property
    def road_outline(self) -> float:
        """The width of the dark edge on either side of a road."""
        return 0.0 if self.detail is _Detail.MINIATURE else self.line(0.012)

    @property
    def disc_radius(self) -> float:
        share = 0.22 if self.detail is _Detail.MINIATURE else 0.19
        return share * self.unit

    @property
    def keep_clear(self) -> float:
        """How far a road that does not serve a symbol keeps from the symbol's centre."""
        return self.disc_radius + self.road_width / 2 + self.road_outline + 0.02 * self.unit

    def card_path(self) -> QPainterPath:
        inset = self.border_width / 2
        path = QPainterPath()
        radius = self.corner_radius
        path.addRoundedRect(self.rect.adjusted(inset, inset, -inset, -inset), radius, radius)
        return path


def _turn_about_centre(painter: QPainter, rect: QRectF) -> None:
    centre = rect.center()
    painter.translate(centre)
    painter.rotate(180.0)
    painter.translate(-centre)


def _as_printed(points: Iterable[Point], rotated: bool) -> frozenset[Point]:
    """Points given as placed, named as on the printed tile."""
    return frozenset(point.turned if rotated else point for point in points)


def _ink(frame: _Frame, colour: QColor, width: float) -> QPen:
    """A pen inside a symbol's unit disc: ``width`` of its radius, never under a pixel."""
    return _pen(colour, max(width, frame.disc_pixel))


def _pen(colour: QColor, width: float) -> QPen:
    """A pen with round ends and joins: roads and ink lines alike."""
    pen = QPen(colour, width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _outline(frame: _Frame, width: float = 0.06) -> QPen:
    """The ink line around a symbol's parts, a little heavier on small tiles."""
    boost = {_Detail.MINIATURE: 1.6, _Detail.PLAIN: 1.2, _Detail.FULL: 1.0}[frame.detail]
    return _ink(frame, palette.SYMBOL_OUTLINE, width * boost)
