"""Where the enlarged board of an opponent goes: wholly on the screen, beside its
miniature, and never over the player's own field to fill."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize

GAP = 4
SMALLEST_WIDTH = 240
"""Below this the enlarged board would be no larger than a miniature worth reading."""


def popup_geometry(wanted: QSize, anchor: QRect, screen: QRect,
                   avoid: QRect | None = None) -> QRect:
    """The rectangle of a popup of ``wanted``'s proportions next to ``anchor`` (both in
    global coordinates): below or above it, inside ``screen``, clear of ``avoid``; as
    large as ``wanted`` where it fits, smaller where it must."""
    aspect = wanted.height() / max(1, wanted.width())
    width = min(wanted.width(), screen.width())
    while width >= SMALLEST_WIDTH:
        size = QSize(width, round(width * aspect))
        for top in (anchor.bottom() + 1 + GAP, anchor.top() - GAP - size.height()):
            lefts = [anchor.left(), anchor.right() + 1 - size.width(), screen.left(),
                     screen.right() + 1 - size.width()]
            if avoid is not None:
                lefts += [avoid.right() + 1 + GAP, avoid.left() - GAP - size.width()]
            for left in lefts:
                rect = QRect(QPoint(left, top), size)
                if screen.contains(rect) and (avoid is None or not rect.intersects(avoid)):
                    return rect
        width = int(width * 0.9)
    # Nowhere clear of the field: on screen at least, below the anchor if it can be.
    size = QSize(min(wanted.width(), screen.width()),
                 min(round(min(wanted.width(), screen.width()) * aspect), screen.height()))
    left = min(max(anchor.left(), screen.left()), screen.right() + 1 - size.width())
    top = min(max(anchor.bottom() + 1 + GAP, screen.top()), screen.bottom() + 1 - size.height())
    return QRect(QPoint(left, top), size)
