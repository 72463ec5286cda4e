"""A second copy of the program on the same data folder is noticed, told, and chooses.

Rules checked: while another copy holds the folder's lock, starting asks; going on
leaves the other copy's game in progress alone (its autosave is neither offered,
moved aside nor overwritten); quitting closes this copy.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from dq_desktop.app import start_first_game
from dq_desktop.storage.paths import DataDirs
from dq_desktop.ui.common.user_files import UserFiles
from dq_desktop.ui.shell import second_copy
from dq_desktop.ui.shell.main_window import MainWindow
from tests.storage.locks import instance_lock_holder

OTHER_COPYS_GAME = "the other copy's game in progress, as it writes it"


@pytest.fixture
def folder(tmp_path: Path) -> Iterator[Path]:
    (tmp_path / "settings.json").write_text(
        '{"format": "dq-settings/1", "animation_speed": "off", "guided_offered": true}')
    (tmp_path / "autosave.json").write_text(OTHER_COPYS_GAME)
    first = instance_lock_holder(tmp_path)
    yield tmp_path
    first.kill()
    first.wait(timeout=30)


def second_window(qtbot: QtBot, folder: Path) -> MainWindow:
    window = MainWindow(animation_ms=0, bot_delay_ms=0, files=UserFiles(DataDirs.under(folder)))
    qtbot.addWidget(window)
    window.show()
    return window


def test_going_on_leaves_the_other_copys_game_alone(
    qtbot: QtBot, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[Path] = []
    monkeypatch.setattr(second_copy, "go_on_as_second_copy",
                        lambda parent, where: asked.append(where) or True)
    window = second_window(qtbot, folder)
    start_first_game(window, ask=True)
    assert asked == [folder]
    assert window.controller.has_game  # a new game of its own
    assert (folder / "autosave.json").read_text() == OTHER_COPYS_GAME
    assert not list(folder.glob("autosave.bad-*"))
    window.close()
    assert (folder / "autosave.json").read_text() == OTHER_COPYS_GAME


def test_quitting_closes_this_copy(
    qtbot: QtBot, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(second_copy, "go_on_as_second_copy", lambda parent, where: False)
    window = second_window(qtbot, folder)
    start_first_game(window, ask=True)
    assert not window.isVisible()
    assert (folder / "autosave.json").read_text() == OTHER_COPYS_GAME
