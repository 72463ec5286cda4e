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
