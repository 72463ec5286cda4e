"""Start-up: the unfinished game is named in the question, over its own board; a lock
that cannot be had, or a full disk, is said and the unfinished game still offered."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from dq_desktop.app import resume_question
from dq_desktop.engine.game import Game
from dq_desktop.formats.game_record import record_of_game
from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.storage.autosave import Autosave, LoadedAutosave
from dq_desktop.storage.instance_lock import LOCK_FILE
from dq_desktop.storage.paths import DataDirs
from dq_desktop.ui.common.dates import short_date_time
from dq_desktop.ui.common.user_files import UserFiles
from dq_desktop.ui.shell.main_window import MainWindow
from tests.storage.faults import fill, small_disk

CLASSIC = builtin_tileset("classic")
SAVED = datetime(2026, 11, 24, 20, 15).astimezone()


def test_the_question_names_players_field_and_date() -> None:
    game = Game.new(CLASSIC, 3, ["Ana", "Ben", "Carla"])
    for seat in range(3):
        game.place(seat, game.legal_moves(seat)[0])
    question = resume_question(LoadedAutosave(game, saved_at=SAVED))
    assert question == (f"Continue the game with Ana, Ben and Carla at field 2 of 22, "
                        f"saved {short_date_time(SAVED)}?")


def test_solitaire_says_your_game() -> None:
    game = Game.new(CLASSIC, 3, ["You"])
    question = resume_question(LoadedAutosave(game, saved_at=SAVED))
    assert question.startswith("Continue your game at field 1 of 22, saved ")


def resumed_aids(qtbot: QtBot, folder: Path, monkeypatch: pytest.MonkeyPatch,
                 record: dict[str, Any]) -> tuple[set[int], list[frozenset[int]]]:
    """Start on ``folder`` whose autosave holds ``record``, say Yes to the question:
    the seats marked assisted, and those the autosave held when the question came."""
    from dq_desktop import app
    from dq_desktop.app import start_first_game
    from dq_desktop.ui.shell.main_window import MainWindow

    dirs = DataDirs.under(folder)
    dirs.settings_file.write_text('{"format": "dq-settings/1", "animation_speed": "off"}')
    dirs.autosave_file.write_text(json.dumps(record))
    asked: list[frozenset[int]] = []

    def answer(window: object, question: str) -> bool:
        asked.append(frozenset(Autosave(dirs.autosave_file).load().assisted))
        return True

    monkeypatch.setattr(app, "_wants_to_resume", answer)
    window = MainWindow(animation_ms=0, bot_delay_ms=0, files=UserFiles(dirs))
    qtbot.addWidget(window)
    window.show()
    start_first_game(window, ask=True)
    assisted = set(window.controller.assisted)
    window.close()
    return assisted, asked


def test_a_resumed_hot_seat_game_is_assisted_for_the_seat_that_took_an_aid_only(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """And the autosave says so from the first moment, before the question is answered."""
    game = Game.new(CLASSIC, 3, ["Ana", "Ben"])
    for seat in range(2):
        game.place(seat, game.legal_moves(seat)[0])
    record = record_of_game(game, ["human", "human"]) | {"assisted": True,
                                                          "assisted_seats": [1]}
    assert resumed_aids(qtbot, tmp_path, monkeypatch, record) == ({1}, [{1}])


def test_an_older_autosaves_assisted_game_resumes_assisted_for_its_humans(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = Game.new(CLASSIC, 3, ["Ana", "Bot"])
    for seat in range(2):
        game.place(seat, game.legal_moves(seat)[0])
    record = record_of_game(game, ["human", "bot:greedy"]) | {"assisted": True}
    assert resumed_aids(qtbot, tmp_path, monkeypatch, record) == ({0}, [{0}])


def test_the_first_window_fits_a_small_screen() -> None:
    from PySide6.QtCore import QSize

    from dq_desktop.app import first_size

    assert first_size(QSize(1920, 1050)) == QSize(1280, 800)
    assert first_size(QSize(1024, 610)) == QSize(1008, 562)  # and the frame around it


# --- the folder's lock at start (issue 34, items 13 and 15) -------------------------------


def in_progress(folder: Path, seed: int = 41, steps: int = 3) -> Game:
    """An unfinished solitaire game of ``steps`` fields, autosaved in ``folder``."""
    (folder / "settings.json").write_text('{"format": "dq-settings/1", "animation_speed": "off"}')
    game = Game.new(CLASSIC, seed, ["Ana"])
    while game.step < steps:
        game.place(0, game.legal_moves(0)[0])
    Autosave(folder / "autosave.json").save(game, ["human"])
    return game


def started(qtbot: QtBot, folder: Path, monkeypatch: pytest.MonkeyPatch,
            told: list[str], asked: list[str], *, resume: bool) -> MainWindow:
    """The window started on ``folder`` as the program starts: what it says goes to ``told``,
    the resume question to ``asked`` (answered ``resume``)."""
    from PySide6.QtWidgets import QMessageBox

    from dq_desktop import app

    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: told.append(text))
    monkeypatch.setattr(app, "_wants_to_resume",
                        lambda _window, question: asked.append(question) or resume)
    window = MainWindow(animation_ms=0, bot_delay_ms=0, files=UserFiles(DataDirs.under(folder)))
    qtbot.addWidget(window)
    window.show()
    app.start_first_game(window, ask=True)
    return window


def test_a_full_disk_at_start_says_so_and_still_offers_the_unfinished_game(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The lock's process id finds no room: the lock holds, the player is told, the game
    in progress is offered and resumed, and its autosave is still the same game."""
    told: list[str] = []
    asked: list[str] = []
    with small_disk(tmp_path / "small") as folder:
        game = in_progress(folder)
        fill(folder)
        window = started(qtbot, folder, monkeypatch, told, asked, resume=True)
        assert len(asked) == 1 and "field 4 of 22" in asked[0]
        shown = window.controller.game
        assert (shown.deal.seed, shown.step) == (game.deal.seed, game.step)
        assert any("dq-desktop.lock cannot be written: the disk is full" in text
                   and "not saved after each placement" in text for text in told), told
        window.close()
        kept = Autosave(folder / "autosave.json").load().game
        assert kept is not None and (kept.deal.seed, kept.step) == (game.deal.seed, game.step)


@pytest.mark.parametrize("lock", ["folder", "link"])
def test_a_lock_that_cannot_be_had_is_said_and_the_unfinished_game_offered(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lock: str
) -> None:
    """A folder or a link where the lock goes is not a free lock: the player is told that
    a second copy would go unnoticed; the link's target is never written."""
    target = tmp_path / "notes.txt"
    target.write_text("a file of the player's\n")
    folder = tmp_path / "data"
    folder.mkdir()
    game = in_progress(folder)
    if lock == "folder":
        (folder / LOCK_FILE).mkdir()
    else:
        (folder / LOCK_FILE).symlink_to(target)
    told: list[str] = []
    asked: list[str] = []
    window = started(qtbot, folder, monkeypatch, told, asked, resume=True)
    assert len(asked) == 1 and window.controller.game.step == game.step
    assert any("cannot tell whether another copy" in text for text in told), told
    assert target.read_text() == "a file of the player's\n"
    window.close()


def test_a_window_geometry_that_is_not_base64_does_not_stop_the_start(tmp_path: Path) -> None:
    """It raised UnicodeEncodeError out of start-up, at every start, with nothing logged;
    the settings report names it later (tests/storage/test_settings.py). In a process of its
    own: the window it leaves open would stand in other tests' way."""
    (tmp_path / "settings.json").write_text('{"window_geometry": "é"}', encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "dq_desktop", "--data-dir", str(tmp_path), "--quit-when-shown"],
        env=os.environ | {"QT_QPA_PLATFORM": "offscreen"}, capture_output=True, text=True,
        timeout=120, check=False)
    assert (result.returncode, result.stderr) == (0, "")


SAVE_AS_IN_PLACE_OF_THE_WINDOW = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog
from dq_desktop import app, cli
from dq_desktop.ui.common.game_file_dialog import ask_game_file

def save_as(options, dirs, log):
    app.make_application()

    def accept():
        dialogs = [w for w in QApplication.topLevelWidgets()
                   if isinstance(w, QFileDialog) and w.isVisible()]
        if not dialogs:
            QTimer.singleShot(10, accept)  # not shown yet: ask again on the next turn
            return
        dialogs[0].accept()
    QTimer.singleShot(0, accept)
    return 0 if ask_game_file(None, "Save As", "game.json") else 3

app._run_window = save_as
sys.exit(cli.main(["--data-dir", sys.argv[1]]))
"""


def test_the_file_dialogs_history_is_kept_in_the_data_folder(tmp_path: Path) -> None:
    """Qt wrote it to ~/.config/QtProject.conf after Save As, Open or Export, even with
    --data-dir. The start-up is run with a Save As in place of the window, in a process
    with a home of its own."""
    home, data = tmp_path / "home", tmp_path / "data"
    home.mkdir()
    environment = {name: value for name, value in os.environ.items()
                   if not name.startswith("XDG_")} | {
        "HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-c", SAVE_AS_IN_PLACE_OF_THE_WINDOW, str(data)], env=environment,
        capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    assert "lastVisited" in (data / "QtProject.conf").read_text(encoding="utf-8")
    assert [path for path in home.rglob("*") if path.is_file()] == []
