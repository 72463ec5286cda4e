"""Castles: walls, towers, the two gates with their road stubs, and the castle's value.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QPainter,
    QPainterPath,
    QPolygonF,
    QRadialGradient,
    QTransform,
)

from dq_desktop.engine.points import Point
from dq_desktop.engine.tiles import Tile
from dq_desktop.ui.common import palette
from dq_desktop.ui.tiles.frame import _Detail, _Frame, _pen
from dq_desktop.ui.tiles.roads import _INWARD, _Arm, _arm, _line, _paint_road
from dq_desktop.ui.tiles.symbols import _number_path, _paint_number


def _paint_castle(
    painter: QPainter, frame: _Frame, tile: Tile, lit_points: frozenset[Point]
) -> None:
    """A walled castle seen from above, its two gates closed, its value on a banner."""
    walls = _castle_walls(frame)
    for gate in tile.gates:
        _paint_road(painter, frame, [_gate_stub(frame, gate, walls)], lit_points)
    _paint_curtain_wall(painter, frame, walls)
    if not frame.tiny:
        _paint_corner_towers(painter, frame, walls)
    for gate in tile.gates:
        _paint_gatehouse(painter, frame, gate, walls)
    if not frame.tiny:
        _paint_keep(painter, frame)
    _paint_banner(painter, frame, tile.value)


def _castle_walls(frame: _Frame) -> QRectF:
    """The outer face of the curtain wall."""
    rect, unit = frame.rect, frame.unit
    dx, dy = 0.14 * unit, 0.11 * unit
    return rect.adjusted(dx, dy, -dx, -dy)


def _wall_thickness(frame: _Frame) -> float:
    return 0.05 * frame.unit


def _gate_stub(frame: _Frame, gate: Point, walls: QRectF) -> _Arm:
    """A road from the gate's edge point to the closed gate in the wall."""
    start = frame.at(gate)
    inward = _INWARD[gate]
    depth = abs(QPointF.dotProduct(_wall_point(frame, gate, walls) - start, inward))
    return _arm([_line(start, start + inward * (depth + _wall_thickness(frame) * 0.5))], gate)


def _wall_point(frame: _Frame, gate: Point, walls: QRectF) -> QPointF:
    """Where the gate's road meets the outer face of the wall."""
    edge = frame.at(gate)
    if gate is Point.N:
        return QPointF(edge.x(), walls.top())
    if gate is Point.S:
        return QPointF(edge.x(), walls.bottom())
    return QPointF(walls.left() if gate in (Point.NW, Point.SW) else walls.right(), edge.y())


def _paint_curtain_wall(painter: QPainter, frame: _Frame, walls: QRectF) -> None:
    thickness = _wall_thickness(frame)
    inner = walls.adjusted(thickness, thickness, -thickness, -thickness)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(palette.CASTLE_COURTYARD)
    painter.drawRect(inner)
    ring = QPainterPath()
    ring.addRect(walls)
    ring.addRect(inner)
    ring.setFillRule(Qt.FillRule.OddEvenFill)
    painter.setPen(_pen(palette.CASTLE_OUTLINE, _castle_line(frame)))
    painter.setBrush(palette.CASTLE_STONE)
    painter.drawPath(ring)
    if frame.detail is not _Detail.MINIATURE:
        _paint_merlons(painter, frame, walls, thickness)


def _castle_line(frame: _Frame) -> float:
    return frame.line(0.008)


def _paint_merlons(painter: QPainter, frame: _Frame, walls: QRectF, thickness: float) -> None:
    """Battlements: small stones along the outer side of the wall walk."""
    size = thickness * 0.55
    step = size * 2.2
    painter.setPen(_pen(palette.CASTLE_OUTLINE, max(frame.pixel, _castle_line(frame) * 0.7)))
    painter.setBrush(palette.CASTLE_STONE_LIGHT)
    for start, end, fixed, horizontal in (
        (walls.left(), walls.right(), walls.top(), True),
        (walls.left(), walls.right(), walls.bottom() - size, True),
        (walls.top(), walls.bottom(), walls.left(), False),
        (walls.top(), walls.bottom(), walls.right() - size, False),
    ):
        count = max(1, int((end - start) / step))
        offset = start + ((end - start) - (count - 1) * step - size) / 2
        for index in range(count):
            along = offset + index * step
            x, y = (along, fixed) if horizontal else (fixed, along)
            painter.drawRect(QRectF(x, y, size, size))


def _paint_corner_towers(painter: QPainter, frame: _Frame, walls: QRectF) -> None:
    radius = 0.075 * frame.unit
    for corner in (walls.topLeft(), walls.topRight(), walls.bottomLeft(), walls.bottomRight()):
        _paint_round_tower(painter, frame, corner, radius)


def _paint_round_tower(painter: QPainter, frame: _Frame, centre: QPointF, radius: float) -> None:
    """A round tower seen from above: a stone ring under a red cone, lighter at its tip."""
    painter.setPen(_pen(palette.CASTLE_OUTLINE, _castle_line(frame)))
    painter.setBrush(palette.CASTLE_STONE)
    painter.drawEllipse(centre, radius, radius)
    cone = QRadialGradient(centre, radius * 0.78)
    cone.setColorAt(0.0, palette.CASTLE_ROOF.lighter(140))
    cone.setColorAt(1.0, palette.CASTLE_ROOF.darker(115))
    painter.setBrush(QBrush(cone))
    painter.drawEllipse(centre, radius * 0.74, radius * 0.74)


def _paint_gatehouse(painter: QPainter, frame: _Frame, gate: Point, walls: QRectF) -> None:
    """A closed gate: a gatehouse with a barred door across the road's end."""
    inward = _INWARD[gate]
    across = QPointF(abs(inward.y()), abs(inward.x()))
    thickness = _wall_thickness(frame)
    middle = _wall_point(frame, gate, walls) + inward * (thickness / 2)
    opening = frame.road_width / 2 + frame.road_outline + 0.006 * frame.unit
    block = _rect_around(middle, across * (opening + 0.03 * frame.unit) + inward * thickness)
    painter.setPen(_pen(palette.CASTLE_OUTLINE, _castle_line(frame)))
    painter.setBrush(palette.CASTLE_STONE_LIGHT)
    painter.drawRect(block)
    door = _rect_around(middle, across * opening + inward * (thickness * 0.62))
    painter.setBrush(palette.CASTLE_DOOR)
    painter.drawRect(door)
    if frame.detail is not _Detail.MINIATURE:
        _paint_door_bands(painter, frame, door, across)


def _paint_door_bands(painter: QPainter, frame: _Frame, door: QRectF, across: QPointF) -> None:
    """Iron bands across the door, at right angles to the road they close."""
    painter.setPen(_pen(palette.CASTLE_GATE, frame.line(0.007)))
    for share in (0.3, 0.7):
        if across.x() > 0:
            y = door.top() + door.height() * share
            painter.drawLine(QPointF(door.left(), y), QPointF(door.right(), y))
        else:
            x = door.left() + door.width() * share
            painter.drawLine(QPointF(x, door.top()), QPointF(x, door.bottom()))


def _rect_around(centre: QPointF, half_size: QPointF) -> QRectF:
    return QRectF(centre - half_size, centre + half_size)


def _paint_keep(painter: QPainter, frame: _Frame) -> None:
    """The square keep in the middle of the courtyard, under a hipped red roof."""
    side = 0.3 * frame.unit
    keep = _rect_around(frame.centre, QPointF(side, side) / 2)
    painter.setPen(_pen(palette.CASTLE_OUTLINE, _castle_line(frame)))
    painter.setBrush(palette.CASTLE_STONE)
    painter.drawRect(keep)
    roof = keep.adjusted(side * 0.1, side * 0.1, -side * 0.1, -side * 0.1)
    corners = [roof.topLeft(), roof.topRight(), roof.bottomRight(), roof.bottomLeft()]
    shades = (125, 105, 85, 100)
    painter.setPen(_pen(palette.CASTLE_OUTLINE, max(frame.pixel, _castle_line(frame) * 0.7)))
    for index, shade in enumerate(shades):
        painter.setBrush(palette.CASTLE_ROOF.lighter(shade))
        painter.drawPolygon(QPolygonF([corners[index], corners[(index + 1) % 4], roof.center()]))


def _paint_banner(painter: QPainter, frame: _Frame, value: int) -> None:
    """A swallow-tailed banner across the keep with the castle's value, large."""
    unit, centre = frame.unit, frame.centre
    miniature = frame.detail is _Detail.MINIATURE
    half_width, half_height = 0.29 * unit, (0.12 if miniature else 0.085) * unit
    notch = 0.05 * unit
    left, right = centre.x() - half_width, centre.x() + half_width
    top, bottom = centre.y() - half_height, centre.y() + half_height
    banner = QPolygonF([
        QPointF(left, top), QPointF(right, top), QPointF(right - notch, centre.y()),
        QPointF(right, bottom), QPointF(left, bottom), QPointF(left + notch, centre.y()),
    ])
    painter.setPen(_pen(palette.CASTLE_OUTLINE, _castle_line(frame) * 1.2))
    painter.setBrush(palette.CASTLE_BANNERS.get(value, palette.CASTLE_ROOF))
    painter.drawPolygon(banner)
    if frame.detail is not _Detail.MINIATURE:
        inset = 0.018 * unit
        painter.setPen(_pen(palette.CASTLE_BANNER_EDGE, frame.line(0.006)))
        for y in (top + inset, bottom - inset):
            painter.drawLine(QPointF(left + inset * 2, y), QPointF(right - inset * 2, y))
    _paint_castle_value(painter, frame, value)


def _paint_castle_value(painter: QPainter, frame: _Frame, value: int) -> None:
    """The value; a 6 is underlined so that, turned, it never reads as a 9."""
    unit, centre = frame.unit, frame.centre
    miniature = frame.detail is _Detail.MINIATURE
    height = (0.17 if miniature else 0.12) * unit
    number = _number_path(str(value), centre, height, 0.3 * unit)
    if value in (6, 9):
        bounds = number.boundingRect()
        gap, bar = 0.1 * height, 0.12 * height
        number.addRect(QRectF(bounds.left(), bounds.bottom() + gap, bounds.width(), bar))
        number = QTransform().translate(0, -(gap + bar) / 2).map(number)
    if miniature:
        painter.fillPath(number, palette.CASTLE_BANNER_NUMBER)
        return
    _paint_number(painter, number, palette.CASTLE_BANNER_NUMBER, palette.CASTLE_OUTLINE,
                  frame.line(0.014))
