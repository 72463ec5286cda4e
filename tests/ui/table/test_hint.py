"""A hint shows the expert's choice for the field to fill, in the hand and on the board,
only on the player's own turn, and marks the game assisted."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from dq_desktop.engine.bots.expert import expert_choice
from dq_desktop.engine.tileset import TileSet
from dq_desktop.engine.view import view_of
from dq_desktop.ui.shell.main_window import MainWindow
from tests.ui.conftest import HUMAN, setup_of


def experts_choice(window: MainWindow) -> object:
    return expert_choice(view_of(window.controller.game, 0))


def test_a_hint_selects_the_experts_choice_and_draws_it_on_the_field(
    qtbot: QtBot, window: MainWindow, play_set: TileSet
) -> None:
    window.set_aids(False)
    window.start(setup_of(play_set, HUMAN))
    assert window.controller.assisted == set()
    window.hint.ask()
    assert window.controller.assisted == {0}
    expected = experts_choice(window)
    qtbot.waitUntil(lambda: window.hint.action.isEnabled(), timeout=20_000)
    hand = window.hand_view.hand()
    entry = hand.entry(window.hand_view.currentIndex().row())
    assert entry.move == expected
    scene = window.scenes[0]
    assert scene.preview_tile is not None and scene.preview_tile.tile.id == expected.tile
    assert "Hint:" in window.statusBar().currentMessage()


def test_a_hint_is_only_for_ones_own_turn(window: MainWindow, play_set: TileSet) -> None:
    window.start(setup_of(play_set, "greedy"))
    window.hint.ask()
    assert window.controller.assisted == set()
    assert "your own turn" in window.statusBar().currentMessage()


def test_a_placement_drops_a_hint_under_way(
    qtbot: QtBot, window: MainWindow, play_set: TileSet
) -> None:
    window.set_aids(False)
    window.start(setup_of(play_set, HUMAN))
    window.hint.ask()
    window.controller.place(0, window.controller.game.legal_moves(0)[0])
    assert window.hint.action.isEnabled()
    # The expert's answer still comes (a fraction of a second): wait for it, then check
    # that it was dropped, neither shown nor said.
    qtbot.waitUntil(lambda: not window.hint.work.busy(), timeout=20_000)
    assert window.controller.game.step == 1
    assert window.scenes[0].preview_tile is None
    assert "Hint:" not in window.statusBar().currentMessage()


def test_the_game_menu_offers_the_hint_with_its_key(window: MainWindow) -> None:
    action = window.menus.actions_by_name["hint"]
    assert action is window.hint.action
    assert action.shortcut().toString() == "H"


def test_the_hints_words_leave_the_status_bar_once_the_tile_is_placed(
    qtbot: QtBot, window: MainWindow, play_set: TileSet
) -> None:
    window.set_aids(False)
    window.start(setup_of(play_set, HUMAN))
    window.hint.ask()
    qtbot.waitUntil(lambda: "Hint:" in window.statusBar().currentMessage(), timeout=20_000)
    window.controller.place(0, window.controller.game.legal_moves(0)[0])
    assert window.statusBar().currentMessage() == ""


def test_the_hints_work_is_an_engine_function_so_its_worker_loads_no_qt(
    window: MainWindow, play_set: TileSet
) -> None:
    """The worker process finds the work by its module: one under ``engine`` (which never
    imports Qt), not the hint's own module, which would load PySide6 and the table there."""
    window.set_aids(False)
    window.start(setup_of(play_set, HUMAN))
    window.hint.ask()
    (task,) = window.hint.work.tasks
    assert task.call is not None
    work, _ = task.call
    assert work.__module__.startswith("dq_desktop.engine."), work.__module__
    window.hint.forget()
