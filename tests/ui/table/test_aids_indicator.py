"""The player sees at all times whether the game in progress counts as assisted."""

from __future__ import annotations

from dq_desktop.engine.tileset import TileSet
from dq_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from dq_desktop.ui.shell.main_window import MainWindow
from dq_desktop.ui.table.aids_indicator import ASSISTED, UNAIDED, UNAIDED_SO_FAR
from tests.ui.conftest import HUMAN, setup_of


def test_previews_on_but_unused_says_so_then_a_preview_makes_it_assisted(
    window: MainWindow, play_set: TileSet
) -> None:
    window.set_aids(False)
    window.start(setup_of(play_set, HUMAN))
    indicator = window.aids_indicator
    assert indicator.state == UNAIDED and indicator.isVisible()
    window.set_aids(True)  # turning previews on shows one for the selected tile
    assert indicator.state == ASSISTED
    assert window.controller.assisted == {0}
    assert indicator.text() == "Assisted game"


def test_a_take_back_makes_it_assisted(window: MainWindow, play_set: TileSet) -> None:
    window.set_aids(False)
    window.start(setup_of(play_set, HUMAN))
    window.controller.place(0, window.controller.game.legal_moves(0)[0])
    assert window.aids_indicator.state == UNAIDED
    window.take_back()
    assert window.aids_indicator.state == ASSISTED


def test_with_previews_on_the_game_says_it_is_assisted_from_the_first_preview(
    window: MainWindow, play_set: TileSet
) -> None:
    """Previews on: the selected tile's preview shows at once, so the game is assisted,
    and the status bar says so (the record book is then no surprise)."""
    window.set_aids(True)
    window.start(setup_of(play_set, HUMAN))
    assert window.aids_indicator.state == ASSISTED
    assert "unaided bests" in window.aids_indicator.toolTip()


def test_no_indicator_without_a_human(window: MainWindow, play_set: TileSet) -> None:
    window.start(setup_of(play_set, "greedy"))
    assert not window.aids_indicator.isVisible()
    assert window.aids_indicator.state in (UNAIDED, UNAIDED_SO_FAR)


def test_the_new_game_dialog_chooses_the_aids() -> None:
    dialog = NewGameDialog(None, aids=False)
    assert not dialog.aids.isChecked()
    assert "assisted" in dialog.aids.text()
    assert NewGameDialog(None, aids=True).aids.isChecked()
