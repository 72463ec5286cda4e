"""The review of a game: each placement judged with what its player could know then.

The review runs on worker processes (the task runner) with a progress bar and a
Cancel button; the title says whether it is under way, cancelled or failed. Then
a summary counts each player's verdicts and points given up, a graph draws the
expected final total after each placement (the player's line against the
expert's), and a timeline shows the placements coloured by verdict (a legend says
which colour is which). At each one the board stands as it was, with the
placement made or the expert's choice as a ghost on the field (Space switches),
the roads it would join lit, the scoring helper's changes, and a sentence of
what each brings.
Only the people's placements are reviewed at first (a hot-seat game's computer players
are nobody's question); a button reviews the computer players too. Keys: Left and
Right step, Home and End, N the next mistake or blunder. From any
placement, the expert can play the rest of the deal as it was dealt (a replay). The
mistakes and blunders can be played again as puzzles (``puzzle_window.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, Signal, Slot
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QDialog,
    QHBoxLayout,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from dq_desktop.engine.analysis.expert_line import expert_goes_on
from dq_desktop.engine.analysis.review import (
    PlacementReview,
    PlayerReview,
    review_game,
    seats_to_review,
)
from dq_desktop.engine.explanation import explain
from dq_desktop.engine.game import Game, Move, round_of_step
from dq_desktop.engine.scoring import score
from dq_desktop.engine.tiles import PlacedTile
from dq_desktop.formats.game_record import game_from_record
from dq_desktop.ui.board.board_scene import PrincipalityScene
from dq_desktop.ui.board.board_view import BoardView
from dq_desktop.ui.coach.puzzle_window import PUZZLING, PuzzleWindow, puzzles_of
from dq_desktop.ui.coach.review_graph import ExpectedTotalsGraph
from dq_desktop.ui.coach.review_options import other_option, other_option_name
from dq_desktop.ui.coach.review_study import ReviewStudy
from dq_desktop.ui.coach.review_summary import ReviewSummary
from dq_desktop.ui.coach.review_timeline import ReviewTimeline
from dq_desktop.ui.coach.review_words import after, verdict_name
from dq_desktop.ui.coach.verdict_legend import VerdictLegend
from dq_desktop.ui.common.announcer import Voice
from dq_desktop.ui.common.seats import player_choice, seats_of_record, shown_name
from dq_desktop.ui.common.tasks import Control, Task, TaskRunner
from dq_desktop.ui.common.text import PLURAL, fill, plain_label, translate
from dq_desktop.ui.common.window_size import size_window
from dq_desktop.ui.records.replay_window import ReplayWindow
from dq_desktop.ui.records.snapshots import replay_snapshots, scores_shown
from dq_desktop.ui.table import announcements
from dq_desktop.ui.table.score_panel import ScorePanel


class ReviewWindow(QDialog):
    reviewed = Signal()
    """The review has arrived (tests and the puzzles wait for it)."""
    expertLineShown = Signal(object)
    """The replay of the expert's line (a ``ReplayWindow``) has been opened."""

    def __init__(self, game: Game, parent: QWidget | None = None, *,
                 jobs: int | None = None, humans: Sequence[int] | None = None) -> None:
        """``humans``: the seats reviewed at first and counted by the summary (the computers'
        play needs no summary, and is reviewed only when asked); ``None``: every seat."""
        super().__init__(parent)
        self.game = game
        self.snapshots = replay_snapshots(game)
        self.reviews: tuple[PlayerReview, ...] = ()
        self.seat = 0
        self.index = 0
        self.showing_best = False
        self.humans = tuple(range(len(game.players)) if humans is None else humans)
        self.jobs = jobs
        self.asked = seats_to_review(self.humans, len(game.players))
        """The seats reviewed, or under review."""
        self.state = "running"
        """What the review is doing: running, done, cancelled or failed (the title says it)."""
        self.failure = ""
        self._quarters_told = 0  # of the review under way, said (``_say_progress``)
        self.work = TaskRunner(self)
        self.scene = PrincipalityScene(0, self)
        self.voice = Voice(self)
        self._build()
        self._keys()
        size_window(self, "review", QSize(1100, 740))
        self.retranslate()
        self.task: Task | None = self._review(self.asked)
        self.line_task: Task | None = None
        """The expert playing the rest of the deal, while it does."""

    @classmethod
    def from_record(cls, record: Any, parent: QWidget | None = None) -> ReviewWindow:
        """The review of a ``dq-game/1`` object (raises ``FileFormatError`` when it is bad)."""
        game, kinds = game_from_record(record)
        seats = seats_of_record([player.name for player in game.players], kinds)
        humans = [number for number, seat in enumerate(seats) if seat.is_human]
        return cls(game, parent, humans=humans)

    # --- building ----------------------------------------------------------------------

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        self.study = ReviewStudy(self, self)  # the hand, moves, key moments, details, export
        self.study.stepChosen.connect(self.go_to)
        top = QHBoxLayout()
        self.players = player_choice([player.name for player in self.game.players])
        self.players.currentIndexChanged.connect(self.show_seat)
        top.addWidget(self.players)
        self.caption = plain_label()
        top.addWidget(self.caption, 1)
        self.computers_button = QPushButton()
        self.computers_button.clicked.connect(self.review_computers)
        self.computers_button.hide()  # offered once the people's review has arrived
        top.addWidget(self.computers_button)
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
        self.legend = VerdictLegend()
        layout.addWidget(self.legend)
        body = QHBoxLayout()
        self.view = BoardView(self.scene, interactive=False, readable=True)
        self.view.setMinimumSize(560, 240)
        board = QVBoxLayout()  # the board, and the hand at the field under it
        board.addWidget(self.view, 1)
        board.addWidget(self.study.hand)
        body.addLayout(board, 1)
        self.score_panel = ScorePanel()
        # Never squeezed below what its rows need: a long sentence below takes its lines from
        # the window's height, not from the helper's (its rows overlapped in German).
        self.score_panel.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        body.addWidget(self.score_panel)
        body.addWidget(self.study.moves)
        layout.addLayout(body, 1)
        below = QHBoxLayout()
        self.graph = ExpectedTotalsGraph()
        self.graph.stepChosen.connect(self.go_to)
        below.addWidget(self.graph, 1)
        self.summary = ReviewSummary()
        beside = QVBoxLayout()  # the summary, then the points given up and key moments
        beside.addWidget(self.summary)
        beside.addWidget(self.study.moments_row, 1)
        below.addLayout(beside)
        for waiting in (self.graph, self.summary):  # shown once the review has arrived
            waiting.hide()
        layout.addLayout(below)
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
        self.yours_button.setEnabled(False)
        self.best_button.setEnabled(False)
        self.options.idClicked.connect(lambda number: self.show_option(number == 1))
        self.line_button = QPushButton()
        self.line_button.setEnabled(False)
        self.line_button.clicked.connect(self.show_expert_line)
        choice.addWidget(self.line_button)
        choice.addWidget(self.study.details_button)
        choice.addWidget(self.study.export_button)
        choice.addStretch(1)
        self.puzzles_button = QPushButton()
        self.puzzles_button.setEnabled(False)
        self.puzzles_button.clicked.connect(self.open_puzzles)
        choice.addWidget(self.puzzles_button)
        layout.addLayout(choice)
        self.sentence = plain_label()
        self.sentence.setWordWrap(True)
        self.sentence.setMinimumHeight(self.sentence.fontMetrics().lineSpacing() * 3)
        layout.addWidget(self.sentence)

    def _keys(self) -> None:
        for key, slot in (
            (Qt.Key.Key_Left, lambda: self.go_to(self.index - 1)),
            (Qt.Key.Key_Right, lambda: self.go_to(self.index + 1)),
            (Qt.Key.Key_Home, lambda: self.go_to(0)),
            (Qt.Key.Key_End, lambda: self.go_to(len(self.placements) - 1)),
            (Qt.Key.Key_Space, self._space),
            (Qt.Key.Key_N, self.next_mistake),
        ):
            QShortcut(QKeySequence(key), self).activated.connect(slot)

    @Slot()
    def _space(self) -> None:
        """Space presses the button that has the focus, as everywhere; elsewhere it shows
        the other placement."""
        focused = self.focusWidget()
        if isinstance(focused, QAbstractButton) and focused.isVisible():
            if focused.isEnabled():
                focused.click()  # not animateClick: pressed down then, the release would click
            return
        self.show_option(not self.showing_best)

    def retranslate(self) -> None:
        self.setWindowTitle(self.title())
        self.cancel_button.setText(translate("ReviewWindow", "Cancel"))
        self.computers_button.setText(translate("ReviewWindow",
                                                "Review the &computer players too"))
        self.yours_button.setText(translate("ReviewWindow", "Your placement"))
        self.best_button.setText(other_option_name(self.placements[self.index])
                                 if self.placements else translate("ReviewWindow",
                                                                   "The expert's (Space)"))
        self.line_button.setText(translate("ReviewWindow", "Show how the expert would &go on…"))
        self.line_button.setToolTip(translate(
            "ReviewWindow", "The expert plays the rest of the deal as it was dealt, from the "
            "field shown, in a replay."))
        self.puzzles_button.setText(translate("ReviewWindow", "&Learn from the mistakes…"))
        self.view.setAccessibleName(translate("ReviewWindow", "Principality"))
        self.players.setAccessibleName(translate("ReplayWindow", "Player shown"))  # the same
        self.progress.setFormat(self.progress_text())
        self.timeline.retranslate()
        self.legend.retranslate()
        self.graph.retranslate()
        self.summary.retranslate()
        self.score_panel.retranslate()
        self._show()

    def title(self) -> str:
        """The window's title: what the review is doing, truthfully."""
        return {
            "running": translate("ReviewWindow", "Review of the game (under way…)"),
            "cancelled": translate("ReviewWindow", "Review of the game (cancelled)"),
            "failed": translate("ReviewWindow", "Review of the game (failed)"),
        }.get(self.state, translate("ReviewWindow", "Review of the game"))

    def progress_text(self) -> str:
        if self.state == "cancelled":
            return translate("ReviewWindow", "Review cancelled")
        if self.state == "failed":
            return fill(translate("ReviewWindow", "The review failed: %1"), self.failure)
        return translate("ReviewWindow", "Reviewing: %v of %m placements")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- the work ----------------------------------------------------------------------

    def _review(self, seats: Sequence[int]) -> Task:
        """Review the placements of ``seats`` on the task runner (progress from the start)."""
        game, jobs = self.game, self.jobs
        self._quarters_told = 0
        self._show_progress(0, sum(len(game.players[seat].placements) for seat in seats))

        def review(control: Control) -> tuple[PlayerReview, ...]:
            return review_game(game, jobs=jobs, progress=control.report,
                               cancelled=control.cancelled, seats=seats)

        return self.work.run(review, done=self._arrived, failed=self._failed,
                             progressed=self._show_progress)

    @Slot()
    def review_computers(self) -> None:
        """Review the computer players too (asked for: they are left out at first)."""
        missing = [seat for seat in range(len(self.game.players)) if seat not in self.asked]
        if not missing or self.task is not None:
            return
        self.asked = sorted({*self.asked, *missing})
        self.state = "running"
        self.computers_button.hide()
        self.progress.show()
        self.cancel_button.show()
        self.cancel_button.setEnabled(True)
        self.progress.setFormat(self.progress_text())
        self.setWindowTitle(self.title())
        self.task = self._review(missing)

    def _show_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)
        self._say_progress(done, total)

    def _say_progress(self, done: int, total: int) -> None:
        """The bar in words at each quarter passed (up to a minute of silence otherwise)."""
        quarter = done * 4 // total if total > 0 else 0
        if 0 < done < total and quarter > self._quarters_told:
            self._quarters_told = quarter
            if self.isVisible():
                self.voice.say(None, fill(translate("ReviewWindow", "Reviewing: %1 of %n "
                                                    "placement(s).", None, PLURAL, total), done))

    def _stopped(self, state: str) -> None:
        self.state = state
        self.task = None
        self.cancel_button.setEnabled(False)
        self.progress.setFormat(self.progress_text())
        self.setWindowTitle(self.title())
        if self.reviews:  # the computer players' review, given up: it may be asked again
            self.asked = [seat for seat, review in enumerate(self.reviews) if review.reviewed]
            self.computers_button.setVisible(len(self.asked) < len(self.game.players))

    @Slot()
    def cancel(self) -> None:
        """Stop the review (its workers are killed at once); the window says so."""
        if self.task is not None:
            self.task.cancel()
            self._stopped("cancelled")

    def _failed(self, message: str) -> None:
        self.failure = message
        self._stopped("failed")

    def _arrived(self, reviews: tuple[PlayerReview, ...]) -> None:
        self.task = None
        self.state = "done"
        if self.cancel_button.hasFocus():  # hidden, it would pass the focus to the helper
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        self.progress.hide()
        self.cancel_button.hide()
        if self.reviews:  # the computer players, asked for after the people
            reviews = tuple(new if new.reviewed else old
                            for old, new in zip(self.reviews, reviews, strict=True))
        self.reviews = reviews
        self.computers_button.setVisible(len(self.asked) < len(self.game.players))
        self.setWindowTitle(self.title())
        # The people's play; in a game of computers, theirs.
        self.summary.set_reviews([reviews[seat] for seat in self.humans or self.asked])
        self.graph.show()
        self.summary.show()
        self.yours_button.setEnabled(True)
        self.show_seat(self.seat)
        self.reviewed.emit()

    def done(self, result: int) -> None:
        self.work.shut_down()
        super().done(result)

    # --- the expert's line ---------------------------------------------------------------

    @Slot()
    def show_expert_line(self) -> None:
        """The expert plays the rest of the deal from the placement shown; a replay follows."""
        if not self.placements or self.line_task is not None:
            return
        step = self.placements[self.index].step
        self.line_button.setEnabled(False)
        self.sentence.setText(translate("ReviewWindow", "The expert is playing the rest of the "
                                        "deal…"))
        self.line_task = self.work.call(
            expert_goes_on, self.game, self.seat, step,
            done=lambda line: self._line_arrived(line, step), failed=self._line_failed)

    def _line_arrived(self, line: Game, step: int) -> None:
        self.line_task = None
        self.line_button.setEnabled(True)
        self._show()
        window = ReplayWindow(line, self)
        window.review_button.hide()

        def title() -> str:  # in the language installed when asked
            return fill(translate("ReviewWindow", "How the expert would go on from field %1"),
                        step + 1)

        window.set_title(title)
        window.go_to(step)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.show()
        self.expertLineShown.emit(window)

    def _line_failed(self, message: str) -> None:
        self.line_task = None
        self.line_button.setEnabled(True)
        self.sentence.setText(fill(translate("ReviewWindow", "The expert's line could not be "
                                             "played: %1"), message))

    # --- stepping ----------------------------------------------------------------------

    @property
    def placements(self) -> tuple[PlacementReview, ...]:
        return self.reviews[self.seat].placements if self.reviews else ()

    @Slot(int)
    def show_seat(self, seat: int) -> None:
        if 0 <= seat < len(self.game.players):
            self.seat = seat
            if self.reviews:
                self.study.set_review(self.reviews[seat])
            self.timeline.set_reviews(self.placements)
            self.graph.set_reviews(self.placements)
            self.line_button.setEnabled(bool(self.placements) and self.line_task is None)
            self.puzzles_button.setEnabled(bool(self.reviews)
                                           and bool(puzzles_of(self.reviews[seat])))
            self.go_to(0)
            if not self.placements:  # a seat not reviewed: its board as the game ended
                self._show()

    @Slot()
    def open_puzzles(self) -> None:
        """The mistakes and blunders of the player shown, to play again: his puzzles' window
        brought to the front when it is open already (a second press opened a second one)."""
        if self.reviews:
            for open_window in self.findChildren(PuzzleWindow):
                if open_window.seat == self.seat and open_window.isVisible():
                    open_window.raise_()
                    open_window.activateWindow()
                    return
            window = PuzzleWindow.of_review(self.game, self.reviews[self.seat], self.seat, self)
            window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            window.show()

    @Slot(int)
    def go_to(self, index: int) -> None:
        if not self.placements:
            return
        self.index = max(0, min(index, len(self.placements) - 1))
        self.timeline.set_current(self.index)
        self.graph.set_current(self.index)
        self.show_option(False)

    @Slot()
    def next_mistake(self) -> None:
        later = [i for i, p in enumerate(self.placements)
                 if i > self.index and p.verdict in PUZZLING]
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
        if not self.placements:  # while the review runs: the game as it ended, and its scores
            left_out = bool(self.reviews) and not self.reviews[self.seat].reviewed
            self.caption.setText(
                translate("ReviewWindow", "A computer player: not reviewed unless asked.")
                if left_out else translate("ReviewWindow", "Each placement is judged with what "
                                           "its player could know at that moment."))
            player = self.snapshots[-1][self.seat]
            self.scene.show_board(player.board, None)
            number, now = scores_shown(player, len(self.snapshots) - 1)
            self.score_panel.show_scores(player.name, number, now, player.scores,
                                         explain(player.board))
            return
        review = self.placements[self.index]
        player = self.snapshots[review.step][self.seat]
        board = player.board
        round_number = round_of_step(review.step)
        other = other_option(review)
        move: Move = other if self.showing_best else review.played
        self.best_button.setEnabled(other != review.played)
        self.best_button.setText(other_option_name(review))
        self.scene.show_board(board, review.field)
        tiles = self.game.tileset
        self.scene.set_preview(PlacedTile(tiles[move.tile], move.rotated))
        self.score_panel.show_scores(player.name, round_number, score(board, round_number),
                                     player.scores, explain(board))
        self.score_panel.show_preview(after(board, review, move, tiles, round_number))
        self.caption.setText(fill(translate("ReviewWindow", "%1 · field %2 of %3 · round %4"),
                                  shown_name(player.name), review.step + 1,
                                  len(self.game.deal.positions),
                                  round_number))
        self.sentence.setText(self.study.show(self.index, self.showing_best))
        if not self.isVisible():
            return  # a closed window says nothing (a language change still redraws it)
        self.voice.say(None, announcements.review_option(
            PlacedTile(tiles[move.tile], move.rotated), review.field,
            expert=other == review.expert)
            if self.showing_best else announcements.review_step(
                review.step + 1, len(self.game.deal.positions), verdict_name(review.verdict),
                self.sentence.text()))
