"""The table's voice: it hears the controller and announces each moment of play once,
in the order the game moves: the placement, the round's scoring, the next field.

The final standings, the hint and the review speak through their own windows with the
sentences of ``announcements.py``.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Slot
from PySide6.QtWidgets import QWidget

from dq_desktop.engine.game import PlacementResult
from dq_desktop.ui.common.announcer import Voice, announce
from dq_desktop.ui.table import announcements
from dq_desktop.ui.table.banner_text import banner_text
from dq_desktop.ui.table.controller import GameController
from dq_desktop.ui.table.refusals import refusal_text


class TableVoice(QObject):
    def __init__(self, controller: GameController, target: QWidget,
                 shown_seat: Callable[[], int]) -> None:
        super().__init__(target)
        self.controller = controller
        self.voice = Voice(target)
        self.shown_seat = shown_seat
        self._games = 0
        """Counts games, so that a moment of one game is not taken for the next's."""
        self._takebacks = 0
        controller.gameStarted.connect(self._started)
        controller.placed.connect(self._placed)
        controller.roundScored.connect(self._round_scored)
        controller.activeSeatChanged.connect(self._turn)
        controller.moveRefused.connect(self._refused)
        controller.takenBack.connect(self._taken_back)

    @Slot()
    def _started(self) -> None:
        self.voice.forget()
        self._games += 1

    @Slot(object)
    def _placed(self, result: PlacementResult) -> None:
        seats = self.controller.seats
        step = len(self.controller.game.players[result.player].placements)
        self.voice.say((self._games, "placed", result.player, step, self._takebacks),
                       announcements.placement(result, seats))

    @Slot(int)
    def _round_scored(self, round_number: int) -> None:
        game = self.controller.game
        self.voice.say((self._games, "round", round_number),
                       announcements.round_scoring(game, round_number, self.shown_seat()))

    @Slot(int)
    def _turn(self, seat: int) -> None:
        """A human's turn: the field to fill (a computer's is heard when it places)."""
        if seat < 0 or not self.controller.seats[seat].is_human:
            return
        game = self.controller.game
        self.voice.say((self._games, "turn", game.step, seat, self._takebacks),
                       banner_text(game, self.controller.seats, seat))

    @Slot(int, object)
    def _refused(self, seat: int, error: object) -> None:
        # Said at every refused press, even the same sentence again: each one is an answer.
        announce(self.voice.target, refusal_text(error), assertive=True)

    @Slot(int)
    def _taken_back(self, seat: int) -> None:
        self._takebacks += 1
        self.voice.say(None, announcements.taken_back())
