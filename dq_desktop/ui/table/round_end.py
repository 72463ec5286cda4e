"""What a round's end brings: the scoring moment on the board (in hot-seat play each
human's board in turn, so that each sees his own counted), then the results card; after
the third round, the final standings with their notes and the hindsight. Nothing of the
next round shows while the counting and the results card last."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal, Slot

from dq_desktop.ui.table.controller import GameController
from dq_desktop.ui.table.final_notes import FinalNotes
from dq_desktop.ui.table.hindsight import Hindsight
from dq_desktop.ui.table.round_overlay import RoundOverlay
from dq_desktop.ui.table.scoring_moment import ScoringMoment


class RoundEnd(QObject):
    countReached = Signal()
    """A board's count has ended (or the whole counting): more totals may show."""

    def __init__(self, controller: GameController, overlay: RoundOverlay,
                 moment: ScoringMoment, notes: FinalNotes, hindsight: Hindsight,
                 shown_seat: Callable[[], int], show_counted: Callable[[int | None], None],
                 parent: QObject | None = None,
                 round_notes: Callable[[], list[str]] = list) -> None:
        super().__init__(parent)
        self.controller = controller
        self.overlay = overlay
        self.moment = moment
        self.notes = notes
        self.hindsight = hindsight
        self.shown_seat = shown_seat
        """The seat whose board is on screen: his round is the one shown."""
        self.show_counted = show_counted
        self.notes_of_round = round_notes
        """Lines under a round's results (the tiles Sancho made superfluous)."""
        """Shows the board of the seat being counted, and nothing of the next round
        (``None``: the counting is over)."""
        self.counting = False
        self._round = 0
        self._to_count: list[int] = []
        self._counted: set[int] = set()
        """The seats whose board's count has ended, this round."""
        self._current: int | None = None
        self._after: list[Callable[[], None]] = []
        controller.roundScored.connect(self._round_scored)
        controller.gameOver.connect(self._game_over)

    def seats_to_count(self) -> list[int]:
        """Whose boards are counted: in hot-seat play each human's, in seat order (each
        sees his own); otherwise the board on screen."""
        humans = self.controller.human_seats()
        return humans if len(humans) > 1 else [self.shown_seat()]

    @Slot(int)
    def _round_scored(self, round_number: int) -> None:
        game = self.controller.game
        if round_number < 3:
            self.controller.set_paused(True)  # the computers wait for the results card
            notes = self.notes_of_round()

            def results_card() -> None:
                self.overlay.show_round(game, round_number)
                self.overlay.set_notes(notes)

            self._after.append(results_card)
        self._round, self._to_count, self.counting = round_number, self.seats_to_count(), True
        self._counted, self._current = set(), None
        self._count_next()

    def holds_back(self, seat: int) -> bool:
        """Whether ``seat``'s total still leaves out the round being counted: until the
        count of his board ends (a board not counted on screen: until the counting ends),
        so that no card tells the round's points before the count does."""
        return self.counting and seat not in self._counted

    def _count_next(self) -> None:
        if self._current is not None:
            self._counted.add(self._current)
            self._current = None
        if not self._to_count:
            self.counting = False
            self.countReached.emit()
            if self._round == 3:  # the final standings: no next round to hold back
                self.show_counted(None)
            # Else the last board counted stays under the results card, and the next
            # round shows once the card is dismissed.
            after, self._after = self._after, []
            for action in after:
                action()
            return
        self.countReached.emit()
        seat = self._current = self._to_count.pop(0)
        self.show_counted(seat)
        score = self.controller.game.players[seat].scores[self._round - 1]
        self.moment.play(score, self._round, self._count_next)

    def forget(self) -> None:
        """A new game: the last one's counting stops where it is, and nothing follows it."""
        self._to_count, self._after = [], []
        self.moment.skip()
        self.counting, self._current = False, None

    @Slot()
    def _game_over(self) -> None:
        if self.counting:
            self._after.append(self._final)
        else:
            self._final()

    def _final(self, *, opened: bool = False) -> None:
        game = self.controller.game
        self.overlay.show_final(game)
        self.notes.start(game, bool(self.controller.assisted), opened=opened)
        self.hindsight.start()

    def show_opened(self) -> None:
        """A finished game opened from a file: its final standings (with Review the game),
        as at the end of play, less what only a game just played has (a personal best, the
        expert's total on the deal)."""
        if self.controller.has_game and self.controller.game.is_over:
            self._final(opened=True)
