"""Painting on widgets, images and pixmaps, with the painter always ended.

A ``QPainter`` left active when an exception leaves the drawing code brings the
process down when its device goes away; ``painting`` ends it in every case.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QSize, QSizeF
from PySide6.QtGui import QColor, QImage, QPaintDevice, QPainter


@contextmanager
def painting(device: QPaintDevice, *, antialiased: bool = True) -> Iterator[QPainter]:
    """A painter on ``device``, ended when the block is left, however it is left."""
    painter = QPainter(device)
    try:
        if antialiased:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        yield painter
    finally:
        painter.end()


def filled_image(size: QSize | QSizeF, device_pixel_ratio: float, colour: QColor) -> QImage:
    """An image of ``size`` logical pixels at ``device_pixel_ratio``, filled with ``colour``."""
    image = QImage(
        max(1, round(size.width() * device_pixel_ratio)),
        max(1, round(size.height() * device_pixel_ratio)),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(device_pixel_ratio)
    image.fill(colour)
    return image
