"""Replay a game field by field, the board and the scoring helper following.

The boards come from the engine: the record's deal is dealt again and its
placements are made one field at a time, so what is shown at each step is
exactly what the players saw. A screen reader hears each step (its field and the
tile placed there, with its roads) once the focus has settled; Tab reaches the board,
whose fields are read as the table's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal, Slot
from PySide6.QtGui import QKeySequence, QPen, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QGraphicsRectItem,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from dq_desktop.engine.explanation import explain
from dq_desktop.engine.fields import Field
from dq_desktop.engine.game import Game, PlayerState, round_of_step
from dq_desktop.engine.tiles import PlacedTile, TileKind
from dq_desktop.formats.game_record import game_from_record, human_seats
from dq_desktop.ui.board.board_scene import TILE_HEIGHT, TILE_WIDTH, PrincipalityScene, field_origin
from dq_desktop.ui.board.board_view import BoardView
from dq_desktop.ui.common import palette
from dq_desktop.ui.common.announcer import SettledSpeech
from dq_desktop.ui.common.seats import player_choice
from dq_desktop.ui.common.text import fill, plain_label, translate
from dq_desktop.ui.common.window_size import size_window
from dq_desktop.ui.records.snapshots import replay_snapshots, scores_shown
from dq_desktop.ui.table.score_panel import ScorePanel
from dq_desktop.ui.tiles.tile_words import tile_in_full

FRAME_WIDTH = 5.0


class ReplayWindow(QDialog):
    reviewRequested = Signal(object)
    """The Review button: the ``Game`` replayed, to be reviewed."""

    def __init__(
        self, game: Game, parent: QWidget | None = None, *, animation_ms: int = 250
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.humans: list[int] | None = None
        """The seats people played, when the record says (its review judges them first)."""
        self.animation_ms = animation_ms
        self.title: Callable[[], str] = lambda: translate("ReplayWindow", "Replay")
        """The window's title in the language now installed (set again on a change)."""
        self.snapshots = replay_snapshots(game)
        self.step = 0
        self.seat = 0
        self.scene = PrincipalityScene(0, self)
        self.speech = SettledSpeech.of(self)
        self.last_placed = self._frame()
        self._build()
        self._keys()
        size_window(self, "replay", QSize(1100, 600))
        self.retranslate()
        self.go_to(0)

    @classmethod
    def from_record(
        cls, record: Any, parent: QWidget | None = None, *, animation_ms: int = 250
    ) -> ReplayWindow:
        """A replay of a ``dq-game/1`` object (raises ``FileFormatError`` when it is bad)."""
        game, kinds = game_from_record(record)
        window = cls(game, parent, animation_ms=animation_ms)
        window.humans = human_seats(kinds)
        return window

    def set_title(self, title: Callable[[], str]) -> None:
        """Title the window with ``title()``, asked again at every change of language."""
        self.title = title
        self.setWindowTitle(title())

    @property
    def last_step(self) -> int:
        return len(self.snapshots) - 1

    # --- building ----------------------------------------------------------------------

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.players = player_choice([player.name for player in self.game.players])
        self.players.currentIndexChanged.connect(self.show_seat)
        top.addWidget(self.players)
        self.caption = plain_label()  # players and tile-set names
        self.caption.setObjectName("replayCaption")
        font = self.caption.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.caption.setFont(font)
        top.addWidget(self.caption, 1)
        layout.addLayout(top)
        body = QHBoxLayout()
        self.view = BoardView(self.scene, interactive=False, readable=True)
        self.view.setMinimumSize(560, 240)
        body.addWidget(self.view, 1)
        self.score_panel = ScorePanel()
        self.score_panel.categoryHovered.connect(self._on_category_hovered)
        body.addWidget(self.score_panel)
        layout.addLayout(body, 1)
        layout.addLayout(self._controls())

    def _controls(self) -> QHBoxLayout:
        row = QHBoxLayout()
        icons = QStyle.StandardPixmap
        self.first_button = self._button(icons.SP_MediaSkipBackward, self.first)
        self.previous_button = self._button(icons.SP_MediaSeekBackward, self.previous)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, self.last_step)
        self.slider.setPageStep(1)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.valueChanged.connect(self.go_to)
        self.next_button = self._button(icons.SP_MediaSeekForward, self.next)
        self.last_button = self._button(icons.SP_MediaSkipForward, self.last)
        self.position = QLabel()
        self.position.setMinimumWidth(self.position.fontMetrics().horizontalAdvance("00 / 00") + 8)
        self.position.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.first_button)
        row.addWidget(self.previous_button)
        row.addWidget(self.slider, 1)
        row.addWidget(self.next_button)
        row.addWidget(self.last_button)
        row.addWidget(self.position)
        self.review_button = QPushButton()
        self.review_button.clicked.connect(self.open_review)
        self.review_button.setVisible(self.game.is_over or self.game.step > 0)
        row.addWidget(self.review_button)
        return row

    @Slot()
    def open_review(self) -> None:
        """Ask for the review of the game replayed (the coach's window, opened by the shell)."""
        self.reviewRequested.emit(self.game)

    def _button(self, icon: QStyle.StandardPixmap, slot: Any) -> QToolButton:
        button = QToolButton()
        button.setIcon(self.style().standardIcon(icon))
        button.setAutoRaise(False)
        button.setMinimumSize(40, 32)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(slot)
        return button

    def retranslate(self) -> None:
        """Set every text again in the language now installed."""
        self.setWindowTitle(self.title())
        self.players.setAccessibleName(translate("ReplayWindow", "Player shown"))
        self.review_button.setText(translate("ReplayWindow", "Re&view"))
        self.view.setAccessibleName(translate("ReplayWindow", "Principality"))
        self.slider.setAccessibleName(translate("ReplayWindow", "Placement"))
        for button, tip in (
            (self.first_button, translate("ReplayWindow", "First (Home)")),
            (self.previous_button, translate("ReplayWindow", "Previous placement (Left)")),
            (self.next_button, translate("ReplayWindow", "Next placement (Right)")),
            (self.last_button, translate("ReplayWindow", "Last (End)")),
        ):
            button.setToolTip(tip)
            button.setAccessibleName(tip)
        self.score_panel.retranslate()
        self._show(animate=False)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _keys(self) -> None:
        for key, slot in (
            (Qt.Key.Key_Home, self.first),
            (Qt.Key.Key_Left, self.previous),
            (Qt.Key.Key_Right, self.next),
            (Qt.Key.Key_End, self.last),
        ):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(slot)

    # --- stepping ----------------------------------------------------------------------

    @Slot()
    def first(self) -> None:
        self.go_to(0)

    @Slot()
    def previous(self) -> None:
        self.go_to(self.step - 1)

    @Slot()
    def next(self) -> None:
        self.go_to(self.step + 1)

    @Slot()
    def last(self) -> None:
        self.go_to(self.last_step)

    @Slot(int)
    def go_to(self, step: int) -> None:
        """Show the boards after ``step`` fields were filled (0: only the castles)."""
        forward = step == self.step + 1
        self.step = max(0, min(step, self.last_step))
        self._show(animate=forward and self.step > 0)

    @Slot(int)
    def show_seat(self, seat: int) -> None:
        if 0 <= seat < len(self.game.players):
            self.seat = seat
            self._show(animate=False)

    # --- showing -----------------------------------------------------------------------

    def _show(self, *, animate: bool) -> None:
        step, player = self.step, self.snapshots[self.step][self.seat]
        positions = self.game.deal.positions
        to_fill = positions[step] if step < len(positions) else None
        self.scene.show_board(player.board, to_fill)
        self._frame_field(positions[step - 1] if step else None)
        if animate:
            self.scene.animate_arrival(positions[step - 1], self.animation_ms)
        facts = explain(player.board)
        number, now = scores_shown(player, step)
        self.score_panel.show_scores(player.name, number, now, player.scores, facts)
        self.caption.setText(self._caption(step, player))
        self.position.setText(f"{step} / {self.last_step}")
        self.slider.blockSignals(True)
        self.slider.setValue(step)
        self.slider.blockSignals(False)
        self._say(step, player)
        self.first_button.setEnabled(step > 0)
        self.previous_button.setEnabled(step > 0)
        self.next_button.setEnabled(step < self.last_step)
        self.last_button.setEnabled(step < self.last_step)

    def _say(self, step: int, player: PlayerState) -> None:
        """The step in words: the caption, and the tile placed there with its roads."""
        said = self.caption.text()
        if step:
            placement = player.placements[step - 1]
            tile = self.game.tileset[placement.tile]
            if tile.kind is not TileKind.SANCHO:  # the caption names him
                said = f"{said} · {tile_in_full(PlacedTile(tile, placement.rotated))}"
        self.speech.forget()  # only the step shown now is worth saying
        self.speech.say_later(said)

    def _frame(self) -> QGraphicsRectItem:
        """The outline that marks the tile placed last."""
        inset = FRAME_WIDTH / 2
        item = QGraphicsRectItem(
            QRectF(inset, inset, TILE_WIDTH - 2 * inset, TILE_HEIGHT - 2 * inset)
        )
        item.setPen(QPen(palette.HIGHLIGHT, FRAME_WIDTH))
        item.setZValue(10)
        item.setAcceptHoverEvents(False)
        self.scene.addItem(item)
        return item

    def _frame_field(self, field: Field | None) -> None:
        self.last_placed.setVisible(field is not None)
        if field is not None:
            self.last_placed.setPos(field_origin(field))

    @Slot(str)
    def _on_category_hovered(self, key: str) -> None:
        board = self.snapshots[self.step][self.seat].board
        self.scene.show_category(key or None, explain(board))

    def _caption(self, step: int, player: PlayerState) -> str:
        total = len(self.game.deal.positions)
        if step == 0:
            castles = self.game.deal.castles
            return fill(
                translate("ReplayWindow", "The deal: the 6-castle on %1, the 4-castle on %2"),
                castles[6],
                castles[4],
            )
        placement = player.placements[step - 1]
        text = fill(
            translate("ReplayWindow", "Round %1 · field %2 of %3: %4"),
            round_of_step(step - 1),
            step,
            total,
            placement.field,
        )
        sancho = self.game.tileset.sancho
        if sancho is not None and placement.tile == sancho.id:
            text += " · " + translate("ReplayWindow", "Sancho Panza")
        if step == total:
            text += " · " + fill(translate("ReplayWindow", "final total %1"), player.total)
        return text
