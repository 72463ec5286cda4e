"""The table's voice: it hears the controller and announces each moment of play once,
in the order the game moves: the placement, the round's scoring, the next field.

A screen reader stops speaking when the focus moves, so the voice speaks only once the
focus has settled: what a moment brings waits until the view has followed it (the
hand's next tile focused, a round's card on screen), then is said in order. A round's
placement and scoring wait for the results card, which takes the focus; the next field
waits until the card is dismissed and the focus is back in the hand. Nothing is said
while the window is not the active one (at start-up, after a dialog, while a side
window is read): its activation moves the focus, and what waits is said after it.

The final standings, the hint and the review speak through their own windows with the
sentences of ``announcements.py``.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Slot
from PySide6.QtWidgets import QWidget

from dq_desktop.engine.game import PlacementResult
from dq_desktop.ui.common.announcer import SettledSpeech, Voice, announce
from dq_desktop.ui.table import announcements
from dq_desktop.ui.table.banner_text import banner_text
from dq_desktop.ui.table.controller import GameController
from dq_desktop.ui.table.refusals import refusal_text
from dq_desktop.ui.table.round_end import RoundEnd


class TableVoice(QObject):
    def __init__(self, controller: GameController, target: QWidget,
                 shown_seat: Callable[[], int], round_end: RoundEnd) -> None:
        super().__init__(target)
        self.controller = controller
        self.voice = Voice(target)
        self.speech = SettledSpeech.of(target)
        self.shown_seat = shown_seat
        self.round_end = round_end
        self._games = 0
        """Counts games, so that a moment of one game is not taken for the next's."""
        self._takebacks = 0
        controller.gameStarted.connect(self._started)
        controller.placed.connect(self._placed)
        controller.roundScored.connect(self._round_scored)
        controller.activeSeatChanged.connect(self._turn)
        controller.moveRefused.connect(self._refused)
        controller.takenBack.connect(self._taken_back)
        # The card has the focus when it is presented: its moment is told at once, before
        # the standings' own sentences. Dismissed, it gives the focus to the hand first.
        round_end.overlay.presented.connect(self.speech.flush)
        round_end.overlay.dismissed.connect(self.speech.soon)

    def _later(self, say: Callable[[], None], *, after_card: bool = False) -> None:
        """Say it once the focus has settled: not while a round is being counted (its
        card comes next, with the focus); the next field not while a card covers the
        game."""
        overlay = self.round_end.overlay
        self.speech.later(say, lambda: not self.round_end.counting and not (
            after_card and overlay.isVisible()))

    @Slot()
    def _started(self) -> None:
        self.voice.forget()
        self.speech.forget()  # the last game's moments are past
        self._games += 1

    @Slot(object)
    def _placed(self, result: PlacementResult) -> None:
        seats = self.controller.seats
        step = len(self.controller.game.players[result.player].placements)
        moment = (self._games, "placed", result.player, step, self._takebacks)
        text = announcements.placement(result, seats)
        self._later(lambda: self.voice.say(moment, text))

    @Slot(int)
    def _round_scored(self, round_number: int) -> None:
        game = self.controller.game
        moment = (self._games, "round", round_number)
        text = announcements.round_scoring(game, round_number, self.shown_seat())
        self._later(lambda: self.voice.say(moment, text))

    @Slot(int)
    def _turn(self, seat: int) -> None:
        """A human's turn: the field to fill (a computer's is heard when it places)."""
        if seat < 0 or not self.controller.seats[seat].is_human:
            return
        game = self.controller.game
        moment = (self._games, "turn", game.step, seat, self._takebacks)
        text = banner_text(game, self.controller.seats, seat)
        self._later(lambda: self.voice.say(moment, text), after_card=True)

    @Slot(int, object)
    def _refused(self, seat: int, error: object) -> None:
        # Said at every refused press, even the same sentence again: each one is an answer.
        text = refusal_text(error)
        self._later(lambda: announce(self.voice.target, text, assertive=True))

    @Slot(int)
    def _taken_back(self, seat: int) -> None:
        self._takebacks += 1
        text = announcements.taken_back()
        self._later(lambda: self.voice.say(None, text))
