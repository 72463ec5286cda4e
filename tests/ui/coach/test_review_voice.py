"""The review speaks for the player who reads it: each step is announced while the window
is shown, and a closed review window says nothing, even when a language change redraws
it (it is not deleted at once, and its words would be heard over the game)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from dq_desktop.formats.game_record import read_game
from dq_desktop.ui.coach.review_window import ReviewWindow
from dq_desktop.ui.common.language import LanguageSwitcher
from tests.ui.coach.test_review_window import (  # noqa: F401  (fixtures)
    GAME,
    small_review,
    window,
)


def test_a_shown_review_tells_each_step_and_a_closed_one_is_silent(
    qtbot: QtBot, heard: list[str], window: ReviewWindow  # noqa: F811
) -> None:
    win = window  # 'heard' comes first among the fixtures: it hears the review arrive
    assert heard and heard[-1].startswith("Field 1 of 22: ")
    win.go_to(1)
    assert heard[-1].startswith("Field 2 of 22: ")
    win.close()
    before = len(heard)
    switcher = LanguageSwitcher()
    switcher.apply("fr")
    try:
        qtbot.waitUntil(lambda: win.caption.text().endswith("manche 1"))  # redrawn...
        assert len(heard) == before  # ...and not a word said
    finally:
        switcher.reset()


def test_a_review_under_way_says_how_far_it_is_at_each_quarter(
    qtbot: QtBot, heard: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A review takes up to a minute: its bar is said in words once at each quarter
    passed (not at every placement, not before the first nor at the end, which the first
    step's sentence tells)."""
    monkeypatch.setattr(ReviewWindow, "_review", lambda self, seats: None)  # the bar alone
    game, _ = read_game(GAME)
    switcher = LanguageSwitcher()
    switcher.apply("en")  # the plural forms of the English catalogue
    try:
        win = ReviewWindow(game, jobs=1)
        qtbot.addWidget(win)
        win.show()
        for done in (0, 1, 3, 5, 6, 8, 11, 12, 16, 17, 21, 22):
            win._show_progress(done, 22)
    finally:
        switcher.reset()
    assert [s for s in heard if s.startswith("Reviewing")] == [
        "Reviewing: 6 of 22 placements.", "Reviewing: 11 of 22 placements.",
        "Reviewing: 17 of 22 placements."]
