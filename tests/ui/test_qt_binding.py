"""The Qt binding must keep Python's reference counts: PySide6 6.12.0 did not.

With it, every ``QPainter`` call that returns nothing dropped a reference to
``None`` and the interpreter aborted after a few thousand paints. This test
fails on such a binding before the application crashes for a player.
"""

import sys

from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage, QPainter
from pytestqt.qtbot import QtBot


def test_painting_keeps_the_reference_count_of_none(qtbot: QtBot) -> None:
    image = QImage(16, 16, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    before = sys.getrefcount(None)
    for _ in range(200):
        painter.save()
        painter.translate(QPointF(1, 1))
        painter.rotate(3.0)
        painter.restore()
    after = sys.getrefcount(None)
    painter.end()
    assert after >= before - 20, f"None lost {before - after} references"
