"""What a screen reader hears during a game: each moment once, in the order of play —
the placement with its tile, turn, field and the helper's change; a round's scoring
category by category; the next field; the final standings — and a refusal at every
refused press, a hint with its tile and field. (tests/accessibility hears the same
through AT-SPI in a real session.)"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from dq_desktop.engine.game import Move
from dq_desktop.engine.tiles import PlacedTile, TileId
from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.ui.common.language import LanguageSwitcher
from dq_desktop.ui.common.seats import HUMAN
from dq_desktop.ui.shell.main_window import MainWindow
from dq_desktop.ui.table.score_panel import CATEGORIES, category_name
from dq_desktop.ui.tiles.tile_words import roads_text, tile_text
from tests.ui.conftest import setup_of

CLASSIC = builtin_tileset("classic")


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    """English plurals live in the English catalogue, as the application installs it
    (without it, this file passed only after another test had left it installed)."""
    switcher = LanguageSwitcher()
    switcher.apply("en")
    yield
    switcher.reset()


def test_a_whole_game_is_told_once_in_the_order_of_play(
    window: MainWindow, qtbot: QtBot, heard: list[str]
) -> None:
    window.overlay.presented.connect(lambda: QTimer.singleShot(0, window.overlay.dismiss))
    window.start(setup_of(CLASSIC, HUMAN))
    game = window.controller.game
    qtbot.waitUntil(lambda: bool(heard))
    assert heard == [f"Round 1 · field 1 of 22 — Place a tile on {game.current_field}"]
    for step in range(22):
        heard.clear()
        field = game.current_field
        move = game.legal_moves(0)[step % len(game.legal_moves(0))]
        tile = tile_text(PlacedTile(game.tileset[move.tile], move.rotated))
        window.controller.place(0, move)
        # Those of a later step would show at its start: nothing more comes meanwhile.
        qtbot.waitUntil(lambda s=step: len(heard) == (3 if s in (8, 15, 21) else 2))
        assert heard[0].startswith(f"You placed {tile} on {field}. ")
        assert heard[0].endswith(("The scoring helper does not change.",)) or (
            "Scoring helper: " in heard[0])
        if step in (8, 15, 21):
            values = game.players[0].scores[-1].as_dict()
            scoring = heard[1]
            for key in CATEGORIES:
                assert f"{category_name(key)} {values[key]}" in scoring
            assert scoring.endswith(f"Round total {values['total']}.")
        last = heard[-1]
        if step < 21:
            assert last == (f"Round {game.round} · field {step + 2} of 22 — Place a tile on "
                            f"{game.current_field}")
        else:
            assert last.startswith(f"Final standings. {game.players[0].total} points")
        assert all(a != b for a, b in pairwise(heard))


def test_the_helper_change_names_each_category_that_moves(
    window: MainWindow, heard: list[str], qtbot: QtBot
) -> None:
    window.start(setup_of(CLASSIC, HUMAN))
    game = window.controller.game
    qtbot.waitUntil(lambda: bool(heard))
    heard.clear()
    result = window.controller.place(0, game.legal_moves(0)[0])
    assert result is not None
    qtbot.waitUntil(lambda: bool(heard))
    for key in CATEGORIES:
        change = result.delta[key]
        assert (f"{category_name(key)} {change:+d}" in heard[0]) == bool(change)


def test_each_refused_press_is_answered_with_its_reason(
    window: MainWindow, heard: list[str], qtbot: QtBot
) -> None:
    window.start(setup_of(CLASSIC, HUMAN))
    qtbot.waitUntil(lambda: bool(heard))
    heard.clear()
    stranger = Move(TileId("not-in-hand"))
    window.controller.place(0, stranger)
    window.controller.place(0, stranger)
    qtbot.waitUntil(lambda: len(heard) == 2)
    assert heard == ["This tile is not among the revealed tiles."] * 2


def test_a_hint_names_the_tile_the_field_and_the_tiles_roads(
    window: MainWindow, heard: list[str]
) -> None:
    """The roads as the hint would lay it tell the tile apart from those of the same
    symbols (seven tiles have a windmill above)."""
    window.start(setup_of(CLASSIC, HUMAN))
    game = window.controller.game
    move = game.legal_moves(0)[1]
    heard.clear()
    window.hint.show(0, move)
    placed = PlacedTile(game.tileset[move.tile], move.rotated)
    assert heard == [f"Hint: {tile_text(placed)} on {game.current_field}. {roads_text(placed)}"]


def test_a_take_back_is_told_and_the_field_again(
    window: MainWindow, heard: list[str], qtbot: QtBot
) -> None:
    window.start(setup_of(CLASSIC, HUMAN))
    game = window.controller.game
    field = game.current_field
    window.controller.place(0, game.legal_moves(0)[0])
    qtbot.waitUntil(lambda: len(heard) == 3)  # the first field, the placement, the next
    heard.clear()
    assert window.controller.take_back(0)
    qtbot.waitUntil(lambda: len(heard) == 2)
    assert heard == ["Your last tile is back in your hand.",
                     f"Round 1 · field 1 of 22 — Place a tile on {field}"]


def test_a_computers_placement_is_told_with_its_name(
    qtbot: QtBot, window: MainWindow, heard: list[str]
) -> None:
    window.start(setup_of(CLASSIC, HUMAN, "greedy"))
    game = window.controller.game
    window.controller.place(0, game.legal_moves(0)[0])
    qtbot.waitUntil(lambda: len(game.players[1].placements) == 1, timeout=30_000)
    made = game.players[1].placements[0]
    tile = tile_text(PlacedTile(game.tileset[made.tile], made.rotated))
    assert [t for t in heard if t.startswith("P2 ")] == [f"P2 placed {tile} on {made.field}."]
