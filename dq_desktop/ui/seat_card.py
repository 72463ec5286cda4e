"""A player's card: colour, name, total, whether he has filled the field, a miniature."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from dq_desktop.ui import palette
from dq_desktop.ui.board_scene import PrincipalityScene
from dq_desktop.ui.board_view import MiniatureView
from dq_desktop.ui.seats import Seat
from dq_desktop.ui.text import fill, translate


class SeatCard(QFrame):
    def __init__(self, seat: Seat, scene: PrincipalityScene, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName("seatCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        colour = palette.PLAYER_COLOURS[seat.colour % len(palette.PLAYER_COLOURS)]
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 6)
        layout.setSpacing(3)
        top = QHBoxLayout()
        swatch = QLabel()
        swatch.setFixedSize(12, 12)
        swatch.setStyleSheet(f"background: {colour.name()}; border-radius: 6px;")
        top.addWidget(swatch)
        self.name = QLabel(seat.name)
        self.name.setTextFormat(Qt.TextFormat.PlainText)
        top.addWidget(self.name, 1)
        self.total = QLabel("0")
        top.addWidget(self.total)
        layout.addLayout(top)
        self.status = QLabel()
        layout.addWidget(self.status)
        self.miniature = MiniatureView(scene, self)
        self.miniature.setMinimumSize(150, 62)
        self.miniature.setAccessibleName(fill(translate("SeatCard", "Principality of %1"), seat.name))
        layout.addWidget(self.miniature, 1)
        self._colour = colour
        self.set_active(False)

    def set_active(self, active: bool) -> None:
        width = 3 if active else 1
        colour = self._colour.name() if active else palette.CARD_BORDER.name()
        self.setStyleSheet(f"#seatCard {{ border: {width}px solid {colour}; border-radius: 6px; }}")

    def update_state(self, total: int, placed: bool, thinking: bool, over: bool) -> None:
        self.total.setText(str(total))
        if over:
            text = ""
        elif thinking:
            text = translate("SeatCard", "thinking…")
        elif placed:
            text = "✓ " + translate("SeatCard", "has placed")
        else:
            text = translate("SeatCard", "to place")
        self.status.setText(text)
