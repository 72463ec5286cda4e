"""Start-up: the unfinished game is named in the question, over its own board."""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import datetime
from pathlib import Path

from dq_desktop.app import resume_question
from dq_desktop.engine.game import Game
from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.storage.autosave import LoadedAutosave
from dq_desktop.ui.common.dates import short_date_time

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


def test_the_first_window_fits_a_small_screen() -> None:
    from PySide6.QtCore import QSize

    from dq_desktop.app import first_size

    assert first_size(QSize(1920, 1050)) == QSize(1280, 800)
    assert first_size(QSize(1024, 610)) == QSize(1024, 610)


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
