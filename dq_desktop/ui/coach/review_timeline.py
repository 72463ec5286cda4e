"""The review's timeline: one button per placement, coloured by its verdict."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QToolButton, QWidget

from dq_desktop.engine.analysis.review import PlacementReview
from dq_desktop.ui.coach.review_words import decimal, verdict_name
from dq_desktop.ui.common.text import fill, translate
from dq_desktop.ui.common.verdict_scale import number_colour, verdict_colour


class ReviewTimeline(QWidget):
    stepChosen = Signal(int)
    """The index of the placement clicked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(3)
        self.buttons: list[QToolButton] = []
        self._reviews: tuple[PlacementReview, ...] = ()
        self._current = 0

    def set_reviews(self, reviews: tuple[PlacementReview, ...]) -> None:
        for button in self.buttons:
            button.deleteLater()
        self.buttons = []
        self._reviews = reviews
        for index, _ in enumerate(reviews):
            button = QToolButton()
            button.setText(str(index + 1))
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.setMinimumWidth(22)
            button.clicked.connect(lambda _=False, i=index: self.stepChosen.emit(i))
            self._layout.addWidget(button)
            self.buttons.append(button)
        self.retranslate()
        self.set_current(min(self._current, max(0, len(reviews) - 1)))

    def retranslate(self) -> None:
        for button, review in zip(self.buttons, self._reviews, strict=True):
            text = fill(translate("ReviewWindow", "Field %1 (%2): %3, %4 points given up"),
                        review.step + 1, review.field, verdict_name(review.verdict),
                        decimal(review.loss))
            button.setToolTip(text)
            button.setAccessibleName(text)

    def set_current(self, index: int) -> None:
        self._current = index
        for i, (button, review) in enumerate(zip(self.buttons, self._reviews, strict=True)):
            colour = verdict_colour(review.verdict, self.palette())
            number = number_colour(colour).name()
            border = "3px solid palette(text)" if i == index else "1px solid palette(mid)"
            button.setStyleSheet(
                f"QToolButton {{ background: {colour.name()}; color: {number}; border: {border};"
                " border-radius: 3px; padding: 2px; }")
