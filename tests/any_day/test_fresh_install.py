"""A fresh install (no settings ever accepted): every action that starts a game starts
one, and a tile can be placed in it: New Game, a hot-seat table, Play this deal again,
Open, the guided game."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from dq_desktop.engine.game import Game
from dq_desktop.formats.game_record import write_game
from dq_desktop.ui.common.seats import HUMAN
from dq_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from tests.any_day.book_variants import current
from tests.any_day.game_variants import IN_PROGRESS_STEPS, play
from tests.any_day.program import Program, place_a_tile, play_on, run_program
from tests.any_day.test_opened_games import open_through_the_menu


def started_anew(program: Program, action: str) -> Game:
    """Trigger the menu action ``action``; the game it started."""
    assert program.window is not None
    before = program.window.controller.game
    program.window.actions_by_name[action].trigger()
    game = program.window.controller.game
    assert game is not before, f"{action} started no game: {program.words}"
    return game


def _answer(dialog: NewGameDialog, humans: int, accepted: list[bool]) -> int:
    """OK, once, with the first ``humans`` seats human players and the others empty."""
    if accepted:
        return 0
    accepted.append(True)
    for number, row in enumerate(dialog.rows):
        row.enabled.setChecked(number < humans)
        if number < humans:
            row.kind.setCurrentIndex(row.kind.findData(HUMAN))
            row.name.setText(f"Player {number + 1}")
    return 1


@pytest.fixture
def fresh(folder: Path) -> Path:
    assert not any(folder.iterdir())
    return folder


def test_the_first_start_deals_a_game(
    fresh: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A fresh install deals a game and asks one thing only: whether to play the guided
    first game (answered here by closing the question: the game dealt stays)."""
    program = run_program(fresh, qtbot, monkeypatch, lambda p: play_on(qtbot, p))
    assert [said.title for said in program.said] == ["New to the game?"]


def test_new_game(fresh: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    def then(program: Program) -> None:
        _answer_new_game(monkeypatch, humans=1)
        started_anew(program, "new")
        play_on(qtbot, program)

    run_program(fresh, qtbot, monkeypatch, then)


def test_a_hot_seat_table(fresh: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    def then(program: Program) -> None:
        _answer_new_game(monkeypatch, humans=2)
        game = started_anew(program, "new")
        assert [player.name for player in game.players] == ["Player 1", "Player 2"]
        assert (place_a_tile(qtbot, program), place_a_tile(qtbot, program)) == (0, 1)

    run_program(fresh, qtbot, monkeypatch, then)


def test_play_this_deal_again(fresh: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 34, item 1: the program's own table (no seats kept) gave zero seats."""
    current(fresh / "records.sqlite3")

    def then(program: Program) -> None:
        assert program.window is not None
        side = program.window.side
        side.records_window()
        assert side.records is not None
        played = side.records.model.games[0]
        side.records.select_game(played.id)
        before = program.window.controller.game
        side.records.play_button.click()
        game = program.window.controller.game
        assert game is not before, program.words
        assert game.deal.seed == played.seed
        play_on(qtbot, program)

    run_program(fresh, qtbot, monkeypatch, then)


def test_open(fresh: Path, tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    saved = tmp_path / "a game.json"
    write_game(saved, play(("Ana", "Rocinante"), IN_PROGRESS_STEPS), ["human", "bot:greedy"])

    def then(program: Program) -> None:
        assert program.window is not None
        open_through_the_menu(program, saved, monkeypatch)
        assert program.window.controller.game.step == IN_PROGRESS_STEPS, program.words
        play_on(qtbot, program)

    run_program(fresh, qtbot, monkeypatch, then)


def test_the_guided_game(fresh: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    def then(program: Program) -> None:
        started_anew(program, "guided")
        play_on(qtbot, program)

    run_program(fresh, qtbot, monkeypatch, then)


def _answer_new_game(monkeypatch: pytest.MonkeyPatch, humans: int) -> None:
    accepted: list[bool] = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: _answer(dialog, humans, accepted))
