"""The marks the scoring helper puts on the board (why a knight does not defend, what a
group is worth) stay while the mouse moves over the board, and the mouse moving from a
road onto a mark does not crash the program (it did: the road's field, told that the
mouse left, took the marks away while Qt was about to tell the mark the mouse came in).
The end-of-round scoring shows these marks while the mouse may be anywhere."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtTest import QTest

from dq_desktop.engine.explanation import explain
from dq_desktop.engine.scoring import Category
from dq_desktop.ui.shell.main_window import MainWindow
from tests.ui.board import mouse_onto_mark

ROOT = Path(__file__).resolve().parents[3]


def test_moving_from_a_road_onto_a_mark_does_not_crash() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    run = subprocess.run([sys.executable, "-X", "faulthandler", "-m", mouse_onto_mark.__name__],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0 and "survived" in run.stdout, run.stdout + run.stderr[-3000:]


def test_pointing_at_roads_leaves_the_marks_in_place(qtbot: object) -> None:
    window: MainWindow = mouse_onto_mark.window_with_a_knight_that_does_not_defend()
    try:
        scene = window.scenes[0]
        board = window.controller.game.players[0].board
        window.score_panel.categoryHovered.emit(Category.DEFENSE.value)
        marks = list(scene.marks)
        assert len(marks) == len(explain(board).not_defending)
        view = window.board_view
        for field in board:
            QTest.mouseMove(view.viewport(),
                            view.mapFromScene(scene.items_by_field[field].sceneBoundingRect().center()))
        assert scene.marks == marks and all(mark.isVisible() for mark in marks)
        window.score_panel.categoryHovered.emit("")
        assert scene.marks == [] and not any(mark.isVisible() for mark in marks)
    finally:
        window.close()
