"""Placed tiles drawn once per look and size, then copied: what keeps hovering fast.

Hovering a road lights every tile it runs through; drawing a tile as vectors
costs about a millisecond and a half at the board's usual size, so a road
through twelve tiles would take longer than a frame. A tile looks the same
each time its road is lit again, so each look (tile, turn, lit points, lit
symbols) is drawn once at the size it is shown and then copied. The pictures
are aligned to device pixels, so they are as sharp as drawing directly.

So that even the first hover of a road fits in a frame, the looks that hovering
can ask for (``hover_looks``) are drawn ahead, a few at a time while the window
is idle (``warm``).
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Iterator

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QPainter, QPixmap, QTransform

from dq_desktop.engine.fields import Field
from dq_desktop.engine.pointed import pointed_at
from dq_desktop.engine.points import Point
from dq_desktop.engine.principality import Principality
from dq_desktop.engine.tiles import PlacedTile
from dq_desktop.ui.tiles.tile_painter import tile_pixmap

PictureKey = tuple[str, frozenset[Point], frozenset[Point], int, int, float]
Look = tuple[PlacedTile, frozenset[Point], frozenset[Point]]
"""A placed tile and what of it is lit."""

LIMIT = 240
"""Pictures kept per board: its 24 tiles as the board and the miniature show them,
and the looks of its lit roads; the oldest go first."""


class TilePictures:
    """The pictures of one board's tiles."""

    def __init__(self, limit: int = LIMIT) -> None:
        self.limit = limit
        self._pictures: OrderedDict[PictureKey, QPixmap] = OrderedDict()

    def __len__(self) -> int:
        return len(self._pictures)

    def draw(
        self,
        painter: QPainter,
        rect: QRectF,
        placed: PlacedTile,
        lit_points: frozenset[Point],
        lit_symbols: frozenset[Point],
    ) -> bool:
        """Draw ``placed`` in ``rect`` from its picture; False when the painter is turned
        or sheared (then the caller draws the vectors)."""
        transform = painter.worldTransform()
        if transform.type().value > QTransform.TransformationType.TxScale.value:
            return False
        ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        shown = transform.mapRect(rect)  # logical pixels of the widget
        width, height = round(shown.width() * ratio), round(shown.height() * ratio)
        if width < 1 or height < 1:
            return True
        key = (placed.text, lit_points, lit_symbols, width, height, ratio)
        picture = self._pictures.get(key)
        if picture is None:
            picture = _render(placed, lit_points, lit_symbols, width, height, ratio)
            self._pictures[key] = picture
            if len(self._pictures) > self.limit:
                self._pictures.popitem(last=False)
        else:
            self._pictures.move_to_end(key)
        # On whole device pixels, as a tile drawn directly would be.
        at = QPointF(round(shown.x() * ratio) / ratio, round(shown.y() * ratio) / ratio)
        painter.save()
        painter.setWorldTransform(QTransform())
        painter.drawPixmap(at, picture)
        painter.restore()
        return True

    def clear(self) -> None:
        self._pictures.clear()

    def warm(
        self, looks: Iterator[Look], width: int, height: int, ratio: float, seconds: float
    ) -> bool:
        """Draw looks not drawn yet at this size, for at most ``seconds``; True when done."""
        until = time.perf_counter() + seconds
        for placed, lit_points, lit_symbols in looks:
            key = (placed.text, lit_points, lit_symbols, width, height, ratio)
            if key not in self._pictures:
                self._pictures[key] = _render(placed, lit_points, lit_symbols, width, height, ratio)
                self._pictures.move_to_end(key, last=False)  # the first to go if need be
                if len(self._pictures) > self.limit:
                    self._pictures.popitem(last=False)
            if time.perf_counter() > until:
                return False
        return True


def hover_looks(board: Principality) -> Iterator[Look]:
    """Every look hovering can give a tile of ``board`` (as ``PrincipalityScene.hover``
    lights a connection), the unlit ones first."""
    for placed in board.values():
        yield placed, frozenset(), frozenset()
    seen: set[tuple[Field, frozenset[Point], frozenset[Point]]] = set()
    for field in board:
        for point in Point:
            connection = pointed_at(board, field, point)
            if connection is None:
                continue
            points: dict[Field, set[Point]] = {}
            symbols: dict[Field, set[Point]] = {}
            for segment in connection.segments:
                points.setdefault(segment.field, set()).update(segment.points)
            for ref in connection.symbols:
                symbols.setdefault(ref.field, set()).add(ref.point)
            for lit in points.keys() | symbols.keys():
                look = (lit, frozenset(points.get(lit, ())), frozenset(symbols.get(lit, ())))
                if look not in seen:
                    seen.add(look)
                    yield board[lit], look[1], look[2]


def _render(
    placed: PlacedTile,
    lit_points: frozenset[Point],
    lit_symbols: frozenset[Point],
    width: int,
    height: int,
    ratio: float,
) -> QPixmap:
    """The picture of one look, ``width`` × ``height`` device pixels."""
    return tile_pixmap(placed, QSizeF(width / ratio, height / ratio), ratio,
                       highlighted_points=lit_points, highlighted_symbols=lit_symbols)
