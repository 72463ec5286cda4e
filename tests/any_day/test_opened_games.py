"""A game file from any day, opened with *Game → Open*: the game when it can be read;
otherwise a message naming the file and the fault, the game on the table goes on, and
the file is left exactly as it was."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from tests.any_day import game_variants
from tests.any_day.checks import set_aside_copies
from tests.any_day.game_variants import IN_PROGRESS_STEPS
from tests.any_day.program import QUICK_SETTINGS, Program, place_a_tile, play_on, run_program
from tests.any_day.variants import MAX_WORDS, Case

TITLE = "Cannot open this game"


def open_through_the_menu(program: Program, path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """*Game → Open*, the file dialog answered with ``path``."""
    assert program.window is not None
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *args, **kwargs: (str(path), ""))
    program.window.actions_by_name["open"].trigger()


@pytest.mark.parametrize("case", game_variants.opened_cases(), ids=str)
def test_a_game_file_from_any_day_opened(
    case: Case, folder: Path, tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    (folder / "settings.json").write_text(QUICK_SETTINGS)
    saved = tmp_path / "saved games" / "Ana's game.json"
    saved.parent.mkdir()
    saved.write_bytes(case.content)
    opened: list[bool] = []

    def then(program: Program) -> None:
        assert program.window is not None
        controller = program.window.controller
        place_a_tile(qtbot, program)  # a game at stake: Open asks before it replaces it
        before = controller.game
        open_through_the_menu(program, saved, monkeypatch)
        game = controller.game
        opened.append(game is not before)
        if game is not before:
            assert game.step == IN_PROGRESS_STEPS
            assert [player.name for player in game.players] == ["Ana", "Rocinante"]
        play_on(qtbot, program)

    program = run_program(folder, qtbot, monkeypatch, then)
    refusals = [said.text for said in program.said if said.title == TITLE]
    if case.set_aside is not None:
        assert opened == [not case.set_aside], program.words
        assert len(refusals) == (1 if case.set_aside else 0), program.words
    for text in refusals:
        assert saved.name in text
        assert all(words in text for words in case.says), text
        assert len(text) <= MAX_WORDS
    assert saved.read_bytes() == case.content  # left as it was, whatever it holds
    assert set_aside_copies(saved) == []
