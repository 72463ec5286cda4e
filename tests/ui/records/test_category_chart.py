"""The points per category, with what improved.

Rules checked: beside each category's mean the chart draws the change from the
first quarter of the games to the latest, in the colour of a gain when it rose
and of a loss when it fell; too few games say no change.
"""

from __future__ import annotations

from PySide6.QtGui import QImage, QPainter
from pytestqt.qtbot import QtBot

from dq_desktop.ui.records.category_chart import BETTER, WORSE, CategoryChart, change_text


def picture(chart: CategoryChart) -> QImage:
    image = QImage(chart.size(), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    chart._paint(painter)
    painter.end()
    return image


def holds(image: QImage, colour: object) -> bool:
    rgb = colour.rgb()  # type: ignore[attr-defined]
    return any(image.pixelColor(x, y).rgb() == rgb
               for x in range(image.width() - 90, image.width()) for y in range(image.height()))


def test_a_category_that_rose_is_drawn_as_a_gain_one_that_fell_as_a_loss(qtbot: QtBot) -> None:
    chart = CategoryChart()
    qtbot.addWidget(chart)
    chart.resize(520, 300)
    chart.set_values({"windmills": [2] * 10 + [8] * 10})
    assert chart.changes["windmills"] == 6.0
    image = picture(chart)
    assert holds(image, BETTER) and not holds(image, WORSE)
    chart.set_values({"windmills": [8] * 10 + [2] * 10})
    image = picture(chart)
    assert holds(image, WORSE) and not holds(image, BETTER)
    chart.set_values({"windmills": [8, 2, 5]})
    assert chart.changes["windmills"] is None
    image = picture(chart)
    assert not holds(image, WORSE) and not holds(image, BETTER)


def test_a_change_is_said_with_its_sign_and_arrow() -> None:
    assert change_text(1.44).endswith("1.4") and change_text(1.44).startswith("▲ +")
    assert change_text(-0.6).startswith("▼ \u2212")
    assert change_text(0.01).startswith("= ")
