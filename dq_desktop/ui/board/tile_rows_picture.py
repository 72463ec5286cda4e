"""A still picture of tiles side by side, in rows: loose tiles rather than a board.

The rules help draws with it a tile as printed beside the same tile turned,
and the tiles a player reveals in each round: a numbered row of 9, one of 7,
and one of 5 with the tile set aside lying apart, turned a quarter as players
keep it on the table.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QImage, QPainter, QPen

from dq_desktop.engine.tiles import PlacedTile
from dq_desktop.ui.board.board_picture import BORDER_LINE
from dq_desktop.ui.common import palette
from dq_desktop.ui.common.painting import filled_image, painting
from dq_desktop.ui.tiles.tile_painter import TILE_ASPECT, paint_tile

__all__ = ["TileRow", "render_tile_rows", "tile_rows_size"]


@dataclass(frozen=True)
class TileRow:
    """One row of the picture."""

    tiles: tuple[PlacedTile, ...]
    number: int | None = None
    """Drawn in a disc at the start of the row (a round's number)."""
    aside: PlacedTile | None = None
    """A tile drawn apart at the end of the row, lying turned 90°."""


@dataclass(frozen=True)
class _Geometry:
    tile_height: float
    numbered: bool

    @property
    def tile_width(self) -> float:
        return self.tile_height * TILE_ASPECT

    @property
    def gap(self) -> float:
        return max(3.0, 0.08 * self.tile_height)

    @property
    def padding(self) -> float:
        return max(6.0, 0.16 * self.tile_height)

    @property
    def disc(self) -> float:
        """The diameter of a row's number disc."""
        return 0.46 * self.tile_height

    @property
    def first_x(self) -> float:
        return self.padding + (self.disc + self.gap * 2 if self.numbered else 0.0)

    def row_width(self, row: TileRow) -> float:
        width = len(row.tiles) * (self.tile_width + self.gap) - self.gap
        if row.aside is not None:
            width += self.gap * 4 + self.tile_height
        return width

    def size(self, rows: Sequence[TileRow]) -> QSize:
        widest = max((self.row_width(row) for row in rows), default=0.0)
        height = len(rows) * (self.tile_height + self.gap) - self.gap
        return QSize(
            math.ceil(self.first_x + widest + self.padding), math.ceil(height + 2 * self.padding)
        )


def tile_rows_size(rows: Sequence[TileRow], tile_height: float) -> QSize:
    """The logical size of the picture of ``rows``."""
    return _Geometry(tile_height, any(row.number is not None for row in rows)).size(rows)


def render_tile_rows(
    rows: Sequence[TileRow], tile_height: float = 60.0, device_pixel_ratio: float = 1.0
) -> QImage:
    """``rows`` drawn on the board's colour, each tile ``tile_height`` tall."""
    geometry = _Geometry(tile_height, any(row.number is not None for row in rows))
    size = geometry.size(rows)
    image = filled_image(size, device_pixel_ratio, palette.BOARD_BACKGROUND)
    with painting(image) as painter:
        for index, row in enumerate(rows):
            top = geometry.padding + index * (geometry.tile_height + geometry.gap)
            _paint_row(painter, geometry, row, top)
    return image


def _paint_row(painter: QPainter, geometry: _Geometry, row: TileRow, top: float) -> None:
    if row.number is not None:
        _paint_number(painter, geometry, row.number, top)
    x = geometry.first_x
    for placed in row.tiles:
        paint_tile(painter, QRectF(x, top, geometry.tile_width, geometry.tile_height), placed)
        x += geometry.tile_width + geometry.gap
    if row.aside is not None:
        centre = QPointF(
            x - geometry.gap + geometry.gap * 4 + geometry.tile_height / 2,
            top + geometry.tile_height / 2,
        )
        painter.save()
        painter.translate(centre)
        painter.rotate(90.0)
        rect = QRectF(
            -geometry.tile_width / 2,
            -geometry.tile_height / 2,
            geometry.tile_width,
            geometry.tile_height,
        )
        paint_tile(painter, rect, row.aside)
        painter.restore()


def _paint_number(painter: QPainter, geometry: _Geometry, number: int, top: float) -> None:
    diameter = geometry.disc
    rect = QRectF(geometry.padding, top + (geometry.tile_height - diameter) / 2, diameter, diameter)
    painter.save()
    painter.setPen(QPen(BORDER_LINE, max(1.5, 0.03 * diameter)))
    painter.setBrush(palette.PARCHMENT)
    painter.drawEllipse(rect)
    font = QFont()
    font.setPixelSize(max(10, round(diameter * 0.55)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(BORDER_LINE)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(number))
    painter.restore()
