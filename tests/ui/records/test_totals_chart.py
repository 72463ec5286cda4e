"""The chart of a measure over time, checked on what it draws.

Rules checked: the x axis is time (a month away lies thirty times further than a
day); the best so far is a line that steps up at each game that beat it; on
thousands of games the average is drawn over the dots, where the games lie; the
gap to the expert is charted from zero down and up, without the bands' lines;
moving the selection draws only its ring over the chart's picture, which is
drawn again only when the games or the size change.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from dq_desktop.storage.entries import GameId
from dq_desktop.ui.records.chart_marks import BELOW_BANDS
from dq_desktop.ui.records.progress import GAP
from dq_desktop.ui.records.record_marks import MARK_COLOURS
from dq_desktop.ui.records.totals_chart import BEST, TotalsChart
from tests.storage.entries import entry


def chart_of(qtbot: QtBot) -> TotalsChart:
    chart = TotalsChart()
    qtbot.addWidget(chart)
    chart.resize(640, 300)
    return chart


def picture(chart: TotalsChart) -> QImage:
    image = QImage(chart.size(), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    chart._paint(painter)
    painter.end()
    return image


def columns_with(image: QImage, colour: QColor, top: int, bottom: int,
                 left: int = 0) -> list[int]:
    """The x of each pixel column from ``left`` holding ``colour`` between ``top`` and
    ``bottom``."""
    return [x for x in range(left, image.width())
            if any(image.pixelColor(x, y).rgb() == colour.rgb() for y in range(top, bottom))]


def clusters(xs: list[int]) -> list[float]:
    groups: list[list[int]] = []
    for x in xs:
        if groups and x - groups[-1][-1] <= 2:
            groups[-1].append(x)
        else:
            groups.append([x])
    return [sum(group) / len(group) for group in groups]


def test_the_x_axis_is_time_a_month_away_lies_thirty_times_further(qtbot: QtBot) -> None:
    chart = chart_of(qtbot)
    games = [entry(1, 40), entry(2, 50), entry(32, 45)]  # a day, then thirty days
    chart.set_games(games)
    plot = chart._plot_rect()
    marks = clusters(columns_with(picture(chart), BELOW_BANDS, int(plot.top()) + 2,
                                  int(plot.bottom()), int(plot.left()) - 8))
    assert len(marks) == 3
    assert 25 < (marks[2] - marks[1]) / (marks[1] - marks[0]) < 35


def test_the_best_so_far_steps_up_at_each_game_that_beat_it(qtbot: QtBot) -> None:
    chart = chart_of(qtbot)
    chart.set_games([entry(day, total) for day, total in
                     enumerate((50, 40, 60, 55, 75, 70), start=1)])
    plot = chart._plot_rect()
    path = chart.best_path(plot)
    levels = {round(path.elementAt(i).y, 3) for i in range(path.elementCount())}
    assert levels == {round(chart._y(total, plot), 3) for total in (50, 60, 75)}
    image = picture(chart)
    y = round(chart._y(75, plot))
    assert any(image.pixelColor(x, y).rgb() == BEST.rgb()
               for x in range(int(plot.right()) - 20, int(plot.right())))


def test_on_thousands_of_games_the_average_is_drawn_over_the_dots(qtbot: QtBot) -> None:
    """Totals rising from about 20 to about 80 over 5,000 games with a wide spread: in the
    middle of the chart the average's line (the text colour, opaque) lies near 50."""
    chart = chart_of(qtbot)
    games = [replace(entry(1, 20 + 60 * n // 5000 + (n * 37) % 41 - 20),
                     id=GameId(n + 1), played_at=entry(1, 0).played_at + timedelta(hours=3 * n))
             for n in range(5000)]
    chart.set_games(games)
    assert chart.dense and chart.average_games == 250
    plot = chart._plot_rect()
    image = picture(chart)
    middle = round(plot.center().x())
    line = chart.palette().text().color()
    rows = [y for y in range(int(plot.top()), int(plot.bottom()))
            if image.pixelColor(middle, y).rgb() == line.rgb()]
    assert rows, "the average is hidden"
    assert abs(sum(rows) / len(rows) - chart._y(50, plot)) < plot.height() * 0.08


def test_the_gap_to_the_expert_is_charted_around_zero_without_the_bands(qtbot: QtBot) -> None:
    chart = chart_of(qtbot)
    games = [replace(entry(1, 60), expert_total=80), replace(entry(2, 90), expert_total=85)]
    chart.set_games(games, GAP)
    low, high, _ = chart._scale
    assert low <= -20 < 0 < 5 <= high
    plot = chart._plot_rect()
    image = picture(chart)
    for colours in MARK_COLOURS.values():
        assert not columns_with(image, colours.line, int(plot.top()), int(plot.bottom()))


def test_a_selection_draws_only_its_ring_over_the_charts_picture(qtbot: QtBot) -> None:
    chart = chart_of(qtbot)
    games = [entry(day, 30 + day % 50) for day in range(1, 400)]
    chart.set_games(games)
    chart.show()
    before = chart.grab().toImage()
    assert chart.static_paints == 1
    for game in games[100:110]:
        chart.select(game.id)
        chart.repaint()
    after = chart.grab().toImage()
    assert chart.static_paints == 1  # the games were not drawn again
    assert before != after  # but the ring was
    chart.resize(700, 300)
    chart.grab()
    assert chart.static_paints == 2
