"""The one renderer of tiles: every tile of the game drawn as vectors with ``QPainter``.

The board scenes, the hand, the rules help and the icons all draw through
``paint_tile`` and ``paint_empty_field``. A tile is drawn as printed, in its own
frame, and a turned tile is that same picture turned 180° about its centre, as a
card on the table would be. Below a few dozen pixels fine details are left out
so that miniatures stay clean; the only text ever drawn is a number.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from enum import IntEnum
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
    QTransform,
)

from dq_desktop.engine.points import Half, Point
from dq_desktop.engine.symbols import Symbol
from dq_desktop.engine.tiles import PlacedTile, Tile, TileKind
from dq_desktop.ui import palette
from dq_desktop.ui.painting import painting

TILE_ASPECT: float = 0.7
"""Width / height of an upright (portrait) tile."""

__all__ = [
    "TILE_ASPECT",
    "half_at",
    "paint_empty_field",
    "paint_tile",
    "point_position",
    "tile_pixmap",
]


# ======================================================================================
# Public API
# ======================================================================================


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


# ======================================================================================
# The frame of one drawing: its size, level of detail and measures
# ======================================================================================


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


# ======================================================================================
# The card: background, border, half marks, wash
# ======================================================================================


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


# ======================================================================================
# Roads: each group is a set of arms, each arm a smooth curve
# ======================================================================================


@dataclass(frozen=True)
class _Arm:
    """One stroke of a road."""

    path: QPainterPath
    samples: tuple[QPointF, ...]
    """Points along the stroke, to keep symbols that are not on it clear of it."""
    lights: frozenset[Point]
    """The points whose highlight lights this stroke: the points at its two ends."""


_INWARD: dict[Point, QPointF] = {
    Point.N: QPointF(0, 1),
    Point.S: QPointF(0, -1),
    Point.NE: QPointF(-1, 0),
    Point.SE: QPointF(-1, 0),
    Point.NW: QPointF(1, 0),
    Point.SW: QPointF(1, 0),
}
"""The direction a road leaves each edge point into the tile."""

_Cubic = tuple[QPointF, QPointF, QPointF, QPointF]
_REACHES = (0.55, 0.35, 0.18)
"""How far a road runs straight out of its ends, as shares of its length: the widest
sweep that keeps as clear of the symbols as any other wins."""


def _group_arms(
    frame: _Frame,
    group: frozenset[Point],
    symbol_points: list[Point],
) -> list[_Arm]:
    """The strokes of one road group, kept clear of symbols that are not on it."""
    obstacles = [frame.at(point) for point in symbol_points if point not in group]
    centres = sorted((p for p in group if p.is_centre), key=lambda p: p is Point.B)
    edges = sorted((p for p in group if p.is_edge), key=lambda p: p.value)
    if centres:
        return _arms_to_symbols(frame, centres, edges, obstacles)
    if len(edges) == 1:
        return [_dead_end(frame, edges[0])]
    if len(edges) == 2:
        first, second = edges
        segments = _route(frame, frame.at(first), _INWARD[first], frame.at(second),
                          _INWARD[second], obstacles)
        return [_arm(segments, first, second)]
    hub = _clear_hub(frame, _centroid(frame.at(p) for p in edges), obstacles)
    return [
        _arm(_route(frame, frame.at(p), _INWARD[p], hub, None, obstacles), p)
        for p in edges
    ]


def _arms_to_symbols(
    frame: _Frame,
    centres: list[Point],
    edges: list[Point],
    obstacles: list[QPointF],
) -> list[_Arm]:
    """Each edge point runs to the symbol of its own half (or the only one there is)."""
    arms = []
    for edge in edges:
        hub = next((c for c in centres if c.half is edge.half), centres[0])
        segments = _route(frame, frame.at(edge), _INWARD[edge], frame.at(hub), None, obstacles)
        arms.append(_arm(segments, edge, hub))
    if len(centres) == 2:
        segment = _line(frame.at(Point.T), frame.at(Point.B))
        arms.append(_arm([segment], Point.T, Point.B))
    return arms


def _dead_end(frame: _Frame, edge: Point) -> _Arm:
    start = frame.at(edge)
    return _arm([_line(start, start + _INWARD[edge] * (0.16 * frame.unit))], edge)


def _line(start: QPointF, end: QPointF) -> _Cubic:
    """A straight segment, as a cubic."""
    return (start, start + (end - start) / 3, start + (end - start) * (2 / 3), end)


def _arm(segments: list[_Cubic], *lights: Point) -> _Arm:
    path = QPainterPath(segments[0][0])
    for _, first, last, end in segments:
        path.cubicTo(first, last, end)
    return _Arm(path, _samples(segments), frozenset(lights))


def _samples(segments: list[_Cubic]) -> tuple[QPointF, ...]:
    return tuple(_bezier(cubic, step / 24) for cubic in segments for step in range(25))


def _centroid(points: Iterable[QPointF]) -> QPointF:
    listed = list(points)
    return QPointF(
        sum(p.x() for p in listed) / len(listed),
        sum(p.y() for p in listed) / len(listed),
    )


def _clear_hub(frame: _Frame, hub: QPointF, obstacles: list[QPointF]) -> QPointF:
    """Move a junction out from under a symbol that is not on its road."""
    for centre in obstacles:
        if _length(hub - centre) < frame.keep_clear:
            return centre + _away_from(frame, centre, QPointF(1, 0)) * frame.keep_clear
    return hub


def _route(
    frame: _Frame,
    start: QPointF,
    start_dir: QPointF,
    end: QPointF,
    end_inward: QPointF | None,
    obstacles: list[QPointF],
) -> list[_Cubic]:
    """A smooth road from ``start`` to ``end``, as clear of the ``obstacles`` as it can be.

    It leaves ``start`` along ``start_dir``; if ``end`` is an edge point it
    arrives there against ``end_inward``, else it simply heads for ``end``. Of
    the candidate shapes, the clearest wins; a plain sweep is preferred to a
    detour, and a detour to cutting straight across a corner.
    """
    if not obstacles:
        return _segments(frame, start, start_dir, end, end_inward, [], _REACHES[0], 0)
    chord = _unit(end - start)
    cut_start = _unit(start_dir + chord * 2)
    cut_end = _unit(end_inward - chord * 2) if end_inward is not None else None
    candidates = [
        *((start_dir, end_inward, reach, 0, 0.0) for reach in _REACHES),
        *((start_dir, end_inward, reach, 2, 0.04) for reach in _REACHES),
        (cut_start, cut_end, 0.2, 0, 0.05),
    ]
    best: tuple[float, list[_Cubic]] | None = None
    for leave, arrive, reach, detours, penalty in candidates:
        segments = _segments(frame, start, leave, end, arrive, obstacles, reach, detours)
        clearance = min(_clearance(_samples(segments), obstacles), frame.keep_clear)
        score = clearance - penalty * frame.unit
        if best is None or score > best[0] + 1e-6:
            best = (score, segments)
    assert best is not None
    return best[1]


def _segments(
    frame: _Frame,
    start: QPointF,
    start_dir: QPointF,
    end: QPointF,
    end_inward: QPointF | None,
    obstacles: list[QPointF],
    reach: float,
    depth: int,
) -> list[_Cubic]:
    """The cubic from ``start`` to ``end``; where it runs into an obstacle and there is
    room beside it, two cubics through a waypoint beside the obstacle."""
    length = reach * _length(end - start)
    first = start + start_dir * length
    last = end + end_inward * length if end_inward is not None else end
    cubic: _Cubic = (start, first, last, end)
    blocked = _first_blocking(frame, cubic, obstacles)
    if blocked is None or depth == 0:
        return [cubic]
    centre, nearest, tangent = blocked
    normal = QPointF(-tangent.y(), tangent.x())
    offset = QPointF.dotProduct(nearest - centre, normal)
    side = normal * math.copysign(1.0, offset) if abs(offset) > 1e-6 else _away_from(
        frame, centre, normal)
    waypoint = centre + side * frame.keep_clear
    if not _well_inside(frame, waypoint):
        return [cubic]
    rest = [o for o in obstacles if o is not centre]
    before = _segments(frame, start, start_dir, waypoint, -tangent, rest, reach, depth - 1)
    after = _segments(frame, waypoint, tangent, end, end_inward, rest, reach, depth - 1)
    return before + after


def _well_inside(frame: _Frame, point: QPointF) -> bool:
    """Whether a road through ``point`` stays clear of the tile's border."""
    margin = frame.road_width / 2 + frame.road_outline + frame.border_width + 0.02 * frame.unit
    return frame.rect.adjusted(margin, margin, -margin, -margin).contains(point)


def _clearance(samples: Iterable[QPointF], obstacles: list[QPointF]) -> float:
    """How close the road comes to the nearest obstacle (infinite when there is none)."""
    return min((_length(p - c) for p in samples for c in obstacles), default=math.inf)


def _first_blocking(
    frame: _Frame, cubic: _Cubic, obstacles: list[QPointF]
) -> tuple[QPointF, QPointF, QPointF] | None:
    """The first obstacle the curve passes too close to: its centre, and the curve's
    nearest point with the curve's direction there."""
    samples = [_bezier(cubic, step / 32) for step in range(33)]
    for centre in obstacles:
        index = min(range(len(samples)), key=lambda i: _length(samples[i] - centre))
        if _length(samples[index] - centre) < frame.keep_clear * 0.98:
            before, after = samples[max(0, index - 1)], samples[min(len(samples) - 1, index + 1)]
            return centre, samples[index], _unit(after - before)
    return None


def _bezier(cubic: _Cubic, t: float) -> QPointF:
    a, b, c, d = cubic
    u = 1 - t
    return a * (u * u * u) + b * (3 * u * u * t) + c * (3 * u * t * t) + d * (t * t * t)


def _away_from(frame: _Frame, centre: QPointF, direction: QPointF) -> QPointF:
    """``direction`` or its opposite: whichever points more towards the tile's middle.

    On a tie it is the one pointing right, so the choice never depends on chance.
    """
    towards_middle = frame.centre - centre
    dot = QPointF.dotProduct(direction, towards_middle)
    if abs(dot) < 1e-6:
        dot = direction.x() if abs(direction.x()) > 1e-6 else direction.y()
    return _unit(direction if dot > 0 else -direction)


def _length(vector: QPointF) -> float:
    return math.hypot(vector.x(), vector.y())


def _unit(vector: QPointF) -> QPointF:
    length = _length(vector)
    return vector / length if length > 1e-9 else QPointF(0, 0)


@dataclass(frozen=True)
class _Disc:
    """Where a symbol is drawn: near its point, and as large as the roads beside it allow."""

    centre: QPointF
    radius: float


def _symbol_disc(frame: _Frame, point: Point, foreign: list[_Arm]) -> _Disc:
    """The largest disc for the symbol at ``point`` that roads not serving it leave free.

    Where such a road passes close, the disc may shift a little away from it and
    shrink, down to ``_SMALLEST_DISC``; it always stays inside its own half.
    """
    at = frame.at(point)
    samples = [p for arm in foreign for p in arm.samples]
    if not samples:
        return _Disc(at, frame.disc_radius)
    best = _Disc(at, 0.0)
    for offset in _disc_offsets(frame):
        centre = at + offset
        room = _clearance(samples, [centre]) - _half_road(frame)
        radius = min(frame.disc_radius, room, _room_in_half(frame, point, centre))
        if radius > best.radius + 0.005 * frame.unit:
            best = _Disc(centre, radius)
    return _Disc(best.centre, max(_SMALLEST_DISC * frame.unit, best.radius))


def _disc_offsets(frame: _Frame) -> Iterator[QPointF]:
    """No shift first, then small shifts in eight directions."""
    yield QPointF(0, 0)
    for step in (0.5, 1.0):
        for angle in range(0, 360, 45):
            direction = QPointF(math.cos(math.radians(angle)), math.sin(math.radians(angle)))
            yield direction * (step * _DISC_SHIFT * frame.unit)


def _half_road(frame: _Frame) -> float:
    """Half a road's width with its outline and a little air."""
    return frame.road_width / 2 + frame.road_outline + 0.012 * frame.unit


def _room_in_half(frame: _Frame, point: Point, centre: QPointF) -> float:
    """The largest radius around ``centre`` that stays inside ``point``'s half."""
    rect, margin = frame.rect, frame.border_width + 0.02 * frame.unit
    top = rect.top() if point.half is Half.TOP else rect.center().y()
    bottom = rect.center().y() if point.half is Half.TOP else rect.bottom()
    return min(centre.y() - top - margin, bottom - centre.y() - margin,
               centre.x() - rect.left() - margin, rect.right() - centre.x() - margin)


_SMALLEST_DISC = 0.12
"""The least radius of a symbol's disc, as a share of the tile's height."""
_DISC_SHIFT = 0.045
"""How far a symbol may move off its point to make room, as a share of the tile's height."""


def _paint_road(
    painter: QPainter, frame: _Frame, arms: Iterable[_Arm], lit_points: frozenset[Point]
) -> None:
    """One road group: glow under lit arms, then every outline, then every surface.

    Drawing all outlines of a group before its surfaces joins its arms
    seamlessly; a later group crossing it shows its own outline, so it reads as
    passing over, not joining.
    """
    width, outline = frame.road_width, frame.road_outline
    strokes = [(arm.path, not arm.lights.isdisjoint(lit_points)) for arm in arms]
    for path, lit in strokes:
        if lit:
            painter.strokePath(path, _pen(palette.HIGHLIGHT_GLOW, width * 2.1 + outline))
    if outline > 0:
        for path, lit in strokes:
            colour = palette.HIGHLIGHT_OUTLINE if lit else palette.ROAD_OUTLINE
            painter.strokePath(path, _pen(colour, width + 2 * outline))
    for path, lit in strokes:
        painter.strokePath(path, _pen(palette.HIGHLIGHT if lit else _road_surface(frame), width))
    if frame.detail is _Detail.FULL:
        for path, lit in strokes:
            if not lit:
                painter.strokePath(path, _pen(palette.ROAD_CENTRE, width * 0.3))


def _road_surface(frame: _Frame) -> QColor:
    """Without an outline a road needs a darker surface to read on parchment."""
    return palette.ROAD if frame.detail is not _Detail.MINIATURE else palette.ROAD.darker(135)


def _ink(frame: _Frame, colour: QColor, width: float) -> QPen:
    """A pen inside a symbol's unit disc: ``width`` of its radius, never under a pixel."""
    return _pen(colour, max(width, frame.disc_pixel))


def _pen(colour: QColor, width: float) -> QPen:
    """A pen with round ends and joins: roads and ink lines alike."""
    pen = QPen(colour, width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


# ======================================================================================
# Symbols: each drawn in a unit disc (radius 1) centred on T or B
# ======================================================================================


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


def _outline(frame: _Frame, width: float = 0.06) -> QPen:
    """The ink line around a symbol's parts, a little heavier on small tiles."""
    boost = {_Detail.MINIATURE: 1.6, _Detail.PLAIN: 1.2, _Detail.FULL: 1.0}[frame.detail]
    return _ink(frame, palette.SYMBOL_OUTLINE, width * boost)


# --- knight --------------------------------------------------------------------------


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


# --- church --------------------------------------------------------------------------


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


# --- windmill ------------------------------------------------------------------------


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


# --- numbers -------------------------------------------------------------------------

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


# ======================================================================================
# Castles
# ======================================================================================


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


# ======================================================================================
# Sancho Panza
# ======================================================================================


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


# ======================================================================================
# Empty fields
# ======================================================================================


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
    """The green field to fill: a green wash and a thick green border."""
    width = frame.line(0.03, least=2.0)
    wash = QColor(palette.TO_FILL_LIGHT if hovered else palette.TO_FILL_WASH)
    if hovered:
        wash.setAlpha(150)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(wash)
    painter.drawPath(_field_path(frame))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(palette.TO_FILL_LIGHT if hovered else palette.TO_FILL, width))
    painter.drawPath(_field_path(frame, width / 2))
    painter.setPen(_pen(QColor(0, 60, 40, 150), max(frame.pixel, width * 0.25)))
    painter.drawPath(_field_path(frame, width + width * 0.125))


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
    pen = _pen(palette.REFUSED, width)
    pen.setDashPattern([2.0, 1.5])
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(pen)
    painter.drawPath(_field_path(frame, width / 2))
    radius = 0.16 * frame.unit
    centre = frame.centre
    painter.setPen(_pen(palette.REFUSED, frame.line(0.028, least=1.5)))
    painter.drawEllipse(centre, radius, radius)
    slant = QPointF(radius, -radius) * math.sqrt(0.5)
    painter.drawLine(centre - slant, centre + slant)
