"""The records window's row of choices: what the charts show, and which games they and
the list count (period, unaided only, Sancho, tile set)."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLabel, QWidget

from dq_desktop.ui.common.text import translate
from dq_desktop.ui.records.chart_scales import measure_name
from dq_desktop.ui.records.games_model import tileset_text
from dq_desktop.ui.records.progress import MEASURES, GameFilter, Period, Sancho

PERIODS = (Period.ALL, Period.YEAR, Period.MONTH, Period.WEEK)
SANCHOS = (Sancho.ALL, Sancho.WITHOUT, Sancho.WITH)


def period_name(period: Period) -> str:
    names = {
        Period.WEEK: translate("RecordsWindow", "Last week"),
        Period.MONTH: translate("RecordsWindow", "Last month"),
        Period.YEAR: translate("RecordsWindow", "Last year"),
        Period.ALL: translate("RecordsWindow", "All time"),
    }
    return names[period]


def sancho_name(sancho: Sancho) -> str:
    names = {
        Sancho.ALL: translate("RecordsWindow", "With or without Sancho"),
        Sancho.WITHOUT: translate("RecordsWindow", "Without Sancho"),
        Sancho.WITH: translate("RecordsWindow", "With Sancho"),
    }
    return names[sancho]


class RecordsFilters(QWidget):
    changed = Signal()
    """A choice changed: the window shows its games again."""
    # Worded again by the window's retranslate (its LanguageChange), not by itself.

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.measure_label = QLabel()
        self.measure = QComboBox()
        self.period = QComboBox()
        self.sancho = QComboBox()
        self.tileset = QComboBox()
        self.unaided = QCheckBox()
        self.measure_label.setBuddy(self.measure)
        self._tilesets: list[str] = []
        for widget in (self.measure_label, self.measure, self.period, self.sancho,
                       self.tileset, self.unaided):
            row.addWidget(widget)
        row.addStretch(1)
        for combo in (self.measure, self.period, self.sancho, self.tileset):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            combo.currentIndexChanged.connect(self._on_change)
        self.unaided.toggled.connect(self._on_change)
        self.retranslate()

    def retranslate(self) -> None:
        self.measure_label.setText(translate("RecordsWindow", "&Show:"))
        self.unaided.setText(translate("RecordsWindow", "&Unaided only"))
        self.period.setAccessibleName(translate("RecordsWindow", "Period"))
        self.sancho.setAccessibleName(translate("RecordsWindow", "Sancho"))
        self.tileset.setAccessibleName(translate("RecordsWindow", "Tile set"))
        self._fill(self.measure, [measure_name(measure) for measure in MEASURES])
        self._fill(self.period, [period_name(period) for period in PERIODS])
        self._fill(self.sancho, [sancho_name(sancho) for sancho in SANCHOS])
        self._fill(self.tileset, self._tileset_names())

    def set_tilesets(self, names: Iterable[str]) -> None:
        """The tile sets of the book's games; the choice shows only when there are two."""
        chosen = self.game_filter().tileset
        self._tilesets = sorted(set(names))
        if chosen not in self._tilesets:
            chosen = None
        self._fill(self.tileset, self._tileset_names())
        self.tileset.blockSignals(True)
        self.tileset.setCurrentIndex(0 if chosen is None else self._tilesets.index(chosen) + 1)
        self.tileset.blockSignals(False)
        self.tileset.setVisible(len(self._tilesets) > 1)

    def _tileset_names(self) -> list[str]:
        return [translate("RecordsWindow", "Every tile set"),
                *(tileset_text(name) for name in self._tilesets)]

    def _fill(self, combo: QComboBox, texts: list[str]) -> None:
        """Word the items again, keeping the choice (no change is signalled)."""
        chosen = max(0, combo.currentIndex())
        combo.blockSignals(True)
        combo.clear()
        combo.addItems(texts)
        combo.setCurrentIndex(min(chosen, len(texts) - 1))
        combo.blockSignals(False)

    def game_filter(self) -> GameFilter:
        tileset = self.tileset.currentIndex()
        return GameFilter(
            period=PERIODS[max(0, self.period.currentIndex())],
            unaided_only=self.unaided.isChecked(),
            sancho=SANCHOS[max(0, self.sancho.currentIndex())],
            tileset=self._tilesets[tileset - 1] if tileset > 0 else None,
        )

    def chosen_measure(self) -> str:
        return MEASURES[max(0, self.measure.currentIndex())]

    @Slot()
    def _on_change(self) -> None:
        self.changed.emit()
