"""A player's card: colour, name, total, whether he has filled the field, a miniature.

The miniature takes the keyboard focus (Tab): its name says whose board it is, his
total and whether he has placed ("Principality of Ben: 12 points, has placed"), and
the arrows read its fields as on the large board, so another player's board is
reached without the mouse.
"""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPalette
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from dq_desktop.ui.board.board_scene import PrincipalityScene
from dq_desktop.ui.board.board_view import MiniatureView
from dq_desktop.ui.common import palette, theme
from dq_desktop.ui.common.elided_label import ElidedLabel
from dq_desktop.ui.common.seats import Seat, shown_name
from dq_desktop.ui.common.text import PLURAL, fill, translate

WORDS_WIDTH = 96
"""The card's column of words: colour, total, name, state."""


def read_before(cards: list[SeatCard], board: QWidget) -> None:
    """Tab reaches the cards' boards in reading order: above the large board, before it."""
    chain = [*(card.miniature for card in cards), board]
    for before, after in pairwise(chain):
        QWidget.setTabOrder(before, after)


def card_height(view_height: int) -> int:
    """Every card's height in a game view so high: a fixed share of it, so that the
    miniatures keep their size from turn to turn and from one start to the next."""
    return max(84, min(150, round(view_height * 0.17)))


class SeatCard(QFrame):
    clicked = Signal()
    """The card or its board was clicked (after the game, the table shows that board)."""

    def __init__(self, seat: Seat, scene: PrincipalityScene, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName("seatCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        colour = palette.PLAYER_COLOURS[seat.colour % len(palette.PLAYER_COLOURS)]
        # Words on the left, the board on the right: the miniature takes the card's whole
        # height, the dimension it is short of (a principality is 1.7 times wider than high).
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(6)
        words = QVBoxLayout()
        words.setSpacing(2)
        top = QHBoxLayout()
        swatch = QLabel()
        swatch.setFixedSize(12, 12)
        swatch.setStyleSheet(f"background: {colour.name()}; border-radius: 6px;")
        top.addWidget(swatch)
        # The name has the line to itself: "Jean-Loup" and "Dulcinea" show whole; a name
        # longer still ends in "…", and its tooltip says it whole.
        self.name = ElidedLabel(shown_name(seat.name))
        top.addWidget(self.name, 1)
        words.addLayout(top)
        self.total = QLabel()
        self.total.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        words.addWidget(self.total)
        self.status = QLabel()
        self.status.setWordWrap(True)
        # Its text changes with every placement; it must not resize the card (and with
        # it the miniature, which then draws every tile anew at the new size).
        self.status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.status.setMinimumHeight(self.status.fontMetrics().height())
        words.addWidget(self.status)
        words.addStretch(1)
        info = QWidget()
        info.setLayout(words)
        info.setFixedWidth(WORDS_WIDTH)
        layout.addWidget(info)
        self.miniature = MiniatureView(scene, self)
        self.miniature.setMinimumSize(110, 60)
        self.miniature.viewport().installEventFilter(self)  # a click on the board too
        layout.addWidget(self.miniature, 1)
        self._colour = colour
        self._active = False
        self._state = translate("SeatCard", "%n point(s)", None, PLURAL, 0)
        self.setAccessibleName(seat.name)
        self._name_miniature()
        self.set_active(False)

    def set_active(self, active: bool) -> None:
        """The card of the board shown: a thick border in the player's colour, 3:1 on the window."""
        self._active = active
        width = 3 if active else 1
        window = self.palette().color(QPalette.ColorRole.Window)
        colour = (
            theme.with_contrast(self._colour, window, theme.GRAPHICS_CONTRAST)
            if active
            else palette.CARD_BORDER
        )
        # The same room inside either way: a thinner border is made up by padding,
        # so that a turn changing hands does not resize the miniatures.
        sheet = (
            f"#seatCard {{ border: {width}px solid {colour.name()}; border-radius: 6px; "
            f"padding: {3 - width}px; }}"
        )
        if sheet != self.styleSheet():  # setting the same sheet again would re-polish
            self.setStyleSheet(sheet)

    def _name_miniature(self) -> None:
        self.name.setText(shown_name(self.seat.name))  # the default name follows the language
        board = fill(translate("SeatCard", "Principality of %1"), shown_name(self.seat.name))
        name = fill(translate("SeatCard", "%1: %2"), board, self._state)
        if name != self.miniature.accessibleName():  # a change is told to screen readers
            self.miniature.setAccessibleName(name)
        self.miniature.caption = board  # above the enlarged board

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()
        super().mouseReleaseEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.MouseButtonRelease and isinstance(event, QMouseEvent)
                and event.button() == Qt.MouseButton.LeftButton):
            self.clicked.emit()
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self.set_active(self._active)
        elif event.type() == QEvent.Type.LanguageChange:
            self._name_miniature()  # the state line is worded anew by the game view

    def update_state(self, total: int, placed: bool, thinking: bool, over: bool) -> None:
        self.total.setText(translate("SeatCard", "%n point(s)", None, PLURAL, total))
        if over:
            text = ""
        elif thinking:
            text = translate("SeatCard", "thinking…")
        elif placed:
            text = "✓ " + translate("SeatCard", "has placed")
        else:
            text = translate("SeatCard", "to place")
        self.status.setText(text)
        self.setAccessibleDescription(
            fill(translate("SeatCard", "%n point(s), %1", None, PLURAL, total), text)
            if text
            else translate("SeatCard", "%n point(s)", None, PLURAL, total)
        )
        # The miniature's name leaves out "thinking…": it would be said again at each turn.
        done = "" if over else (translate("SeatCard", "has placed") if placed
                                else translate("SeatCard", "to place"))
        self._state = (fill(translate("SeatCard", "%n point(s), %1", None, PLURAL, total), done)
                       if done else translate("SeatCard", "%n point(s)", None, PLURAL, total))
        self._name_miniature()
