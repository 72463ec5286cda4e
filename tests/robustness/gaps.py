"""Faults the robustness tests found whose fixes belong in the lead's files (issue 9).

Each probe asks the window as it is now whether the fault is still there, so that
``test_found_faults.py`` expects a failure (strictly) while it is open and turns
into an ordinary test once it is fixed, and the monkey steers around an open
fault (and prints so) instead of stopping on it in every run.
"""

from __future__ import annotations

import gc
import sys
import weakref
from collections.abc import Callable
from functools import cache
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtWidgets import QApplication, QDialog

from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.ui.main_window import MainWindow
from dq_desktop.ui.seats import HUMAN, GameSetup, Seat

T = TypeVar("T")


def setup_of(*kinds: str, seed: int = 11) -> GameSetup:
    seats = tuple(Seat(f"P{n + 1}", kind, n) for n, kind in enumerate(kinds))
    return GameSetup(seats, builtin_tileset("classic"), seed)


def _with_window(probe: Callable[[MainWindow], T]) -> T:
    window = MainWindow(animation_ms=0, bot_delay_ms=60_000)  # computers wait: we ask first
    window.show()
    try:
        return probe(window)
    finally:
        window.close()
        window.deleteLater()
        QApplication.processEvents()


@cache
def humans_can_move_for_computers() -> bool:
    """Open while a drop on a computer's board, or Enter in its hand, places its tile.

    With no human at the table the window shows the computer's board and hand;
    a drop or Enter placed the tile for it, and the computer's own answer then came
    for a field already filled: ``TileNotAvailableError`` inside Qt (monkey seed 1).
    """

    def probe(window: MainWindow) -> bool:
        window.start(setup_of("greedy"))
        game = window.controller.game
        move = game.legal_moves(0)[0]
        assert game.current_field is not None
        if window.scenes[0].accepts(0, move, game.current_field):
            return True
        window.hand_view.placeRequested.emit(0)  # Enter on its first tile
        return bool(game.players[0].placements)

    return _with_window(probe)


@cache
def new_game_keeps_the_pause() -> bool:
    """Open while a game started during a round's scoring leaves the computers paused.

    The overlay is hidden, not dismissed, so ``set_paused(False)`` never comes and
    the computers of the new game never move: the game is stuck.
    """

    def probe(window: MainWindow) -> bool:
        window.start(setup_of(HUMAN))
        game = window.controller.game
        while window.controller.game.step < 9:
            window.controller.place(0, game.legal_moves(0)[0])
        assert window.overlay.isVisible()  # round 1 is scored, the computers wait
        window.start(setup_of(HUMAN, "greedy"))
        return bool(window.controller._paused)

    return _with_window(probe)


@cache
def failing_menu_actions() -> tuple[str, ...]:
    """The menu actions that raise inside Qt when chosen (a dialog they open is cancelled).

    Help ▸ Rules was wired to ``triggered(bool)``, so ``show_rules`` got ``False`` for
    its anchor: ``TypeError`` in ``QTextEdit.scrollToAnchor`` (monkey, first run).
    """

    def cancel_dialog() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QDialog):
            dialog.reject()

    def probe(window: MainWindow) -> tuple[str, ...]:
        window.start(setup_of(HUMAN))
        failing = []
        for name, action in window.actions_by_name.items():
            if name == "quit" or not action.isEnabled():
                continue
            errors: list[object] = []
            hook = sys.excepthook
            sys.excepthook = lambda *info, seen=errors: seen.append(info)
            closer = QTimer()
            closer.timeout.connect(cancel_dialog)
            closer.start(10)
            try:
                action.trigger()
                QApplication.processEvents()
            finally:
                closer.stop()
                sys.excepthook = hook
            if errors:
                failing.append(name)
        return tuple(failing)

    return _with_window(probe)


@cache
def old_scenes_and_hands_live_on() -> bool:
    """Open while a new game leaves the scenes and hand models of the last one alive.

    They are children of the game view and nothing deletes them: about 0.7 MiB and
    nine objects more per game of three players (``test_memory.py``).
    """

    def probe(window: MainWindow) -> bool:
        window.start(setup_of(HUMAN, HUMAN))
        old = [weakref.ref(item) for item in (*window.scenes, *window.hands)]
        window.start(setup_of(HUMAN, HUMAN))
        settle_deletions()
        return any(ref() is not None for ref in old)

    return _with_window(probe)


def settle_deletions() -> None:
    """Run the deletions Qt has queued (``deleteLater``), then Python's collector."""
    QApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def open_gaps() -> dict[str, object]:
    """The faults still open, by probe name, for the monkey's report."""
    found = {
        "humans_can_move_for_computers": humans_can_move_for_computers(),
        "new_game_keeps_the_pause": new_game_keeps_the_pause(),
        "failing_menu_actions": failing_menu_actions(),
        "old_scenes_and_hands_live_on": old_scenes_and_hands_live_on(),
    }
    return {name: value for name, value in found.items() if value}
