"""A chart drawn once into a picture, with only what follows the selection drawn on top.

Drawing thousands of games takes a tenth of a second or more; moving the selection
in the games list must not. A ``CachedChart`` draws everything that depends on the
games (its ``paint_static``) into a pixmap when the games, the size, the palette or
the font change, and a paint copies that picture and draws the overlay
(``_paint_overlay``: the selected game's marker) in its place.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import QWidget

from dq_desktop.ui.common.painting import painting

_REDRAWN_ON = {
    QEvent.Type.PaletteChange,
    QEvent.Type.FontChange,
    QEvent.Type.StyleChange,
    QEvent.Type.LanguageChange,
}


class CachedChart(QWidget):
    def __init__(self, paint_static: Callable[[QPainter], None],
                 parent: QWidget | None = None) -> None:
        """``paint_static`` draws everything that depends on the games (the picture)."""
        super().__init__(parent)
        self._paint_static = paint_static
        self._picture: QPixmap | None = None
        self.static_paints = 0
        """How many times the picture was drawn (what a selection must not change)."""

    def invalidate(self) -> None:
        """The games or their look changed: draw the picture anew at the next paint."""
        self._picture = None
        self.update()

    def _paint_overlay(self, painter: QPainter) -> None:
        """What follows the selection; nothing by default."""

    def _paint(self, painter: QPainter) -> None:
        """The whole chart on any painter (a test's image)."""
        self._paint_static(painter)
        self._paint_overlay(painter)

    def picture(self) -> QPixmap:
        ratio = self.devicePixelRatioF()
        if self._picture is None or self._picture.size() != self.size() * ratio:
            picture = QPixmap(self.size() * ratio)
            picture.setDevicePixelRatio(ratio)
            picture.fill(Qt.GlobalColor.transparent)
            with painting(picture) as painter:
                self._paint_static(painter)
            self.static_paints += 1
            self._picture = picture
        return self._picture

    def paintEvent(self, event: QPaintEvent) -> None:
        picture = self.picture()
        with painting(self) as painter:
            painter.drawPixmap(0, 0, picture)
            self._paint_overlay(painter)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._picture = None
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in _REDRAWN_ON:
            self._picture = None
        super().changeEvent(event)
