"""The review speaks for the player who reads it: each step is announced while the window
is shown, and a closed review window says nothing, even when a language change redraws
it (it is not deleted at once, and its words would be heard over the game)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from dq_desktop.ui.coach.review_window import ReviewWindow
from dq_desktop.ui.common.language import LanguageSwitcher
from tests.ui.coach.test_review_window import small_review, window  # noqa: F401  (fixtures)


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
