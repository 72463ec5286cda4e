"""The records window's deals. Rules checked: the deal of the day lists the player's own
solitaire attempts at the day's number (classic set, no Sancho; never another deal, a
Sancho game or a game with others), their best, the expert's total and the hindsight best
on it, and shows
the last attempt; a game selected shows every game on its deal (number, tile set and
Sancho alike), and Next goes round them."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from dq_desktop.engine.deal_of_the_day import deal_of_the_day
from dq_desktop.storage.entries import GameEntry, GameId
from dq_desktop.storage.record_book import RecordBook
from dq_desktop.ui.records.deal_panels import DayDealPanel
from dq_desktop.ui.records.records_window import RecordsWindow
from tests.storage.entries import entry

DAY = date(2026, 11, 28)
DEAL = deal_of_the_day(DAY)


def day_games() -> list[GameEntry]:
    return [
        entry(1, 71, seed=DEAL),
        entry(2, 66, seed=DEAL, sancho=True),  # with Sancho: another deal
        entry(3, 90, seed=DEAL, kinds=("human", "bot:greedy")),  # with others
        entry(4, 95, seed=DEAL + 1),
        replace(entry(5, 83, seed=DEAL), expert_total=88, hindsight_total=97),
        entry(6, 99, seed=DEAL, kinds=("bot:expert",)),  # the computer's own
    ]


def test_the_day_panel_counts_only_the_players_solitaire_classic_games_without_sancho(
    qtbot: QtBot,
) -> None:
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom))
    panel = DayDealPanel(lambda: DAY)
    qtbot.addWidget(panel)
    panel.show_games(day_games())
    QLocale.setDefault(before)
    assert [game.id for game in panel.attempts] == [1, 5]
    text = panel.text.full_text()
    assert str(DEAL) in text and "28/11/2026" in panel.play_button.toolTip()
    assert "2 attempt" in text and "best 83" in text and "expert scores 88" in text
    assert "97 were possible" in text  # the hindsight best of the day's deal
    assert "71 · 83" in text and "90" not in text and " 95" not in text and "66" not in text


def test_the_day_panel_says_not_played_and_shows_no_attempt_before_the_first(
    qtbot: QtBot,
) -> None:
    panel = DayDealPanel(lambda: DAY)
    qtbot.addWidget(panel)
    panel.show_games([entry(1, 71, seed=DEAL + 1)])
    assert "Not played yet" in panel.text.full_text()
    assert not panel.show_button.isEnabled()


def test_show_its_attempts_selects_the_last_attempt_at_the_days_deal(qtbot: QtBot) -> None:
    panel = DayDealPanel(lambda: DAY)
    qtbot.addWidget(panel)
    panel.show_games(day_games())
    with qtbot.waitSignal(panel.showRequested) as signal:
        QTest.mouseClick(panel.show_button, Qt.MouseButton.LeftButton)
    assert signal.args == [GameId(5)]


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[RecordsWindow]:
    with RecordBook.open(tmp_path / "records.sqlite3") as book:
        shown = RecordsWindow(book)
        qtbot.addWidget(shown)
        shown.show()
        yield shown


def same_deal_games() -> list[GameEntry]:
    return [
        entry(1, 60, seed=7),
        entry(2, 72, seed=8),
        entry(3, 75, seed=7),
        entry(4, 90, seed=7, sancho=True),  # Sancho's tiles: another deal
        entry(5, 81, seed=7, kinds=("human", "bot:greedy")),
    ]


def test_a_game_selected_shows_every_game_on_its_deal_and_next_goes_round_them(
    window: RecordsWindow,
) -> None:
    window.show_games(same_deal_games())
    window.select_game(GameId(3))
    text = window.same_deal.text.full_text()
    assert "Deal 7" in text and "played 3 times" in text
    assert "60 · 75 · 81" in text and "90" not in text  # oldest first
    seen = []
    for _ in range(3):
        window.same_deal.next_button.click()
        selected = window.selected_game()
        assert selected is not None
        seen.append(selected.id)
    assert seen == [5, 1, 3]


def test_a_deal_played_once_says_so_and_offers_no_next(window: RecordsWindow) -> None:
    window.show_games(same_deal_games())
    window.select_game(GameId(2))
    assert "played once" in window.same_deal.text.full_text()
    assert not window.same_deal.next_button.isEnabled()


def test_the_records_windows_deal_of_the_day_button_asks_for_it(
    qtbot: QtBot, window: RecordsWindow,
) -> None:
    with qtbot.waitSignal(window.dayDealRequested):
        QTest.mouseClick(window.day_deal.play_button, Qt.MouseButton.LeftButton)
