"""The hand at a reviewed field, as its player saw it, and any tile of it tried.

The tiles he had (his revealed tiles, the tile set aside in round 3, Sancho) are
drawn as the table's hand draws them, with a tag under the tile he placed ("yours",
in its verdict's colour) and under the tile of the best placement found ("best").
Picking a tile (a click, the arrows or 1–9) and turning it (a click on it, or R)
shows it on the field, and the review's own judgement of it follows: the same view,
the same futures and the same best as the review's (``engine/analysis/trial.py``),
worked out on the task runner's worker process, never on this thread. Each tile
tried is remembered for the review's life; the last one asked for is the one shown.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QHBoxLayout, QStyleOptionViewItem, QVBoxLayout, QWidget

from dq_desktop.engine.analysis import review as judging
from dq_desktop.engine.analysis.review import PlacementReview, Verdict
from dq_desktop.engine.analysis.trial import ready, try_placement
from dq_desktop.engine.game import Game, Move
from dq_desktop.engine.view import PlayerView
from dq_desktop.ui.coach.review_brief import tried_figures, tried_sentence
from dq_desktop.ui.common.announcer import Voice
from dq_desktop.ui.common.tasks import TaskRunner
from dq_desktop.ui.common.text import fill, plain_label, translate
from dq_desktop.ui.common.verdict_scale import number_colour, verdict_colour
from dq_desktop.ui.hand.hand_model import HandModel, HandRole
from dq_desktop.ui.hand.hand_selection import row_of, selected_move
from dq_desktop.ui.hand.hand_view import SPACING, TILE_HEIGHT, HandView, TileDelegate

MARKS_ROLE = Qt.ItemDataRole.UserRole + 20
"""The tags of a tile of the hand: ``"yours"``, ``"best"``, both or none."""
TAG_HEIGHT = 16
TAGS = 2
"""Room under each tile for this many tags, one under the other."""
SCALE = 0.72
"""The review's hand is drawn smaller than the table's: the board needs the room."""

AnyIndex = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True)
class FieldToTry:
    """What a try needs of a reviewed field: the player's view (``review.review_tasks``)
    and the review of the placement made there."""

    view: PlayerView
    review: PlacementReview


class MarkedHandModel(HandModel):
    """The hand at a reviewed field, which knows the placement made and the best found."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(seat, parent)
        self.played: Move | None = None
        self.best: Move | None = None

    def set_marks(self, played: Move, best: Move) -> None:
        self.played, self.best = played, best
        if self.rowCount():
            self.dataChanged.emit(self.index(0), self.index(self.rowCount() - 1))

    def marks(self, row: int) -> tuple[str, ...]:
        tile = self.entry(row).tile
        return tuple(name for name, move in (("yours", self.played), ("best", self.best))
                     if move is not None and move.tile == tile)

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role == MARKS_ROLE and index.isValid():
            return self.marks(index.row())
        shown = super().data(index, role)
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole) \
                and shown is not None:
            said = [mark_words(name, self.played if name == "yours" else self.best)
                    for name in self.marks(index.row())]
            return " — ".join([str(shown), *said])
        return shown


def mark_words(name: str, move: Move | None) -> str:
    """What a tag says to a screen reader (the picture shows it under the tile)."""
    turned = move is not None and move.rotated
    if name == "yours":
        return (translate("ReviewHand", "you placed this tile, turned") if turned
                else translate("ReviewHand", "you placed this tile"))
    return (translate("ReviewHand", "the best placement found uses this tile, turned") if turned
            else translate("ReviewHand", "the best placement found uses this tile"))


def tag_text(name: str) -> str:
    return (translate("ReviewHand", "yours") if name == "yours"
            else translate("ReviewHand", "best"))


class MarkedTileDelegate(TileDelegate):
    """Draws a tile as the table's hand does, with room under it for its tags (the view
    draws them over the items: a tag may be wider than its tile)."""

    def __init__(self, view: ReviewHandView) -> None:
        super().__init__(view)
        self.review_view = view

    def sizeHint(self, option: QStyleOptionViewItem, index: AnyIndex) -> QSize:
        size = super().sizeHint(option, index)
        return QSize(size.width(), size.height() + TAGS * TAG_HEIGHT)


def tag_slot(name: str) -> int:
    """The row of a tag under the tiles: "yours" in the first, "best" in the second, so
    that two tags never meet however wide their words ('la vôtre', 'meilleure' are wider
    than a tile)."""
    return 0 if name == "yours" else 1


class ReviewHandView(HandView):
    """The hand of a reviewed field: no drag (nothing is placed), smaller tiles, tags."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.verdict = Verdict.BEST
        """The verdict of the placement made: the colour of its tag."""
        self.marker = MarkedTileDelegate(self)
        self.setItemDelegate(self.marker)
        self.setDragEnabled(False)
        self.setAcceptDrops(False)
        self.setDragDropMode(HandView.DragDropMode.NoDragDrop)
        height = round((TILE_HEIGHT + SPACING) * SCALE) + TAGS * TAG_HEIGHT + 2
        self.setMinimumHeight(height)
        self.setMaximumHeight(height)

    def tile_scale(self) -> float:
        return min(SCALE, super().tile_scale())

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.minimumHeight())

    def tag_rect(self, row: int, name: str) -> QRectF:
        """Where the tag ``name`` of the tile of ``row`` is drawn: under the tile, as wide
        as its words, moved left if it would pass the view's right edge."""
        index = self.model().index(row, 0)
        tile = self.marker.tile_rect(QRectF(self.visualRect(index)), index)
        width = QFontMetrics(self.tag_font()).horizontalAdvance(tag_text(name)) + 8
        left = max(0.0, min(tile.left(), self.viewport().width() - 2 - width))
        return QRectF(left, tile.bottom() + 3 + tag_slot(name) * TAG_HEIGHT, width,
                      TAG_HEIGHT - 2)

    def tag_font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 0.75)
        return font

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        model = self.model()
        if model is None:
            return
        painter = QPainter(self.viewport())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self.tag_font())
        for row in range(model.rowCount()):
            for name in model.index(row, 0).data(MARKS_ROLE) or ():
                tag = self.tag_rect(row, name)
                fill_colour = verdict_colour(self.verdict if name == "yours" else Verdict.BEST,
                                             self.palette())
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(fill_colour)
                painter.drawRoundedRect(tag, 4, 4)
                painter.setPen(QPen(number_colour(fill_colour)))
                painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, tag_text(name))
        painter.end()


class ReviewHand(QWidget):
    """The hand at the field shown, its tags, and the judgement of the tile tried."""

    tileChosen = Signal(object)
    """The player picked or turned a tile (its ``Move``): the board shows it on the field."""
    tried = Signal(object)
    """The judgement of the tile tried has arrived and is shown (a ``PlacementReview``)."""

    def __init__(self, work: TaskRunner, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.work = work
        self.voice = Voice(self)
        self.field: FieldToTry | None = None
        self.judged: dict[tuple[int, int, Move], PlacementReview] = {}
        """Every tile tried, by (seat, step, move): a step back shows it at once."""
        self._asked: tuple[int, int, Move] | None = None
        """The try on the worker process now (one at a time)."""
        self._wanted: tuple[int, int, Move] | None = None
        """The try the player is looking at: judged next when another one runs."""
        self._quiet = False
        self.details = False
        self.model = MarkedHandModel(0, self)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.view = ReviewHandView()
        self.view.setModel(self.model)
        self.view.selectionModel().currentChanged.connect(lambda *_: self._chosen())
        self.model.dataChanged.connect(self._turned)
        self.view.placeRequested.connect(lambda _row: self._chosen(again=True))
        layout.addWidget(self.view, 3)
        words = QVBoxLayout()  # beside the tiles: the board above needs the height
        words.setSpacing(2)
        self.caption = plain_label()
        self.result = plain_label()
        self.figures = plain_label()
        self.figures.hide()
        for label in (self.caption, self.result, self.figures):
            label.setWordWrap(True)
            words.addWidget(label)
        words.addStretch(1)
        layout.addLayout(words, 2)
        self.caption.hide()  # until a field is shown
        self.retranslate()

    def retranslate(self) -> None:
        self.caption.setText(translate("ReviewHand", "The hand at this field. Pick any tile "
                                       "(1–9), turn it (R): its worth follows."))
        self.view.setAccessibleName(translate("ReviewHand", "The hand at this field"))
        self.view.setAccessibleDescription(translate(
            "ReviewHand", "Your tiles when you filled this field: the one you placed and the "
            "best placement found are tagged. Pick any tile and turn it to see what it was "
            "worth."))
        self._show_result(announce=False)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- the field shown -----------------------------------------------------------------

    @property
    def judging(self) -> bool:
        """A tile tried is being judged."""
        return self._asked is not None

    def warm_up(self) -> None:
        """Start the worker process now: the first tile tried is then judged as fast as
        the next (a start costs seconds; a try, a fraction of one)."""
        self.work.call(ready, done=lambda _: None, failed=lambda _: None)

    def show_field(self, then: Game, field: FieldToTry, selected: Move) -> None:
        """The hand of ``field``'s player as it stood (``then``: the game before the field
        was filled), tagged, with ``selected`` picked and turned as placed."""
        self.field = field
        review = field.review
        self._quiet = True
        try:
            self.model.seat = review.seat
            self.view.tileset = then.tileset
            self.model.sync(then)
            self.view.verdict = review.verdict
            self.model.set_marks(review.played, review.best)
            self.select(selected)
        finally:
            self._quiet = False
        self.judged[self._key(review.played)] = review
        self._wanted = self._key(selected)
        self._show_result(announce=False)

    def select(self, move: Move) -> None:
        """Pick ``move``'s tile, turned as ``move`` has it, without taking the focus."""
        row = row_of(self.model, move)
        if row is None:
            return
        index = self.model.index(row)
        if bool(index.data(HandRole.ROTATED)) != move.rotated:
            self.model.setData(index, move.rotated, HandRole.ROTATED)
        self.view.setCurrentIndex(index)

    def set_details(self, shown: bool) -> None:
        self.details = shown
        self.figures.setVisible(shown and bool(self.figures.text()))

    # --- trying ---------------------------------------------------------------------------

    def _key(self, move: Move) -> tuple[int, int, Move]:
        assert self.field is not None
        return self.field.review.seat, self.field.review.step, move

    def _turned(self, first: QModelIndex, _last: QModelIndex, roles: Sequence[int] = ()) -> None:
        if HandRole.ROTATED in roles and first == self.view.currentIndex():
            self._chosen()

    def _chosen(self, *, again: bool = False) -> None:
        """A tile picked or turned: show it, and judge it unless it was judged already."""
        move = selected_move(self.view)
        if self._quiet or self.field is None or move is None:
            return
        self.tileChosen.emit(move)
        key = self._key(move)
        if key == self._wanted and not again:
            return
        self._wanted = key
        if move not in self.field.view.legal_moves:
            self._show_result(announce=True)
            return
        if key not in self.judged:
            self._ask(self.field, move)
        self._show_result(announce=True)

    def _ask(self, field: FieldToTry, move: Move) -> None:
        if self._asked is not None:
            return  # one at a time: the one wanted then is asked for when this one ends
        key = self._key(move)
        self._asked = key
        # The solve's budget read here (not in the worker), as the review read it.
        self.work.call(try_placement, field.view, move, field.review,
                       judging.SOLVE_BUDGET, done=lambda result: self._arrived(key, result),
                       failed=lambda message: self._failed(key, message))

    def _arrived(self, key: tuple[int, int, Move], result: PlacementReview) -> None:
        self._asked = None
        self.judged[key] = result
        if key == self._wanted:
            self._show_result(announce=True)
            self.tried.emit(result)
        self._next()

    def _failed(self, key: tuple[int, int, Move], message: str) -> None:
        self._asked = None
        if key == self._wanted:
            self.result.setText(fill(translate("ReviewHand", "This tile could not be judged: "
                                               "%1"), message))
        self._next()

    def _next(self) -> None:
        """Judge the tile the player looks at now, if it is still to be judged."""
        wanted = self._wanted
        if (wanted is not None and wanted not in self.judged and self.field is not None
                and wanted[:2] == self._key(wanted[2])[:2]
                and wanted[2] in self.field.view.legal_moves):
            self._ask(self.field, wanted[2])

    def _show_result(self, *, announce: bool) -> None:
        """Say what the tile looked at is worth (or that it is being worked out)."""
        field, wanted = self.field, self._wanted
        if field is None or wanted is None:
            self.result.setText("")
            self.figures.setText("")
            self.figures.hide()
            return
        tiles = self.view.tileset
        assert tiles is not None
        judged = self.judged.get(wanted)
        figures = ""
        legal = wanted[2] in field.view.legal_moves
        if not legal:
            text = translate("ReviewHand", "This tile could not go on this field.")
        elif judged is None:
            text = translate("ReviewHand", "The expert is weighing this tile…")
        else:
            text = tried_sentence(judged, tiles)
            figures = tried_figures(judged)
        # The placement made is the window's sentence already: the caption says what to do.
        made = wanted[2] == field.review.played
        self.caption.setVisible(made)
        self.result.setVisible(not made)
        self.result.setText(text)
        self.figures.setText(figures)
        self.figures.setVisible(self.details and bool(figures))
        self.result.setAccessibleName(text)
        if announce and (judged is not None or not legal):  # "weighing" is no answer yet
            self.voice.say(None, text)
