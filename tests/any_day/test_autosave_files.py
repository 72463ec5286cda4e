"""``autosave.json`` from any day: the program starts, offers the game when it can be read,
says once what it set aside (kept under a dated name), and a tile can be placed."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.any_day import game_variants
from tests.any_day.checks import check_set_aside
from tests.any_day.game_variants import IN_PROGRESS_STEPS, in_progress, play
from tests.any_day.program import QUICK_SETTINGS, Program, play_on, run_program
from tests.any_day.variants import Case, as_bytes, cut_short

RESUME_TITLE = "Unfinished game"


def resumed(program: Program) -> bool:
    """The game on the table is the autosave's, and the player was asked about it."""
    assert program.window is not None
    game = program.window.controller.game
    asked = any(said.title == RESUME_TITLE for said in program.said)
    return asked and game.step == IN_PROGRESS_STEPS \
        and [player.name for player in game.players] == ["Ana", "Rocinante"]


@pytest.mark.parametrize("case", game_variants.autosave_cases(), ids=str)
def test_an_autosave_from_any_day(
    case: Case, folder: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    (folder / "settings.json").write_text(QUICK_SETTINGS)
    autosave = folder / "autosave.json"
    autosave.write_bytes(case.content)
    found: list[bool] = []

    def then(program: Program) -> None:
        found.append(resumed(program))
        play_on(qtbot, program)

    program = run_program(folder, qtbot, monkeypatch, then)
    moved = check_set_aside(program, autosave, case)
    if case.set_aside is not None:
        assert found == [moved is None], program.words
    assert autosave.exists(), "the game played after the start is saved"


@pytest.mark.parametrize("offset", [offset for offset, _ in cut_short(as_bytes(in_progress()))])
def test_an_autosave_cut_short_gives_the_save_before_it(
    offset: int, folder: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Killed while the latest was written: the one before it is offered, and the player
    told that at most one placement is lost."""
    from dq_desktop.formats.game_record import record_of_game

    (folder / "settings.json").write_text(QUICK_SETTINGS)
    (folder / "autosave.json").write_bytes(as_bytes(in_progress())[:offset])
    before = play(("Ana", "Rocinante"), IN_PROGRESS_STEPS - 1)
    (folder / "autosave.previous.json").write_bytes(
        as_bytes(record_of_game(before, ["human", "bot:greedy"])))
    steps: list[int] = []

    def then(program: Program) -> None:
        assert program.window is not None
        steps.append(program.window.controller.game.step)
        play_on(qtbot, program)

    program = run_program(folder, qtbot, monkeypatch, then)
    assert steps == [IN_PROGRESS_STEPS - 1]
    assert program.told_about("at most one placement is lost") == 1, program.words
    assert len(list(folder.glob("autosave.bad-*.json"))) == 1


def test_only_the_save_before_the_latest_is_there(
    folder: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Killed between the autosave's two renames: the save before it is offered, and
    nothing is said (no file was damaged)."""
    (folder / "settings.json").write_text(QUICK_SETTINGS)
    (folder / "autosave.previous.json").write_bytes(as_bytes(in_progress()))
    found: list[bool] = []

    def then(program: Program) -> None:
        found.append(resumed(program))
        play_on(qtbot, program)

    program = run_program(folder, qtbot, monkeypatch, then)
    assert found == [True]
    assert [said.title for said in program.said] == [RESUME_TITLE]
