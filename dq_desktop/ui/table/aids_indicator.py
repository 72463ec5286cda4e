"""Whether the game in progress counts as assisted, always in sight (the status bar).

The rule: a hint or a take-back marks a human's game assisted (a hint knows what the
expert would play; a take-back comes after the next position card was seen). Placement
previews never do: they show what a player at the table sees by holding a tile over the
field before letting go, and what the scoring helper shows once it is placed; they
reveal nothing hidden. The record book keeps assisted games apart from the unaided
bests; so that nobody is surprised by it, the window says at every moment which the
game in progress is, and whether previews are on. The guided game is neither: it is
never recorded, and says so.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Slot
from PySide6.QtWidgets import QLabel, QWidget

from dq_desktop.ui.common.text import translate
from dq_desktop.ui.table.controller import GameController

ASSISTED = "assisted"
UNAIDED_SO_FAR = "unaided so far"
"""In progress, no aid, previews on."""
UNAIDED_SO_FAR_PLAIN = "unaided so far, no previews"
UNAIDED = "unaided"
"""Over, and no aid was used."""
GUIDED = "guided"
"""The guided first game: never recorded."""


class AidsIndicator(QLabel):
    def __init__(self, controller: GameController, aids_on: Callable[[], bool],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aidsIndicator")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.controller = controller
        self.aids_on = aids_on
        """Whether placement previews are on (they are said, though they are no aid)."""
        self.state = UNAIDED
        for signal in (controller.gameStarted, controller.assistedChanged,
                       controller.takenBack, controller.gameOver):
            signal.connect(self.refresh)

    @Slot()
    def refresh(self, *_: object) -> None:
        controller = self.controller
        humans = controller.human_seats() if controller.has_game else []
        if humans and controller.setup.guided:
            self.state = GUIDED
        elif any(seat in controller.assisted for seat in humans):
            self.state = ASSISTED
        elif not humans or controller.game.is_over:
            self.state = UNAIDED
        elif self.aids_on():
            self.state = UNAIDED_SO_FAR
        else:
            self.state = UNAIDED_SO_FAR_PLAIN
        self.setVisible(bool(humans))
        self.setText({
            ASSISTED: translate("AidsIndicator", "Assisted game"),
            UNAIDED_SO_FAR: translate("AidsIndicator", "Unaided so far · previews on"),
            UNAIDED_SO_FAR_PLAIN: translate("AidsIndicator", "Unaided so far"),
            UNAIDED: translate("AidsIndicator", "Unaided game"),
            GUIDED: translate("AidsIndicator", "Guided game · not recorded"),
        }[self.state])
        rule = translate(
            "AidsIndicator", "Previews show only what you would see by holding a tile over "
            "the field: they never make a game assisted. A hint or a take-back does.")
        self.setToolTip({
            ASSISTED: translate(
                "AidsIndicator", "A hint or a take-back was used: the record book keeps "
                "this game apart from your unaided bests."),
            UNAIDED_SO_FAR: rule,
            UNAIDED_SO_FAR_PLAIN: rule,
            UNAIDED: translate(
                "AidsIndicator", "No aid used: this game counts for your unaided bests."),
            GUIDED: translate(
                "AidsIndicator", "The guide chose the tiles knowing the whole deal: this "
                "game is not kept in the record book."),
        }[self.state])

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)
