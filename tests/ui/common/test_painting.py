"""Painting helpers: a painter is ended however the drawing ends, so that its device
can be used (and freed) afterwards; images come at the asked size and ratio."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSizeF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from dq_desktop.ui.common.painting import filled_image, painting


def test_the_painter_is_ended_when_the_drawing_raises(qapp: QApplication) -> None:
    image = QImage(10, 10, QImage.Format.Format_ARGB32_Premultiplied)
    seen: list[QPainter] = []
    with pytest.raises(ZeroDivisionError), painting(image) as painter:
        seen.append(painter)
        assert painter.isActive()
        _ = 1 / 0
    assert not seen[0].isActive()
    assert not image.paintingActive()


def test_the_painter_draws_antialiased_unless_told_not_to(qapp: QApplication) -> None:
    image = QImage(4, 4, QImage.Format.Format_ARGB32_Premultiplied)
    with painting(image) as smooth:
        assert smooth.testRenderHint(QPainter.RenderHint.Antialiasing)
    with painting(image, antialiased=False) as sharp:
        assert not sharp.testRenderHint(QPainter.RenderHint.Antialiasing)


def test_a_filled_image_has_the_device_pixels_of_its_logical_size(qapp: QApplication) -> None:
    image = filled_image(QSizeF(10.5, 4), 2.0, QColor("#74654E"))
    assert (image.width(), image.height(), image.devicePixelRatio()) == (21, 8, 2.0)
    assert image.pixelColor(20, 7) == QColor("#74654E")
