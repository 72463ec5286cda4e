"""What a round's end brings: the scoring moment on the board, then the results card;
after the third round, the final standings with their notes and the hindsight."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Slot

from dq_desktop.ui.table.controller import GameController
from dq_desktop.ui.table.final_notes import FinalNotes
from dq_desktop.ui.table.hindsight import Hindsight
from dq_desktop.ui.table.round_overlay import RoundOverlay
from dq_desktop.ui.table.scoring_moment import ScoringMoment


class RoundEnd(QObject):
    def __init__(self, controller: GameController, overlay: RoundOverlay,
                 moment: ScoringMoment, notes: FinalNotes, hindsight: Hindsight,
                 shown_seat: Callable[[], int], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.overlay = overlay
        self.moment = moment
        self.notes = notes
        self.hindsight = hindsight
        self.shown_seat = shown_seat
        """The seat whose board is on screen: his round is the one shown."""
        controller.roundScored.connect(self._round_scored)
        controller.gameOver.connect(self._game_over)

    @Slot(int)
    def _round_scored(self, round_number: int) -> None:
        game = self.controller.game
        if round_number < 3:
            self.controller.set_paused(True)  # the computers wait for the results card
        score = game.players[self.shown_seat()].scores[round_number - 1]
        then = (lambda: self.overlay.show_round(game, round_number)) if round_number < 3 else None
        self.moment.play(score, round_number, then)

    @Slot()
    def _game_over(self) -> None:
        self.moment.then(self._final)

    def _final(self) -> None:
        game = self.controller.game
        self.overlay.show_final(game)
        self.notes.start(game, bool(self.controller.assisted))
        self.hindsight.start()
