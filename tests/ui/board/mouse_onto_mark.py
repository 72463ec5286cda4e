"""Run alone (``python -m tests.ui.board.mouse_onto_mark``): the mouse goes from a knight's
road onto the mark that says why the knight does not defend, while the scoring helper
shows the defence. Prints ``survived`` when the program is still standing.

Kept apart from the test because the fault it guards against is a crash inside Qt,
which would take the whole test run down instead of failing one test."""

from __future__ import annotations

import os
import sys

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from dq_desktop.engine.explanation import explain
from dq_desktop.engine.scoring import Category
from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.ui.shell.main_window import MainWindow
from tests.ui.conftest import HUMAN, setup_of


def window_with_a_knight_that_does_not_defend() -> MainWindow:
    """A solitaire game played (first legal move each time) until a knight does not defend."""
    window = MainWindow(animation_ms=0, bot_delay_ms=0)
    window.resize(1200, 760)
    window.show()
    window.set_aids(False)
    window.start(setup_of(builtin_tileset("classic"), HUMAN, seed=1))
    game = window.controller.game
    while not explain(game.players[0].board).not_defending:
        window.controller.place(0, game.legal_moves(0)[0])
        window.overlay.dismiss()
    return window


def main() -> int:
    app = QApplication(sys.argv[:1])
    window = window_with_a_knight_that_does_not_defend()
    scene = window.scenes[0]
    knight, _reason = explain(window.controller.game.players[0].board).not_defending[0]
    window.score_panel.categoryHovered.emit(Category.DEFENSE.value)
    view = window.board_view
    mark_centre = view.mapFromScene(scene.marks[0].sceneBoundingRect().center())
    QTest.mouseMove(view.viewport(), view.mapFromScene(scene.symbol_centre(knight)))
    app.processEvents()
    if scene.hovered is None:
        print("the knight's road did not light up")
        return 1
    QTest.mouseMove(view.viewport(), mark_centre)  # the road's field hears "leave" first
    app.processEvents()
    print("survived", flush=True)
    window.close()
    return 0


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.exit(main())
