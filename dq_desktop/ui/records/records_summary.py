"""The summaries of the records window: personal bests, the marks reached, round averages.

Each keeps what it was last shown, so that ``retranslate`` can word it anew.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtGui import QFont, QMouseEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dq_desktop.storage.entries import GameEntry
from dq_desktop.storage.record_stats import BEST_KEYS, Band, BestKey
from dq_desktop.ui.common.band_words import band_text
from dq_desktop.ui.common.dates import short_date
from dq_desktop.ui.common.text import PLURAL, fill, translate
from dq_desktop.ui.records.record_marks import BandMark
from dq_desktop.ui.table.score_panel import CATEGORIES, category_name


class BestCell(QFrame):
    """One personal best: the total large, its mark, the date and the deal."""

    clicked = Signal(object)
    """The ``GameEntry`` shown."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.entry: GameEntry | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 6)
        layout.setSpacing(0)
        top = QHBoxLayout()
        self.total = QLabel()
        self.total.setObjectName("bestTotal")
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 2.1)
        font.setBold(True)
        self.total.setFont(font)
        top.addWidget(self.total)
        top.addSpacing(8)
        self.mark = BandMark()
        top.addWidget(self.mark, 0, Qt.AlignmentFlag.AlignVCenter)
        top.addStretch(1)
        layout.addLayout(top)
        self.detail = QLabel()
        self.detail.setObjectName("bestDetail")
        layout.addWidget(self.detail)

    def show_best(self, entry: GameEntry | None) -> None:
        self.entry = entry
        self.setCursor(Qt.CursorShape.PointingHandCursor if entry else Qt.CursorShape.ArrowCursor)
        if entry is None:
            self.total.setText("—")
            self.mark.show_total(None)
            self.detail.setText(translate("RecordsWindow", "no game yet"))
            return
        self.total.setText(str(entry.total))
        self.mark.show_total(entry.total)
        date = short_date(entry.played_at.date())
        if entry.seed is None:
            self.detail.setText(date)
        else:
            self.detail.setText(fill(translate("RecordsWindow", "%1 · deal %2"), date, entry.seed))
        self.setToolTip(translate("RecordsWindow", "Click to pick this game in the list"))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.entry is not None and event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.entry)
        super().mousePressEvent(event)


class BestsPanel(QWidget):
    """Bests kept apart: without and with Sancho (rows), unaided and with aids (columns)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(6)
        self.cells: dict[BestKey, BestCell] = {}
        self.row_titles: dict[bool, QLabel] = {sancho: QLabel() for sancho in (False, True)}
        self.column_titles: dict[bool, QLabel] = {aided: QLabel() for aided in (False, True)}
        for aided, label in self.column_titles.items():
            grid.addWidget(label, 0, 1 + aided)
        for sancho, label in self.row_titles.items():
            grid.addWidget(label, 1 + sancho, 0)
        for key in BEST_KEYS:
            self.cells[key] = BestCell()
            grid.addWidget(self.cells[key], 1 + key.sancho, 1 + key.assisted)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(2, 1)
        self._bests: Mapping[BestKey, GameEntry] = {}
        self.retranslate()

    def show_bests(self, bests: Mapping[BestKey, GameEntry]) -> None:
        self._bests = bests
        for key, cell in self.cells.items():
            cell.show_best(bests.get(key))

    def retranslate(self) -> None:
        self.row_titles[False].setText(translate("RecordsWindow", "Without Sancho"))
        self.row_titles[True].setText(translate("RecordsWindow", "With Sancho"))
        self.column_titles[False].setText(translate("RecordsWindow", "Unaided"))
        self.column_titles[True].setText(translate("RecordsWindow", "With aids"))
        self.show_bests(self._bests)


class BandsPanel(QWidget):
    """How many games passed each of the rulebook's marks, and how far the next one is."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setVerticalSpacing(8)
        self.marks: dict[Band, BandMark] = {}
        self.counts: dict[Band, QLabel] = {}
        for row, band in enumerate(reversed(Band)):
            self.marks[band] = BandMark()
            grid.addWidget(self.marks[band], row, 0)
            self.counts[band] = QLabel()
            grid.addWidget(self.counts[band], row, 1)
        self.next_mark = QLabel()
        self.next_mark.setObjectName("nextMark")
        self.next_mark.setWordWrap(True)
        grid.addWidget(self.next_mark, len(Band), 0, 1, 2)
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(len(Band) + 1, 1)
        self._shown: tuple[Mapping[Band, int], int, int | None] = ({}, 0, None)
        self.retranslate()

    def show_counts(self, counts: Mapping[Band, int], games: int, best: int | None) -> None:
        """``games``: how many were counted; ``best``: the highest total among them."""
        self._shown = (counts, games, best)
        for band, label in self.counts.items():
            count = counts.get(band, 0)
            # Zero has its own words: French says "aucune partie", not "0 partie".
            over = translate("RecordsWindow", "no game over %1") if count == 0 else \
                translate("RecordsWindow", "%n game(s) over %1", None, PLURAL, count)
            text = fill(over, band.threshold)
            if games:
                share = QLocale().toString(100 * count / games, "f", 0)
                text += " " + fill(translate("RecordsWindow", "(%1 %)"), share)
            label.setText(text)
        self.next_mark.setText(next_mark_text(best))

    def retranslate(self) -> None:
        for band, mark in self.marks.items():
            mark.show_band(band)
        self.show_counts(*self._shown)


def next_mark_text(best: int | None) -> str:
    """How many more points the best total needs for the next mark."""
    if best is None:
        return ""
    for band in Band:
        if best <= band.threshold:
            needed = band.threshold + 1 - best
            return fill(
                translate(
                    "RecordsWindow", "Your best is %1: %n more point(s) for %2.", None, PLURAL,
                    needed  # no comma after the count: lupdate would skip the message
                ),
                best,
                band_text(band),
            )
    return fill(translate("RecordsWindow", "Your best, %1, is over every mark."), best)


class RoundAverages(QTableWidget):
    """The mean points of each category in rounds 1, 2 and 3."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self.keys = (*CATEGORIES, "total")
        super().__init__(len(self.keys), 3, parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        rows = self.verticalHeader()
        rows.setMinimumSectionSize(self.fontMetrics().height() + 2)
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self._averages: Mapping[int, Mapping[str, float]] = {}
        self.retranslate()

    def show_averages(self, averages: Mapping[int, Mapping[str, float]]) -> None:
        self._averages = averages
        bold = QFont(self.font())
        bold.setBold(True)
        for column, number in enumerate((1, 2, 3)):
            for row, key in enumerate(self.keys):
                values = averages.get(number)
                text = "—" if values is None else QLocale().toString(values[key], "f", 1)
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if key == "total":
                    item.setFont(bold)
                self.setItem(row, column, item)

    def retranslate(self) -> None:
        titles = [fill(translate("RecordsWindow", "Round %1"), number) for number in (1, 2, 3)]
        self.setHorizontalHeaderLabels(titles)
        # Never clip a title ("Durchgang 1" is longer than "Round 1"): scroll instead.
        widest = max(self.fontMetrics().horizontalAdvance(title) for title in titles)
        self.horizontalHeader().setMinimumSectionSize(widest + 16)
        self.setVerticalHeaderLabels([category_name(key) for key in self.keys])
        self.setAccessibleName(translate("RecordsWindow", "Averages per round"))
        self.show_averages(self._averages)

    def value_text(self, key: str, round_number: int) -> str:
        item = self.item(self.keys.index(key), round_number - 1)
        return item.text() if item is not None else ""
