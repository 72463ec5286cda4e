"""What Sancho Panza made superfluous: the tile a player no longer needs, removed from the
game at a round's end (or the tile set aside, when Sancho fills the last field), said in
words so that no tile vanishes unexplained."""

from __future__ import annotations

from collections.abc import Sequence

from dq_desktop.engine.tiles import PlacedTile, TileId
from dq_desktop.engine.tileset import TileSet
from dq_desktop.ui.common.seats import Seat
from dq_desktop.ui.common.text import fill, translate
from dq_desktop.ui.table.banner_text import called_by_name
from dq_desktop.ui.tiles.tile_words import tile_text


def superfluous_lines(seats: tuple[Seat, ...], tileset: TileSet,
                      removed: Sequence[tuple[int, TileId]]) -> list[str]:
    """A sentence for each (seat, tile) removed: 'Sancho Panza made one of Ana's tiles
    superfluous; it is removed: windmill above.'"""
    lines = []
    for seat, tile in removed:
        words = tile_text(PlacedTile(tileset[tile]))
        name = called_by_name(seats, seat)
        if name is None:
            lines.append(fill(translate(
                "MainWindow", "Sancho Panza made one of your tiles superfluous; it is "
                              "removed: %1."), words))
        else:
            lines.append(fill(translate(
                "MainWindow", "Sancho Panza made one of %1's tiles superfluous; it is "
                              "removed: %2."), name, words))
    return lines


def superfluous_short(seats: tuple[Seat, ...], tileset: TileSet,
                      removed: Sequence[tuple[int, TileId]]) -> str:
    """The same on one line of the status bar: 'Sancho Panza: Ana's tile removed (windmill
    above) · Ben's tile removed (roads only)'."""
    parts = []
    for seat, tile in removed:
        words = tile_text(PlacedTile(tileset[tile]))
        name = called_by_name(seats, seat)
        if name is None:
            parts.append(fill(translate("MainWindow", "your tile removed (%1)"), words))
        else:
            parts.append(fill(translate("MainWindow", "%1's tile removed (%2)"), name, words))
    if not parts:
        return ""
    return fill(translate("MainWindow", "Sancho Panza: %1"), " · ".join(parts))
