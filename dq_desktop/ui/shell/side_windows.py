"""The windows opened from the menus: settings, records, replays, rules, the guided
game and About. Each is made when first asked for.

They stand beside the game view and act on it through its public methods; the view
knows nothing of them (it asks through signals the main window connects here)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QMessageBox, QWidget

from dq_desktop.engine.errors import DqError
from dq_desktop.engine.game import Game
from dq_desktop.engine.tileset import TileSet
from dq_desktop.storage.entries import GameId
from dq_desktop.ui.common.seats import GameSetup, shown_name
from dq_desktop.ui.common.text import fill, translate
from dq_desktop.ui.table.game_view import GameView

if TYPE_CHECKING:
    from dq_desktop.ui.help.rules_window import RulesWindow
    from dq_desktop.ui.help.tutorial import TutorialGuide
    from dq_desktop.ui.records.records_window import RecordsWindow


class SideWindows(QObject):
    def __init__(self, view: GameView) -> None:
        super().__init__(view)
        self.view = view
        self.rules: RulesWindow | None = None
        self.records: RecordsWindow | None = None
        self.guide: TutorialGuide | None = None
        self.replays: list[QWidget] = []
        self._openers: dict[QWidget, QWidget] = {}
        """The window each kept window was opened from (the record book, a replay): it
        takes the keyboard back when the kept one closes."""

    # --- the focus comes back --------------------------------------------------------

    def _return_focus(self, window: QWidget) -> None:
        """When ``window`` closes, the keys of play work again at once (Enter places)."""
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Hide and isinstance(watched, QWidget) and watched.isWindow():
            opener = self._openers.get(watched)
            # Once the window is gone.
            QTimer.singleShot(0, self, lambda: self._focus_back(opener))
        return False

    def _focus_back(self, opener: QWidget | None) -> None:
        """The keyboard to the window the closed one was opened from, while it is shown
        (the player goes on where he was); else to the game."""
        try:
            shown = opener is not None and opener.isVisible()
        except RuntimeError:  # deleted in the meantime (a replay closed just before)
            shown = False
        if opener is not None and shown:
            opener.raise_()
            opener.activateWindow()
            return
        self._focus_play()

    def _focus_play(self) -> None:
        view = self.view
        if any(w.isVisible() and w.isActiveWindow() for w in self.replays):
            return  # another side window has the keyboard
        view.host.activateWindow()
        if view.overlay.isVisible():
            view.overlay.button.setFocus(Qt.FocusReason.ActiveWindowFocusReason)
            return
        controller = view.controller
        seat = controller.active_seat if controller.has_game else -1
        playing = seat >= 0 and controller.seats[seat].is_human
        (view.hand_view if playing else view.board_view).setFocus(
            Qt.FocusReason.ActiveWindowFocusReason)

    # --- settings ------------------------------------------------------------------

    def settings(self) -> None:
        files = self.view.files
        if files is None:
            return
        from dq_desktop.ui.dialogs.settings_dialog import SettingsDialog

        before = files.settings
        dialog = SettingsDialog(before, self.view.host)
        if not dialog.exec():
            return
        chosen = dialog.chosen()
        try:
            files.save_settings(chosen)
        except OSError as error:
            from dq_desktop.ui.common.storage_messages import file_problem_text

            QMessageBox.warning(self.view.host, translate("MainWindow", "Cannot save"),
                                fill(translate("MainWindow",
                                               "The settings could not be saved:\n%1"),
                                     file_problem_text(error)))
        self.view.apply_settings(chosen, before)

    def remember_geometry(self, geometry: QByteArray) -> None:
        files = self.view.files
        if files is None:
            return
        files.keep_comfort(window_geometry=bytes(geometry.toBase64().data()).decode("ascii"))

    # --- records and replays ----------------------------------------------------------

    def records_window(self) -> None:
        files = self.view.files
        if files is None:
            return
        from dq_desktop.storage.record_book import RecordBookError
        from dq_desktop.ui.common.storage_messages import file_problem_text, record_book_report
        from dq_desktop.ui.records.records_window import RecordsWindow

        if self.records is None:
            try:
                book = files.book()
            except RecordBookError as error:
                # A folder, another program's database, a newer version's book, an
                # unreadable folder: said in words; the game goes on.
                QMessageBox.warning(self.view.host, translate("MainWindow", "Record book"),
                                    file_problem_text(error))
                return
            report = record_book_report(files.take_book_report())
            if report:
                QMessageBox.warning(self.view.host, translate("MainWindow", "Record book"),
                                    report)
            self.records = RecordsWindow(book, self.view.host)  # it reads the book
            self.records.playDealRequested.connect(self._play_deal)
            self.records.dayDealRequested.connect(self._play_day_deal)
            self.records.replayRequested.connect(self.replay)
            self.records.reviewRequested.connect(self.review_record)
            self.records.puzzlesRequested.connect(self.puzzles)
            self._return_focus(self.records)
        elif self._records_follow_the_book():
            self.records.refresh()
        self.records.show()
        self.records.raise_()

    def game_recorded(self, game_id: GameId) -> None:
        if self.records is not None and self._records_follow_the_book():
            self.records.refresh()

    def _records_follow_the_book(self) -> bool:
        """A damaged book set aside meanwhile: the records window reads the new one."""
        from dq_desktop.storage.record_book import RecordBookError

        files = self.view.files
        if files is None or self.records is None:
            return False
        try:
            book = files.book()
        except RecordBookError:
            return False
        if self.records.book is not book:
            self.records.book = book
            self.records.show_games([])  # the next refresh reads the new book whole
        return True

    def expert_total(self, game_id: GameId, total: int) -> None:
        if self.records is not None:
            self.records.set_expert_total(game_id, total)

    def _play_deal(self, seed: int, tileset: TileSet, sancho: bool) -> None:
        # The table of New Game (an unknown computer player was said at start and is
        # shown in New Game; the stand-in plays here too).
        self._play(GameSetup(self.view.table_to_play().seats, tileset, seed, sancho))

    def _play_day_deal(self) -> None:
        from dq_desktop.ui.common.day_deal import day_setup, today

        self._play(day_setup(self.view.table_to_play().seats, today()))

    def _play(self, setup: GameSetup) -> None:
        if not self.view.may_replace_game():
            return
        self.view.start(setup)
        # The game is played in the main window: the records (which stay above it, being
        # its dialog) step aside until asked for again, and the main window takes the keys.
        if self.records is not None:
            self.records.hide()
        self.view.host.raise_()
        self.view.host.activateWindow()

    def replay(self, record: dict[str, Any]) -> None:
        from dq_desktop.ui.records.replay_window import ReplayWindow

        window = ReplayWindow.from_record(record, self.view.host)
        window.reviewRequested.connect(
            lambda game: self.review_game(game, window.humans, opener=window))
        self._keep(window, opener=self.records)

    def review_record(self, record: dict[str, Any]) -> None:
        from dq_desktop.ui.coach.review_window import ReviewWindow

        try:
            window = ReviewWindow.from_record(record, self.view.host)
        except DqError as error:  # a record the book kept but the rules refuse
            QMessageBox.warning(self.view.host, translate("MainWindow", "Review"),
                                fill(translate("MainWindow", "This game cannot be reviewed: %1"),
                                     str(error)))
            return
        self._keep(window, opener=self.records)

    def puzzles(self, places: list[tuple[dict[str, Any], int, int]]) -> None:
        """The puzzles of what to work on: ``(dq-game/1 record, seat, step)`` places."""
        from dq_desktop.ui.coach.puzzle_window import PuzzleWindow

        self._keep(PuzzleWindow.of_records(places, self.view.host), opener=self.records)

    def review_game(self, game: Game, humans: list[int] | None = None, *,
                    opener: QWidget | None = None) -> None:
        """A review window for ``game``: the ``humans`` seats are reviewed and counted by its
        summary (every seat when not known), the computer players when asked; ``opener``:
        the window it was asked from, which the keyboard goes back to."""
        from dq_desktop.ui.coach.review_window import ReviewWindow

        self._keep(ReviewWindow(game, self.view.host, humans=humans), opener=opener)

    def _keep(self, window: QWidget, *, opener: QWidget | None = None) -> None:
        """Show a replay or review window that lives until it is closed; ``opener``: the
        window it was opened from (else the game's)."""
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._return_focus(window)
        self.replays.append(window)
        if opener is not None:
            self._openers[window] = opener
            # Closed first (a replay is deleted on close): the game takes the keyboard.
            opener.destroyed.connect(lambda: self._openers.pop(window, None))

        def gone() -> None:
            if window in self.replays:
                self.replays.remove(window)
            self._openers.pop(window, None)

        window.destroyed.connect(gone)
        window.show()

    def show_best_game(self, game: Game, name: str) -> None:
        """The best game found in hindsight with the tiles of ``name``, in a replay window
        at its end."""
        from dq_desktop.ui.records.replay_window import ReplayWindow

        def title() -> str:  # in the language installed when asked
            return fill(translate("MainWindow", "The best game found with the tiles of %1"),
                        shown_name(name))

        window = ReplayWindow(game, self.view.host)
        window.reviewRequested.connect(lambda game: self.review_game(game, opener=window))
        window.set_title(title)
        window.last()
        self._keep(window)

    # --- help ----------------------------------------------------------------------

    def show_rules(self, anchor: str = "goal") -> None:
        from dq_desktop.ui.help.rules_window import RulesWindow

        if self.rules is None:
            self.rules = RulesWindow(self.view.host, self.view.language.current)
            self._return_focus(self.rules)
        self.rules.show_section(anchor)

    def show_rules_of_category(self, key: str) -> None:
        from dq_desktop.ui.help.rules_window import section_of_category

        self.show_rules(section_of_category(key))

    def guided_game(self) -> None:
        from dq_desktop.ui.help.tutorial import TutorialGuide

        if not self.view.may_replace_game():  # a guided game in progress too
            return

        if self.guide is not None:
            self.guide.leave()
        guide = TutorialGuide(self.view.controller, self.view.language.current)
        dock = QDockWidget(self.view.host)
        dock.setObjectName("tutorialDock")
        dock.setWidget(guide.panel())
        dock.setTitleBarWidget(QWidget())
        self.view.host.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        # A quarter of the window at most: the board and the helper keep theirs.
        width = max(dock.minimumSizeHint().width(), min(340, self.view.host.width() // 4))
        self.view.host.resizeDocks([dock], [width], Qt.Orientation.Horizontal)
        guide.attach_hand_view(self.view.hand_view)
        guide.rulesRequested.connect(self.show_rules)
        guide.left.connect(dock.deleteLater)
        guide.left.connect(guide.deleteLater)
        guide.left.connect(self._guide_left)
        self.guide = guide
        self.view.start(guide.setup())

    def _guide_left(self) -> None:
        self.guide = None

    def about(self) -> None:
        from dq_desktop.storage.paths import DataDirs
        from dq_desktop.ui.dialogs.about_dialog import AboutDialog

        files = self.view.files
        dirs = files.dirs if files is not None else DataDirs.platform()
        AboutDialog(
            {
                translate("MainWindow", "Settings"): dirs.settings_file,
                translate("MainWindow", "Records"): dirs.record_book_file,
                translate("MainWindow", "Saved games"): dirs.saves_folder,
                translate("MainWindow", "Autosave"): dirs.autosave_file,
                translate("MainWindow", "Log"): dirs.logs,
            },
            self.view.host,
        ).exec()
