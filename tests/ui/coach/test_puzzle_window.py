"""Learn from your mistakes: each mistake or blunder of a review is offered again with the
board, hand and field as they were; the player's choice is judged as the review judges,
and the best placement found is shown."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from dq_desktop.engine.analysis import review
from dq_desktop.engine.analysis.review import PlayerReview, Verdict, review_game
from dq_desktop.engine.game import Game
from dq_desktop.formats.game_record import read_game
from dq_desktop.ui.coach.puzzle_window import PuzzleWindow, puzzles_of
from dq_desktop.ui.hand.hand_selection import select_move
from dq_desktop.ui.records.snapshots import game_at

GAME = Path(__file__).parents[2] / "data" / "games" / "rulebook-andre.json"


@pytest.fixture(autouse=True)
def small_review(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(review, "EXPERT_BUDGET", 1500)
    monkeypatch.setattr(review, "REVIEW_FUTURES", 6)


@pytest.fixture(scope="module")
def reviewed() -> tuple[Game, PlayerReview]:
    game, _ = read_game(GAME)
    return game, review_game(game, budget=1500, futures=6, jobs=1)[0]


@pytest.fixture
def window(qtbot: QtBot, reviewed: tuple[Game, PlayerReview]) -> PuzzleWindow:
    game, andre = reviewed
    win = PuzzleWindow.of_review(game, andre, 0)
    qtbot.addWidget(win)
    return win


def test_the_puzzles_are_the_mistakes_and_blunders(reviewed: tuple[Game, PlayerReview]) -> None:
    _, andre = reviewed
    assert puzzles_of(andre) == [p for p in andre.placements
                                 if p.verdict in (Verdict.MISTAKE, Verdict.BLUNDER)]
    assert puzzles_of(andre), "André's game has a mistake to play again"


def test_a_puzzle_shows_the_board_hand_and_field_as_they_were(
    window: PuzzleWindow, reviewed: tuple[Game, PlayerReview]
) -> None:
    game, andre = reviewed
    puzzle = puzzles_of(andre)[0]
    then = game_at(game, puzzle.step)
    assert window.scene.field_to_fill() == puzzle.field
    assert {e.tile for e in window.hand.entries()} == set(then.revealed_tiles(0))
    assert "Puzzle 1 of" in window.caption.text()


def test_the_experts_choice_is_as_good_as_the_best(
    qtbot: QtBot, window: PuzzleWindow, reviewed: tuple[Game, PlayerReview]
) -> None:
    puzzle = puzzles_of(reviewed[1])[0]
    select_move(window.hand_view, puzzle.best, 0)
    with qtbot.waitSignal(window.judged, timeout=30_000):
        qtbot.keyClick(window.hand_view, Qt.Key.Key_Return)
    judged = window.verdict
    assert judged is not None and judged.best == puzzle.best and judged.loss == 0
    # The best found is 'brilliant' when it clearly beats the expert's choice.
    assert judged.verdict is (Verdict.BRILLIANT if judged.beats_expert else Verdict.BEST)
    assert "As good as the best placement found" in window.answer.text()


def test_a_wrong_first_try_gets_a_hint_and_a_second_try_before_the_answer(
    qtbot: QtBot, window: PuzzleWindow, reviewed: tuple[Game, PlayerReview]
) -> None:
    puzzle = puzzles_of(reviewed[1])[0]
    select_move(window.hand_view, puzzle.played, 0)
    with qtbot.waitSignal(window.judged, timeout=30_000):
        window.check()
    assert window.verdict is None, "the answer waits for the second try"
    assert "Hint:" in window.answer.text() and "Try once more" in window.answer.text()
    assert window.check_button.isEnabled()
    assert window.scene.preview_tile is not None
    assert window.scene.preview_tile.tile.id == puzzle.played.tile, "the try, not the answer"
    with qtbot.waitSignal(window.judged, timeout=30_000):
        window.check()
    assert window.verdict is not None and window.verdict.loss == pytest.approx(puzzle.loss)
    assert "below the best placement found" in window.answer.text()
    assert window.scene.preview_tile is not None
    assert window.scene.preview_tile.tile.id == puzzle.best.tile
    # The answer stands: Enter in the hand, like the greyed button, judges nothing more.
    answer, tries = window.answer.text(), window.tries
    window.hand_view.placeRequested.emit(0)
    assert (window.answer.text(), window.tries) == (answer, tries)
    assert not window.work.busy()


def test_the_hand_is_given_the_tile_set_so_that_its_tiles_are_drawn(
    window: PuzzleWindow,
) -> None:
    assert window.hand_view.tileset is window.game.tileset


def test_n_moves_to_the_next_puzzle(window: PuzzleWindow) -> None:
    window.next_puzzle()
    assert window.number == (1 if len(window.puzzles) > 1 else 0)


def test_the_hint_says_when_the_right_tile_is_turned_the_wrong_way(
    window: PuzzleWindow, reviewed: tuple[Game, PlayerReview]
) -> None:
    from dataclasses import replace

    from dq_desktop.engine.game import Move

    puzzle = puzzles_of(reviewed[1])[0]
    turned = replace(puzzle, played=Move(puzzle.best.tile, not puzzle.best.rotated))
    assert "the right tile, turned the other way" in window.hint(turned)
    assert "Hint: with your choice" in window.hint(puzzle) \
        or "Hint: where the best placement found gains most" in window.hint(puzzle)


def test_closing_the_window_while_the_expert_thinks_stops_its_worker(
    qtbot: QtBot, window: PuzzleWindow, reviewed: tuple[Game, PlayerReview],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from tests.processes import gone, wait_until

    monkeypatch.setattr(review, "EXPERT_BUDGET", 200_000)  # read at the check: minutes
    window.show()
    select_move(window.hand_view, puzzles_of(reviewed[1])[0].played, 0)
    window.check()
    qtbot.waitUntil(lambda: bool(window.work.worker_pids()), timeout=60_000)
    pids = window.work.worker_pids()
    window.close()
    assert wait_until(lambda: all(gone(pid) for pid in pids))
    assert window.verdict is None and not window.work.busy()
