"""Pointing at a finished round's number in the scoring helper shows that round's points
with that round's own words: the board as it was scored, never the board of now."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from dq_desktop.engine.explanation import explain
from dq_desktop.engine.round_boards import board_at_round_end
from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.ui.shell.main_window import MainWindow
from dq_desktop.ui.table.score_panel import CATEGORIES, detail
from tests.ui.conftest import HUMAN, setup_of


def point_at(label: QLabel) -> None:
    """The mouse on ``label``, as the player moves it (enter and move events)."""
    QTest.mouseMove(label, label.rect().center())


def drawn_words(window: MainWindow) -> dict[str, str]:
    panel = window.score_panel
    return {key: panel.details[key].text() for key in CATEGORIES
            if panel.details[key].isVisible()}


def test_a_finished_rounds_number_shows_its_own_board_words(window: MainWindow) -> None:
    window.start(setup_of(builtin_tileset("classic"), HUMAN, seed=31))
    game = window.controller.game
    while game.step < 14:  # round 2, five fields after round 1 was scored
        window.controller.place(0, game.legal_moves(0)[-1])
        window.overlay.dismiss()
    then = explain(board_at_round_end(game, 0, 1))
    now = explain(game.players[0].board)
    assert [detail(k, then, 1) for k in CATEGORIES] != [detail(k, now, 1) for k in CATEGORIES]
    panel = window.score_panel
    point_at(panel.round_labels[0])
    assert panel.caption.text() == "Round 1 result:"
    assert drawn_words(window) == {key: detail(key, then, 1) for key in CATEGORIES}
    for key in CATEGORIES:
        assert panel.value_of(key) == game.players[0].scores[0].as_dict()[key]
    QTest.mouseMove(window.board_view, QPoint(5, 5))
    assert panel.caption.text() == "Round 2, if scored now:"
    assert drawn_words(window) == {key: detail(key, now, 2) for key in CATEGORIES}
