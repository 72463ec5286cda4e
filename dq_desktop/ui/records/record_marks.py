"""The rulebook's bands as marks: a name, one to three stars, and a colour.

The words are in ``common/band_words.py`` (the final standings name bands too).

The stars carry the rank, so the colours (Okabe–Ito) are only a second cue.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QWidget

from dq_desktop.storage.record_stats import Band, band_of
from dq_desktop.ui.common.band_words import band_rule, band_text


@dataclass(frozen=True)
class MarkColours:
    line: QColor
    """Band lines in the chart, the border of a mark."""
    wash: QColor
    """The background of a mark."""
    text: QColor


MARK_COLOURS: dict[Band, MarkColours] = {
    Band.VERY_GOOD: MarkColours(QColor("#009E73"), QColor("#D9F2EA"), QColor("#00563F")),
    Band.RARE: MarkColours(QColor("#0072B2"), QColor("#D6EAF6"), QColor("#003F63")),
    Band.INCREDIBLE: MarkColours(QColor("#D55E00"), QColor("#FBE3D1"), QColor("#7A3600")),
}


class BandMark(QLabel):
    """A small rounded mark naming the band of a total; empty below 70."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.show_total(None)

    def show_total(self, total: int | None) -> None:
        self.show_band(band_of(total) if total is not None else None)

    def show_band(self, band: Band | None) -> None:
        if band is None:
            self.setText("")
            self.setStyleSheet("")
            self.setVisible(False)
            return
        colours = MARK_COLOURS[band]
        self.setText(band_text(band))
        self.setToolTip(band_rule(band))
        self.setStyleSheet(
            f"QLabel {{ background: {colours.wash.name()}; color: {colours.text.name()};"
            f" border: 1px solid {colours.line.name()}; border-radius: 9px;"
            " padding: 1px 8px; font-weight: 600; }"
        )
        self.setVisible(True)
