"""The record book's games as a table model: one row per game.

The model sorts itself (the view's header asks it): one key per game, worked out
once per sort, so that sorting 20,000 games takes a Python ``sorted`` and not a
proxy's million calls to ``data``. The view asks only for the rows it shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from dq_desktop.storage.entries import GameEntry, GameId, PlayerResult
from dq_desktop.storage.record_stats import band_of
from dq_desktop.ui.common.band_words import band_rule, band_text
from dq_desktop.ui.common.dates import short_date_time
from dq_desktop.ui.common.seats import shown_name
from dq_desktop.ui.common.text import fill, translate
from dq_desktop.ui.records.record_marks import MARK_COLOURS
from dq_desktop.ui.records.review_cells import (
    not_reviewed_text,
    review_data,
    review_key,
    review_said,
    review_text,
)

SORT_ROLE = Qt.ItemDataRole.UserRole
"""A value that sorts as the column should (dates and numbers as such)."""
ENTRY_ROLE = Qt.ItemDataRole.UserRole + 1
"""The row's ``GameEntry``."""

AnyIndex = QModelIndex | QPersistentModelIndex


class Column(IntEnum):
    """The most telling first: a narrow window scrolls the rest."""

    DATE = 0
    DEAL = 1
    TOTAL = 2
    BAND = 3
    EXPERT = 4
    ACCURACY = 5
    SANCHO = 6
    AIDS = 7
    TILESET = 8
    PLAYERS = 9


FIRST_HIGHEST = frozenset({Column.DATE, Column.TOTAL, Column.BAND, Column.EXPERT,
                           Column.ACCURACY})
"""Columns whose first click shows the newest or the best first (what the player looks for)."""


def column_title(column: Column) -> str:
    titles = {
        Column.DATE: translate("RecordsWindow", "Date"),
        Column.DEAL: translate("RecordsWindow", "Deal"),
        Column.TILESET: translate("RecordsWindow", "Tile set"),
        Column.SANCHO: translate("RecordsWindow", "Sancho"),
        Column.AIDS: translate("RecordsWindow", "Aids"),
        Column.PLAYERS: translate("RecordsWindow", "Players"),
        Column.TOTAL: translate("RecordsWindow", "Total"),
        Column.BAND: translate("RecordsWindow", "Band"),
        Column.EXPERT: translate("RecordsWindow", "Expert"),
        Column.ACCURACY: translate("RecordsWindow", "Review"),
    }
    return titles[column]


def tileset_text(name: str) -> str:
    """The built-in tile set by its translated name; any other by the name in its file."""
    return translate("NewGameDialog", "Classic") if name == "classic" else name


def player_text(player: PlayerResult) -> str:
    name = shown_name(player.name)  # "Vous" of an older version: the word of now
    if player.is_human:
        return fill(translate("RecordsWindow", "%1 (%2)"), name, player.total)
    return fill(translate("RecordsWindow", "%1 (computer, %2)"), name, player.total)


class GamesModel(QAbstractTableModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.games: list[GameEntry] = []
        """As given (oldest first); the rows show them in ``_order``."""
        self._order: list[int] = []
        """Row → index in ``games``."""
        self._rows: dict[GameId, int] = {}
        """Game → its row now."""
        self._sorted_by: tuple[Column, Qt.SortOrder] | None = None

    def set_games(self, games: Sequence[GameEntry]) -> None:
        self.beginResetModel()
        self.games = list(games)
        self._order = self._sorted_order()
        self._index_rows()
        self.endResetModel()

    def row_of(self, game_id: GameId) -> int | None:
        return self._rows.get(game_id)

    def entry(self, row: int) -> GameEntry:
        return self.games[self._order[row]]

    def set_expert_total(self, game_id: GameId, total: int) -> bool:
        """Show the expert's total in the game's row; ``False`` if the game is not listed."""
        row = self.row_of(game_id)
        if row is None:
            return False
        at = self._order[row]
        self.games[at] = replace(self.games[at], expert_total=total)
        index = self.index(row, Column.EXPERT)
        self.dataChanged.emit(index, index)
        return True

    def retranslate(self) -> None:
        """Every header and cell is worded anew (the rows stay, and so does the selection)."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(Column) - 1)
        if self.games:
            last = self.index(len(self.games) - 1, len(Column) - 1)
            self.dataChanged.emit(self.index(0, 0), last)

    # --- sorting ---------------------------------------------------------------------

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort the rows by ``column`` (equal keys keep the order played); the selection
        follows its game."""
        self._sorted_by = (Column(column), order)
        self.layoutAboutToBeChanged.emit()
        before = self.persistentIndexList()
        games_before = [self._order[index.row()] for index in before]
        self._order = self._sorted_order()
        self._index_rows()
        rows = {game: row for row, game in enumerate(self._order)}
        self.changePersistentIndexList(
            before,
            [self.index(rows[game], index.column()) for game, index in zip(games_before, before,
                                                                         strict=True)],
        )
        self.layoutChanged.emit()

    def _sorted_order(self) -> list[int]:
        everyone = range(len(self.games))
        if self._sorted_by is None:
            return list(everyone)
        column, order = self._sorted_by
        keys = [self._sort_key(game, column) for game in self.games]
        return sorted(everyone, key=keys.__getitem__,
                      reverse=order == Qt.SortOrder.DescendingOrder)

    def _index_rows(self) -> None:
        self._rows = {self.games[at].id: row for row, at in enumerate(self._order)}

    # --- the model contract ------------------------------------------------------------

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.games)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(Column)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(Column):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return column_title(Column(section))
        if role == Qt.ItemDataRole.InitialSortOrderRole:  # the header's first click
            if Column(section) in FIRST_HIGHEST:
                return Qt.SortOrder.DescendingOrder
            return Qt.SortOrder.AscendingOrder
        return None

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.games):
            return None
        game = self.entry(index.row())
        column = Column(index.column())
        if role == ENTRY_ROLE:
            return game
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(game, column)
        if role == Qt.ItemDataRole.AccessibleTextRole and column == Column.ACCURACY:
            return review_said(game.review)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self._display(game, column) or self._said_for_nothing(column)
        if role == SORT_ROLE:
            return self._sort_key(game, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (
            Column.DEAL,
            Column.TOTAL,
            Column.EXPERT,
            Column.ACCURACY,
        ):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        band = band_of(game.total) if column == Column.BAND else None
        if band is not None:
            if role == Qt.ItemDataRole.ForegroundRole:
                return MARK_COLOURS[band].text
            if role == Qt.ItemDataRole.BackgroundRole:
                return MARK_COLOURS[band].wash
            if role == Qt.ItemDataRole.ToolTipRole:
                return band_rule(band)
        if role == Qt.ItemDataRole.ToolTipRole and column == Column.EXPERT:
            return self._expert_tip(game)
        if column == Column.ACCURACY:
            return review_data(game.review, role)
        if role == Qt.ItemDataRole.ToolTipRole and column == Column.PLAYERS:
            return self._display(game, column)  # whole, where the column cuts it short
        return None

    def _display(self, game: GameEntry, column: Column) -> str:
        match column:
            case Column.DATE:
                return short_date_time(game.played_at)
            case Column.DEAL:
                return "—" if game.seed is None else str(game.seed)
            case Column.TILESET:
                return tileset_text(game.tileset)
            case Column.SANCHO:
                return _yes_no(game.sancho)
            case Column.AIDS:
                return _yes_no(game.assisted)
            case Column.PLAYERS:
                return ", ".join(player_text(p) for p in game.players)
            case Column.TOTAL:
                return str(game.total)
            case Column.BAND:
                band = band_of(game.total)
                return band_text(band) if band is not None else ""
            case Column.EXPERT:
                return "" if game.expert_total is None else str(game.expert_total)
            case Column.ACCURACY:
                return review_text(game.review)

    def _said_for_nothing(self, column: Column) -> str:
        """What a screen reader reads in a cell left blank (a cell without a name)."""
        if column == Column.BAND:
            return translate("RecordsWindow", "below the rulebook's marks")
        if column == Column.EXPERT:
            return translate("RecordsWindow", "not worked out")
        if column == Column.ACCURACY:
            return not_reviewed_text()
        return "—"

    def _sort_key(self, game: GameEntry, column: Column) -> Any:
        match column:
            case Column.DATE:
                return game.played_at.timestamp()
            case Column.DEAL:
                return -1 if game.seed is None else game.seed
            case Column.TOTAL | Column.BAND:
                return game.total
            case Column.EXPERT:
                return -1 if game.expert_total is None else game.expert_total
            case Column.ACCURACY:
                return review_key(game.review)
            case Column.PLAYERS:
                return tuple((player.name.casefold(), player.total) for player in game.players)
            case Column.SANCHO:
                return game.sancho
            case Column.AIDS:
                return game.assisted
            case _:
                return self._display(game, column)

    def _expert_tip(self, game: GameEntry) -> str:
        if game.expert_total is None:
            return translate("RecordsWindow", "The expert's total on this deal is not known yet.")
        difference = game.total - game.expert_total
        return fill(
            translate("RecordsWindow", "The expert scores %1 on this deal; this game: %2 (%3)."),
            game.expert_total,
            game.total,
            f"{difference:+d}",
        )


def _yes_no(value: bool) -> str:
    return translate("RecordsWindow", "yes") if value else translate("RecordsWindow", "no")
