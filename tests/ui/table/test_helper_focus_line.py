"""A category of the scoring helper reached by Tab is underlined in the palette's highlight
colour (the keyboard player sees where he is); the others are not, and the line is there,
transparent, before the focus comes, so the rows do not move; the name is not indented.
It was missing: Qt draws no border from "border-bottom" alone, and the name looked the
same with the focus or without."""

from __future__ import annotations

from PySide6.QtGui import QImage, QPalette
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from dq_desktop.engine.explanation import explain
from dq_desktop.engine.principality import Principality
from dq_desktop.engine.scoring import Score
from dq_desktop.ui.table.score_panel import ScorePanel


def bottom_colours(label: QLabel) -> set[str]:
    image: QImage = label.grab().toImage()
    return {image.pixelColor(x, image.height() - 1).name() for x in range(image.width())}


def test_the_category_with_the_focus_is_underlined_and_the_rows_stay(qtbot: QtBot) -> None:
    panel = ScorePanel()
    qtbot.addWidget(panel)
    panel.show_scores("You", 1, Score(0), (), explain(Principality()))
    panel.show()
    qtbot.waitExposed(panel)
    panel.activateWindow()
    highlight = panel.palette().color(QPalette.ColorRole.Highlight).name()
    defence, churches = panel.names["defense"], panel.names["churches"]
    before = {key: label.geometry() for key, label in panel.names.items()}
    assert highlight not in bottom_colours(defence)
    defence.setFocus()
    qtbot.waitUntil(defence.hasFocus)
    assert highlight in bottom_colours(defence)
    assert highlight not in bottom_colours(churches)
    assert {key: label.geometry() for key, label in panel.names.items()} == before
    # and the name begins where its detail line begins (a frame would indent it)
    assert defence.contentsRect().left() == defence.indent() == 0
