"""Sancho Panza makes a tile superfluous: at the round's end the table says which tile is
removed, in the results card and in the status bar, for whom (no tile vanishes unsaid)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from dq_desktop.engine.tiles import PlacedTile
from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.ui.common.seats import HUMAN, GameSetup, Seat
from dq_desktop.ui.shell.main_window import MainWindow
from dq_desktop.ui.tiles.tile_words import tile_text
from tests.ui.conftest import setup_of


def test_the_tile_sancho_made_superfluous_is_named(window: MainWindow) -> None:
    window.start(setup_of(builtin_tileset("classic"), HUMAN, sancho=True, seed=31))
    controller, game = window.controller, window.controller.game
    controller.place(0, next(m for m in game.legal_moves(0) if m.tile == game.sancho_id))
    while not game.players[0].scores:
        controller.place(0, game.legal_moves(0)[0])
    window.moment.skip()
    removed = game.players[0].discarded
    assert len(removed) == 1
    words = tile_text(PlacedTile(game.tileset[removed[0]]))
    sentence = f"Sancho Panza made one of your tiles superfluous; it is removed: {words}."
    assert window.overlay.isVisible()
    assert window.overlay.notes.isVisible() and window.overlay.notes.text() == sentence
    assert window.statusBar().currentMessage() == (
        f"Sancho Panza: your tile removed ({words})")
    window.overlay.dismiss()
    controller.place(0, game.legal_moves(0)[0])  # the next field says nothing of it
    assert window.superfluous == []


def test_in_a_game_of_several_the_player_is_named(qtbot: QtBot, window: MainWindow) -> None:
    seats = (Seat("Ana", HUMAN, 0), Seat("Ben", HUMAN, 1))
    window.start(GameSetup(seats, builtin_tileset("classic"), 31, True))
    controller, game = window.controller, window.controller.game
    controller.place(0, game.legal_moves(0)[0])
    controller.place(1, next(m for m in game.legal_moves(1) if m.tile == game.sancho_id))
    while not game.players[0].scores:
        controller.place(controller.active_seat, game.legal_moves(controller.active_seat)[0])
    (tile,) = game.players[1].discarded
    words = tile_text(PlacedTile(game.tileset[tile]))
    assert window.statusBar().currentMessage() == (
        f"Sancho Panza: Ben's tile removed ({words})")
    assert window.superfluous == [
        f"Sancho Panza made one of Ben's tiles superfluous; it is removed: {words}."]
