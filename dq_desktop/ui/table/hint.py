"""A hint during play: the expert's choice for the field to fill, pointed out in the hand.

The expert (``engine/bots/expert.expert_choice``, the very placement the expert bot
and the review choose from the same view) thinks on the task runner's worker
process, and its answer is collected on the GUI thread; it sees only what the player
sees (his ``PlayerView``). The suggested tile is selected in the hand, turned as the
expert would place it, and drawn as a ghost on the field. Asking for a hint
marks the game assisted (a preview never does): the record book keeps such games
apart from the unaided bests.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow

from dq_desktop.engine.game import Move
from dq_desktop.engine.tiles import PlacedTile, TileKind
from dq_desktop.engine.view import view_of
from dq_desktop.ui.board.board_scene import PrincipalityScene
from dq_desktop.ui.common.announcer import announce
from dq_desktop.ui.common.tasks import Task, TaskRunner
from dq_desktop.ui.common.text import fill, translate
from dq_desktop.ui.hand.hand_selection import select_move
from dq_desktop.ui.hand.hand_view import HandView
from dq_desktop.ui.table import announcements
from dq_desktop.ui.table.controller import GameController

MESSAGE_MS = 10_000


class HintHost(Protocol):
    """What the hint needs of the game view (which owns it)."""

    controller: GameController
    hand_view: HandView
    scenes: list[PrincipalityScene]
    shown_seat: int
    counted_seat: int | None
    host: QMainWindow


class HintGiver(QObject):
    """The Hint action of the Game menu (key H) and the expert working behind it."""

    def __init__(self, game_view: HintHost, parent: QObject) -> None:
        super().__init__(parent)
        self.game_view = game_view
        self.action = QAction(parent)
        self.action.setShortcut(QKeySequence("H"))
        self.action.triggered.connect(lambda: self.ask())
        self.work = TaskRunner(self)
        self._asked: tuple[int, int] | None = None
        """(seat, step) of the hint under way; a game that moves on forgets it."""
        self._said = ""
        self._task: Task | None = None
        controller = game_view.controller
        controller.gameStarted.connect(self.forget)
        controller.placed.connect(self.forget)
        controller.takenBack.connect(self.forget)
        self.retranslate()

    def retranslate(self) -> None:
        self.action.setText(translate("MainWindow", "&Hint"))
        self.action.setToolTip(translate(
            "MainWindow", "The expert's choice for this field, shown in your hand and on the "
            "board. A game with a hint counts as assisted."))

    def _seat_to_help(self) -> int | None:
        """The seat a hint is for: the human whose turn it is and whose board is shown."""
        controller = self.game_view.controller
        if not controller.has_game or controller.game.is_over:
            return None
        if self.game_view.counted_seat is not None:
            return None  # a round is being counted: the next field is not in sight yet
        seat = controller.active_seat
        if seat < 0 or not controller.seats[seat].is_human or seat != self.game_view.shown_seat:
            return None
        return seat

    @Slot()
    def ask(self) -> None:
        seat = self._seat_to_help()
        if seat is None:
            self._say(translate("MainWindow", "A hint is for your own turn."))
            return
        if self._asked is not None:
            return
        controller = self.game_view.controller
        game = controller.game
        controller.mark_assisted(seat)
        asked = self._asked = (seat, game.step)
        # The engine's own function, imported when asked (heavy, not needed at start-up):
        # the worker process unpickles it by its module, which must hold no Qt.
        from dq_desktop.engine.bots.expert import expert_choice

        view = view_of(game, seat)
        self._task = self.work.call(expert_choice, view,
                                    done=lambda move: self._arrived(asked, move),
                                    failed=lambda _message: self._failed(asked))
        self.action.setEnabled(False)
        self._say(translate("MainWindow", "The expert is thinking…"))

    @Slot()
    def forget(self) -> None:
        """Drop a hint under way: the game moved on (its answer, when it comes, is ignored),
        and the hint's words leave the status bar with it."""
        self._asked = None
        if self._task is not None:
            self._task.cancel()
            self._task = None
        self.action.setEnabled(True)
        bar = self.game_view.host.statusBar()
        if self._said and bar.currentMessage() == self._said:
            bar.clearMessage()

    def _arrived(self, asked: tuple[int, int], move: Move) -> None:
        if asked != self._asked:
            return
        self._asked, self._task = None, None
        self.action.setEnabled(True)
        self.show(asked[0], move)

    def _failed(self, asked: tuple[int, int]) -> None:
        if asked == self._asked:
            self._asked, self._task = None, None
            self.action.setEnabled(True)
            self._say(translate("MainWindow", "No hint could be found."))

    def show(self, seat: int, move: Move) -> None:
        """Point ``move`` out: selected and turned in the hand, a ghost on the field."""
        view = self.game_view
        game = view.controller.game
        select_move(view.hand_view, move, seat)
        tile = game.tileset[move.tile]
        view.scenes[seat].set_preview(PlacedTile(tile, move.rotated))
        text = (translate("MainWindow", "Hint: Sancho Panza on %1")
                if tile.kind is TileKind.SANCHO
                else translate("MainWindow", "Hint: this tile on %1, turned") if move.rotated
                else translate("MainWindow", "Hint: this tile on %1"))
        field = game.current_field
        if field is None:  # the game is over: nothing to point out
            return
        self._say(fill(text, field), announcements.hint(PlacedTile(tile, move.rotated), field))

    def _say(self, text: str, spoken: str | None = None) -> None:
        """Show ``text`` in the status bar; screen readers hear ``spoken`` (or it)."""
        self._said = text
        self.game_view.host.statusBar().showMessage(text, MESSAGE_MS)
        announce(self.game_view.host, spoken or text)

    def shut_down(self) -> None:
        self.forget()
        self.work.shut_down()
