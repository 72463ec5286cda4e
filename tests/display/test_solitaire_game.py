"""A whole solitaire game played as a player plays it: real drags from the hand to the
board across other fields, clicks that select and turn tiles, Enter on the round's
results, all through the X server."""

from __future__ import annotations

from tests.display.desktop import wait_for
from tests.display.player import Player

ROUND_ENDS = {9, 16}
"""Placements after which a solitaire round is scored and its results shown."""


def test_a_whole_solitaire_game_by_real_drags_and_clicks(solo: Player) -> None:
    player, app = solo, solo.app
    for step in range(1, 22):
        look = player.look()
        if step % 3 == 0 and len(look.hand) > 1:
            # The rule of the hand: a first click on a tile selects it, a click on the
            # selected tile turns it. Top half to select, bottom half to turn.
            x, y = look.hand[1]
            player.server.click(x, y - 20)
            player.server.click(x, y + 20)
            player.place(tile_index=1)
            save = wait_for("the autosave", app.autosave)
            assert save["players"][0]["placements"][-1]["rotated"] is True, step
        else:
            player.place(tile_index=0)
            save = wait_for("the autosave", app.autosave)
            assert save["players"][0]["placements"][-1]["rotated"] is False, step
        if step in ROUND_ENDS:
            player.dismiss_results()
    player.place(tile_index=0, last=True)
    assert app.recorded_games() == 1
    wait_for("the final standings", lambda: player.covered(player.snap("-final")))
