"""Previews reach screen readers: each hand item's description says what the tile would
change in the scoring helper on the field to fill — the very change the placement then
announces — or why it cannot go there; with previews off, only why not."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.ui.common.language import LanguageSwitcher
from dq_desktop.ui.hand.hand_model import EntryKind
from dq_desktop.ui.shell.main_window import MainWindow
from tests.ui.conftest import HUMAN, setup_of

CLASSIC = builtin_tileset("classic")
DESCRIPTION = Qt.ItemDataRole.AccessibleDescriptionRole


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    switcher = LanguageSwitcher()
    switcher.apply("en")
    yield
    switcher.reset()


def description(window: MainWindow, row: int) -> str:
    hand = window.hand_view.hand()
    assert hand is not None
    return str(hand.index(row).data(DESCRIPTION))


def test_each_tile_says_the_helpers_change_the_placement_then_announces(
    window: MainWindow, heard: list[str], qtbot: QtBot
) -> None:
    window.start(setup_of(CLASSIC, HUMAN))
    game = window.controller.game
    for step in range(8):  # within round 1: the helper's change is the round's
        field = game.current_field
        row = step % window.hand_view.hand().rowCount()  # type: ignore[union-attr]
        said = description(window, row)
        assert said.startswith(f"On {field}: ")
        heard.clear()
        window.hand_view.setCurrentIndex(window.hand_view.hand().index(row))  # type: ignore[union-attr]
        window.hand_view.placeRequested.emit(row)
        qtbot.waitUntil(lambda: any(h.startswith("You placed") for h in heard))
        placed = next(h for h in heard if h.startswith("You placed"))
        change = said.removeprefix(f"On {field}: ")
        if change == "the scoring helper does not change.":
            assert placed.endswith(" The scoring helper does not change.")
        else:
            assert placed.endswith(f" Scoring helper: {change}"), (said, placed)


def test_a_tile_says_as_it_lies_what_the_helper_shows_for_it(window: MainWindow) -> None:
    """Selected and turned either way, the item's description and the helper's labels
    give the same change of the total."""
    window.start(setup_of(CLASSIC, HUMAN))
    hand = window.hand_view.hand()
    assert hand is not None
    for row in range(hand.rowCount()):
        window.hand_view.setCurrentIndex(hand.index(row))
        for _ in range(2):
            hand.toggle_turn(row)
            total = window.score_panel.delta_of("total")
            said = description(window, row)
            assert said.endswith(f", total {total:+d}.") or (
                not total and said.endswith("the scoring helper does not change.")), said


def test_with_previews_off_a_tile_says_nothing_of_points_only_why_it_cannot_go(
    window: MainWindow,
) -> None:
    window.start(setup_of(CLASSIC, HUMAN))
    window.set_aids(False)
    hand = window.hand_view.hand()
    assert hand is not None
    assert all(description(window, row) == "" for row in range(hand.rowCount()))
    game = window.controller.game
    while game.round < 3:
        window.controller.place(0, game.legal_moves(0)[0])
        window.overlay.dismiss()
    aside = hand.row_of(EntryKind.SET_ASIDE)
    assert aside is not None
    assert description(window, aside) == "The tile set aside can only fill the last field."
    window.set_aids(True)
    assert description(window, aside) == "The tile set aside can only fill the last field."
    assert description(window, 0).startswith(f"On {game.current_field}: ")
