"""The records window: bests, marks and history at a glance, and the games to act on.

Rules checked: bests are shown apart with and without Sancho and for games
with aids, each with its rulebook mark; the marks count the games over 70,
85 and 100; only a human's solitaire games are ranked and charted, every game
is listed; "Play this deal again" and "Replay" send the chosen game; the
expert's total fills its column when known; the list exports to CSV. Opened on a
damaged book: one damaged as a whole is set aside and said; a game holding a
value never written is left out and named in the window; a record that cannot be
read is said when the game is replayed; a newer version's book is shown
read-only and never written.
"""

from __future__ import annotations

import csv
import sqlite3
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QLocale, QPoint, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from dq_desktop.engine.tileset import TileSet
from dq_desktop.storage.entries import GameId
from dq_desktop.storage.record_book import DamagedBookError, RecordBook
from dq_desktop.storage.record_schema import SCHEMA_VERSION
from dq_desktop.storage.record_stats import Band, BestKey
from dq_desktop.ui.common.language import LanguageSwitcher
from dq_desktop.ui.records.games_model import SORT_ROLE, Column
from dq_desktop.ui.records.records_window import RecordsWindow
from dq_desktop.ui.records.review_cells import decimal
from dq_desktop.ui.shell.main_window import MainWindow
from tests.storage.damaged_books import (
    DAMAGED_BOOKS,
    DAMAGED_ROWS,
    SECOND,
    damaged_book,
    run_sql,
    whole_book,
)
from tests.storage.entries import entry
from tests.storage.games import played
from tests.storage.reviews import a_review
from tests.ui.conftest import setup_of
from tests.ui.table.test_game_keeper import window_on

FEW_GAMES = [
    entry(1, 60),
    entry(2, 72),
    entry(3, 90, sancho=True),
    entry(4, 105, assisted=True),
    entry(5, 130, kinds=("bot:greedy",)),  # the computer's: listed, not ranked
    entry(6, 88, kinds=("human", "bot:greedy")),  # with others: listed, not ranked
]


@pytest.fixture
def book(tmp_path: Path) -> Iterator[RecordBook]:
    with RecordBook.open(tmp_path / "records.sqlite3") as opened:
        yield opened


@pytest.fixture
def window(qtbot: QtBot, book: RecordBook) -> RecordsWindow:
    shown = RecordsWindow(book)
    qtbot.addWidget(shown)
    shown.show()
    return shown


def test_bests_are_shown_apart_each_with_its_mark(window: RecordsWindow) -> None:
    window.show_games(FEW_GAMES)
    cells = window.bests.cells
    plain, sancho = cells[BestKey(False, False)], cells[BestKey(True, False)]
    aided, empty = cells[BestKey(False, True)], cells[BestKey(True, True)]
    assert (plain.total.text(), sancho.total.text(), aided.total.text()) == ("72", "90", "105")
    assert "very good" in plain.mark.text() and plain.mark.isVisible()
    assert "rare" in sancho.mark.text() and "★★" in sancho.mark.text()
    assert "incredible" in aided.mark.text() and "★★★" in aided.mark.text()
    assert empty.total.text() == "—" and not empty.mark.isVisible()
    assert "deal 1002" in plain.detail.text()


def test_a_best_below_the_first_mark_shows_no_mark(window: RecordsWindow) -> None:
    window.show_games([entry(1, 70)])
    cell = window.bests.cells[BestKey(False, False)]
    assert cell.total.text() == "70" and not cell.mark.isVisible()


def test_the_marks_count_the_games_that_passed_each(window: RecordsWindow) -> None:
    window.show_games(FEW_GAMES)
    counts = {band: label.text() for band, label in window.bands.counts.items()}
    assert counts[Band.VERY_GOOD].startswith("3 ")
    assert counts[Band.RARE].startswith("2 ")
    assert counts[Band.INCREDIBLE].startswith("1 ")
    assert "over every mark" in window.bands.next_mark.text()


def test_the_next_mark_says_how_many_points_are_missing(window: RecordsWindow) -> None:
    window.show_games([entry(1, 60), entry(2, 82)])
    text = window.bands.next_mark.text()
    assert "82" in text and "4 more" in text and "rare" in text


def test_only_personal_games_are_charted_but_every_game_is_listed(window: RecordsWindow) -> None:
    window.show_games(FEW_GAMES)
    assert [game.id for game in window.chart.games] == [1, 2, 3, 4]
    assert window.model.rowCount() == len(FEW_GAMES)
    # Round 1 of every entry: 2 windmill points; a game with others does not count.
    assert window.averages.value_text("total", 1) == QLocale().toString(2.0, "f", 1)


def drawn(chart: QWidget) -> QImage:
    image = QImage(chart.size(), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    chart._paint(painter)  # type: ignore[attr-defined]  # raises, where paintEvent prints
    painter.end()
    return image


def test_the_charts_draw_the_games_they_are_given_and_none(window: RecordsWindow) -> None:
    """No game, one game, several: each draws without error, and each draws something
    else (the charts do not stay blank nor draw the same whatever they are given)."""
    pictures = []
    for games in ([], FEW_GAMES[:1], FEW_GAMES):
        window.show_games(games)
        pictures.append([drawn(chart) for chart in (window.chart, window.categories)])
    for chart in range(2):
        none, one, several = (picture[chart] for picture in pictures)
        assert none != one and one != several and none != several


def test_the_newest_game_is_listed_first(window: RecordsWindow) -> None:
    window.show_games(FEW_GAMES)
    first = window.model.index(0, Column.DEAL).data()
    assert first == "1006"


LONG_NAMES = [
    entry(number, 60 + number % 40, kinds=("human", "bot:greedy", "bot:expert", "bot:greedy"))
    for number in range(1, 40)
]


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_at_its_default_size_the_list_shows_every_header_without_a_scroll_bar(
    qtbot: QtBot, window: RecordsWindow, language: str
) -> None:
    """Four players' names do not push the Players header out of sight: the column takes
    what is left, as wide as its header at least, the names cut short (whole in the
    tooltip); a tile set column that would say "Classic" in every row is left out."""
    switcher = LanguageSwitcher()
    switcher.apply(language)
    try:
        window.resize(1280, 860)
        window.show_games(LONG_NAMES)
        QApplication.sendPostedEvents()  # the layout and the table's geometry follow
        header = window.table.horizontalHeader()
        viewport = window.table.viewport().width()
        assert not window.table.horizontalScrollBar().isVisible()
        assert window.table.isColumnHidden(Column.TILESET)
        for column in Column:
            if column == Column.TILESET:
                continue
            right = header.sectionViewportPosition(column) + header.sectionSize(column)
            assert right <= viewport, column.name
            assert header.sectionSize(column) >= header.sectionSizeHint(column), column.name
        players = window.model.index(0, Column.PLAYERS)
        assert players.data(Qt.ItemDataRole.ToolTipRole) == players.data()  # the whole list
    finally:
        switcher.reset()


def test_the_tile_set_column_shows_when_the_games_differ_in_it(window: RecordsWindow) -> None:
    window.show_games([entry(1, 60), replace(entry(2, 70), tileset="my tiles")])
    assert not window.table.isColumnHidden(Column.TILESET)
    window.show_games([entry(1, 60)])
    assert window.table.isColumnHidden(Column.TILESET)


@pytest.mark.parametrize(
    ("column", "highest_first"),
    [(Column.TOTAL, True), (Column.BAND, True), (Column.EXPERT, True), (Column.DEAL, False)])
def test_the_first_click_on_a_score_shows_the_highest_first(
    window: RecordsWindow, column: Column, highest_first: bool
) -> None:
    """Total, Band and Expert (like Date) sort best first at the first click; the deal
    number from the smallest."""
    window.resize(1280, 860)
    games = [replace(entry(number, 40 + (number * 37) % 60), expert_total=(number * 53) % 90)
             for number in range(1, 30)]
    window.show_games(games)
    header = window.table.horizontalHeader()
    x = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
    QTest.mouseClick(header.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(x, header.height() // 2))
    assert header.sortIndicatorSection() == column
    keys = [window.model.index(row, column).data(SORT_ROLE) for row in range(len(games))]
    assert keys == sorted(keys, reverse=highest_first)
    assert keys[0] != keys[-1]


def test_play_this_deal_again_sends_the_deal_tile_set_and_sancho(
    qtbot: QtBot, window: RecordsWindow, book: RecordBook
) -> None:
    game_id = book.add_game(played(3, sancho=True), ["human"])
    window.refresh()
    assert not window.play_button.isEnabled()  # nothing chosen yet
    window.select_game(game_id)
    assert window.play_button.isEnabled()
    with qtbot.waitSignal(window.playDealRequested) as signal:
        QTest.mouseClick(window.play_button, Qt.MouseButton.LeftButton)
    seed, tileset, sancho = signal.args
    assert (seed, tileset.name, sancho) == (3, "play", True)


def test_replay_sends_the_chosen_games_record(
    qtbot: QtBot, window: RecordsWindow, book: RecordBook
) -> None:
    book.add_game(played(3), ["human"])
    game_id = book.add_game(played(4), ["human"])
    window.refresh()
    window.select_game(game_id)
    with qtbot.waitSignal(window.replayRequested) as signal:
        QTest.mouseClick(window.replay_button, Qt.MouseButton.LeftButton)
    assert signal.args[0] == book.record(game_id)


def test_clicking_a_best_picks_its_game_in_the_list(qtbot: QtBot, window: RecordsWindow) -> None:
    window.show_games(FEW_GAMES)
    QTest.mouseClick(window.bests.cells[BestKey(True, False)], Qt.MouseButton.LeftButton)
    selected = window.selected_game()
    assert selected is not None and selected.id == 3
    assert window.chart.selected == 3


def test_the_experts_total_fills_its_column_when_known(window: RecordsWindow) -> None:
    window.show_games(FEW_GAMES)
    row = window.model.row_of(GameId(2))
    assert row is not None
    cell = window.model.index(row, Column.EXPERT)
    assert cell.data() == ""
    window.set_expert_total(GameId(2), 77)
    assert cell.data() == "77"
    assert "77" in cell.data(Qt.ItemDataRole.ToolTipRole)


def test_the_games_export_to_csv(window: RecordsWindow, tmp_path: Path) -> None:
    window.show_games(FEW_GAMES)
    path = tmp_path / "out.csv"
    assert window.export_to(path)
    with path.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 7  # one row per player: the last game has two


def test_a_language_change_rewords_the_window_and_keeps_what_it_shows(
    window: RecordsWindow,
) -> None:
    window.show_games(FEW_GAMES)
    window.select_game(GameId(3))
    QApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
    assert window.bests.cells[BestKey(True, False)].total.text() == "90"
    selected = window.selected_game()
    assert selected is not None and selected.id == 3
    assert window.boxes["bests"].title() == "Personal bests"


def test_a_refresh_shows_new_games_and_expert_totals_written_meanwhile(
    window: RecordsWindow, book: RecordBook
) -> None:
    """Refreshing reads only what changed; it must still show all that changed, including
    what another connection (another copy of the program) wrote."""
    first = book.add_game(played(3), ["human"])
    window.refresh()
    with RecordBook.open(book.path) as other:
        second = other.add_game(played(4), ["human"])
        other.set_expert_total(first, 91)
    window.refresh()
    shown = {game.id: game for game in window.model.games}
    assert set(shown) == {first, second}
    assert shown[first].expert_total == 91
    assert [game.id for game in book.games()] == [game.id for game in window.model.games]


def test_a_refresh_shows_the_reviews_and_hindsight_bests_kept_meanwhile(
    window: RecordsWindow, book: RecordBook
) -> None:
    first = book.add_game(played(3), ["human"])
    window.refresh()
    cell = window.model.index(0, Column.ACCURACY)
    assert cell.data() == "not yet"
    assert cell.data(Qt.ItemDataRole.AccessibleTextRole) == "not reviewed yet"
    assert "reviewed in the background" in cell.data(Qt.ItemDataRole.ToolTipRole)
    with RecordBook.open(book.path) as other:  # the background reviewer's connection
        other.save_reviews(first, [a_review(given_up=7.5)])
        other.set_hindsight_total(first, 99)
    window.refresh()
    (shown,) = window.model.games
    assert shown.review is not None and shown.hindsight_total == 99
    assert window.model.index(0, Column.ACCURACY).data() == decimal(81.4)  # the locale's
    book.save_reviews(first, [replace(a_review(), accuracy=66.6)])  # saved again: replaced
    window.refresh()
    assert window.model.index(0, Column.ACCURACY).data() == decimal(66.6)


def test_an_export_that_cannot_be_written_is_said_in_words(
    window: RecordsWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda _parent, _title, text: shown.append(text))
    window.show_games(FEW_GAMES)
    blocker = tmp_path / "exports"
    blocker.write_text("a file, not a folder")
    assert not window.export_to(blocker / "records.csv")
    assert shown == [f"{blocker} cannot be written: a file stands where a folder should be."]


def test_a_book_damaged_while_shown_is_said_in_words_not_sqlites(
    window: RecordsWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda _parent, _title, text: shown.append(text))

    def damaged() -> int:  # as the book raises it: over SQLite's own error
        try:
            raise sqlite3.DatabaseError("database disk image is malformed")
        except sqlite3.DatabaseError as error:
            error.sqlite_errorcode = sqlite3.SQLITE_CORRUPT
            raise DamagedBookError("/x/records.sqlite3: damaged (malformed)") from None

    window.show_games(FEW_GAMES)
    monkeypatch.setattr(window.book, "count", damaged)
    window.refresh()
    assert shown == ["The record book is damaged and cannot be used."]


# --- damaged books, opened from the main window as the player does ---------------------


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    shown: list[tuple[str, str]] = []

    def warning(parent: object, title: str, text: str, *args: object) -> object:
        shown.append((title, text))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", warning)
    return shown


def records_of(qtbot: QtBot, folder: Path) -> tuple[MainWindow, RecordsWindow]:
    window = window_on(qtbot, folder)
    window.side.records_window()
    records = window.side.records
    assert records is not None
    return window, records


@pytest.mark.parametrize("fault", sorted(DAMAGED_BOOKS))
def test_records_on_a_book_damaged_as_a_whole_says_where_it_went_and_opens_a_new_one(
    qtbot: QtBot, tmp_path: Path, dialogs: list[tuple[str, str]], fault: str
) -> None:
    """A version -5 or 'two', a table missing: never the crash dialog nor a wait."""
    damaged_book(tmp_path / "records.sqlite3", DAMAGED_BOOKS[fault])
    window, records = records_of(qtbot, tmp_path)
    assert [title for title, _ in dialogs] == ["Record book"]
    assert ".bad-" in dialogs[0][1] and "new record book" in dialogs[0][1]
    assert records.model.games == [] and not records.notice.isVisible()
    window.close()


@pytest.mark.parametrize("fault", sorted(DAMAGED_ROWS))
def test_records_on_a_book_with_a_game_it_cannot_read_shows_the_rest_and_says_which(
    qtbot: QtBot, tmp_path: Path, dialogs: list[tuple[str, str]], fault: str
) -> None:
    """An unreadable date, a total out of bounds…: that game is named once, in the window
    itself; every other game is shown, counted and charted."""
    damaged_book(tmp_path / "records.sqlite3", DAMAGED_ROWS[fault])
    window, records = records_of(qtbot, tmp_path)
    assert dialogs == []
    assert [game.id for game in records.model.games] == [1, 3]
    assert records.notice.isVisible()
    assert records.notice.text().startswith("1 game in the record book could not be read")
    assert f"(number {SECOND})" in records.notice.text()
    assert records.notice.textFormat() == Qt.TextFormat.PlainText
    window.close()


def test_a_game_whose_record_is_broken_is_listed_and_said_unreadable_when_replayed(
    qtbot: QtBot, tmp_path: Path, dialogs: list[tuple[str, str]]
) -> None:
    damaged_book(tmp_path / "records.sqlite3",
                 [f"UPDATE games SET record = '{{not json' WHERE id = {SECOND}"])
    window, records = records_of(qtbot, tmp_path)
    assert [game.id for game in records.model.games] == [1, 2, 3]
    records.select_game(GameId(SECOND))
    for action in (records.replay, records.review, records.play_again):
        action()
    assert [title for title, _ in dialogs] == ["Cannot read this game"] * 3
    assert all(f"game {SECOND}" in text for _, text in dialogs)
    window.close()


def test_a_newer_versions_book_is_shown_read_only_and_never_written(
    qtbot: QtBot, tmp_path: Path, dialogs: list[tuple[str, str]], play_set: TileSet
) -> None:
    path = tmp_path / "records.sqlite3"
    whole_book(path)
    run_sql(path, ["PRAGMA journal_mode = DELETE", "ALTER TABLE games ADD COLUMN mood TEXT",
                   f"UPDATE schema_version SET version = {SCHEMA_VERSION + 1}"])
    content = path.read_bytes()
    window, records = records_of(qtbot, tmp_path)
    assert dialogs == []
    assert [game.id for game in records.model.games] == [1, 2, 3]
    assert "newer version" in records.notice.text() and records.notice.isVisible()
    with qtbot.waitSignal(window.controller.gameOver, timeout=60_000):
        window.start(setup_of(play_set, "greedy"))
    qtbot.waitUntil(lambda: bool(dialogs), timeout=30_000)
    assert [title for title, _ in dialogs] == ["The game is not recorded yet"]
    assert "newer version" in dialogs[0][1]
    assert len(list((tmp_path / "unrecorded").glob("game-*.json"))) == 1
    window.close()
    assert path.read_bytes() == content
