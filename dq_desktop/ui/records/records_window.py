"""The records window: bests, marks, history, categories and every game, at a glance.

It reads the record book and changes nothing in it but what the player asks of its
Record book menu (restore a backup, merge another book: ``book_menu.py``, on a thread of
their own); what the player asks for (play a deal again, replay a game) goes out as
signals for the main window.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import (
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    QSize,
    Qt,
    Signal,
    Slot,
)
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFileDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from dq_desktop.engine.errors import DqError
from dq_desktop.formats.tileset_file import tileset_from_json
from dq_desktop.storage.entries import GameEntry, GameId
from dq_desktop.storage.record_book import RecordBook, RecordBookError
from dq_desktop.storage.record_csv import export_csv
from dq_desktop.storage.record_stats import (
    band_counts,
    category_totals,
    history,
    personal_bests,
    round_averages,
)
from dq_desktop.storage.review_entries import merged_reviews
from dq_desktop.ui.common.storage_messages import file_problem_text
from dq_desktop.ui.common.text import fill, translate
from dq_desktop.ui.common.window_size import size_window
from dq_desktop.ui.records.averages_or_work import AveragesOrWork
from dq_desktop.ui.records.book_menu import BookMenu
from dq_desktop.ui.records.category_chart import CategoryChart
from dq_desktop.ui.records.chart_scales import measure_name
from dq_desktop.ui.records.deal_panels import DayDealPanel, SameDealLine
from dq_desktop.ui.records.distribution_chart import DistributionChart
from dq_desktop.ui.records.games_model import ENTRY_ROLE, Column, GamesModel
from dq_desktop.ui.records.progress import GAP, TOTAL, span
from dq_desktop.ui.records.records_filters import RecordsFilters
from dq_desktop.ui.records.records_summary import BandsPanel, BestsPanel, RoundAverages
from dq_desktop.ui.records.records_words import book_notice, caption_text
from dq_desktop.ui.records.totals_chart import TotalsChart
from dq_desktop.ui.records.work_on import WorkOnPanel

WIDTH_FROM_ROWS = 50
"""A column is as wide as its header and the widest of the rows shown and this many more."""
logger = logging.getLogger(__name__)


class RecordsWindow(QDialog):
    playDealRequested = Signal(int, object, bool)
    """(deal number, ``TileSet``, Sancho on) of the game chosen: start it anew."""
    replayRequested = Signal(object)
    """The chosen game's ``dq-game/1`` record (a dict): open it in a replay window."""
    reviewRequested = Signal(object)
    """The chosen game's ``dq-game/1`` record (a dict): open it in a review window."""
    dayDealRequested = Signal()
    """Start the deal of the day."""
    puzzlesRequested = Signal(object)
    """``(dq-game/1 record, seat, step)`` places of what to work on: play them as puzzles."""

    def __init__(self, book: RecordBook, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.book = book
        self.model = GamesModel(self)  # it sorts itself: no proxy model (see games_model)
        self.games: list[GameEntry] = []
        """Every game of the book, oldest first (the list shows those the filters keep)."""
        self.now: Callable[[], datetime] = lambda: datetime.now().astimezone()
        """Where the periods end (a test sets its own day)."""
        self.boxes: dict[str, QGroupBox] = {}
        self._logged: set[GameId] = set()
        self._reviews_mark = 0
        """Where the reviews read so far end (``RecordBook.reviews_mark``)."""
        self._build()
        size_window(self, "records", QSize(1280, 860))  # room for the review column
        self.retranslate()
        self.refresh()

    # --- building ----------------------------------------------------------------------

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        self.caption = QLabel()
        self.caption.setObjectName("recordsCaption")
        font = QFont(self.caption.font())
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.caption.setFont(font)
        self.caption.setWordWrap(True)
        self.day_deal = DayDealPanel()
        self.day_deal.playRequested.connect(self.dayDealRequested)
        self.day_deal.showRequested.connect(self.select_game)
        top = QHBoxLayout()  # the deal of the day beside the caption: no row of its own
        top.addWidget(self.caption, 1)
        top.addWidget(self.day_deal, 3)
        layout.addLayout(top)
        self.notice = QLabel()  # what cannot be shown; words from the book: plain text
        self.notice.setObjectName("recordsNotice")
        self.notice.setTextFormat(Qt.TextFormat.PlainText)
        self.notice.setWordWrap(True)
        self.notice.hide()
        layout.addWidget(self.notice)
        self.bests = BestsPanel()
        for cell in self.bests.cells.values():
            cell.clicked.connect(self._on_best_clicked)
        self.bands = BandsPanel()
        self.filters = RecordsFilters()
        self.filters.changed.connect(self._show_filtered)
        layout.addWidget(self.filters)
        self.chart = TotalsChart()
        self.chart.gameClicked.connect(self.select_game)
        self.distribution = DistributionChart()
        charts = QWidget()
        beside = QHBoxLayout(charts)
        beside.setContentsMargins(0, 0, 0, 0)
        beside.addWidget(self.chart, 3)
        beside.addWidget(self.distribution, 1)
        self.categories = CategoryChart()
        self.averages = RoundAverages()
        grid = QGridLayout()
        grid.setColumnStretch(0, 3)
        grid.setColumnStretch(1, 2)
        grid.addWidget(self._box("bests", self.bests), 0, 0)
        grid.addWidget(self._box("bands", self.bands), 0, 1)
        grid.addWidget(self._box("chart", charts), 1, 0)
        grid.addWidget(self._box("categories", self.categories), 1, 1)
        grid.addWidget(self._box("games", self._table(), self._same_deal()), 2, 0)
        self.work_on = WorkOnPanel()
        self.work_on.puzzlesRequested.connect(self.puzzlesRequested)
        grid.addWidget(AveragesOrWork(self.work_on, self.averages), 2, 1)
        grid.setRowStretch(1, 3)
        grid.setRowStretch(2, 2)
        layout.addLayout(grid, 1)
        layout.addLayout(self._buttons())

    def _box(self, name: str, *contents: QWidget) -> QGroupBox:
        box = QGroupBox()
        inner = QVBoxLayout(box)
        inner.setContentsMargins(8, 6, 8, 8)
        for content in contents:
            inner.addWidget(content)
        self.boxes[name] = box
        return box

    def _table(self) -> QTableView:
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(Column.DATE, Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; the arrows go round it
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        # The header and a row at least: on a small screen the line of the same deal's
        # games below takes the room of another.
        self.table.setMinimumHeight(2 * (self.fontMetrics().height() + 8) + 4)
        header = self.table.horizontalHeader()
        # Widths from the header and the first rows only, worked out when the games are
        # set (ResizeToContents would read every row at every change). The last column
        # (players) fills what is left, at least as wide as its header: long names are
        # cut short (whole in the tooltip) rather than pushing the header out of sight
        # behind a horizontal scroll bar.
        header.setResizeContentsPrecision(WIDTH_FROM_ROWS)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        self.table.doubleClicked.connect(self.replay)
        self.table.selectionModel().selectionChanged.connect(self._on_selection)
        return self.table

    def _same_deal(self) -> SameDealLine:
        self.same_deal = SameDealLine()
        self.same_deal.showRequested.connect(self.select_game)
        return self.same_deal

    def _buttons(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.play_button = QPushButton()
        self.play_button.clicked.connect(self.play_again)
        self.replay_button = QPushButton()
        self.replay_button.clicked.connect(self.replay)
        self.review_button = QPushButton()
        self.review_button.clicked.connect(self.review)
        self.export_button = QPushButton()
        self.export_button.clicked.connect(self.ask_export)
        self.book_menu = BookMenu(self, self.book.path)
        self.book_menu.changed.connect(self.read_again)
        self.book_button = QPushButton()
        self.book_button.setMenu(self.book_menu.menu)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.accept)
        row.addWidget(self.play_button)
        row.addWidget(self.replay_button)
        row.addWidget(self.review_button)
        row.addStretch(1)
        row.addWidget(self.book_button)
        row.addWidget(self.export_button)
        row.addWidget(self.close_button)
        return row

    def retranslate(self) -> None:
        """Set every text again in the language now installed."""
        self.setWindowTitle(translate("RecordsWindow", "Records"))
        titles = {
            "bests": translate("RecordsWindow", "Personal bests"),
            "bands": translate("RecordsWindow", "The rulebook's marks"),
            "chart": self._chart_title(),
            "categories": translate("RecordsWindow", "Points per category"),
            "games": translate("RecordsWindow", "All games"),
        }
        for name, box in self.boxes.items():
            box.setTitle(titles[name])
        self.table.setAccessibleName(titles["games"])
        self.play_button.setText(translate("RecordsWindow", "&Play this deal again"))
        self.replay_button.setText(translate("RecordsWindow", "&Replay"))
        self.review_button.setText(translate("RecordsWindow", "Re&view"))
        self.export_button.setText(translate("RecordsWindow", "&Export to CSV…"))
        self.book_button.setText(translate("RecordsWindow", "Record &book"))
        self.book_menu.retranslate()
        self.close_button.setText(translate("RecordsWindow", "&Close"))
        self.bests.retranslate()
        self.bands.retranslate()
        self.averages.retranslate()
        self.day_deal.retranslate()
        self.same_deal.retranslate()
        self.filters.retranslate()
        self.model.retranslate()
        self._fit_columns()
        self.chart.set_games(self.chart.games, span=self.chart.span)
        self.distribution.set_values(self.distribution.values)
        self.categories.set_values(self.categories.values)
        self.caption.setText(caption_text(len(self.games), len(history(self.games))))
        self._show_notice()

    def _show_notice(self) -> None:
        notice = book_notice(self.book)
        self.notice.setText(notice)
        self.notice.setVisible(bool(notice))
        for game in self.book.unreadable.values():
            if game.id not in self._logged:
                self._logged.add(game.id)
                logger.warning("%s: game %d not shown: %s", self.book.path, game.id, game.fault)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- showing -----------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the book again (after a game was recorded) and show everything anew.

        Only what changed is read: the games recorded since the last reading, the
        expert's totals, the hindsight bests and the reviews (the whole book again if it
        holds fewer games than shown)."""
        try:
            games = self._read_changes()
        except DqError as error:  # in words: SQLite's own go to the log
            QMessageBox.warning(self, translate("RecordsWindow", "Record book"),
                                file_problem_text(error))
            games = []
        self.show_games(games)

    @Slot()
    def read_again(self) -> None:
        """Read the whole book again: its games were replaced or others added."""
        self.show_games([])
        self.refresh()

    def _read_changes(self) -> list[GameEntry]:
        shown = self.games
        mark = self.book.reviews_mark()  # before reading: a review written meanwhile is read
        if not shown or self.book.count() < len(shown):
            self._reviews_mark = mark
            return self.book.games()
        experts = self.book.expert_totals()
        hindsight = self.book.hindsight_totals()
        # Only the reviews kept since the last reading (by the background reviewer).
        reviews = self.book.reviews(after=self._reviews_mark)
        self._reviews_mark = mark
        games = [
            game if (game.expert_total, game.hindsight_total) == (experts.get(game.id),
                                                                   hindsight.get(game.id))
            and game.id not in reviews
            else replace(game, expert_total=experts.get(game.id),
                         hindsight_total=hindsight.get(game.id),
                         reviews=merged_reviews(game.reviews, reviews.get(game.id, ())))
            for game in shown
        ]
        added = self.book.games(after=max(game.id for game in shown))
        if added and (added[0].played_at, added[0].id) < (games[-1].played_at, games[-1].id):
            return sorted(games + added, key=lambda game: (game.played_at, game.id))
        return games + added

    def show_games(self, games: list[GameEntry]) -> None:
        """Every game of the book, oldest first: the bests and marks count them all, the
        charts and the list those the filters keep."""
        self.games = list(games)
        personal = history(games)
        self.caption.setText(caption_text(len(games), len(personal)))
        self.bests.show_bests(personal_bests(games))
        best = max((game.total for game in personal), default=None)
        self.bands.show_counts(band_counts(games), len(personal), best)
        self.averages.show_averages(round_averages(games))
        self.day_deal.show_games(games)
        self.same_deal.set_games(games)
        tilesets = {game.tileset for game in games}
        self.filters.set_tilesets(tilesets)
        # A tile set column saying the same word in every row tells nothing and would
        # push the players out of sight at the default size (in French and German).
        self.table.setColumnHidden(Column.TILESET, len(tilesets) < 2)
        self.export_button.setEnabled(bool(games))
        self.book_menu.book_file = self.book.path  # the shell may give the window another
        self.book_menu.allow_writing(self.book.newer is None)
        self._show_notice()
        self._show_filtered()

    @Slot()
    def _show_filtered(self) -> None:
        """The charts and the list for the games the filters keep."""
        shown = self._show_charts()
        self.model.set_games(shown)
        self.work_on.show_games(self.book, shown, len(shown) < len(self.games))
        self._fit_columns()
        self.boxes["chart"].setTitle(self._chart_title())
        self._on_selection()

    def _show_charts(self) -> list[GameEntry]:
        """The charts for the games the filters keep; returns those games."""
        chosen = self.filters.game_filter()
        now = self.now()
        shown = chosen.apply(self.games, now)
        personal = history(shown)
        self.chart.set_games(personal, self.filters.chosen_measure(),
                             span(chosen.period, personal, now))
        self.distribution.set_values([value for _, value in self.chart.points])
        self.categories.set_values(category_totals(shown))
        return shown

    def _chart_title(self) -> str:
        measure = self.filters.chosen_measure()
        if measure == TOTAL:
            return translate("RecordsWindow", "Totals over time")
        return fill(translate("RecordsWindow", "%1 over time"), measure_name(measure))

    def _fit_columns(self) -> None:
        header = self.table.horizontalHeader()
        for column in Column:
            if column == Column.PLAYERS:  # stretched to what is left (see _table)
                header.resizeSection(column, header.sectionSizeHint(column))
            else:
                self.table.resizeColumnToContents(column)

    def set_expert_total(self, game_id: GameId, total: int) -> None:
        """Show what the expert computer player scores on the deal of ``game_id``.

        Only the view changes; store it with ``RecordBook.set_expert_total``.
        """
        self.model.set_expert_total(game_id, total)
        self.games = [replace(game, expert_total=total) if game.id == game_id else game
                      for game in self.games]
        if self.filters.chosen_measure() == GAP:  # the chart of the gap gains the game
            self._show_charts()
            self._on_selection()

    # --- choosing a game ---------------------------------------------------------------

    def selected_game(self) -> GameEntry | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        entry = rows[0].data(ENTRY_ROLE)
        return entry if isinstance(entry, GameEntry) else None

    @Slot(object)
    def select_game(self, game_id: GameId) -> None:
        row = self.model.row_of(game_id)
        if row is None:
            return
        index = self.model.index(row, 0)
        self.table.selectionModel().select(
            index,
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows,
        )
        self.table.scrollTo(index)

    @Slot(object)
    def _on_best_clicked(self, entry: GameEntry) -> None:
        self.select_game(entry.id)

    @Slot()
    def _on_selection(self) -> None:
        game = self.selected_game()
        self.play_button.setEnabled(game is not None and game.seed is not None)
        self.replay_button.setEnabled(game is not None)
        self.review_button.setEnabled(game is not None)
        self.chart.select(game.id if game is not None else None)
        self.same_deal.show_game(game)
        self.distribution.select(self.chart.value_of(game.id) if game is not None else None)

    @Slot()
    def play_again(self) -> None:
        game = self.selected_game()
        if game is None or game.seed is None:
            return
        record = self._record(game)
        if record is None:
            return
        try:
            tileset = tileset_from_json(record.get("tileset"), "record", prefix="tileset")
        except DqError as error:
            self._cannot_read(error)
            return
        self.playDealRequested.emit(game.seed, tileset, game.sancho)

    @Slot()
    @Slot(QModelIndex)
    def replay(self, index: QModelIndex | None = None) -> None:
        game = self.selected_game()
        record = self._record(game) if game is not None else None
        if record is not None:
            self.replayRequested.emit(record)

    @Slot()
    def review(self) -> None:
        game = self.selected_game()
        record = self._record(game) if game is not None else None
        if record is not None:
            self.reviewRequested.emit(record)

    def _record(self, game: GameEntry) -> dict[str, object] | None:
        try:
            return self.book.record(game.id)
        except DqError as error:
            self._cannot_read(error)
            return None

    def _cannot_read(self, error: DqError) -> None:
        why = file_problem_text(error) if isinstance(error, RecordBookError) else str(error)
        QMessageBox.warning(
            self,
            translate("RecordsWindow", "Cannot read this game"),
            fill(translate("RecordsWindow", "This game could not be read:\n%1"), why),
        )

    # --- exporting ---------------------------------------------------------------------

    @Slot()
    def ask_export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            translate("RecordsWindow", "Export the records"),
            "don-quixote-records.csv",
            translate("RecordsWindow", "CSV files (*.csv)"),
        )
        if path:
            self.export_to(Path(path))

    def export_to(self, path: Path) -> bool:
        """Write every game as CSV; a failure is reported in a message box."""
        try:
            export_csv(self.games, path)
        except OSError as error:
            QMessageBox.warning(self, translate("RecordsWindow", "Cannot export"),
                                file_problem_text(error))
            return False
        return True

