"""The game's view: the active principality large, the others as miniatures,
the hand below, the scoring helper beside, and a banner saying whose turn it is.

It fills the main window. The menus, the files and the side windows belong to the
shell (``ui/shell``), which asks this view through its methods and signals; the
end-of-game analysis is ``Hindsight``'s, and what the player hears about his files
while he plays is ``KeepingNotices``'.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, Qt, Signal, Slot
from PySide6.QtGui import QAction, QFont, QKeyEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QMainWindow,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from dq_desktop.engine.explanation import explain
from dq_desktop.engine.fields import Field
from dq_desktop.engine.game import Move, PlacementResult
from dq_desktop.storage.settings import Settings
from dq_desktop.ui.board.board_scene import PrincipalityScene
from dq_desktop.ui.board.board_view import BoardView
from dq_desktop.ui.common.computer_players import failed_text, tell
from dq_desktop.ui.common.gc_guard import collect_on_gui_thread
from dq_desktop.ui.common.language import LanguageSwitcher
from dq_desktop.ui.common.seats import GameSetup, Table, table_to_play
from dq_desktop.ui.common.text import plain_label, scaled_font, translate
from dq_desktop.ui.common.user_files import UserFiles
from dq_desktop.ui.hand.hand_model import HandModel
from dq_desktop.ui.hand.hand_selection import rest_focus_on_first_playable
from dq_desktop.ui.hand.hand_view import HandView
from dq_desktop.ui.table.abandon import may_abandon
from dq_desktop.ui.table.aids_indicator import AidsIndicator
from dq_desktop.ui.table.banner_text import banner_text, counting_text, hand_label_text
from dq_desktop.ui.table.book_reviewer import BookReviewer
from dq_desktop.ui.table.card_states import show_on_cards
from dq_desktop.ui.table.controller import GameController
from dq_desktop.ui.table.final_notes import FinalNotes
from dq_desktop.ui.table.game_keeper import GameKeeper
from dq_desktop.ui.table.helper_scores import show_in_helper
from dq_desktop.ui.table.hindsight import Hindsight
from dq_desktop.ui.table.hint import HintGiver
from dq_desktop.ui.table.keeping_dialogs import may_quit
from dq_desktop.ui.table.keeping_notices import KeepingNotices
from dq_desktop.ui.table.placement_preview import PlacementPreview
from dq_desktop.ui.table.refusals import refusal_text
from dq_desktop.ui.table.round_end import RoundEnd
from dq_desktop.ui.table.round_overlay import RoundOverlay
from dq_desktop.ui.table.score_panel import ScorePanel
from dq_desktop.ui.table.scoring_moment import ScoringMoment
from dq_desktop.ui.table.seat_card import SeatCard, card_height, read_before
from dq_desktop.ui.table.shown_seat import seat_to_show
from dq_desktop.ui.table.spoken_keys import SpokenKeys
from dq_desktop.ui.table.status_note import status_note
from dq_desktop.ui.table.superfluous import superfluous_lines
from dq_desktop.ui.table.table_voice import TableVoice


class GameView(QWidget):
    rulesRequested = Signal(str)
    """The rules section of a scoring category (its key), asked from the scoring helper."""

    def __init__(
        self,
        host: QMainWindow,
        *,
        animation_ms: int = 350,
        bot_delay_ms: int = 300,
        files: UserFiles | None = None,
        language: LanguageSwitcher | None = None,
    ) -> None:
        """``files``: the player's settings, autosave and record book (none in tests)."""
        super().__init__(host)
        self.host = host
        self.animation_ms = animation_ms
        self.files = files
        self.language = language or LanguageSwitcher()
        collect_on_gui_thread()  # computer players think on another thread
        self.controller = GameController(self, bot_delay_ms=bot_delay_ms)
        self.keeper = GameKeeper(self.controller, files, self) if files is not None else None
        self.notices = (KeepingNotices(self.keeper, self, host.statusBar())
                        if self.keeper is not None else None)
        self.reviewer = BookReviewer(self.controller, self.keeper, self) if self.keeper else None
        self.scenes: list[PrincipalityScene] = []
        self.hands: list[HandModel] = []
        self.cards: list[SeatCard] = []
        self.shown_seat = 0
        self.counted_seat: int | None = None
        self.picked_seat: int | None = None
        """The seat whose card was clicked after the game: his board is shown."""
        """The seat whose board a round's counting shows (``None``: no counting)."""
        self.thinking: set[int] = set()
        self.aids_enabled = True
        """Placement previews (purist players switch them off)."""
        self.superfluous: list[str] = []
        """What Sancho made superfluous at the last placement, in words."""
        self._build()
        self.hindsight = Hindsight(self.controller, self.overlay, self)
        self.final_notes = FinalNotes(self.overlay, self.keeper)
        self.moment = ScoringMoment(self.score_panel, self._on_category_hovered,
                                    lambda: self.animation_ms, self)
        self.round_end = RoundEnd(self.controller, self.overlay, self.moment, self.final_notes,
                                  self.hindsight, lambda: self.shown_seat,
                                  self.show_counted, self,
                                  round_notes=lambda: self.superfluous)
        self.round_end.countReached.connect(self._refresh_cards)
        self.hint = HintGiver(self, self)
        self.preview = PlacementPreview(self, self)
        self.spoken = SpokenKeys(self, self)
        self.voice = TableVoice(self.controller, host, lambda: self.shown_seat, self.round_end)
        self._connect()
        if files is not None:
            self.apply_settings(files.settings)

    # --- building ----------------------------------------------------------------

    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 8, 10, 8)
        self.banner = plain_label()  # it holds players' names
        self.banner.setObjectName("banner")
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setWordWrap(True)
        self.banner.setFont(scaled_font(self.banner.font(), 1.6, QFont.Weight.DemiBold))
        self.banner.setStyleSheet("#banner { padding: 6px; }")
        outer.addWidget(self.banner)
        self.cards_row = QHBoxLayout()
        outer.addLayout(self.cards_row)
        body = QHBoxLayout()
        left = QVBoxLayout()
        self.board_view = BoardView()
        self.board_view.setAccessibleName(translate("MainWindow", "Your principality"))
        # Small enough for a 1024-pixel screen with the guided game beside the helper.
        self.board_view.setMinimumSize(400, 220)
        left.addWidget(self.board_view, 1)
        self.hand_label = plain_label()
        left.addWidget(self.hand_label)
        self.hand_view = HandView()
        self.hand_view.setAccessibleName(translate("MainWindow", "Your tiles"))
        # Empty while a round is counted, not hidden: hidden, it would pass the focus on
        # to the helper on the way to the results card, and a screen reader would stop.
        self.no_tiles = HandModel(0, self)
        left.addWidget(self.hand_view)
        body.addLayout(left, 1)
        self.score_panel = ScorePanel()
        body.addWidget(self.score_panel)
        outer.addLayout(body, 1)
        self.overlay = RoundOverlay(self)
        self.aids_indicator = AidsIndicator(self.controller, lambda: self.aids_enabled)
        self.host.statusBar().addPermanentWidget(self.aids_indicator)
        self._build_actions()

    def _build_actions(self) -> None:
        """The two actions of play the view keeps up to date; the shell puts them in its
        menu and names them (``shell/menus.py``)."""
        self.take_back_action = QAction(self)
        self.take_back_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Undo))
        self.take_back_action.triggered.connect(lambda: self.take_back())
        self.aids_action = QAction(self)
        self.aids_action.setCheckable(True)
        self.aids_action.setChecked(True)
        self.aids_action.toggled.connect(self.set_aids)

    def retranslate(self) -> None:
        """Set every text again in the language now installed."""
        self.board_view.setAccessibleName(translate("MainWindow", "Your principality"))
        self.hand_view.setAccessibleName(translate("MainWindow", "Your tiles"))
        self.score_panel.retranslate()
        self.hint.retranslate()
        if self.controller.has_game and self.scenes:
            self._refresh_all(animate_field=None)
            if self.overlay.isVisible():
                game = self.controller.game
                if game.is_over:
                    self.overlay.show_final(game)
                    self.hindsight.show()  # its lines too, in the new language
                    self.final_notes.show()
                elif game.players[0].scores:
                    self.overlay.show_round(game, len(game.players[0].scores))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The keys of play work whatever part of the game view has the focus (a key the
        focused widget does not use comes up here): the hand takes them."""
        if event.key() in HandView.PLAY_KEYS and self.hand_view.hand() is not None:
            self.hand_view.keyPressEvent(event)
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _connect(self) -> None:
        c = self.controller
        c.gameStarted.connect(self._on_game_started)
        c.placed.connect(self._on_placed)
        c.activeSeatChanged.connect(self._on_active_seat)
        c.moveRefused.connect(self._on_refused)
        c.botThinking.connect(self._on_thinking)
        c.botFailed.connect(self._on_bot_failed)
        c.takenBack.connect(self._on_taken_back)
        self.hand_view.placeRequested.connect(self._place_row)
        self.score_panel.categoryHovered.connect(self._on_category_hovered)
        self.score_panel.helpRequested.connect(self.rulesRequested)
        self.overlay.dismissed.connect(self._on_overlay_dismissed)

    # --- starting games ------------------------------------------------------------

    def start(self, setup: GameSetup) -> None:
        self.controller.new_game(setup)

    def may_replace_game(self) -> bool:
        """Ask before a game in progress is replaced (New, Open, the guided game…)."""
        return may_abandon(self, self.controller.game if self.controller.has_game else None)

    def table_to_play(self) -> Table:
        """The table of a new game: the settings' (``seats.table_to_play``)."""
        return table_to_play(self.files.settings if self.files is not None else None)

    def apply_settings(self, settings: Settings, before: Settings | None = None) -> None:
        """Follow the settings now: language, previews, animation speed; after ``before``,
        only what the player changed (the previews chosen for this game stay otherwise)."""
        if before is None or before.language != settings.language:
            self.language.apply(settings.language)
        if before is None or before.aids != settings.aids:
            self.set_aids(settings.aids)
        self.animation_ms = settings.animation_ms
        self.controller.bot_delay_ms = max(settings.animation_ms, 120)

    def may_close(self) -> bool:
        """Ask before finished games held in memory only are lost."""
        return self.keeper is None or may_quit(self, self.keeper)

    # --- following the game --------------------------------------------------------

    @Slot()
    def _on_game_started(self) -> None:
        game, seats = self.controller.game, self.controller.seats
        self.overlay.hide()
        self.counted_seat = self.picked_seat = None
        # The last game's scenes, hands and cards go now, on this thread.
        for card in self.cards:
            card.setParent(None)
            card.deleteLater()
        for old in (*self.scenes, *self.hands):
            old.deleteLater()
        self.scenes = [PrincipalityScene(seat, self) for seat in range(len(seats))]
        self.hands = [HandModel(seat, self) for seat in range(len(seats))]
        self.cards = []
        self.thinking.clear()
        for seat, scene in enumerate(self.scenes):
            scene.accepts = self._accepts
            scene.tileDropped.connect(self._on_dropped)
            scene.previewClicked.connect(self._turn_selected)
            scene.dragPreview.connect(self.preview.on_drag)
            self.preview.follow(self.hands[seat])
            self.hands[seat].sync(game)
            if len(seats) > 1:
                card = SeatCard(seats[seat], scene, self)
                card.miniature.avoid = self._field_to_fill_on_screen
                card.setFixedHeight(card_height(self.height()))
                card.clicked.connect(lambda seat=seat: self._on_card_clicked(seat))
                self.cards_row.addWidget(card)
                self.cards.append(card)
        read_before(self.cards, self.board_view)
        self.hand_view.tileset = game.tileset
        self.shown_seat = self._seat_to_show()
        self._refresh_all(animate_field=None)
        if not any(p.placements for p in game.players):
            # The castles arrive first, as their position cards are drawn.
            for scene in self.scenes:
                for field in game.deal.castles.values():
                    scene.animate_arrival(field, self.animation_ms * 2)
        self.round_end.forget()

    def _accepts(self, seat: int, move: Move, field: Field) -> bool:
        return self.controller.can_place(seat, move, field)

    @Slot(int, object, object)
    def _on_dropped(self, seat: int, field: Field, move: Move) -> None:
        self.preview.drag_move = None
        self.controller.place(seat, move, field)

    @Slot(int)
    def _place_row(self, row: int) -> None:
        hand = self.hand_view.hand()
        if hand is not None and 0 <= row < hand.rowCount():
            self.controller.place(hand.seat, hand.entry(row).move)

    @Slot(object)
    def _on_placed(self, result: PlacementResult) -> None:
        if result.scored_round is not None:
            # Its counting comes next: the hand empties first, so that no next tile takes
            # the focus on the way to the results card.
            self.show_counted(self.shown_seat)
        # A completed field can start a round or free the tile set aside: every hand changes.
        for hand in self.hands if result.field_complete else [self.hands[result.player]]:
            hand.sync(self.controller.game)
        human = self.controller.seats[result.player].is_human
        self._refresh_all(animate_field=None if human else (result.player, result.field))
        self.superfluous = superfluous_lines(self.controller.seats, self.controller.game.tileset,
                                             result.discarded)
        note = status_note(self.controller.seats, self.controller.game.tileset, result)
        if note is not None:
            self.host.statusBar().showMessage(note, 60_000)

    @Slot(int)
    def _on_active_seat(self, seat: int) -> None:
        self.shown_seat = self._seat_to_show()
        self._refresh_all(animate_field=None)
        if seat >= 0 and self.controller.seats[seat].is_human and not self.overlay.isVisible():
            # Into the hand, unless the player reads the table of a game under way (a
            # board, the helper): the keys of play work from there too, and a screen
            # reader would stop speaking.
            focus = QApplication.focusWidget()
            begun = any(player.placements for player in self.controller.game.players)
            if not (begun and focus is not None and self.isAncestorOf(focus)
                    and focus.isVisible()):
                self.hand_view.setFocus(Qt.FocusReason.OtherFocusReason)

    @Slot()
    def _on_overlay_dismissed(self) -> None:
        if self.counted_seat is not None:  # the results read: the next round at last
            self.show_counted(None)
        if self.controller.has_game and not self.controller.game.is_over:
            self.controller.set_paused(False)
        self.hand_view.setFocus(Qt.FocusReason.OtherFocusReason)

    @Slot(int, object)
    def _on_refused(self, seat: int, error: object) -> None:
        self.host.statusBar().showMessage(
            refusal_text(error), 5000
        )

    @Slot(int, bool)
    def _on_thinking(self, seat: int, thinking: bool) -> None:
        (self.thinking.add if thinking else self.thinking.discard)(seat)
        self._refresh_cards()

    @Slot(int, str, str)
    def _on_bot_failed(self, seat: int, failed: str, stand_in: str) -> None:
        tell(self, translate("MainWindow", "Computer player failed"),
             failed_text(self.controller.seats[seat].name, failed, stand_in),
             QMessageBox.Icon.Warning)

    # --- showing -----------------------------------------------------------------

    def show_counted(self, seat: int | None) -> None:
        """While a round is counted: ``seat``'s board, and nothing of the next round."""
        self.counted_seat = seat
        self.shown_seat = self._seat_to_show()
        self._refresh_all(animate_field=None)

    def _on_card_clicked(self, seat: int) -> None:
        """After the game, a click on a player's card shows his board and his rounds."""
        if self.controller.has_game and self.controller.game.is_over:
            self.picked_seat = seat
            self.shown_seat = self._seat_to_show()
            self._refresh_all(animate_field=None)

    def _seat_to_show(self) -> int:
        if self.picked_seat is not None and self.controller.game.is_over:
            return self.picked_seat
        return seat_to_show(self.counted_seat, self.controller.seats, self.controller.active_seat,
                            self.shown_seat, self.controller.human_seats())

    def _refresh_all(self, animate_field: tuple[int, Field] | None) -> None:
        game = self.controller.game
        for seat, scene in enumerate(self.scenes):
            player = game.players[seat]
            to_fill = (game.current_field if len(player.placements) == game.step
                       and self.counted_seat is None else None)
            scene.show_board(player.board, to_fill)
        if animate_field is not None:
            seat, field = animate_field
            self.scenes[seat].animate_arrival(field, self.animation_ms)
        self.board_view.set_board(self.scenes[self.shown_seat])
        hand = self.hands[self.shown_seat] if self.counted_seat is None else self.no_tiles
        if self.hand_view.model() is not hand:
            self.hand_view.setModel(hand)
            selection = self.hand_view.selectionModel()
            selection.currentChanged.connect(self.preview.refresh)
            selection.selectionChanged.connect(self.preview.refresh)
        # No tile is chosen for the player: the field waits for his choice; the keyboard's
        # focus rests on a tile all the same.
        rest_focus_on_first_playable(self.hand_view)
        self._refresh_cards()
        self._refresh_banner()
        self._refresh_score_panel()
        self.preview.refresh()
        self.take_back_action.setEnabled(self.controller.can_take_back(self.shown_seat))

    def _refresh_cards(self) -> None:
        show_on_cards(self.cards, self.controller.game, self.shown_seat, self.thinking,
                      self.counted_seat is not None, self.round_end.holds_back)

    def _refresh_banner(self) -> None:
        seats = self.controller.seats
        game, counted = self.controller.game, self.counted_seat
        self.banner.setText(banner_text(game, seats, self.controller.active_seat)
                            if counted is None else counting_text(game, seats, counted))
        self.hand_label.setText(hand_label_text(seats, self.shown_seat) if counted is None
                                else "")

    def _field_to_fill_on_screen(self) -> QRect | None:
        """Where the shown player's field to fill is on screen: an opponent's enlarged
        board must leave it in sight."""
        game = self.controller.game
        field = game.current_field if not game.is_over else None
        place = self.board_view.field_on_screen(field) if field is not None else None
        return place.adjusted(-6, -6, 6, 6) if place is not None else None  # and its green frame

    def _refresh_score_panel(self) -> None:
        show_in_helper(self.score_panel, self.controller.game, self.shown_seat,
                       self.counted_seat is not None)

    # --- the scoring helper, previews and take-back -----------------------------------

    @Slot(str)
    def _on_category_hovered(self, key: str) -> None:
        if not self.scenes:
            return
        board = self.controller.game.players[self.shown_seat].board
        self.scenes[self.shown_seat].show_category(key or None, explain(board))

    @Slot()
    def _turn_selected(self) -> None:
        hand = self.hand_view.hand()
        index = self.hand_view.currentIndex()
        if hand is not None and index.isValid():
            hand.toggle_turn(index.row())

    @Slot(bool)
    def set_aids(self, enabled: bool) -> None:
        self.aids_enabled = enabled
        self.aids_indicator.refresh()
        if self.aids_action.isChecked() != enabled:
            self.aids_action.setChecked(enabled)
        if self.controller.has_game:
            self.preview.refresh()

    @Slot()
    def take_back(self) -> None:
        if self.controller.has_game:
            self.controller.take_back(self.shown_seat)

    @Slot(int)
    def _on_taken_back(self, seat: int) -> None:
        for hand in self.hands:
            hand.sync(self.controller.game)
        self._refresh_all(animate_field=None)

    # --- window ------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        for card in self.cards:
            card.setFixedHeight(card_height(self.height()))
        if self.overlay.isVisible():
            self.overlay.setGeometry(self.rect())

    def shut_down(self) -> None:
        """Stop the computer players and the background work (the window is closing)."""
        self.controller.shut_down()
        self.hint.shut_down()
        self.hindsight.shut_down()
        for keeping in (self.reviewer, self.keeper):  # the reviewer writes through the keeper
            if keeping is not None:
                keeping.shut_down()
        if self.files is not None:
            self.files.close()

