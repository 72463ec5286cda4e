"""The review's move list: every placement in the command line's notation
(``7. D3 k2c ?``, ``formats/review_text.py``), marked by its verdict's colour; the
key moments are set in bold. Choosing a line (a click, the arrows) steps the review
there."""

from __future__ import annotations

from collections.abc import Collection

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont, QIcon, QPixmap
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from dq_desktop.engine.analysis.review import PlacementReview
from dq_desktop.formats.review_text import annotated_move
from dq_desktop.ui.coach.moments_bar import placement_words
from dq_desktop.ui.coach.verdict_legend import SWATCH
from dq_desktop.ui.common.text import translate
from dq_desktop.ui.common.verdict_scale import verdict_colour


class MoveList(QListWidget):
    stepChosen = Signal(int)
    """The index of the placement chosen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._reviews: tuple[PlacementReview, ...] = ()
        self._moments: frozenset[int] = frozenset()
        self.currentRowChanged.connect(self._chosen)
        self.retranslate()

    def set_reviews(self, reviews: tuple[PlacementReview, ...],
                    moments: Collection[int] = ()) -> None:
        """The placements of the player shown; ``moments``: the steps of his key moments."""
        self._reviews = reviews
        self._moments = frozenset(moments)
        self.blockSignals(True)
        self.clear()
        for review in reviews:
            item = QListWidgetItem(annotated_move(review))
            if review.step in self._moments:
                font = QFont(self.font())
                font.setBold(True)
                item.setFont(font)
            self.addItem(item)
        self.blockSignals(False)
        self.retranslate()

    def retranslate(self) -> None:
        self.setAccessibleName(translate("ReviewStudy", "Moves"))
        self.setAccessibleDescription(translate(
            "ReviewStudy", "Every placement with its mark: ! brilliant, ?! inaccuracy, "
            "? mistake, ?? blunder. Choose one to step there."))
        for row, review in enumerate(self._reviews):
            item = self.item(row)
            words = placement_words(review)
            item.setToolTip(words)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, words)
            picture = QPixmap(SWATCH)
            picture.fill(verdict_colour(review.verdict, self.palette()))
            item.setIcon(QIcon(picture))

    def set_current(self, index: int) -> None:
        """Follow the review's step (without stepping it again)."""
        self.blockSignals(True)
        self.setCurrentRow(index)
        self.blockSignals(False)
        current = self.currentItem()
        if current is not None:
            self.scrollToItem(current)

    def _chosen(self, row: int) -> None:
        if 0 <= row < len(self._reviews):
            self.stepChosen.emit(row)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.PaletteChange):
            self.retranslate()
        super().changeEvent(event)
