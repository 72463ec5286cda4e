"""Points of a chart with far more games than pixels, cut down to what can be seen.

A line through 20,000 games on a chart 600 pixels wide draws at most four points
in each column of pixels (the first, the lowest, the highest and the last): the
same picture, a hundredth of the work. Pure functions on plain numbers.
"""

from __future__ import annotations

from collections.abc import Sequence

Point = tuple[float, float]


def evenly(count: int, left: float, width: float) -> list[float]:
    """The x of each of ``count`` games spaced evenly from ``left`` over ``width`` (one
    game: in the middle)."""
    if count == 1:
        return [left + width / 2]
    step = width / (count - 1) if count > 1 else 0.0
    return [left + step * index for index in range(count)]


def thinned(xs: Sequence[float], ys: Sequence[float]) -> list[Point]:
    """The polyline through ``(xs[i], ys[i])`` with at most four points per pixel column,
    in order: the first, the lowest and highest (in the order met) and the last."""
    points: list[Point] = []
    column: int | None = None
    kept: list[Point] = []
    for point in zip(xs, ys, strict=True):
        here = int(point[0])
        if here != column:
            points.extend(_four(kept))
            column, kept = here, [point]
        else:
            kept.append(point)
    points.extend(_four(kept))
    return points


def _four(points: list[Point]) -> list[Point]:
    if len(points) <= 4:
        return points
    low = min(range(1, len(points) - 1), key=lambda i: points[i][1])
    high = max(range(1, len(points) - 1), key=lambda i: points[i][1])
    middle = [points[i] for i in sorted({low, high})]
    return [points[0], *middle, points[-1]]
