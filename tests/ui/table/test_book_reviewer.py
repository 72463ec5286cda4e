"""Every finished game is reviewed in the background, while no game is being played.

Rules checked: at start, the games recorded before get their review, hindsight best
and expert's total, and the records window's reading of the book shows them; while a
game is being played (from its first placement to its end) no work runs and the
reviewer's worker process is stopped; when the game ends the work goes on, the game
just finished included; a game in progress at start holds everything back; a review
kept without its mistakes' places (by a version 3 program) is done again; the second
copy of the program never reviews.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from dq_desktop.engine.game import PlacementResult
from dq_desktop.engine.tileset import TileSet
from dq_desktop.storage.entries import GameId
from dq_desktop.storage.paths import DataDirs
from dq_desktop.storage.record_book import RecordBook
from dq_desktop.ui.common.user_files import UserFiles
from dq_desktop.ui.shell.main_window import MainWindow
from dq_desktop.ui.table.book_reviewer import BookReviewer, Effort
from tests.storage.damaged_books import run_sql
from tests.storage.games import played
from tests.storage.reviews import a_review
from tests.ui.conftest import setup_of

CHEAP = Effort(budget=20, futures=4, solve_budget=50, hindsight_budget=200, expert="greedy")
WAIT_MS = 120_000


def window_on(qtbot: QtBot, folder: Path) -> MainWindow:
    (folder / "settings.json").write_text('{"format": "dq-settings/1", "animation_speed": "off"}')
    window = MainWindow(animation_ms=0, bot_delay_ms=0, files=UserFiles(DataDirs.under(folder)))
    qtbot.addWidget(window)
    window.show()
    window.controller.roundScored.connect(lambda _: QTimer.singleShot(0, window.overlay.dismiss))
    return window


def reviewer_of(window: MainWindow) -> BookReviewer:
    reviewer = window.view.reviewer
    assert reviewer is not None
    return reviewer


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A book holding one solitaire game played by a human, not reviewed."""
    with RecordBook.open(DataDirs.under(tmp_path).record_book_file) as book:
        book.add_game(played(1), ["human"])
    return tmp_path


def test_the_games_recorded_before_are_reviewed_when_no_game_is_played(
    qtbot: QtBot, folder: Path
) -> None:
    window = window_on(qtbot, folder)
    reviewer = reviewer_of(window)
    reviewer.effort = CHEAP
    with qtbot.waitSignal(reviewer.caughtUp, timeout=WAIT_MS):
        reviewer.start()
    with RecordBook.open(folder / "records.sqlite3") as book:
        (entry,) = book.games()
    assert entry.review is not None and entry.review.placements == 22
    assert entry.hindsight_total is not None and entry.hindsight_total >= entry.total
    assert entry.expert_total is not None
    window.close()


@pytest.mark.slow
def test_the_work_stops_while_a_game_is_played_and_goes_on_after_it(
    qtbot: QtBot, folder: Path, play_set: TileSet
) -> None:
    window = window_on(qtbot, folder)
    reviewer = reviewer_of(window)
    reviewer.effort = Effort(expert="greedy")  # the expert's budget: seconds a placement
    reviewer.start()
    qtbot.waitUntil(reviewer.working, timeout=WAIT_MS)
    reviewer.effort = CHEAP
    during: list[tuple[bool, list[int]]] = []

    def placed(result: PlacementResult) -> None:
        if not result.game_over:
            during.append((reviewer.working() or reviewer.work.busy(),
                           reviewer.work.worker_pids()))

    window.controller.placed.connect(placed)
    events: list[str] = []
    assert window.view.keeper is not None
    window.view.keeper.recorded.connect(lambda _: events.append("recorded"))
    reviewer.caughtUp.connect(lambda: events.append("caught up"))
    with qtbot.waitSignal(window.controller.gameOver, timeout=WAIT_MS):
        window.start(setup_of(play_set, "greedy"))  # a computer plays it out at once
    assert len(during) == 21 and all(state == (False, []) for state in during)
    qtbot.waitUntil(lambda: "recorded" in events and events[-1] == "caught up",
                    timeout=WAIT_MS)
    with RecordBook.open(folder / "records.sqlite3") as book:
        human, computer = book.games()
    assert human.review is not None and human.hindsight_total is not None
    assert computer.expert_total is not None  # the game just played: its deal's expert
    assert computer.reviews == ()  # nobody to review
    window.close()


@pytest.mark.slow
def test_a_review_cut_short_by_quitting_leaves_nothing_half_done_and_is_done_again(
    qtbot: QtBot, folder: Path
) -> None:
    window = window_on(qtbot, folder)
    reviewer = reviewer_of(window)
    reviewer.effort = Effort(budget=20, futures=4, solve_budget=50)
    reviewer.start()
    qtbot.waitUntil(lambda: reviewer.job is not None and len(reviewer.job.judged) >= 2,
                    timeout=WAIT_MS)
    window.close()  # quitting: the placements judged so far are dropped
    with RecordBook.open(folder / "records.sqlite3") as book:
        assert book.games_missing_review() == [GameId(1)]
    again = window_on(qtbot, folder)
    reviewer = reviewer_of(again)
    reviewer.effort = CHEAP
    with qtbot.waitSignal(reviewer.caughtUp, timeout=WAIT_MS):
        reviewer.start()
    with RecordBook.open(folder / "records.sqlite3") as book:
        (entry,) = book.games()
        assert entry.review is not None and entry.review.placements == 22
    again.close()


def test_a_game_in_progress_at_start_holds_the_work_back(
    qtbot: QtBot, folder: Path, play_set: TileSet
) -> None:
    window = window_on(qtbot, folder)
    window.start(setup_of(play_set, "human"))
    seat_moves = window.controller.game.legal_moves(0)
    window.controller.place(0, seat_moves[0])
    reviewer = reviewer_of(window)
    reviewer.effort = CHEAP
    reviewer.start()
    assert reviewer.playing() and not reviewer.looking and not reviewer.working()
    assert not reviewer.work.busy()
    window.close()


def test_the_second_copy_of_the_program_never_reviews(qtbot: QtBot, folder: Path) -> None:
    window = window_on(qtbot, folder)
    assert window.view.keeper is not None
    window.view.keeper.autosaving = False  # as app.py sets it in the second copy
    reviewer = reviewer_of(window)
    reviewer.start()
    assert not reviewer.started and not reviewer.looking
    with RecordBook.open(folder / "records.sqlite3") as book:
        assert book.games_missing_review() == [GameId(1)]
    window.close()


def test_a_review_kept_without_its_mistakes_places_is_done_again(
    qtbot: QtBot, folder: Path
) -> None:
    """A version 3 program's review (``places_kept`` 0 once migrated) is reviewed again
    in the background, after the rest, so that its mistakes can be played as puzzles."""
    with RecordBook.open(folder / "records.sqlite3") as book:
        book.save_reviews(GameId(1), [a_review()])
        book.set_hindsight_total(GameId(1), 90)
        book.set_expert_total(GameId(1), 80)
    run_sql(folder / "records.sqlite3", ["UPDATE reviews SET places_kept = 0",
                                         "DELETE FROM review_mistake_steps"])
    window = window_on(qtbot, folder)
    reviewer = reviewer_of(window)
    reviewer.effort = CHEAP
    done: list[GameId] = []
    reviewer.reviewed.connect(done.append)
    with qtbot.waitSignal(reviewer.caughtUp, timeout=WAIT_MS):
        reviewer.start()
    assert done == [GameId(1)]
    with RecordBook.open(folder / "records.sqlite3") as book:
        assert book.games_missing_places() == []
        (entry,) = book.games()
    assert entry.review is not None and entry.review.placements == 22  # every one judged
    window.close()
