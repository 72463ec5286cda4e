"""When a side window closes, the keys of play work again at once: the focus comes back
to the hand on the player's turn (Enter places), to the results card while it shows.
A deal played again from the records starts in front of them, in the active window; the
puzzles of What to work on open from the records and give the keyboard back to them."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.ui.coach.puzzle_window import PuzzleWindow
from dq_desktop.ui.common import announcer
from dq_desktop.ui.common.seats import HUMAN
from dq_desktop.ui.shell.main_window import MainWindow
from tests.storage.games import played
from tests.storage.reviews import a_review
from tests.ui.conftest import setup_of
from tests.ui.records.test_records_window import records_of

CLASSIC = builtin_tileset("classic")


def test_closing_the_rules_gives_the_focus_back_to_the_hand(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.start(setup_of(CLASSIC, HUMAN))
    window.activateWindow()
    qtbot.waitActive(window)
    window.score_panel.names["churches"].setFocus(Qt.FocusReason.TabFocusReason)
    side = window.side
    side.show_rules("goal")
    rules = side.rules
    assert rules is not None
    qtbot.waitUntil(rules.isVisible)
    rules.close()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.hand_view)
    placed = len(window.controller.game.players[0].placements)
    qtbot.keyClick(window.hand_view, Qt.Key.Key_Return)
    assert len(window.controller.game.players[0].placements) == placed + 1



def test_playing_a_deal_again_from_the_records_brings_the_game_to_the_front(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The records (the main window's dialog, above it) step aside and the main window,
    where the game starts, is the active one: the game is not hidden under the records."""
    window, records = records_of(qtbot, tmp_path)
    game_id = records.book.add_game(played(3), ["human"])
    records.refresh()
    records.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is records)
    records.select_game(game_id)
    QTest.mouseClick(records.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    assert not records.isVisible()
    assert window.controller.has_game and window.controller.game.deal.seed == 3
    window.side.records_window()  # asked for again: shown again
    assert records.isVisible()
    window.close()


def test_the_deal_of_the_day_from_the_records_is_the_days_deal_alone_classic_no_sancho(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Play the deal of the day starts, in front, the player's solitaire on today's
    number with the classic tile set and without Sancho Panza."""
    from dq_desktop.engine.deal_of_the_day import deal_of_the_day
    from dq_desktop.ui.common.day_deal import today

    window, records = records_of(qtbot, tmp_path)
    QTest.mouseClick(records.day_deal.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    assert not records.isVisible()
    game = window.controller.game
    assert game.deal.seed == deal_of_the_day(today())
    assert len(game.players) == 1 and window.controller.seats[0].is_human
    assert game.tileset.name == "classic" and not game.sancho
    window.close()


def test_closing_a_review_opened_from_the_records_gives_the_keyboard_back_to_the_records(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The player was in the record book: he goes back there, not to the game under it
    (whose hand would take his next Enter)."""
    window, records = records_of(qtbot, tmp_path)
    game_id = records.book.add_game(played(3), ["human"])
    records.refresh()
    records.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is records)
    records.select_game(game_id)
    records.review()
    review = window.side.replays[-1]
    qtbot.waitUntil(review.isVisible)
    review.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is review)
    review.close()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is records)
    assert records.isVisible()
    window.close()


def test_a_review_outliving_the_replay_it_was_asked_from_gives_the_keyboard_to_the_game(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The replay window, deleted on close, is not asked to take the keyboard back."""
    window, records = records_of(qtbot, tmp_path)
    game_id = records.book.add_game(played(3), ["human"])
    records.refresh()
    records.select_game(game_id)
    records.replay()
    replay = window.side.replays[-1]
    qtbot.waitUntil(replay.isVisible)
    replay.review_button.click()
    review = window.side.replays[-1]
    assert review is not replay
    qtbot.waitUntil(review.isVisible)
    records.hide()
    replay.close()
    qtbot.waitUntil(lambda: replay not in window.side.replays)  # deleted
    review.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is review)
    review.close()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.close()


def test_the_guided_game_says_its_first_field_only_once_begin_has_the_focus(
    qtbot: QtBot, window: MainWindow
) -> None:
    """The guided game's panel appears after its game has started, and Begin takes the
    focus when it is shown: the game's first field waits for it, as the introduction does
    (said before, it was cut off by the focus going to Begin)."""
    told: list[tuple[str, object]] = []

    def listen(text: str) -> None:
        told.append((text, QApplication.focusWidget()))

    window.activateWindow()
    qtbot.waitActive(window)
    announcer.listeners.append(listen)
    try:
        window.side.guided_game()
        guide = window.side.guide
        assert guide is not None
        qtbot.waitUntil(lambda: len(told) >= 2)
    finally:
        announcer.listeners.remove(listen)
    begin = guide.panel().begin_button
    assert told[0][0].startswith("Round 1 · field 1 of 22")
    assert [focus for _, focus in told[:2]] == [begin, begin]


def test_the_puzzles_of_what_to_work_on_open_and_give_the_keyboard_back_to_the_records(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """A row of What to work on opens the puzzles window on its game's placement; closed,
    the keyboard goes back to the record book it was asked from."""
    window, records = records_of(qtbot, tmp_path)
    game_id = records.book.add_game(played(3), ["human"])
    records.book.save_reviews(game_id, [a_review()])
    records.refresh()
    records.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is records)
    records.work_on.buttons[1].click()  # Castle gates closed for good, round 3: step 20
    puzzles = window.side.replays[-1]
    assert isinstance(puzzles, PuzzleWindow)
    qtbot.waitUntil(puzzles.isVisible)
    assert [(p.seat, p.step) for p in puzzles.puzzles] == [(0, 20)]
    assert puzzles.scene.field_to_fill() == played(3).players[0].placements[20].field
    puzzles.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is puzzles)
    puzzles.close()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is records)
    window.close()
