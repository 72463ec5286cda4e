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

The puzzles come from one review (``of_review``: its mistakes and blunders) or from the
record book's "what to work on" (``of_records``: placements of several games, each game
replayed from its record to the step played).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, Signal, Slot
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from dq_desktop.engine.analysis import review as judging
from dq_desktop.engine.analysis.review import (
    PlacementReview,
    PlayerReview,
    ReviewTask,
    Verdict,
    review_placement,
    review_tasks,
)
from dq_desktop.engine.errors import DqError
from dq_desktop.engine.fields import Field
from dq_desktop.engine.game import Game, Move
from dq_desktop.engine.tiles import PlacedTile
from dq_desktop.formats.game_record import game_from_record
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


@dataclass(frozen=True)
class Puzzle:
    """A placement to play again: the ``step``-th (0-based) of ``seat`` in ``game``, on
    ``field``."""

    game: Game
    seat: int
    step: int
    field: Field


def puzzles_of(review: PlayerReview) -> list[PlacementReview]:
    """The placements worth playing again: the mistakes and blunders."""
    return [p for p in review.placements if p.verdict in PUZZLING]


def puzzles_of_records(places: Sequence[tuple[Any, int, int]]) -> list[Puzzle]:
    """The puzzles of ``(dq-game/1 record, seat, step)`` places, in their order; a place
    whose record does not read or whose game has no such placement is left out (the
    record book checks its records, this is only the last guard)."""
    puzzles = []
    games: dict[int, Game] = {}
    for record, seat, step in places:
        game = games.get(id(record))
        if game is None:
            try:
                game, _ = game_from_record(record)
            except DqError:
                continue
            games[id(record)] = game
        if 0 <= seat < len(game.players) and 0 <= step < len(game.players[seat].placements):
            puzzles.append(Puzzle(game, seat, step, game.players[seat].placements[step].field))
    return puzzles


def solved(judged: PlacementReview) -> bool:
    """As good as the best found (within the review's noise), or better than the expert's
    choice: the verdicts the review itself gives such a placement."""
    return judged.verdict in (Verdict.BEST, Verdict.BRILLIANT)


class PuzzleWindow(QDialog):
    judged = Signal()
    """The player's choice has been judged (tests wait for it)."""

    def __init__(self, puzzles: Sequence[Puzzle], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.puzzles = list(puzzles)
        first = self.puzzles[0] if self.puzzles else None
        self.game: Game | None = first.game if first else None
        """The game of the puzzle shown."""
        self.seat = first.seat if first else 0
        self._tasks: dict[int, dict[tuple[int, int], ReviewTask]] = {}
        """Each game's placements with their views, by ``id`` of the game (replayed once)."""
        self.number = 0
        self.verdict: PlacementReview | None = None
        """The judgement shown with the answer (after a success or the last try)."""
        self.tries = 0
        self.work = TaskRunner(self)
        self.speech = SettledSpeech.of(self)
        self.scene = PrincipalityScene(self.seat, self)
        self._build()
        QShortcut(QKeySequence(Qt.Key.Key_N), self).activated.connect(self.next_puzzle)
        size_window(self, "puzzles", QSize(980, 640))
        self.retranslate()
        self.go_to(0)

    @classmethod
    def of_review(cls, game: Game, review: PlayerReview, seat: int,
                  parent: QWidget | None = None) -> PuzzleWindow:
        """The mistakes and blunders of ``review``, the review of ``seat`` in ``game``."""
        return cls([Puzzle(game, seat, p.step, p.field) for p in puzzles_of(review)], parent)

    @classmethod
    def of_records(cls, places: Sequence[tuple[Any, int, int]],
                   parent: QWidget | None = None) -> PuzzleWindow:
        """The placements ``(dq-game/1 record, seat, step)``, in their order."""
        return cls(puzzles_of_records(places), parent)

    def task(self, puzzle: Puzzle) -> ReviewTask:
        """The placement of ``puzzle`` with the view its player had."""
        tasks = self._tasks.get(id(puzzle.game))
        if tasks is None:
            tasks = {(t.view.seat, t.view.step): t for t in review_tasks(puzzle.game)}
            self._tasks[id(puzzle.game)] = tasks
        return tasks[(puzzle.seat, puzzle.step)]

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
        if self.game is not None:  # without it the tiles are not drawn
            self.hand_view.tileset = self.game.tileset
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
    def puzzle(self) -> Puzzle | None:
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
        # The puzzles of the record book may come from several games, and seats.
        self.game, self.seat = puzzle.game, puzzle.seat
        self.scene.seat = self.hand.seat = puzzle.seat
        self.hand_view.tileset = puzzle.game.tileset
        then = game_at(puzzle.game, puzzle.step)
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
        self.scene.set_preview(PlacedTile(self.puzzle.game.tileset[move.tile], move.rotated))

    @Slot()
    def check(self) -> None:
        puzzle, move = self.puzzle, self.chosen()
        if puzzle is None or move is None or self.verdict is not None or self.work.busy():
            return  # the answer given stands until the next puzzle (Enter as the button)
        task = self.task(puzzle)
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
        assert self.game is not None  # a verdict comes for a puzzle shown
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
        puzzle = self.puzzle
        assert puzzle is not None  # a verdict comes for a puzzle shown
        clue = puzzle_clue(verdict, self.task(puzzle).view, puzzle.game.tileset)
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
