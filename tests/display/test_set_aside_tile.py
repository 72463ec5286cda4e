"""Issue 13 §2.11: the tile set aside in round 3 reads at a glance (upright, its
symbols in full contrast) while it stands clearly apart from the playable tiles."""

from __future__ import annotations

from tests.display.player import Player
from tests.display.screen import Box, Shot


def dark_pixels(shot: Shot, box: Box) -> int:
    """Pixels as dark as a symbol's outline: a washed-out tile has none."""
    return sum(1 for x in range(box[0], box[2] + 1) for y in range(box[1], box[3] + 1)
               if sum(shot.colour_at(x, y)) < 3 * 100)


def drawn_box(shot: Shot, region: Box) -> Box:
    """The box around everything in ``region`` that is not the window's background."""
    background = shot.colour_at(region[0], region[1])
    xs, ys = [], []
    for y in range(region[1], region[3] + 1, 2):
        for x in range(region[0], region[2] + 1, 2):
            if shot.colour_at(x, y) != background:
                xs.append(x)
                ys.append(y)
    assert xs, f"nothing drawn in {region} ({shot.path})"
    return min(xs), min(ys), max(xs), max(ys)


def test_the_tile_set_aside_is_upright_readable_and_apart(solo: Player) -> None:
    player = solo
    for step in range(1, 17):
        player.place()
        if step in (9, 16):
            player.dismiss_results()
    look = player.look()  # round 3: five tiles to play, then the one set aside
    assert len(look.hand) == 5
    (first_x, middle), (last_x, _) = look.hand[0], look.hand[-1]
    pitch = look.hand[1][0] - first_x
    tile = drawn_box(look.shot, (first_x - pitch // 2 + 1, middle - 70, first_x + pitch // 2 - 1,
                                 middle + 70))
    aside = drawn_box(look.shot, (last_x + pitch // 2 + 2, middle - 70, last_x + 4 * pitch,
                                  middle + 70))
    width, height = aside[2] - aside[0], aside[3] - aside[1]
    assert height > width, aside  # upright like the others, not sideways
    assert abs(width - (tile[2] - tile[0])) <= 10, (aside, tile)
    assert aside[0] - last_x > pitch // 2 + 8  # a gap sets it apart
    assert dark_pixels(look.shot, aside) > 100  # its symbols' outlines keep their contrast
