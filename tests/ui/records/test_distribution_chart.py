"""The histogram of the games shown.

Rules checked: a bar for each bin holding games, as high as its count against the
highest; a selection points at its value over the chart's picture without
drawing the bars again.
"""

from __future__ import annotations

from PySide6.QtGui import QImage, QPainter
from pytestqt.qtbot import QtBot

from dq_desktop.ui.records.distribution_chart import BAR, DistributionChart


def bar_tops(chart: DistributionChart) -> dict[int, int]:
    """For each pixel column, the highest row with the bars' outline."""
    image = QImage(chart.size(), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    chart._paint(painter)
    painter.end()
    tops: dict[int, int] = {}
    for x in range(image.width()):
        for y in range(image.height()):
            if image.pixelColor(x, y).rgb() == BAR.rgb():
                tops[x] = y
                break
    return tops


def test_each_bar_is_as_high_as_its_count(qtbot: QtBot) -> None:
    chart = DistributionChart()
    qtbot.addWidget(chart)
    chart.resize(220, 260)
    chart.set_values([10.0, 10.0, 10.0, 10.0, 30.0, 30.0])  # bins of 1: 4 games, 2 games
    plot = chart._plot()
    tops = bar_tops(chart)
    tall = tops[round(chart._x(10.5, plot))]
    short = tops[round(chart._x(30.5, plot))]
    assert abs((plot.bottom() - short) / (plot.bottom() - tall) - 0.5) < 0.05
    assert round(chart._x(20.5, plot)) not in tops  # no game: no bar


def test_a_selection_is_pointed_at_without_drawing_the_bars_again(qtbot: QtBot) -> None:
    chart = DistributionChart()
    qtbot.addWidget(chart)
    chart.resize(220, 260)
    chart.set_values([float(value) for value in range(40, 90)])
    chart.show()
    before = chart.grab().toImage()
    chart.select(60.0)
    after = chart.grab().toImage()
    assert chart.static_paints == 1 and before != after
