"""The assisted rule, and the player sees at all times which his game is.

Rule: a preview shows what a player at the table sees by holding a tile over the field,
and what the scoring helper shows after the placement; it reveals nothing hidden, so
previews never make a game assisted. A hint does, and so does a take-back (the next
position card has been seen). The status bar says "unaided so far · previews on".
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from dq_desktop.engine.tileset import TileSet
from dq_desktop.storage.autosave import Autosave
from dq_desktop.storage.paths import DataDirs
from dq_desktop.storage.record_book import RecordBook
from dq_desktop.ui.common.user_files import UserFiles
from dq_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from dq_desktop.ui.shell.main_window import MainWindow
from dq_desktop.ui.table.aids_indicator import (
    ASSISTED,
    GUIDED,
    UNAIDED,
    UNAIDED_SO_FAR,
    UNAIDED_SO_FAR_PLAIN,
)
from tests.ui.conftest import HUMAN, setup_of


def test_previews_shown_and_dragged_leave_the_game_unaided_and_the_bar_says_so(
    window: MainWindow, play_set: TileSet
) -> None:
    window.set_aids(True)
    window.start(setup_of(play_set, HUMAN))
    scene = window.scenes[0]
    window.hand_view.setCurrentIndex(window.hand_view.model().index(0, 0))  # a tile chosen
    assert scene.preview_tile is not None  # the chosen tile's preview is on the field
    for move in window.controller.game.legal_moves(0)[:6]:  # several drags over the field
        scene.dragPreview.emit(move)
        assert scene.preview_tile is not None
    scene.dragPreview.emit(None)
    indicator = window.aids_indicator
    assert window.controller.assisted == set()
    assert indicator.state == UNAIDED_SO_FAR and indicator.isVisible()
    assert indicator.text() == "Unaided so far · previews on"
    assert "never make a game assisted" in indicator.toolTip()


def test_previews_off_says_unaided_so_far_without_previews(
    window: MainWindow, play_set: TileSet
) -> None:
    window.set_aids(False)
    window.start(setup_of(play_set, HUMAN))
    assert window.aids_indicator.state == UNAIDED_SO_FAR_PLAIN
    assert window.aids_indicator.text() == "Unaided so far"
    window.set_aids(True)  # switching previews on changes only the words, not the mark
    assert window.aids_indicator.state == UNAIDED_SO_FAR
    assert window.controller.assisted == set()


def test_a_take_back_makes_it_assisted(window: MainWindow, play_set: TileSet) -> None:
    window.set_aids(True)
    window.start(setup_of(play_set, HUMAN))
    window.controller.place(0, window.controller.game.legal_moves(0)[0])
    assert window.aids_indicator.state == UNAIDED_SO_FAR
    window.take_back()
    assert window.aids_indicator.state == ASSISTED
    assert window.aids_indicator.text() == "Assisted game"
    assert "hint or a take-back" in window.aids_indicator.toolTip()


def test_a_hint_makes_it_assisted(window: MainWindow, play_set: TileSet) -> None:
    window.set_aids(False)
    window.start(setup_of(play_set, HUMAN))
    window.hint.ask()
    assert window.controller.assisted == {0}
    assert window.aids_indicator.state == ASSISTED


def test_the_guided_game_is_said_guided_and_not_recorded_never_unaided(
    window: MainWindow,
) -> None:
    window.side.guided_game()
    indicator = window.aids_indicator
    assert indicator.state == GUIDED and indicator.text() == "Guided game · not recorded"
    assert "not kept in the record book" in indicator.toolTip()
    window.hint.ask()  # a hint too: still the guided game, never recorded
    assert indicator.state == GUIDED


def test_no_indicator_without_a_human(window: MainWindow, play_set: TileSet) -> None:
    window.start(setup_of(play_set, "greedy"))
    assert not window.aids_indicator.isVisible()
    assert window.aids_indicator.state == UNAIDED


def test_the_new_game_dialog_says_previews_keep_the_game_unaided() -> None:
    dialog = NewGameDialog(None, aids=False)
    assert not dialog.aids.isChecked()
    assert "unaided" in dialog.aids.text()
    assert "never make a game assisted" in dialog.aids.toolTip()
    assert NewGameDialog(None, aids=True).aids.isChecked()


def test_a_whole_game_with_previews_is_autosaved_and_recorded_unaided(
    qtbot: QtBot, tmp_path: Path, play_set: TileSet
) -> None:
    (tmp_path / "settings.json").write_text(
        '{"format": "dq-settings/1", "animation_speed": "off", "aids": true}')
    window = MainWindow(animation_ms=0, bot_delay_ms=0,
                        files=UserFiles(DataDirs.under(tmp_path)))
    qtbot.addWidget(window)
    window.show()
    window.controller.roundScored.connect(lambda _: QTimer.singleShot(0, window.overlay.dismiss))
    window.start(setup_of(play_set, HUMAN))
    assert window.aids_enabled
    game = window.controller.game
    while game.step < 4:
        window.scenes[0].dragPreview.emit(game.legal_moves(0)[-1])
        window.controller.place(0, game.legal_moves(0)[0])
    assert not Autosave(DataDirs.under(tmp_path).autosave_file).load().assisted
    keeper = window.view.keeper
    assert keeper is not None
    # The record book is written on its own thread: wait for the game to be in it.
    with qtbot.waitSignal(keeper.recorded, timeout=60_000):
        while not game.is_over:
            qtbot.waitUntil(lambda: game.is_over or window.controller.active_seat == 0)
            if not game.is_over:
                window.controller.place(0, game.legal_moves(0)[0])
    assert window.aids_indicator.text() == "Unaided game"
    with RecordBook.open(tmp_path / "records.sqlite3") as book:
        assert [entry.assisted for entry in book.games()] == [False]
    window.controller.shut_down()
