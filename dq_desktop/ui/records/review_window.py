"""The review of a game: each placement judged with what its player could know then.

The review runs off the GUI thread (on worker processes) with a progress bar
and a Cancel button. Then a timeline shows the placements coloured by verdict;
at each one the board stands as it was, with the placement made or the
expert's choice as a ghost on the field (Space switches), the roads it would
join lit, the scoring helper's changes, and a sentence of what each brings.
Keys: Left and Right step, Home and End, N the next mistake or blunder. The mistakes
and blunders can be played again as puzzles (``puzzle_window.py``).
"""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dq_desktop.engine.analysis.review import PlacementReview, PlayerReview, Verdict, review_game
from dq_desktop.engine.explanation import explain
from dq_desktop.engine.game import Game, Move, round_of_step
from dq_desktop.engine.scoring import score
from dq_desktop.engine.tiles import PlacedTile
from dq_desktop.formats.game_record import game_from_record
from dq_desktop.ui.board.board_scene import PrincipalityScene
from dq_desktop.ui.board.board_view import BoardView
from dq_desktop.ui.common import palette
from dq_desktop.ui.common.announcer import Voice
from dq_desktop.ui.common.background import BackgroundWork
from dq_desktop.ui.common.text import fill, translate
from dq_desktop.ui.records.puzzle_window import PuzzleWindow, puzzles_of
from dq_desktop.ui.records.review_timeline import ReviewTimeline
from dq_desktop.ui.records.review_words import after, placement_sentence, verdict_name
from dq_desktop.ui.records.snapshots import replay_snapshots
from dq_desktop.ui.records.verdict_legend import VerdictLegend
from dq_desktop.ui.table import announcements
from dq_desktop.ui.table.score_panel import ScorePanel

POLL_MS = 100
WORTH_ANOTHER_LOOK = (Verdict.MISTAKE, Verdict.BLUNDER)


class ReviewWindow(QDialog):
    reviewed = Signal()
    """The review has arrived (tests and the puzzles wait for it)."""

    def __init__(self, game: Game, parent: QWidget | None = None, *, jobs: int = 2) -> None:
        super().__init__(parent)
        self.game = game
        self.snapshots = replay_snapshots(game)
        self.reviews: tuple[PlayerReview, ...] = ()
        self.seat = 0
        self.index = 0
        self.showing_best = False
        self._done = [0, sum(len(player.placements) for player in game.players)]
        """Placements judged and their number, written by the worker thread."""
        self._cancel = threading.Event()
        self.work = BackgroundWork(self)
        self.scene = PrincipalityScene(0, self)
        self.voice = Voice(self)
        self._build()
        self._keys()
        self.resize(1100, 680)
        self._progress_timer = QTimer(self)
        self._progress_timer.setInterval(POLL_MS)
        self._progress_timer.timeout.connect(self._show_progress)
        self._progress_timer.start()
        self.retranslate()
        self._show_progress()
        self.work.run(lambda: review_game(game, jobs=jobs, progress=self._progress,
                                          cancelled=self._cancel.is_set), self._arrived)

    @classmethod
    def from_record(cls, record: Any, parent: QWidget | None = None) -> ReviewWindow:
        """The review of a ``dq-game/1`` object (raises ``FileFormatError`` when it is bad)."""
        game, _ = game_from_record(record)
        return cls(game, parent)

    # --- building ----------------------------------------------------------------------

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.players = QComboBox()
        for seat, player in enumerate(self.game.players):
            self.players.addItem(palette.colour_icon(seat), player.name)
        self.players.setVisible(len(self.game.players) > 1)
        self.players.currentIndexChanged.connect(self.show_seat)
        top.addWidget(self.players)
        self.caption = QLabel()
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        top.addWidget(self.caption, 1)
        layout.addLayout(top)
        working = QHBoxLayout()
        self.progress = QProgressBar()
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancel)
        working.addWidget(self.progress, 1)
        working.addWidget(self.cancel_button)
        layout.addLayout(working)
        self.timeline = ReviewTimeline()
        self.timeline.stepChosen.connect(self.go_to)
        layout.addWidget(self.timeline)
        layout.addWidget(VerdictLegend())
        body = QHBoxLayout()
        self.view = BoardView(self.scene, interactive=False)
        self.view.setMinimumSize(560, 240)
        body.addWidget(self.view, 1)
        self.score_panel = ScorePanel()
        body.addWidget(self.score_panel)
        layout.addLayout(body, 1)
        choice = QHBoxLayout()
        self.yours_button = QPushButton()
        self.best_button = QPushButton()
        self.options = QButtonGroup(self)
        for number, button in enumerate((self.yours_button, self.best_button)):
            button.setCheckable(True)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.options.addButton(button, number)
            choice.addWidget(button)
        self.yours_button.setChecked(True)
        self.options.idClicked.connect(lambda number: self.show_option(number == 1))
        choice.addStretch(1)
        self.puzzles_button = QPushButton()
        self.puzzles_button.setEnabled(False)
        self.puzzles_button.clicked.connect(self.open_puzzles)
        choice.addWidget(self.puzzles_button)
        layout.addLayout(choice)
        self.sentence = QLabel()
        self.sentence.setTextFormat(Qt.TextFormat.PlainText)
        self.sentence.setWordWrap(True)
        self.sentence.setMinimumHeight(self.sentence.fontMetrics().lineSpacing() * 3)
        layout.addWidget(self.sentence)

    def _keys(self) -> None:
        for key, slot in (
            (Qt.Key.Key_Left, lambda: self.go_to(self.index - 1)),
            (Qt.Key.Key_Right, lambda: self.go_to(self.index + 1)),
            (Qt.Key.Key_Home, lambda: self.go_to(0)),
            (Qt.Key.Key_End, lambda: self.go_to(len(self.placements) - 1)),
            (Qt.Key.Key_Space, lambda: self.show_option(not self.showing_best)),
            (Qt.Key.Key_N, self.next_mistake),
        ):
            QShortcut(QKeySequence(key), self).activated.connect(slot)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("ReviewWindow", "Review of the game") if self.reviews
                            else translate("ReviewWindow", "Review of the game (under way…)"))
        self.cancel_button.setText(translate("ReviewWindow", "Cancel"))
        self.yours_button.setText(translate("ReviewWindow", "Your placement"))
        self.best_button.setText(translate("ReviewWindow", "The expert's (Space)"))
        self.puzzles_button.setText(translate("ReviewWindow", "&Learn from the mistakes…"))
        self.view.setAccessibleName(translate("ReviewWindow", "Principality"))
        self.progress.setFormat(translate("ReviewWindow", "Reviewing: %v of %m placements"))
        self.timeline.retranslate()
        self.score_panel.retranslate()
        self._show()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- the work ----------------------------------------------------------------------

    def _progress(self, done: int, total: int) -> None:
        """Called on the worker thread: only plain numbers are written here."""
        self._done = [done, total]

    @Slot()
    def _show_progress(self) -> None:
        done, total = self._done
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)

    @Slot()
    def cancel(self) -> None:
        """Stop the review; the window says so and can be closed."""
        self._cancel.set()
        self._progress_timer.stop()
        self.cancel_button.setEnabled(False)
        self.progress.setFormat(translate("ReviewWindow", "Review cancelled"))

    def _arrived(self, reviews: tuple[PlayerReview, ...]) -> None:
        self._progress_timer.stop()
        self.progress.hide()
        self.cancel_button.hide()
        self.reviews = reviews
        self.setWindowTitle(translate("ReviewWindow", "Review of the game"))
        self.show_seat(self.seat)
        self.reviewed.emit()

    def done(self, result: int) -> None:
        self._cancel.set()
        self.work.shut_down()
        super().done(result)

    # --- stepping ----------------------------------------------------------------------

    @property
    def placements(self) -> tuple[PlacementReview, ...]:
        return self.reviews[self.seat].placements if self.reviews else ()

    @Slot(int)
    def show_seat(self, seat: int) -> None:
        if 0 <= seat < len(self.game.players):
            self.seat = seat
            self.timeline.set_reviews(self.placements)
            self.puzzles_button.setEnabled(bool(self.reviews)
                                           and bool(puzzles_of(self.reviews[seat])))
            self.go_to(0)

    @Slot()
    def open_puzzles(self) -> None:
        """The mistakes and blunders of the player shown, to play again."""
        if self.reviews:
            window = PuzzleWindow(self.game, self.reviews[self.seat], self.seat, self)
            window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            window.show()

    @Slot(int)
    def go_to(self, index: int) -> None:
        if not self.placements:
            return
        self.index = max(0, min(index, len(self.placements) - 1))
        self.timeline.set_current(self.index)
        self.show_option(False)

    @Slot()
    def next_mistake(self) -> None:
        later = [i for i, p in enumerate(self.placements)
                 if i > self.index and p.verdict in WORTH_ANOTHER_LOOK]
        if later:
            self.go_to(later[0])

    def show_option(self, best: bool) -> None:
        if not self.placements:  # the review is still under way
            return
        self.showing_best = best
        self.options.button(1 if best else 0).setChecked(True)
        self._show()

    # --- showing -----------------------------------------------------------------------

    def _show(self) -> None:
        if not self.placements:  # while the review runs: the game as it ended
            self.caption.setText(translate("ReviewWindow", "Each placement is judged with what "
                                           "its player could know at that moment."))
            self.scene.show_board(self.snapshots[-1][self.seat].board, None)
            return
        review = self.placements[self.index]
        player = self.snapshots[review.step][self.seat]
        board = player.board
        round_number = round_of_step(review.step)
        move: Move = review.best if self.showing_best else review.played
        self.best_button.setEnabled(review.best != review.played)
        self.scene.show_board(board, review.field)
        tiles = self.game.tileset
        self.scene.set_preview(PlacedTile(tiles[move.tile], move.rotated))
        self.score_panel.show_scores(player.name, round_number, score(board, round_number),
                                     player.scores, explain(board))
        self.score_panel.show_preview(after(board, review, move, tiles, round_number))
        self.caption.setText(fill(translate("ReviewWindow", "%1 · field %2 of %3 · round %4"),
                                  player.name, review.step + 1, len(self.game.deal.positions),
                                  round_number))
        self.sentence.setText(placement_sentence(board, review, tiles, round_number))
        self.voice.say(None, announcements.review_option(
            PlacedTile(tiles[move.tile], move.rotated), review.field, expert=True)
            if self.showing_best else announcements.review_step(
                review.step + 1, len(self.game.deal.positions), verdict_name(review.verdict),
                self.sentence.text()))
