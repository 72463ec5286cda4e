"""Whether the game in progress counts as assisted, always in sight (the status bar).

Placement previews and take-backs mark a human's game assisted; the record book
keeps assisted games apart from the unaided bests. So that nobody is surprised
by it, the window says at every moment which the game in progress is.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Slot
from PySide6.QtWidgets import QLabel, QWidget

from dq_desktop.ui.common.text import translate
from dq_desktop.ui.table.controller import GameController

ASSISTED, UNAIDED_SO_FAR, UNAIDED = "assisted", "unaided so far", "unaided"


class AidsIndicator(QLabel):
    def __init__(self, controller: GameController, aids_on: Callable[[], bool],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aidsIndicator")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.controller = controller
        self.aids_on = aids_on
        self.state = UNAIDED
        for signal in (controller.gameStarted, controller.assistedChanged,
                       controller.takenBack, controller.gameOver):
            signal.connect(self.refresh)

    @Slot()
    def refresh(self, *_: object) -> None:
        controller = self.controller
        humans = controller.human_seats() if controller.has_game else []
        if any(seat in controller.assisted for seat in humans):
            self.state = ASSISTED
        elif humans and self.aids_on():
            self.state = UNAIDED_SO_FAR
        else:
            self.state = UNAIDED
        self.setVisible(bool(humans))
        self.setText({
            ASSISTED: translate("AidsIndicator", "Assisted game"),
            UNAIDED_SO_FAR: translate("AidsIndicator", "Unaided so far · previews on"),
            UNAIDED: translate("AidsIndicator", "Unaided game"),
        }[self.state])
        self.setToolTip({
            ASSISTED: translate(
                "AidsIndicator", "A placement preview, a hint or a take-back was used: the "
                "record book keeps this game apart from your unaided bests."),
            UNAIDED_SO_FAR: translate(
                "AidsIndicator", "No aid used yet. The first placement preview shown makes "
                "the game assisted; switch previews off (Game menu) to play unaided."),
            UNAIDED: translate(
                "AidsIndicator", "No aid used: this game counts for your unaided bests."),
        }[self.state])

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)
