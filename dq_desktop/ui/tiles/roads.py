"""Roads: each road group a set of arms, each arm a smooth curve routed around the
symbols; and where each symbol's disc may stand beside the roads.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from PySide6.QtCore import QPointF
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPainterPath,
)

from dq_desktop.engine.points import Half, Point
from dq_desktop.ui.common import palette
from dq_desktop.ui.tiles.frame import _Detail, _Frame, _pen


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
