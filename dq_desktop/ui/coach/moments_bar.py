"""The key moments of the player shown (``engine/analysis/key_moments.py``): a button for
each, named in the move list's notation; K steps to the next one."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from dq_desktop.engine.analysis.key_moments import key_moments, swing
from dq_desktop.engine.analysis.review import PlacementReview, Verdict
from dq_desktop.formats.review_text import annotated_move
from dq_desktop.ui.coach.review_words import decimal, verdict_name
from dq_desktop.ui.common.text import fill, plain_label, translate


def placement_words(review: PlacementReview) -> str:
    """'Field 7 (D3): mistake, 4.4 points given up' (the timeline's words)."""
    return fill(translate("ReviewWindow", "Field %1 (%2): %3, %4 points given up"),
                review.step + 1, review.field, verdict_name(review.verdict),
                decimal(review.loss))


def moment_words(review: PlacementReview) -> str:
    """A key moment in words: what it gave up, or gained over the expert's choice."""
    if review.verdict is Verdict.BRILLIANT:
        return fill(translate("ReviewStudy", "Field %1 (%2): brilliant (!), %3 points more "
                              "than the expert's choice"), review.step + 1, review.field,
                    decimal(swing(review)))
    return placement_words(review)


class KeyMoments(QWidget):
    stepChosen = Signal(int)
    """The index (among the placements shown) of the key moment chosen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        self.caption = plain_label()
        self.caption.setWordWrap(True)
        column.addWidget(self.caption)
        layout = QHBoxLayout()
        column.addLayout(layout)
        self.buttons: list[QPushButton] = []
        self.indices: list[int] = []
        """The index of each key moment among the placements, in the order played."""
        self._moments: tuple[PlacementReview, ...] = ()
        self._known = False
        """The review has arrived: until then there is nothing to say, not 'none'."""
        self._row = layout
        layout.addStretch(1)
        self.retranslate()

    def set_reviews(self, placements: tuple[PlacementReview, ...]) -> None:
        for button in self.buttons:
            button.deleteLater()
        self._moments = key_moments(placements)
        self._known = True
        where = {p.step: i for i, p in enumerate(placements)}
        self.indices = [where[p.step] for p in self._moments]
        self.buttons = []
        for number, (moment, index) in enumerate(zip(self._moments, self.indices, strict=True)):
            button = QPushButton(annotated_move(moment))
            button.setAutoDefault(False)
            button.clicked.connect(lambda _=False, i=index: self.stepChosen.emit(i))
            self._row.insertWidget(number, button)
            self.buttons.append(button)
        self.retranslate()

    def steps(self) -> tuple[int, ...]:
        return tuple(p.step for p in self._moments)

    def next_index(self, current: int) -> int | None:
        """The key moment after ``current`` (the first one after the last)."""
        if not self.indices:
            return None
        return next((i for i in self.indices if i > current), self.indices[0])

    def retranslate(self) -> None:
        if not self._known:
            self.caption.setText("")
        elif self._moments:
            self.caption.setText(translate("ReviewStudy", "Key moments (K):"))
        else:
            self.caption.setText(translate("ReviewStudy", "Key moments: none, no placement "
                                           "gave points up."))
        for number, (button, moment) in enumerate(zip(self.buttons, self._moments, strict=True),
                                                  start=1):
            words = fill(translate("ReviewStudy", "Key moment %1 of %2: %3"), number,
                         len(self._moments), moment_words(moment))
            button.setToolTip(words)
            button.setAccessibleName(words)

    def set_current(self, index: int) -> None:
        """Show which key moment is on screen, if one is."""
        for button, at in zip(self.buttons, self.indices, strict=True):
            font = button.font()
            font.setBold(at == index)
            button.setFont(font)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
