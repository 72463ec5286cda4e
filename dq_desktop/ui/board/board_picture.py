"""A still picture of a principality, or of part of it, drawn with the tile renderer.

The rules help and the guided game show small boards: the fields of an area
with their coordinates, the principality's outer border drawn strong where the
area reaches it, and symbols marked — ringed as the board's hover highlight
rings them, and with a tick or a cross where a rule is met or missed.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPainterPath, QPen

from dq_desktop.engine.errors import NotationError
from dq_desktop.engine.fields import COLUMNS, ROWS, Field
from dq_desktop.engine.points import Point
from dq_desktop.engine.principality import Principality
from dq_desktop.engine.symbols import SymbolRef
from dq_desktop.ui.common import palette
from dq_desktop.ui.common.painting import filled_image, painting
from dq_desktop.ui.tiles.tile_painter import (
    TILE_ASPECT,
    paint_empty_field,
    paint_tile,
    point_position,
)

__all__ = ["BoardPicture", "FieldArea", "Mark", "SymbolMark", "render_board"]

BORDER_LINE = QColor("#3B2C18")
"""The principality's outer border, where a picture shows it."""
MARK_OUTLINE = QColor("#1E1A14")
MARK_INK = QColor("#FFFFFF")


@dataclass(frozen=True)
class FieldArea:
    """A rectangle of fields, such as ``A1:C3`` (corners in any order)."""

    first: Field
    last: Field

    @classmethod
    def parse(cls, text: str) -> FieldArea:
        """``"B1:D2"``, or a single field ``"C2"``.

        >>> FieldArea.parse("D2:B1").columns, FieldArea.parse("D2:B1").rows
        (range(1, 4), range(0, 2))
        """
        start, sep, end = text.partition(":")
        if sep and not end:
            raise NotationError(f"area {text!r} needs the form A1:C3")
        first, last = Field.parse(start), Field.parse(end if sep else start)
        return cls(
            Field(min(first.row, last.row), min(first.column, last.column)),
            Field(max(first.row, last.row), max(first.column, last.column)),
        )

    @classmethod
    def whole(cls) -> FieldArea:
        return cls(Field(0, 0), Field(ROWS - 1, len(COLUMNS) - 1))

    @property
    def columns(self) -> range:
        return range(self.first.column, self.last.column + 1)

    @property
    def rows(self) -> range:
        return range(self.first.row, self.last.row + 1)

    def fields(self) -> Iterator[Field]:
        return (Field(row, column) for row in self.rows for column in self.columns)

    def __contains__(self, field: object) -> bool:
        return isinstance(field, Field) and field.row in self.rows and field.column in self.columns

    def __str__(self) -> str:
        return f"{self.first}:{self.last}"


class Mark(Enum):
    """How a symbol is marked in a picture."""

    RING = "ring"
    """Ringed, as the hover highlight rings a symbol on the board."""
    YES = "yes"
    """Ringed, with a tick: the rule in question is met."""
    NO = "no"
    """A cross: the rule in question is missed."""


@dataclass(frozen=True)
class SymbolMark:
    ref: SymbolRef
    mark: Mark


@dataclass(frozen=True)
class BoardPicture:
    """What to draw: a board, the area of it to show, and what to point out."""

    board: Principality
    area: FieldArea = dataclasses.field(default_factory=FieldArea.whole)
    marks: tuple[SymbolMark, ...] = ()
    lit: tuple[tuple[Field, Point], ...] = ()
    """Points whose whole road network lights up, as hovering lights it on the board."""
    to_fill: Field | None = None
    """An empty field drawn as the field to fill."""


@dataclass(frozen=True)
class _Geometry:
    tile_height: float

    @property
    def tile_width(self) -> float:
        return self.tile_height * TILE_ASPECT

    @property
    def gap(self) -> float:
        return max(2.0, 0.03 * self.tile_height)

    @property
    def margin(self) -> float:
        """Room for the coordinates, left and above; a little less right and below."""
        return max(14.0, 0.24 * self.tile_height)

    def size(self, area: FieldArea) -> QSize:
        width = len(area.columns) * (self.tile_width + self.gap) - self.gap
        height = len(area.rows) * (self.tile_height + self.gap) - self.gap
        return QSize(math.ceil(width + self.margin * 1.5), math.ceil(height + self.margin * 1.5))

    def rect(self, area: FieldArea, field: Field) -> QRectF:
        column = field.column - area.first.column
        row = field.row - area.first.row
        return QRectF(
            self.margin + column * (self.tile_width + self.gap),
            self.margin + row * (self.tile_height + self.gap),
            self.tile_width,
            self.tile_height,
        )


def picture_size(area: FieldArea, tile_height: float) -> QSize:
    """The size in logical pixels of a picture of ``area``."""
    return _Geometry(tile_height).size(area)


def render_board(
    picture: BoardPicture, tile_height: float = 80.0, device_pixel_ratio: float = 1.0
) -> QImage:
    """``picture`` on an image whose logical size is ``picture_size(area, tile_height)``."""
    geometry = _Geometry(tile_height)
    size = geometry.size(picture.area)
    image = filled_image(size, device_pixel_ratio, palette.BOARD_BACKGROUND)
    with painting(image) as painter:
        _paint_picture(painter, geometry, picture)
    return image


def _paint_picture(painter: QPainter, geometry: _Geometry, picture: BoardPicture) -> None:
    lit_points, lit_symbols = _lit(picture)
    for field in picture.area.fields():
        rect = geometry.rect(picture.area, field)
        placed = picture.board.get(field)
        if placed is None:
            paint_empty_field(painter, rect, to_fill=field == picture.to_fill)
            continue
        paint_tile(
            painter,
            rect,
            placed,
            highlighted_points=lit_points.get(field, frozenset()),
            highlighted_symbols=lit_symbols.get(field, frozenset()),
        )
    _paint_outer_border(painter, geometry, picture.area)
    _paint_coordinates(painter, geometry, picture.area)
    for mark in picture.marks:
        if mark.ref.field in picture.area and mark.mark is not Mark.RING:
            _paint_badge(painter, geometry.rect(picture.area, mark.ref.field), mark)


def _lit(
    picture: BoardPicture,
) -> tuple[dict[Field, frozenset[Point]], dict[Field, frozenset[Point]]]:
    """The road points and symbols to light, by field: the lit networks and the rings."""
    points: dict[Field, set[Point]] = {}
    symbols: dict[Field, set[Point]] = {}
    for field, point in picture.lit:
        if field not in picture.board:
            continue
        connection = picture.board.network.connected(field, point)
        for segment in connection.segments:
            points.setdefault(segment.field, set()).update(segment.points)
    for mark in picture.marks:
        if mark.mark is not Mark.NO:
            symbols.setdefault(mark.ref.field, set()).add(mark.ref.point)
    return (
        {field: frozenset(found) for field, found in points.items()},
        {field: frozenset(found) for field, found in symbols.items()},
    )


def _paint_outer_border(painter: QPainter, geometry: _Geometry, area: FieldArea) -> None:
    """A strong line along every side of the area that is the principality's own border."""
    first = geometry.rect(area, area.first)
    last = geometry.rect(area, area.last)
    outset = geometry.gap + 1.0
    box = QRectF(first.topLeft(), last.bottomRight()).adjusted(-outset, -outset, outset, outset)
    painter.setPen(
        QPen(
            BORDER_LINE,
            max(2.0, 0.035 * geometry.tile_height),
            Qt.PenStyle.SolidLine,
            Qt.PenCapStyle.SquareCap,
        )
    )
    sides = (
        (area.first.row == 0, box.topLeft(), box.topRight()),
        (area.last.row == ROWS - 1, box.bottomLeft(), box.bottomRight()),
        (area.first.column == 0, box.topLeft(), box.bottomLeft()),
        (area.last.column == len(COLUMNS) - 1, box.topRight(), box.bottomRight()),
    )
    for on_border, start, end in sides:
        if on_border:
            painter.drawLine(start, end)


def _paint_coordinates(painter: QPainter, geometry: _Geometry, area: FieldArea) -> None:
    font = QFont()
    font.setPixelSize(max(10, round(geometry.margin * 0.58)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(palette.COORDINATE_TEXT)
    band = geometry.margin - geometry.gap - 2.0
    for column in area.columns:
        rect = geometry.rect(area, Field(area.first.row, column))
        label = QRectF(rect.left(), 0.0, rect.width(), band)
        painter.drawText(label, Qt.AlignmentFlag.AlignCenter, COLUMNS[column])
    for row in area.rows:
        rect = geometry.rect(area, Field(row, area.first.column))
        label = QRectF(0.0, rect.top(), band, rect.height())
        painter.drawText(label, Qt.AlignmentFlag.AlignCenter, str(row + 1))


def _paint_badge(painter: QPainter, rect: QRectF, mark: SymbolMark) -> None:
    """A round badge beside the symbol: a tick on green, or a cross on red."""
    unit = rect.height()
    centre = point_position(rect, mark.ref.point) + QPointF(0.27 * unit, -0.15 * unit)
    centre.setX(min(centre.x(), rect.right() - 0.03 * unit))
    radius = 0.1 * unit
    painter.save()
    painter.setPen(QPen(MARK_OUTLINE, max(1.0, 0.012 * unit)))
    fill = palette.OKABE_ITO_BLUISH_GREEN if mark.mark is Mark.YES else palette.REFUSED
    painter.setBrush(fill)
    painter.drawEllipse(centre, radius, radius)
    ink = QPen(
        MARK_INK,
        max(1.4, 0.024 * unit),
        Qt.PenStyle.SolidLine,
        Qt.PenCapStyle.RoundCap,
        Qt.PenJoinStyle.RoundJoin,
    )
    painter.setPen(ink)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(_tick(centre, radius) if mark.mark is Mark.YES else _cross(centre, radius))
    painter.restore()


def _tick(centre: QPointF, radius: float) -> QPainterPath:
    path = QPainterPath(centre + QPointF(-0.5, 0.02) * radius)
    path.lineTo(centre + QPointF(-0.12, 0.42) * radius)
    path.lineTo(centre + QPointF(0.52, -0.38) * radius)
    return path


def _cross(centre: QPointF, radius: float) -> QPainterPath:
    reach = 0.42 * radius
    path = QPainterPath(centre + QPointF(-reach, -reach))
    path.lineTo(centre + QPointF(reach, reach))
    path.moveTo(centre + QPointF(reach, -reach))
    path.lineTo(centre + QPointF(-reach, reach))
    return path
