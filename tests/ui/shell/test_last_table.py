"""New Game remembers the last table chosen (names, kinds, colours, Sancho Panza): the
next New Game starts from it, after a game and after the program is started again, and
the first game at start is dealt at it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from dq_desktop.app import start_first_game
from dq_desktop.storage.paths import DataDirs
from dq_desktop.storage.settings import load_settings
from dq_desktop.ui.common.seats import HUMAN, Seat
from dq_desktop.ui.common.user_files import UserFiles
from dq_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from dq_desktop.ui.shell.main_window import MainWindow

TABLE = (Seat("Zoë", HUMAN, 2), Seat("Jean-Loup", HUMAN, 0), Seat("Dulcinea", "expert", 3))


def window_on(qtbot: QtBot, folder: Path) -> MainWindow:
    window = MainWindow(animation_ms=0, bot_delay_ms=0, files=UserFiles(DataDirs.under(folder)))
    qtbot.addWidget(window)
    window.show()
    return window


def offered(window: MainWindow, monkeypatch: pytest.MonkeyPatch,
            choose: tuple[Seat, ...] | None = None, sancho: bool = False) -> list[object]:
    """What the New Game dialog shows, as the player sees it: each seat's name, who plays,
    colour, and the Sancho box; then (with ``choose``) the player sets the table and OK."""
    seen: list[object] = []

    def shown(dialog: NewGameDialog) -> int:
        rows = [row for row in dialog.rows if row.enabled.isChecked()]
        seen.extend([(row.name.text(), row.kind.currentData(), row.colour.currentData())
                     for row in rows])
        seen.append(dialog.sancho.isChecked())
        if choose is None:
            return 0
        for row, seat in zip(dialog.rows, (*choose, None, None, None, None), strict=False):
            row.enabled.setChecked(seat is not None)
            if seat is not None:
                row.name.setText(seat.name)
                row.kind.setCurrentIndex(row.kind.findData(seat.kind))
                row.colour.setCurrentIndex(row.colour.findData(seat.colour))
        dialog.sancho.setChecked(sancho)
        return 1

    monkeypatch.setattr(NewGameDialog, "exec", shown)
    window.game_files.ask_new_game()
    return seen


@pytest.fixture
def no_questions(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    from dq_desktop.ui.table.game_view import GameView

    monkeypatch.setattr(GameView, "may_replace_game", lambda self: True)
    yield


def test_the_last_table_is_offered_again(qtbot: QtBot, tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch,
                                         no_questions: None) -> None:
    window = window_on(qtbot, tmp_path)
    start_first_game(window, ask=False)
    offered(window, monkeypatch, TABLE, sancho=True)
    assert window.controller.seats == TABLE and window.controller.setup.sancho
    expected = [*((s.name, s.kind, s.colour) for s in TABLE), True]
    assert offered(window, monkeypatch) == expected  # the game on screen's table
    window.side.guided_game()
    assert offered(window, monkeypatch) == expected  # not the guided game's
    window.controller.shut_down()
    window.close()

    settings, _ = load_settings(tmp_path / "settings.json")
    assert settings.sancho and [p.name for p in settings.default_players] == [
        s.name for s in TABLE]
    again = window_on(qtbot, tmp_path)  # the program started again
    start_first_game(again, ask=False)
    assert again.controller.seats == TABLE and again.controller.setup.sancho
    assert offered(again, monkeypatch) == expected
    again.controller.shut_down()
