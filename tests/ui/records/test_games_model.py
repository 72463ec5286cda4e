"""The games table's model: it sorts itself, and the view reads only what it shows.

Rules checked: sorting by a column orders the rows by that column's value (the
date as a date, a total as a number), equal values keep the order played; the
selected game stays selected across a sort; a table of thousands of games asks
the model only for the rows on screen (the table is lazy); the row of a game is
found at once after any sort.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QTableView
from pytestqt.qtbot import QtBot

from dq_desktop.storage.entries import GameId
from dq_desktop.storage.record_book import RecordBook
from dq_desktop.ui.records.games_model import ENTRY_ROLE, Column, GamesModel
from dq_desktop.ui.records.records_window import WIDTH_FROM_ROWS, RecordsWindow
from dq_desktop.ui.records.review_cells import decimal
from tests.storage.entries import entry
from tests.storage.reviews import a_review

GAMES = [entry(1, 80), entry(2, 60), entry(3, 80, sancho=True), entry(4, 95), entry(5, 60)]


def ids(model: GamesModel) -> list[int]:
    return [model.index(row, 0).data(ENTRY_ROLE).id for row in range(model.rowCount())]


def test_the_review_column_shows_the_accuracy_and_says_the_whole_review() -> None:
    reviewed = replace(entry(2, 60), reviews=(a_review(given_up=7.5),))
    model = GamesModel()
    model.set_games([entry(1, 80), reviewed])
    waiting, done = model.index(0, Column.ACCURACY), model.index(1, Column.ACCURACY)
    assert (waiting.data(), done.data()) == ("not yet", decimal(81.4))  # the locale's comma
    said = done.data(Qt.ItemDataRole.AccessibleTextRole)
    assert said == done.data(Qt.ItemDataRole.ToolTipRole) == (
        f"Accuracy {decimal(81.4)} of 100; points given up: {decimal(7.5)}. "
        "Brilliant: 0 · best: 16 · good: 3 · inaccuracies: 2 · mistakes: 0 · blunders: 1")
    assert waiting.data(Qt.ItemDataRole.ForegroundRole) is not None  # greyed: no figure yet
    model.sort(Column.ACCURACY, Qt.SortOrder.DescendingOrder)
    assert ids(model) == [2, 1]  # the reviewed first, the game not reviewed below


def test_sorting_by_total_orders_by_number_and_keeps_the_order_played_for_equals() -> None:
    model = GamesModel()
    model.set_games(GAMES)
    model.sort(Column.TOTAL, Qt.SortOrder.AscendingOrder)
    assert ids(model) == [2, 5, 1, 3, 4]
    model.sort(Column.TOTAL, Qt.SortOrder.DescendingOrder)
    assert ids(model) == [4, 1, 3, 2, 5]
    model.sort(Column.DATE, Qt.SortOrder.DescendingOrder)
    assert ids(model) == [5, 4, 3, 2, 1]
    assert all(model.row_of(GameId(number)) == row for row, number in enumerate(ids(model)))


def test_new_games_are_shown_in_the_order_chosen() -> None:
    model = GamesModel()
    model.sort(Column.TOTAL, Qt.SortOrder.AscendingOrder)
    model.set_games(GAMES)
    assert ids(model) == [2, 5, 1, 3, 4]


def test_the_selected_game_stays_selected_across_a_sort(qtbot: QtBot) -> None:
    view = QTableView()
    qtbot.addWidget(view)
    model = GamesModel(view)
    view.setModel(model)
    model.set_games(GAMES)
    view.selectionModel().select(
        model.index(model.row_of(GameId(3)) or 0, 0),
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )
    model.sort(Column.TOTAL, Qt.SortOrder.DescendingOrder)
    rows = view.selectionModel().selectedRows()
    assert [index.data(ENTRY_ROLE).id for index in rows] == [3]


def test_the_records_window_asks_only_for_the_rows_it_shows(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Column widths come from the header and the first rows, not from every row."""
    asked: set[int] = set()
    reading = GamesModel.data

    def counting(self: GamesModel, index: Any, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        asked.add(index.row())
        return reading(self, index, role)

    monkeypatch.setattr(GamesModel, "data", counting)
    with RecordBook.open(tmp_path / "records.sqlite3") as book:
        window = RecordsWindow(book)
        qtbot.addWidget(window)
        window.show()
        window.show_games([entry(number, 40 + number % 70) for number in range(1, 5001)])
        window.table.sortByColumn(Column.TOTAL, Qt.SortOrder.AscendingOrder)
        window.grab()
    assert 0 < len(asked) <= WIDTH_FROM_ROWS + 100
