"""The records window's choices, applied to what its charts draw and its list shows.

Rules checked: the period, unaided only, Sancho and the tile set each narrow the
chart, the histogram, the categories and the list alike (the bests and marks keep
counting every game); the tile set's choice shows only when the book holds two;
the measure chosen is what the chart and the histogram draw (accuracy and the
share of the hindsight best for the games that have them; an expert's total worked
out while the window is open joins the chart of the gap); a selection in the
list rings its game and points at its value without drawing the charts again.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from dq_desktop.storage.record_book import RecordBook
from dq_desktop.storage.record_stats import BestKey
from dq_desktop.ui.records.progress import ACCURACY, GAP, MEASURES, SHARE, Period, Sancho
from dq_desktop.ui.records.records_filters import PERIODS, SANCHOS
from dq_desktop.ui.records.records_window import RecordsWindow
from tests.storage.entries import entry
from tests.storage.reviews import a_review

GAMES = [
    entry(1, 60),
    entry(2, 72, sancho=True),
    replace(entry(3, 90, assisted=True), expert_total=95),
    replace(entry(25, 80), tileset="mine"),
    replace(entry(28, 66, sancho=True), expert_total=60),
    entry(29, 99, kinds=("human", "bot:greedy")),
]
NOW = GAMES[-1].played_at


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[RecordsWindow]:
    with RecordBook.open(tmp_path / "records.sqlite3") as book:
        shown = RecordsWindow(book)
        qtbot.addWidget(shown)
        shown.now = lambda: NOW
        shown.show()
        shown.show_games(GAMES)
        yield shown


def charted(window: RecordsWindow) -> list[int]:
    return [game.id for game, _ in window.chart.points]


def listed(window: RecordsWindow) -> list[int]:
    return sorted(game.id for game in window.model.games)


def test_every_game_is_charted_and_listed_without_a_filter(window: RecordsWindow) -> None:
    assert charted(window) == [1, 2, 3, 25, 28]
    assert listed(window) == [1, 2, 3, 25, 28, 29]
    assert len(window.distribution.values) == 5


def test_the_period_narrows_the_chart_and_the_list(window: RecordsWindow) -> None:
    window.filters.period.setCurrentIndex(PERIODS.index(Period.WEEK))
    assert charted(window) == [25, 28]
    assert listed(window) == [25, 28, 29]
    assert sum(window.distribution.bins.counts) == 2
    assert window.chart.span is not None and window.chart.span[1] == NOW


def test_unaided_only_and_sancho_narrow_the_charts_and_the_list(window: RecordsWindow) -> None:
    window.filters.unaided.setChecked(True)
    assert charted(window) == [1, 2, 25, 28]
    window.filters.sancho.setCurrentIndex(SANCHOS.index(Sancho.WITH))
    assert charted(window) == [2, 28]
    assert listed(window) == [2, 28]
    assert len(window.categories.values["windmills"]) == 2
    # The bests still count every game.
    assert window.bests.cells[BestKey(False, True)].total.text() == "90"


def test_the_tile_set_is_a_choice_only_when_the_book_holds_two(window: RecordsWindow) -> None:
    assert window.filters.tileset.isVisibleTo(window)
    window.filters.tileset.setCurrentIndex(window.filters.tileset.findText("mine"))
    assert charted(window) == [25]
    window.show_games([game for game in GAMES if game.tileset == "classic"])
    assert not window.filters.tileset.isVisibleTo(window)
    assert charted(window) == [1, 2, 3, 28]


def test_the_measure_chosen_is_what_the_chart_and_histogram_draw(window: RecordsWindow) -> None:
    window.filters.measure.setCurrentIndex(MEASURES.index(GAP))
    assert window.chart.measure == GAP
    assert window.boxes["chart"].title() == "Gap to the expert over time"
    assert [value for _, value in window.chart.points] == [-5.0, 6.0]
    assert sorted(window.distribution.values) == [-5.0, 6.0]
    window.filters.measure.setCurrentIndex(MEASURES.index("windmills"))
    assert [value for _, value in window.chart.points] == [6.0] * 5


def test_accuracy_and_the_hindsight_share_chart_the_games_that_have_them(
    window: RecordsWindow
) -> None:
    games = [replace(GAMES[0], reviews=(replace(a_review(), accuracy=64.0),)),
             replace(GAMES[1], hindsight_total=90), *GAMES[2:]]
    window.show_games(games)
    window.filters.measure.setCurrentIndex(MEASURES.index(ACCURACY))
    assert [(game.id, value) for game, value in window.chart.points] == [(1, 64.0)]
    assert window.chart._scale[:2] == (0.0, 100.0)
    window.filters.measure.setCurrentIndex(MEASURES.index(SHARE))
    assert [(game.id, value) for game, value in window.chart.points] == [(2, 80.0)]


def test_an_experts_total_worked_out_meanwhile_joins_the_chart_of_the_gap(
    window: RecordsWindow
) -> None:
    window.filters.measure.setCurrentIndex(MEASURES.index(GAP))
    window.set_expert_total(GAMES[0].id, 70)
    assert [(game.id, value) for game, value in window.chart.points] == [
        (1, -10.0), (3, -5.0), (28, 6.0)]


def test_a_selection_rings_its_game_without_drawing_the_charts_again(
    qtbot: QtBot, window: RecordsWindow
) -> None:
    window.grab()
    paints = (window.chart.static_paints, window.distribution.static_paints,
              window.categories.static_paints)
    window.select_game(GAMES[1].id)
    window.grab()
    assert window.chart.selected == GAMES[1].id
    assert window.distribution.selected == 72.0
    assert (window.chart.static_paints, window.distribution.static_paints,
            window.categories.static_paints) == paints
