"""The scoring helper's rows in French and German: every category name and its detail line
is as tall as the font's line (an accented capital such as 'É' is not clipped by the row
above) and fits inside the panel, clear of its right edge."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QFontMetrics
from pytestqt.qtbot import QtBot

from dq_desktop.engine.explanation import explain
from dq_desktop.engine.principality import Principality
from dq_desktop.engine.scoring import Score
from dq_desktop.ui.common.language import LanguageSwitcher
from dq_desktop.ui.table.score_panel import ScorePanel


@pytest.fixture(params=["fr", "de"])
def language(qtbot: QtBot, request: pytest.FixtureRequest) -> Iterator[str]:
    switcher = LanguageSwitcher()
    switcher.apply(request.param)
    yield request.param
    switcher.reset()


def test_every_row_shows_its_accents_and_keeps_clear_of_the_right_edge(
        qtbot: QtBot, language: str) -> None:
    """Rule: a row's text, centred in its row, has the top of an accented capital inside the
    row ('Églises' is not clipped by the row above), and the longest line ends at least two
    characters before the panel's right edge ('meilleur groupe : 0 point de bouclier')."""
    panel = ScorePanel()
    qtbot.addWidget(panel)
    panel.show_scores("Vous", 3, Score(3), (Score(1), Score(2)), explain(Principality()))
    panel.show()
    qtbot.waitExposed(panel)
    box = panel.contentsRect()
    inner = box.x() + box.width() - panel.column.contentsMargins().right()
    clearance = 2 * QFontMetrics(panel.font()).averageCharWidth()
    for key, name in panel.names.items():
        for label in (name, panel.details[key]):
            if not label.text():
                continue
            metrics = QFontMetrics(label.font())
            baseline = (label.height() - metrics.height()) // 2 + metrics.ascent()
            top = baseline + metrics.tightBoundingRect(label.text()).top()
            assert top >= 0, (key, label.text())
            end = label.x() + metrics.horizontalAdvance(label.text())
            assert end <= inner - clearance, (key, label.text())
