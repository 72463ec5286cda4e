"""Learn from your mistakes: the placements a review found wanting, offered again.

Each puzzle is the board, the hand (its tiles drawn) and the field to fill as
they were; the player picks a tile (a click turns it) and presses Enter or
Check. The same judgement as the review's (the same view and budgets, on
the task runner's worker process) then says whether the choice is as good as
the best placement found (the expert's choice, unless a rival did better on the same
futures). A wrong first try gets a hint and a second try; after the second, the best
placement found is shown as a ghost.

A screen reader hears each puzzle's question once the hand has the focus, then the
judgement; the board is read by keys as the table's is, and the hand's description
keeps the question and the last answer.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal, Slot
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from dq_desktop.engine.analysis import review as judging
from dq_desktop.engine.analysis.review import (
    PlacementReview,
    PlayerReview,
    Verdict,
    review_placement,
    review_tasks,
)
from dq_desktop.engine.game import Game, Move
from dq_desktop.engine.tiles import PlacedTile
from dq_desktop.ui.board.board_scene import PrincipalityScene
from dq_desktop.ui.board.board_view import BoardView
from dq_desktop.ui.coach.puzzle_clues import puzzle_clue
from dq_desktop.ui.coach.review_words import decimal
from dq_desktop.ui.common.announcer import SettledSpeech
from dq_desktop.ui.common.tasks import TaskRunner
from dq_desktop.ui.common.text import fill, plain_label, translate
from dq_desktop.ui.common.window_size import size_window
from dq_desktop.ui.hand.hand_model import HandModel
from dq_desktop.ui.hand.hand_selection import selected_move
from dq_desktop.ui.hand.hand_view import HandView
from dq_desktop.ui.records.snapshots import game_at
from dq_desktop.ui.tiles.tile_words import tile_text, with_roads

PUZZLING = (Verdict.MISTAKE, Verdict.BLUNDER)
"""The verdicts worth another look: played again as puzzles, and the review's N steps to
the next of them."""
TRIES = 2
"""A wrong first try gets a hint; the second shows the answer."""


def puzzles_of(review: PlayerReview) -> list[PlacementReview]:
    """The placements worth playing again: the mistakes and blunders."""
    return [p for p in review.placements if p.verdict in PUZZLING]


def solved(judged: PlacementReview) -> bool:
    """As good as the best found (within the review's noise), or better than the expert's
    choice: the verdicts the review itself gives such a placement."""
    return judged.verdict in (Verdict.BEST, Verdict.BRILLIANT)


class PuzzleWindow(QDialog):
    judged = Signal()
    """The player's choice has been judged (tests wait for it)."""

    def __init__(self, game: Game, review: PlayerReview, seat: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.seat = seat
        self.puzzles = puzzles_of(review)
        self.tasks = {(t.view.seat, t.view.step): t for t in review_tasks(game)}
        self.number = 0
        self.verdict: PlacementReview | None = None
        """The judgement shown with the answer (after a success or the last try)."""
        self.tries = 0
        self.work = TaskRunner(self)
        self.speech = SettledSpeech.of(self)
        self.scene = PrincipalityScene(seat, self)
        self._build()
        QShortcut(QKeySequence(Qt.Key.Key_N), self).activated.connect(self.next_puzzle)
        size_window(self, "puzzles", QSize(980, 640))
        self.retranslate()
        self.go_to(0)

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        self.caption = plain_label()
        self.caption.setWordWrap(True)
        layout.addWidget(self.caption)
        self.view = BoardView(self.scene, interactive=False, readable=True)
        self.view.setMinimumSize(520, 230)
        layout.addWidget(self.view, 1)
        self.hand = HandModel(self.seat, self)
        self.hand_view = HandView()
        self.hand_view.tileset = self.game.tileset  # without it the tiles are not drawn
        self.hand_view.setModel(self.hand)
        self.hand_view.placeRequested.connect(lambda _row: self.check())
        self.hand_view.selectionModel().currentChanged.connect(lambda *_: self._ghost())
        self.hand.dataChanged.connect(lambda *_: self._ghost())
        layout.addWidget(self.hand_view)
        self.answer = plain_label()
        self.answer.setWordWrap(True)
        self.answer.setMinimumHeight(self.answer.fontMetrics().lineSpacing() * 2)
        layout.addWidget(self.answer)
        row = QHBoxLayout()
        self.check_button = QPushButton()
        self.check_button.clicked.connect(self.check)
        self.next_button = QPushButton()
        self.next_button.clicked.connect(self.next_puzzle)
        row.addWidget(self.check_button)
        row.addWidget(self.next_button)
        row.addStretch(1)
        layout.addLayout(row)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("PuzzleWindow", "Learn from your mistakes"))
        self.check_button.setText(translate("PuzzleWindow", "&Check my choice (Enter)"))
        self.next_button.setText(translate("PuzzleWindow", "&Next puzzle (N)"))
        self.view.setAccessibleName(translate("PuzzleWindow", "Principality"))
        self.hand_view.setAccessibleName(translate("PuzzleWindow", "Your tiles"))
        self._caption()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- the puzzles ---------------------------------------------------------------

    @property
    def puzzle(self) -> PlacementReview | None:
        return self.puzzles[self.number] if self.puzzles else None

    def go_to(self, number: int) -> None:
        self.number = number
        self.verdict = None
        self.tries = 0
        self.answer.setText("")
        puzzle = self.puzzle
        self.check_button.setEnabled(puzzle is not None)
        self.next_button.setEnabled(len(self.puzzles) > 1)
        if puzzle is None:
            self._caption()
            return
        then = game_at(self.game, puzzle.step)
        self.scene.show_board(then.players[self.seat].board, puzzle.field)
        self.hand.sync(then)
        self.hand_view.setCurrentIndex(self.hand.index(0))
        self.hand_view.setFocus()
        self._caption()
        self._ghost()
        self._say(self.caption.text())

    @Slot()
    def next_puzzle(self) -> None:
        if self.puzzles:
            self.go_to((self.number + 1) % len(self.puzzles))

    def _caption(self) -> None:
        puzzle = self.puzzle
        if puzzle is None:
            self.caption.setText(translate("PuzzleWindow", "No mistake to play again: every "
                                           "placement was within 3 points of the expert's."))
            return
        self.caption.setText(fill(
            translate("PuzzleWindow", "Puzzle %1 of %2 · field %3 of 22 · %4: which tile, "
                      "which way? Pick it (a click turns it) and press Enter."),
            self.number + 1, len(self.puzzles), puzzle.step + 1, puzzle.field))

    def chosen(self) -> Move | None:
        return selected_move(self.hand_view)

    def _ghost(self) -> None:
        move = self.chosen() if self.verdict is None else self.verdict.best
        if move is None or self.puzzle is None:
            self.scene.set_preview(None)
            return
        self.scene.set_preview(PlacedTile(self.game.tileset[move.tile], move.rotated))

    @Slot()
    def check(self) -> None:
        puzzle, move = self.puzzle, self.chosen()
        if puzzle is None or move is None or self.verdict is not None or self.work.busy():
            return  # the answer given stands until the next puzzle (Enter as the button)
        task = self.tasks[(self.seat, puzzle.step)]
        if move not in task.view.legal_moves:
            return
        self.answer.setText(translate("PuzzleWindow", "The expert is thinking…"))
        self._say(self.answer.text())
        self.check_button.setEnabled(False)
        # Budget and futures read here (not in the worker), as the review read them.
        self.work.call(review_placement, task.view, move, judging.EXPERT_BUDGET,
                       judging.REVIEW_FUTURES, judging.SOLVE_BUDGET, done=self._judged,
                       failed=self._failed)

    def _failed(self, message: str) -> None:
        self.check_button.setEnabled(True)
        self.answer.setText(fill(translate("PuzzleWindow", "The choice could not be judged: %1"),
                                 message))
        self._say(self.answer.text())

    def _judged(self, verdict: PlacementReview) -> None:
        self.tries += 1
        self.check_button.setEnabled(True)
        if not solved(verdict) and self.tries < TRIES:
            self.answer.setText(self.hint(verdict))
            self._say(self.answer.text())
            self.judged.emit()
            return
        self.verdict = verdict
        self.check_button.setEnabled(False)
        best = PlacedTile(self.game.tileset[verdict.best.tile], verdict.best.rotated)
        if solved(verdict):
            text = fill(translate("PuzzleWindow", "As good as the best placement found (%1): "
                                  "expected final total %2."), tile_text(best),
                        decimal(verdict.expected_played))
        else:
            text = fill(translate("PuzzleWindow", "%1 points below the best placement found, shown "
                                  "on the field: %2 (expected final total %3 against %4)."),
                        decimal(verdict.loss), tile_text(best), decimal(verdict.expected_best),
                        decimal(verdict.expected_played))
        self.answer.setText(text)
        self._ghost()
        self._say(with_roads(text, best))
        self.judged.emit()

    def hint(self, verdict: PlacementReview) -> str:
        """After a wrong first try: how far it is, and a clue towards the best placement
        found (the loss is measured from it; it is the expert's choice unless a rival did
        better on the same futures)."""
        clue = puzzle_clue(verdict, self.tasks[(self.seat, verdict.step)].view,
                           self.game.tileset)
        return " ".join((fill(translate("PuzzleWindow", "Not yet: %1 points below the best "
                                        "placement found."), decimal(verdict.loss)), clue,
                         translate("PuzzleWindow", "Try once more.")))

    def _say(self, text: str) -> None:
        """Announce ``text`` once the focus has settled; the hand's description keeps the
        question and the last answer, for a reader that hears no announcements."""
        self.hand_view.setAccessibleDescription(" ".join(
            part for part in (self.caption.text(), self.answer.text()) if part))
        self.speech.say_later(text)

    def done(self, result: int) -> None:
        self.work.shut_down()
        super().done(result)
