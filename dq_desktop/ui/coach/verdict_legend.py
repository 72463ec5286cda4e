"""The legend of the review's timeline: each verdict's colour and name, in order."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from dq_desktop.ui.coach.review_words import verdict_name
from dq_desktop.ui.common import verdict_scale
from dq_desktop.ui.common.text import translate

SWATCH = QSize(14, 14)


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
            swatch, name = QLabel(), QLabel()
            swatch.setFixedSize(SWATCH)
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
            picture = QPixmap(SWATCH)
            picture.fill(verdict_scale.verdict_colour(verdict, self.palette()))
            swatch.setPixmap(picture)
            name.setText(verdict_name(verdict))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.PaletteChange):
            self.retranslate()
        super().changeEvent(event)
