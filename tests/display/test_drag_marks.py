"""Issue 13 §2.1: a field shows the refusal mark only while a dragged tile is over it.

Real drags through the X server: the tile is held over an empty field that is not the
one to fill (the mark must show), carried across other fields and dropped on one of
them (refused), then every empty field is read: no orange left behind."""

from __future__ import annotations

from typing import Any

from tests.display.desktop import wait_for
from tests.display.player import Player
from tests.display.screen import REFUSED, BoardOnScreen, Box, Shot, field_place


def empty_fields(save: dict[str, Any], board: BoardOnScreen) -> list[tuple[int, int]]:
    filled = {field_place(f) for f in save["castles"].values()}
    filled |= {field_place(p["field"]) for p in save["players"][0]["placements"]}
    green = (board.green_column, board.green_row)
    return [(c, r) for c in range(8) for r in range(3) if (c, r) not in filled | {green}]


def refused_in(shot: Shot, box: Box) -> int:
    return shot.count(REFUSED, box)


def test_no_refusal_mark_outlives_the_drag(solo: Player) -> None:
    player, app = solo, solo.app
    look = player.look()
    save = wait_for("the autosave", app.autosave)
    empty = empty_fields(save, look.board)
    held, crossed = empty[0], empty[1:6]
    # A tile with no orange of its own, so that only a refusal mark can be orange.
    tile_boxes = [(x - 25, y - 40, x + 25, y + 40) for x, y in look.hand]
    start = next(look.hand[i] for i, box in enumerate(tile_boxes)
                 if refused_in(look.shot, box) == 0)

    x0, y0 = start
    x1, y1 = look.board.centre_of(*held)
    path: list[object] = ["mousemove", x0, y0, "mousedown", 1]
    for i in range(1, 13):
        path += ["mousemove", x0 + (x1 - x0) * i // 12, y0 + (y1 - y0) * i // 12]
    player.server.xdotool(*path)
    wait_for("the refusal mark on the field under the tile",
             lambda: refused_in(player.snap("-held"), look.board.box_of(*held)) > 0)

    gesture: list[object] = []
    for field in crossed:
        gesture += ["mousemove", *look.board.centre_of(*field)]
    gesture += ["mouseup", 1]
    player.server.xdotool(*gesture)

    def marks_left() -> int | None:
        shot = player.snap("-after")
        left = sum(refused_in(shot, look.board.box_of(*f)) for f in empty)
        return left if left == 0 else None

    # Polled: the screen must come clean; a mark that stays fails after the wait.
    assert wait_for("every refusal mark to go", lambda: marks_left() == 0) is True
    assert app.placements() == 0  # every drop was refused: nothing was placed

    # The field to fill later is clean too, and the game goes on.
    player.place()
    after = player.look()
    assert refused_in(after.shot, after.board.green) == 0
