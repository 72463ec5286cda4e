"""A chart's legend that flows onto further lines when the chart is narrow."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QFontMetricsF, QPainter

KEY_GAP = 5.0
ITEM_GAP = 16.0


@dataclass(frozen=True)
class LegendItem:
    draw_key: Callable[[QPainter, QPointF], None]
    """Draws the item's symbol with its left edge at the point, centred on it vertically."""
    key_width: float
    label: str


@dataclass(frozen=True)
class PlacedLegend:
    items: tuple[tuple[LegendItem, QPointF], ...]
    """Each item with the left middle of its symbol."""
    height: float


def lay_out(
    items: Sequence[LegendItem], left: float, top: float, width: float, metrics: QFontMetricsF
) -> PlacedLegend:
    """Place the items left to right, starting a new line where one would not fit."""
    line_height = metrics.height() + 4
    x, y = left, top + line_height / 2
    placed = []
    for item in items:
        size = item.key_width + KEY_GAP + metrics.horizontalAdvance(item.label)
        if x > left and x + size > left + width:
            x, y = left, y + line_height
        placed.append((item, QPointF(x, y)))
        x += size + ITEM_GAP
    lines = 1 + round((y - top - line_height / 2) / line_height) if items else 0
    return PlacedLegend(tuple(placed), lines * line_height)


def paint(painter: QPainter, legend: PlacedLegend, metrics: QFontMetricsF, text: QColor) -> None:
    for item, at in legend.items:
        painter.save()
        item.draw_key(painter, at)
        painter.restore()
        painter.setPen(text)
        baseline = at.y() + metrics.ascent() / 2 - 1
        painter.drawText(QPointF(at.x() + item.key_width + KEY_GAP, baseline), item.label)
