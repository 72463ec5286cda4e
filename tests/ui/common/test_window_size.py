"""Every window fits a 1024 × 640 screen and remembers its size; no column header of the
record book's games is cut at its default size, in any language."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from dq_desktop.formats.game_record import read_game
from dq_desktop.storage.paths import DataDirs
from dq_desktop.storage.record_book import RecordBook
from dq_desktop.storage.settings import Settings, WindowSize, load_settings
from dq_desktop.ui.common.language import LanguageSwitcher
from dq_desktop.ui.common.user_files import UserFiles
from dq_desktop.ui.common.window_size import FRAME, fitted, remember_sizes_in, size_window
from dq_desktop.ui.dialogs.about_dialog import AboutDialog
from dq_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from dq_desktop.ui.dialogs.settings_dialog import SettingsDialog
from dq_desktop.ui.help.rules_window import RulesWindow
from dq_desktop.ui.records.games_model import Column
from dq_desktop.ui.records.records_window import RecordsWindow
from dq_desktop.ui.records.replay_window import ReplayWindow
from tests.storage.entries import entry

SMALL = QSize(1024, 640)
GAME = Path(__file__).parents[2] / "data" / "games" / "rulebook-andre.json"


@pytest.fixture
def memory(tmp_path: Path) -> Iterator[UserFiles]:
    files = UserFiles(DataDirs.under(tmp_path))
    remember_sizes_in(files)
    yield files
    remember_sizes_in(None)


@pytest.fixture
def languages(qapp: QApplication) -> Iterator[LanguageSwitcher]:
    switcher = LanguageSwitcher()
    yield switcher
    switcher.reset()


def test_a_size_is_bounded_by_the_screen_less_the_frame() -> None:
    assert fitted(QSize(1180, 860), SMALL) == SMALL - FRAME
    assert fitted(QSize(800, 500), SMALL) == QSize(800, 500)
    assert fitted(QSize(1180, 860), QSize(1920, 1080)) == QSize(1180, 860)


def windows(book: RecordBook) -> dict[str, QWidget]:
    game, _ = read_game(GAME)
    return {"records": RecordsWindow(book), "replay": ReplayWindow(game),
            "rules": RulesWindow(None, "en"), "new game": NewGameDialog(None),
            "settings": SettingsDialog(Settings()),
            "about": AboutDialog({"Settings": Path("/tmp/settings.json")}, None)}


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_every_window_can_be_as_small_as_a_1024_by_640_screen_allows(
    qtbot: QtBot, tmp_path: Path, languages: LanguageSwitcher, language: str
) -> None:
    languages.apply(language)
    room = fitted(QSize(10_000, 10_000), SMALL)
    with RecordBook.open(tmp_path / "records.sqlite3") as book:
        for name, window in windows(book).items():
            qtbot.addWidget(window)
            least = window.minimumSizeHint().expandedTo(window.minimumSize())
            assert least.width() <= room.width() and least.height() <= room.height(), (
                name, least)


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_no_games_header_is_cut_in_the_records_window_on_a_small_screen(
    qtbot: QtBot, tmp_path: Path, languages: LanguageSwitcher, language: str
) -> None:
    languages.apply(language)
    with RecordBook.open(tmp_path / "records.sqlite3") as book:
        window = RecordsWindow(book)
        qtbot.addWidget(window)
        window.show_games([entry(n, 60 + n, kinds=("human", "bot:expert")) for n in range(1, 8)])
        window.resize(fitted(QSize(1180, 860), SMALL))
        window.show()
        qtbot.waitExposed(window)
        header = window.table.horizontalHeader()
        metrics = header.fontMetrics()
        cut = []
        for column in Column:
            if header.isSectionHidden(column):  # the tile set's, while every game shares one
                continue
            title = str(window.model.headerData(column, header.orientation()))
            needed = metrics.horizontalAdvance(title) + 2 * metrics.averageCharWidth()
            if header.sectionSize(column) < needed:
                cut.append((title, header.sectionSize(column), needed))
        assert cut == []


def test_a_window_opens_at_the_size_it_was_closed_at(
    qtbot: QtBot, memory: UserFiles
) -> None:
    first = RulesWindow(None, "en")
    qtbot.addWidget(first)
    first.show()
    first.resize(700, 500)
    first.close()
    kept, _ = load_settings(memory.dirs.settings_file)
    assert kept.window_sizes["rules"] == WindowSize(width=700, height=500)
    again = RulesWindow(None, "en")
    qtbot.addWidget(again)
    assert again.size() == QSize(700, 500)


def test_the_records_window_keeps_its_size_under_its_name(
    qtbot: QtBot, tmp_path: Path, memory: UserFiles
) -> None:
    with RecordBook.open(tmp_path / "records.sqlite3") as book:
        window = RecordsWindow(book)
        qtbot.addWidget(window)
        window.show()
        window.close()
    assert memory.settings.window_sizes["records"] == WindowSize(
        width=window.width(), height=window.height())


def test_a_remembered_size_still_fits_a_smaller_screen(
    qtbot: QtBot, memory: UserFiles
) -> None:
    memory.save_settings(Settings(window_sizes={"probe": WindowSize(width=5000, height=4000)}))
    window = QWidget()
    qtbot.addWidget(window)
    size_window(window, "probe", QSize(400, 300))
    screen = window.screen().availableGeometry().size()
    assert window.width() <= screen.width() and window.height() <= screen.height()
