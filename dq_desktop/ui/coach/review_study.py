"""What the review window adds for a player who learns from it, built apart from the
window and set into it by a few lines:

- the hand at each field (``review_hand.py``): any tile tried and judged;
- the key moments (``moments_bar.py``, key K) and the points given up by round and by
  category (``engine/analysis/given_up.py``);
- the annotated move list (``move_list.py``);
- short sentences first (``review_brief.py``), the figures behind a Details toggle
  (key D): the window's sentence then gives the full sentence of
  ``review_words.placement_sentence`` in its place, and the tile tried its expected
  totals;
- Export of the annotated review (``review_export.py``), in the player's language.

The window shows the sentence ``show`` returns (short, or in full with the details); a
change that is not a step (the details opened, a tile judged) is announced here.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QEvent, QLocale, QObject, Qt, Signal, Slot
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from dq_desktop.engine.analysis.review import PlacementReview, PlayerReview, review_tasks
from dq_desktop.engine.analysis.review_summary import summarize
from dq_desktop.engine.game import Game, Move, round_of_step
from dq_desktop.engine.tiles import PlacedTile
from dq_desktop.engine.view import PlayerView
from dq_desktop.storage.paths import documents_folder
from dq_desktop.ui.board.board_scene import PrincipalityScene
from dq_desktop.ui.coach.moments_bar import KeyMoments
from dq_desktop.ui.coach.move_list import MoveList
from dq_desktop.ui.coach.review_brief import brief_sentence, other_move
from dq_desktop.ui.coach.review_export import category_list, export_review
from dq_desktop.ui.coach.review_hand import FieldToTry, ReviewHand
from dq_desktop.ui.coach.review_words import after, decimal, placement_sentence
from dq_desktop.ui.common.announcer import Voice
from dq_desktop.ui.common.tasks import TaskRunner
from dq_desktop.ui.common.text import fill, plain_label, translate
from dq_desktop.ui.records.snapshots import Snapshot, game_at
from dq_desktop.ui.table.score_panel import ScorePanel


class StudyHost(Protocol):
    """What the study needs of the review window."""

    game: Game
    snapshots: list[Snapshot]
    reviews: tuple[PlayerReview, ...]
    humans: tuple[int, ...]
    seat: int
    sentence: QLabel
    scene: PrincipalityScene
    score_panel: ScorePanel
    work: TaskRunner


class ReviewStudy(QObject):
    stepChosen = Signal(int)
    """A key moment or a line of the move list was chosen: its index among the placements."""

    def __init__(self, window: QDialog, host: StudyHost) -> None:
        super().__init__(window)
        self.window = window
        self.host = host
        self.voice = Voice(window)
        self.placements: tuple[PlacementReview, ...] = ()
        self.index = 0
        self._tasks: dict[tuple[int, int], PlayerView] = {}
        """Each placement's view and seed, by (seat, step), as the review had them."""
        self._shown: tuple[PlacementReview, int] | None = None
        """The placement shown and its round (what a tile tried is laid on)."""
        self.moves = MoveList()
        self.moves.setMaximumWidth(190)
        self.moves.stepChosen.connect(self.stepChosen)
        self.moments = KeyMoments()
        self.moments.stepChosen.connect(self.stepChosen)
        self.given_up = plain_label()
        self.given_up.setWordWrap(True)
        self.moments_row = QWidget()
        """The key moments and the points given up, under the summary."""
        column = QVBoxLayout(self.moments_row)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.given_up)
        column.addWidget(self.moments)
        column.addStretch(1)
        self.hand = ReviewHand(host.work)
        self.hand.tileChosen.connect(self._show_tried)
        self.details_button = QToolButton()
        self.details_button.setCheckable(True)
        self.details_button.toggled.connect(self._details_toggled)
        self.export_button = QPushButton()
        self.export_button.setAutoDefault(False)
        self.export_button.clicked.connect(self.ask_export)
        self.brief = ""
        self.full = ""
        """The placement shown in a short sentence, and in full with its figures."""
        for waiting in (self.moves, self.moments_row, self.hand, self.details_button,
                        self.export_button):
            waiting.setEnabled(False)  # until the review has arrived
        QShortcut(QKeySequence(Qt.Key.Key_K), window).activated.connect(self.next_key_moment)
        QShortcut(QKeySequence(Qt.Key.Key_D), window).activated.connect(
            self.details_button.toggle)
        window.installEventFilter(self)
        self.retranslate()

    # --- the window's calls ------------------------------------------------------------

    def set_review(self, review: PlayerReview) -> None:
        """The player shown: his moves, key moments and points given up."""
        if not self._tasks:
            self._tasks = {(t.view.seat, t.view.step): t.view
                           for t in review_tasks(self.host.game)}
            if self.window.isVisible():  # a window never shown has no player to wait
                self.hand.warm_up()
        self.placements = review.placements
        self.moments.set_reviews(review.placements)
        self.moves.set_reviews(review.placements, self.moments.steps())
        for widget in (self.moves, self.moments_row, self.hand, self.details_button,
                       self.export_button):
            widget.setEnabled(True)
        self._given_up(review)

    def show(self, index: int, showing_best: bool) -> str:
        """Placement ``index`` of the player shown, with the placement made or the other
        option on the field: the hand, the details; returns the short sentence."""
        self.index = index
        review = self.placements[index]
        seat, tiles = review.seat, self.host.game.tileset
        board = self.host.snapshots[review.step][seat].board
        round_number = round_of_step(review.step)
        self._shown = (review, round_number)
        self.moves.set_current(index)
        self.moments.set_current(index)
        view = self._tasks.get((seat, review.step))
        if view is not None:
            shown = other_move(review) if showing_best else review.played
            self.hand.show_field(game_at(self.host.game, review.step),
                                 FieldToTry(view, review), shown)
        self.full = placement_sentence(board, review, tiles, round_number)
        self.brief = brief_sentence(review, tiles, other=showing_best)
        return self.sentence()

    def sentence(self) -> str:
        """What the window's sentence says: in short, or in full with the details."""
        return self.full if self.details_button.isChecked() else self.brief

    # --- the parts ------------------------------------------------------------------------

    @Slot()
    def next_key_moment(self) -> None:
        index = self.moments.next_index(self.index)
        if index is not None and self.placements:
            self.stepChosen.emit(index)

    def _details_toggled(self, shown: bool) -> None:
        self.hand.set_details(shown)
        self._retranslate_details()
        if self.placements:
            self.host.sentence.setText(self.sentence())
            self.voice.say(None, self.sentence())

    def _show_tried(self, move: Move) -> None:
        """A tile picked in the hand: on the field, and its changes in the helper."""
        if self._shown is None:
            return
        review, round_number = self._shown
        tiles = self.host.game.tileset
        self.host.scene.set_preview(PlacedTile(tiles[move.tile], move.rotated))
        board = self.host.snapshots[review.step][review.seat].board
        self.host.score_panel.show_preview(after(board, review, move, tiles, round_number))

    def _given_up(self, review: PlayerReview) -> None:
        summary = summarize(review)
        rounds = " · ".join(decimal(value) for value in summary.given_up_by_round)
        lines = [fill(translate("ReviewStudy", "Points given up by round: %1 (%2 in all)."),
                      rounds, decimal(summary.given_up))]
        categories = category_list(summary)
        if categories:
            lines.append(fill(translate("ReviewStudy", "By category: %1."), categories))
        self.given_up.setText("\n".join(lines))
        self.given_up.setAccessibleName(" ".join(lines))

    # --- export -----------------------------------------------------------------------------

    @Slot()
    def ask_export(self) -> None:
        if not self.host.reviews:
            return
        seed = self.host.game.deal.seed  # a file name, not prose: the deal names it
        name = "don-quixote-review.html" if seed is None else f"review-deal-{seed}.html"
        path, _ = QFileDialog.getSaveFileName(
            self.window, translate("ReviewStudy", "Export the review"),
            str(documents_folder() / name),
            ";;".join((translate("ReviewStudy", "Web pages (*.html)"),
                       translate("ReviewStudy", "Text files (*.txt)"))))
        if path:
            self.export_to(Path(path))

    def export_to(self, path: Path) -> bool:
        """Write the annotated review of the players summarised; a failure is said."""
        try:
            export_review(path, self.host.game, self.host.reviews, self.seats(),
                          QLocale().name().split("_")[0])
        except OSError as error:
            from dq_desktop.ui.common.storage_messages import file_problem_text

            QMessageBox.warning(self.window, translate("ReviewStudy", "Cannot export"),
                                file_problem_text(error))
            return False
        self.voice.say(None, fill(translate("ReviewStudy", "The review is saved in %1."),
                                  path.name))
        return True

    def seats(self) -> Sequence[int]:
        return self.host.humans or range(len(self.host.reviews))

    # --- words --------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.details_button.setToolTip(translate(
            "ReviewStudy", "The figures behind the sentence: expected final totals, the "
            "± figure, each category"))
        self.export_button.setText(translate("ReviewStudy", "E&xport…"))
        self.export_button.setToolTip(translate(
            "ReviewStudy", "Save the annotated review as a web page or a text file"))
        self.moments_row.setAccessibleName(translate("ReviewStudy", "Key moments"))
        self._retranslate_details()
        self.moves.retranslate()
        self.moments.retranslate()
        self.hand.retranslate()
        if self.placements:
            self._given_up_again()

    def _retranslate_details(self) -> None:
        shown = self.details_button.isChecked()
        self.details_button.setText(translate("ReviewStudy", "Hide the details (D)") if shown
                                    else translate("ReviewStudy", "Details (D)"))
        self.details_button.setAccessibleDescription(translate(
            "ReviewStudy", "Shows or hides the figures behind the sentence"))

    def _given_up_again(self) -> None:
        reviews = self.host.reviews
        if reviews and 0 <= self.host.seat < len(reviews):
            self._given_up(reviews[self.host.seat])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False
