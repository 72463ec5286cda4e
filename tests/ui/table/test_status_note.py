"""At a hot seat the screen turns to the next player as soon as a human places: what that
placement changed stays on the status bar's one line, naming the player, for the table to
read. Alone at the table, the player sees it on his own board: no line."""

from __future__ import annotations

from dq_desktop.engine.tiles import PlacedTile
from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.ui.common.seats import HUMAN, GameSetup, Seat
from dq_desktop.ui.shell.main_window import MainWindow
from dq_desktop.ui.tiles.tile_words import tile_text
from tests.ui.conftest import setup_of


def test_a_hot_seat_placement_is_noted_before_the_next_player_plays(
        window: MainWindow) -> None:
    seats = (Seat("Ana", HUMAN, 0), Seat("Ben", HUMAN, 1))
    window.start(GameSetup(seats, builtin_tileset("classic"), 31, False))
    controller, game = window.controller, window.controller.game
    move = game.legal_moves(0)[0]
    field = game.current_field
    controller.place(0, move)
    words = tile_text(PlacedTile(game.tileset[move.tile], move.rotated))
    line = window.statusBar().currentMessage()
    assert line.startswith(f"Ana placed {words} on {field}. ")
    assert "Ana's scoring helper" in line, "what it changed in her helper, named hers"
    assert controller.active_seat == 1, "the screen has turned to Ben"
    move = game.legal_moves(1)[0]
    controller.place(1, move)
    assert window.statusBar().currentMessage().startswith("Ben placed ")


def test_alone_at_the_table_nothing_is_noted(window: MainWindow) -> None:
    window.start(setup_of(builtin_tileset("classic"), HUMAN, "greedy", seed=31))
    controller, game = window.controller, window.controller.game
    controller.place(0, game.legal_moves(0)[0])
    assert "placed" not in window.statusBar().currentMessage()
