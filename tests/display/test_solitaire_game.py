"""A whole solitaire game played as a player plays it: real drags from the hand to the
board across other fields, clicks that select and turn tiles, Enter on the round's
results, all through the X server."""

from __future__ import annotations

import re

from tests.display.desktop import wait_for
from tests.display.player import Player

ROUND_ENDS = {9, 16}
"""Placements after which a solitaire round is scored and its results shown."""
LAST_ROUND_FROM = 17
"""From this placement on, the hand's last tile is the one set aside, which can be
played only at the very last placement: it is no tile to turn and place before."""


def tiles_to_play(step: int, shown: int) -> int:
    """How many of the ``shown`` tiles of the hand may be placed at ``step`` (the tile set
    aside is shown beside them in the last round, and may or may not be read off the
    screen as a tile)."""
    return min(shown, 22 - step) if step >= LAST_ROUND_FROM else shown


def test_a_whole_solitaire_game_by_real_drags_and_clicks(solo: Player) -> None:
    player, app = solo, solo.app
    for step in range(1, 22):
        look = player.look()
        if step % 3 == 0 and tiles_to_play(step, len(look.hand)) > 1:
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

    # Issue 13 §2.10, read off the screen once the standings are closed: the helper
    # counts groups in words ("1 group of 2", "groups of 3 and 2", never "groups: 2"),
    # and a category's explanation wraps instead of running across the board.
    player.server.key("Return")
    wait_for("the standings to close", lambda: not player.covered(player.snap()))
    _, top, right, bottom = player.window_box()
    helper = (right - 320, top + 60, right - 4, bottom - 80)
    shot = player.snap("-helper")
    words = shot.read(helper)
    assert not re.search(r"(?<!best )groups?\s*:\s*\d", words), words  # "best group: 7 shields"
    assert re.search(r"(group|groups) of \d", words), words  # a finished game has groups
    name = next(box for word, box in shot.words(helper) if word == "Churches")
    before = set(app.windows())
    player.server.move((name[0] + name[2]) // 2, (name[1] + name[3]) // 2)
    tip = wait_for("the category's explanation",
                   lambda: next(iter(set(app.windows()) - before), None))
    _, _, width, height = player.settled_geometry(tip)
    assert width <= 520 and height > 2 * 14, (width, height)  # several short lines
