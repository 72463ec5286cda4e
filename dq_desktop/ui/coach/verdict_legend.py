"""The legend of the review's timeline: each verdict's colour and name, in order."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QPalette, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from dq_desktop.engine.analysis.review import Verdict
from dq_desktop.ui.coach.review_words import verdict_name
from dq_desktop.ui.common import verdict_scale
from dq_desktop.ui.common.text import translate

SWATCH = QSize(14, 14)


def swatch_label() -> QLabel:
    """A small square for a verdict's colour (``paint_swatch`` fills it)."""
    label = QLabel()
    label.setFixedSize(SWATCH)
    return label


def paint_swatch(label: QLabel, verdict: Verdict, palette: QPalette) -> None:
    """Fill ``label`` with ``verdict``'s colour for ``palette`` (again when it changes)."""
    picture = QPixmap(SWATCH)
    picture.fill(verdict_scale.verdict_colour(verdict, palette))
    label.setPixmap(picture)


class VerdictLegend(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.caption = QLabel()
        layout.addWidget(self.caption)
        self.swatches: list[QLabel] = []
        self.names: list[QLabel] = []
        for _ in verdict_scale.LEGEND:
            swatch, name = swatch_label(), QLabel()
            layout.addWidget(swatch)
            layout.addWidget(name)
            layout.addSpacing(8)
            self.swatches.append(swatch)
            self.names.append(name)
        layout.addStretch(1)
        self.retranslate()

    def retranslate(self) -> None:
        self.caption.setText(translate("ReviewWindow", "From best to worst:"))
        for verdict, swatch, name in zip(verdict_scale.LEGEND, self.swatches, self.names,
                                         strict=True):
            paint_swatch(swatch, verdict, self.palette())
            name.setText(verdict_name(verdict))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.PaletteChange):
            self.retranslate()
        super().changeEvent(event)
