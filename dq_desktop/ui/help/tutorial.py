"""The guided first game: a fixed solitaire deal, explained placement by placement.

``TutorialGuide`` is attached to a window's ``GameController``. ``setup()`` is
the deal to start; from then on the guide follows the controller's signals and
shows, in its ``panel()``, the text of the step at hand. "Show me" picks out the
suggested tile in the hand (once a hand view is attached) and draws it in the
panel. A player may place another tile: the guide then says that the story of
this deal is now his own, and stays until it is left. Leaving, or starting
another game, emits ``left``.

The guided game is marked so (``GameSetup.guided``): the guide chose every tile knowing
the whole deal, so the game never enters the record book, and is not offered for
resumption after a quit (the guide would not be there to go on with it).
For a screen reader: the introduction gives the focus to Begin, Begin gives it to the
hand, and each text is announced once the focus has settled, after the table's own
sentences (the placement, the next field); "Show me" says the tile, its roads and where
it goes.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QLocale, QObject, Qt, Signal, Slot
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QWidget

from dq_desktop.engine.game import ROUND_ENDS, Game, Move, PlacementResult, round_of_step
from dq_desktop.engine.tiles import PlacedTile
from dq_desktop.ui.common.announcer import SettledSpeech
from dq_desktop.ui.common.seats import GameSetup, program_table
from dq_desktop.ui.common.text import fill
from dq_desktop.ui.hand.hand_selection import select_move
from dq_desktop.ui.hand.hand_view import HandView
from dq_desktop.ui.help.tutorial_panel import TutorialPanel
from dq_desktop.ui.help.tutorial_script import STEPS, TutorialText, tutorial_game, tutorial_text
from dq_desktop.ui.table.controller import GameController
from dq_desktop.ui.tiles.tile_words import tile_in_full

__all__ = ["RULES_LINK", "TutorialGuide"]

RULES_LINK = "rules:"
"""Links in the texts that open a section of the rules help: ``rules:defense``."""
SEAT = 0


class TutorialGuide(QObject):
    """Follows a game of the tutorial deal and explains each step in its panel."""

    left = Signal()
    """The player left the guided game (or started another game)."""
    stepChanged = Signal(int)
    """The step now explained (0–21), or 22 once the game is over."""
    rulesRequested = Signal(str)
    """A link in a text asks for the rules section with this anchor."""
    suggestionShown = Signal(object)
    """'Show me' was pressed: the suggested ``Move`` for the current field."""

    def __init__(self, controller: GameController, language: str | None = None) -> None:
        """``language``: an application language code; by default the current locale's."""
        super().__init__(controller)
        self.controller = controller
        self.script = tutorial_game()
        self.texts: TutorialText = tutorial_text(language or QLocale().name())
        self.tileset = self.script.tile_set()
        self._setup: GameSetup | None = None
        self._panel: TutorialPanel | None = None
        self._hand_view: HandView | None = None
        self._speech: SettledSpeech | None = None
        self._said = ""
        """The text announced last: a text is said once, when it comes."""
        self._begun = False
        self._gone = False
        controller.gameStarted.connect(self._on_game_started)
        controller.placed.connect(self._on_placed)
        controller.activeSeatChanged.connect(self._on_active_seat)
        controller.takenBack.connect(self._on_taken_back)

    # --- for the window ----------------------------------------------------------

    def setup(self) -> GameSetup:
        """The deal of the guided game: one human seat, the tutorial's tile set and seed,
        marked as the guided game (never recorded)."""
        if self._setup is None:
            self._setup = GameSetup(program_table(), self.tileset, self.script.seed,
                                    sancho=False, guided=True)
        return self._setup

    def panel(self) -> QWidget:
        """The guide's panel (made on first use; the window places it)."""
        if self._panel is None:
            self._panel = TutorialPanel()
            self._panel.beginClicked.connect(self.begin)
            self._panel.showClicked.connect(self.show_suggestion)
            self._panel.leaveClicked.connect(self.leave)
            self._panel.linkActivated.connect(self._on_link)
            self._panel.languageChanged.connect(self._on_language_changed)
            self._panel.destroyed.connect(self._on_panel_destroyed)
            self._panel.begin_button.installEventFilter(self)
            self._refresh()
        return self._panel

    def attach_hand_view(self, hand_view: HandView) -> None:
        """Let 'Show me' select and turn the suggested tile in this hand view, and speak
        in its window."""
        self._hand_view = hand_view
        self._speech = SettledSpeech.of(hand_view.window())

    def set_language(self, language: str) -> None:
        """Show the texts in ``language`` from now on (the panel follows the application's
        language by itself: see ``TutorialPanel.languageChanged``)."""
        self.texts = tutorial_text(language)
        self._refresh()

    # --- where the game stands ---------------------------------------------------

    @property
    def is_following(self) -> bool:
        """Whether the controller plays the guided game (and the guide has not been left)."""
        return (
            not self._gone
            and self._setup is not None
            and self.controller.has_game
            and self.controller.setup is self._setup
        )

    @property
    def game(self) -> Game | None:
        return self.controller.game if self.is_following else None

    @property
    def step(self) -> int:
        """The field being filled (0–21), 22 once the game is over."""
        game = self.game
        return 0 if game is None else game.step

    @property
    def on_script(self) -> bool:
        """Whether every placement so far is the one the guide suggested."""
        game = self.game
        if game is None:
            return True
        played = [Move(p.tile, p.rotated) for p in game.players[SEAT].placements]
        suggested = [step.suggested for step in self.script.steps[: len(played)]]
        return played == suggested

    def suggestion(self) -> Move | None:
        """The suggested move for the current field, while the player follows the script."""
        game = self.game
        if game is None or game.is_over or not self.on_script:
            return None
        move = self.script.steps[game.step].suggested
        return move if move in game.legal_moves(SEAT) else None

    def text(self) -> str:
        """The HTML the panel shows now."""
        game = self.game
        if game is not None and game.is_over:
            if self.on_script:
                return self.texts.outro
            return fill(self.texts.outro_own, game.players[SEAT].total)
        if not self.on_script:
            return self.texts.own_way
        if not self._begun and self.step == 0:
            return self.texts.intro
        return self.texts.step(self.step)

    # --- actions -------------------------------------------------------------------

    @Slot()
    def begin(self) -> None:
        """Leave the introduction for the first step: the hand takes the focus (Begin,
        hidden, would pass it on to Leave), and the step is said."""
        self._begun = True
        self._refresh()
        if self._hand_view is not None:
            self._hand_view.setFocus(Qt.FocusReason.OtherFocusReason)
        self._say_text()

    @Slot()
    def show_suggestion(self) -> None:
        """Point out the suggested tile: in the hand, turned as suggested, and in the panel."""
        move = self.suggestion()
        game = self.game
        if move is None or game is None:
            return
        self._select_in_hand(move)
        placed = PlacedTile(self.tileset[move.tile], move.rotated)
        if self._panel is not None:
            field = str(game.current_field)
            self._panel.show_suggestion(placed, field, rotated=move.rotated)
            self._say(f"{tile_in_full(placed)} {self._panel.where.text()}")
        self.suggestionShown.emit(move)

    @Slot()
    def leave(self) -> None:
        """Stop guiding; the game itself goes on."""
        if self._gone:
            return
        self._gone = True
        self.controller.gameStarted.disconnect(self._on_game_started)
        self.controller.placed.disconnect(self._on_placed)
        self.controller.activeSeatChanged.disconnect(self._on_active_seat)
        self.controller.takenBack.disconnect(self._on_taken_back)
        self.left.emit()

    def _select_in_hand(self, move: Move) -> None:
        if self._hand_view is not None:
            select_move(self._hand_view, move, SEAT)

    # --- following the controller ----------------------------------------------------

    @Slot()
    def _on_game_started(self) -> None:
        if self._setup is not None and self.controller.setup is not self._setup:
            self.leave()  # another game replaced the guided one
            return
        self._begun = False
        self._refresh()
        if self._speech is not None and self._beginning():
            # The table's first field is queued next: it waits, as the introduction does,
            # for Begin to take the focus (the panel is shown after the game starts, so
            # said before, the field would be cut off by that focus change).
            self._speech.later(lambda: None, lambda: not self._beginning())

    @Slot(object)
    def _on_placed(self, result: PlacementResult) -> None:
        if self.is_following:
            self._begun = True
            self._refresh()

    @Slot(int)
    def _on_active_seat(self, seat: int) -> None:
        if self.is_following:
            self._refresh()
            self._focus_begin()
            self._say_text()

    def _focus_begin(self) -> None:
        """On the introduction, Begin takes the focus: now, or when it is first shown (the
        panel's dock appears after the game has started)."""
        begin = self._panel.begin_button if self._panel is not None else None
        if begin is not None and not begin.isHidden() and begin.isVisible():
            begin.setFocus(Qt.FocusReason.OtherFocusReason)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and self._panel is not None \
                and watched is self._panel.begin_button:
            self._focus_begin()
            if self._speech is not None:
                self._speech.soon()
        return False

    def _beginning(self) -> bool:
        """Whether the introduction is shown, its Begin button not yet focused."""
        begin = self._panel.begin_button if self._panel is not None else None
        return begin is not None and not begin.isHidden() and not begin.hasFocus()

    def _say_text(self) -> None:
        """The text shown now, once: after the table's sentences of the same moment (the
        introduction once Begin has the focus)."""
        text = QTextDocumentFragment.fromHtml(self.text()).toPlainText().strip()
        if text != self._said:
            self._said = text
            self._say(text, lambda: not self._beginning())

    def _say(self, text: str, ready: Callable[[], bool] | None = None) -> None:
        if self._speech is not None:
            self._speech.say_later(text, ready)

    @Slot(int)
    def _on_taken_back(self, seat: int) -> None:
        if self.is_following:
            self._refresh()

    @Slot()
    def _on_panel_destroyed(self) -> None:
        self._panel = None

    @Slot()
    def _on_language_changed(self) -> None:
        self.set_language(QLocale().name())

    @Slot(str)
    def _on_link(self, link: str) -> None:
        if link.startswith(RULES_LINK):
            self.rulesRequested.emit(link.removeprefix(RULES_LINK))

    def _refresh(self) -> None:
        step = self.step
        self.stepChanged.emit(step)
        if self._panel is None:
            return
        game = self.game
        beginning = game is not None and not self._begun and step == 0 and self.on_script
        self._panel.show_page(
            self.text(), beginning=beginning, can_show=self.suggestion() is not None
        )
        over = game is not None and game.is_over
        self._panel.show_progress(
            min(step, STEPS - 1), 0 if over else STEPS, round_of_step(min(step, ROUND_ENDS[-1] - 1))
        )
