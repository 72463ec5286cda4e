"""The one renderer of tiles: every tile of the game drawn as vectors with ``QPainter``.

The board scenes, the hand, the rules help and the icons all draw through
``paint_tile`` and ``paint_empty_field``. A tile is drawn as printed, in its own
frame, and a turned tile is that same picture turned 180° about its centre, as a
card on the table would be. Below a few dozen pixels fine details are left out
so that miniatures stay clean; the only text ever drawn is a number.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from PySide6.QtCore import QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import (
    QPainter,
    QPixmap,
)

from dq_desktop.engine.points import Point
from dq_desktop.engine.symbols import Symbol
from dq_desktop.engine.tiles import PlacedTile, Tile, TileKind
from dq_desktop.ui.common.painting import painting
from dq_desktop.ui.tiles.castles import _paint_castle
from dq_desktop.ui.tiles.frame import (
    TILE_ASPECT,
    _as_printed,
    _Detail,
    _Frame,
    _turn_about_centre,
    half_at,
    point_position,
)
from dq_desktop.ui.tiles.marks import (
    _paint_card,
    _paint_half_marks,
    _paint_hover_accent,
    _paint_inset,
    _paint_refusal,
    _paint_to_fill,
    _paint_wash,
)
from dq_desktop.ui.tiles.roads import _Arm, _Disc, _group_arms, _paint_road, _symbol_disc
from dq_desktop.ui.tiles.symbols import _paint_sancho, _paint_symbol

__all__ = [
    "TILE_ASPECT",
    "half_at",
    "paint_empty_field",
    "paint_tile",
    "point_position",
    "tile_pixmap",
]


def paint_tile(
    painter: QPainter,
    rect: QRectF,
    placed: PlacedTile,
    *,
    highlighted_points: frozenset[Point] = frozenset(),
    highlighted_symbols: frozenset[Point] = frozenset(),
    dimmed: bool = False,
) -> None:
    """Draw ``placed`` filling ``rect`` (which should have the ``TILE_ASPECT``).

    ``highlighted_points`` (as placed) light up the road arms that start at
    them; ``highlighted_symbols`` (``T``/``B`` as placed) get a ring. ``dimmed``
    washes the whole tile out.
    """
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if placed.rotated:
        _turn_about_centre(painter, rect)
    painter.translate(rect.topLeft())
    frame = _Frame.of(painter, QRectF(0.0, 0.0, rect.width(), rect.height()))
    # Roads turn with the tile; symbols stay upright, so a shield number reads at a glance.
    frame = replace(frame, upright=placed.rotated)
    lit_points = _as_printed(highlighted_points, placed.rotated)
    lit_symbols = _as_printed(highlighted_symbols, placed.rotated)
    _paint_card(painter, frame)
    painter.setClipRect(frame.rect, Qt.ClipOperation.IntersectClip)
    _paint_face(painter, frame, placed.tile, lit_points, lit_symbols)
    _paint_half_marks(painter, frame)
    if dimmed:
        _paint_wash(painter, frame)
    painter.restore()


def paint_empty_field(
    painter: QPainter,
    rect: QRectF,
    *,
    to_fill: bool = False,
    hovered: bool = False,
    refused: bool = False,
) -> None:
    """Draw an empty field of the board: a soft inset, or the green field to fill.

    ``hovered`` lightens it while an accepted tile is dragged over it;
    ``refused`` gives it a dashed red border and a crossed circle.
    """
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    frame = _Frame.of(painter, rect)
    _paint_inset(painter, frame)
    if to_fill:
        _paint_to_fill(painter, frame, hovered=hovered)
    elif hovered:
        _paint_hover_accent(painter, frame)
    if refused:
        _paint_refusal(painter, frame)
    painter.restore()


def tile_pixmap(
    placed: PlacedTile,
    size: QSize | QSizeF,
    device_pixel_ratio: float = 1.0,
    *,
    highlighted_points: frozenset[Point] = frozenset(),
    highlighted_symbols: frozenset[Point] = frozenset(),
) -> QPixmap:
    """``placed`` drawn (lit as ``paint_tile`` lights it) on a transparent pixmap of
    ``size`` logical pixels."""
    pixmap = QPixmap(
        max(1, round(size.width() * device_pixel_ratio)),
        max(1, round(size.height() * device_pixel_ratio)),
    )
    pixmap.setDevicePixelRatio(device_pixel_ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    with painting(pixmap) as painter:
        paint_tile(painter, QRectF(0, 0, size.width(), size.height()), placed,
                   highlighted_points=highlighted_points,
                   highlighted_symbols=highlighted_symbols)
    return pixmap


def _paint_face(
    painter: QPainter,
    frame: _Frame,
    tile: Tile,
    lit_points: frozenset[Point],
    lit_symbols: frozenset[Point],
) -> None:
    """Everything printed on the card, in the printed frame."""
    if tile.kind is TileKind.CASTLE:
        _paint_castle(painter, frame, tile, lit_points)
        return
    face = _face(tile, frame)
    for arms in face.roads:
        _paint_road(painter, frame, arms, lit_points)
    if tile.kind is TileKind.SANCHO:
        _paint_sancho(painter, frame)
    for point, symbol, disc in face.symbols:
        _paint_symbol(painter, frame, disc, symbol, lit=point in lit_symbols)


@dataclass(frozen=True)
class _Face:
    """The geometry of a printed road tile at one size: its road strokes and symbol discs."""

    roads: tuple[tuple[_Arm, ...], ...]
    symbols: tuple[tuple[Point, Symbol, _Disc], ...]


def _face(tile: Tile, frame: _Frame) -> _Face:
    rect = frame.rect
    return _face_at(tile, rect.width(), rect.height(), frame.detail, frame.scale)


@lru_cache(maxsize=512)
def _face_at(tile: Tile, width: float, height: float, detail: _Detail, scale: float) -> _Face:
    """Where the roads and symbols of ``tile`` go in a frame at the origin (cached: the
    board repaints the same tiles at the same size on every hover)."""
    frame = _Frame(QRectF(0.0, 0.0, width, height), detail, scale)
    layout = PlacedTile(tile).layout
    symbol_points = [point for point, _ in layout.symbols]
    roads = [(group, _group_arms(frame, group, symbol_points)) for group in layout.groups]
    symbols = tuple(
        (point, symbol, _symbol_disc(frame, point, [
            arm for group, arms in roads if point not in group for arm in arms
        ]))
        for point, symbol in layout.symbols
    )
    return _Face(tuple(tuple(arms) for _, arms in roads), symbols)
