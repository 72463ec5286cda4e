"""Tile pictures: a tile copied from its picture looks as drawn directly, and the looks
drawn ahead are all that hovering asks for."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from dq_desktop.engine.autoplay import play_out
from dq_desktop.engine.bots import make_bot
from dq_desktop.engine.game import Game
from dq_desktop.engine.points import Point
from dq_desktop.engine.tiles import PlacedTile, TileId
from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.ui.board.board_scene import PrincipalityScene
from dq_desktop.ui.board.board_view import BoardView
from dq_desktop.ui.tiles.tile_painter import paint_tile
from dq_desktop.ui.tiles.tile_pictures import TilePictures

CLASSIC = builtin_tileset("classic")


def drawn(scale: float, placed: PlacedTile, pictures: TilePictures | None) -> QImage:
    image = QImage(200, 240, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#74654E"))
    painter = QPainter(image)
    painter.translate(13, 17)
    painter.scale(scale, scale)
    rect = QRectF(0, 0, 84, 120)
    lit = frozenset({Point.N, Point.S})
    if pictures is None:
        paint_tile(painter, rect, placed, highlighted_points=lit)
    else:
        assert pictures.draw(painter, rect, placed, lit, frozenset())
    painter.end()
    return image


def test_a_tile_from_its_picture_looks_as_drawn_directly(qapp: QApplication) -> None:
    """Same pixels, to within antialiasing, at whole and fractional scales."""
    placed = PlacedTile(CLASSIC[TileId("k2c")], rotated=True)
    for scale in (1.0, 1.5, 0.73):
        direct, copied = drawn(scale, placed, None), drawn(scale, placed, TilePictures())
        differing = sum(
            1
            for x in range(0, 200, 2)
            for y in range(0, 240, 2)
            if max(
                abs(a - b)
                for a, b in zip(
                    QColor(direct.pixel(x, y)).getRgb(),
                    QColor(copied.pixel(x, y)).getRgb(),
                    strict=True,
                )
            )
            > 60
        )
        assert differing < 0.02 * 100 * 120, scale  # edges only, never the picture


def test_the_looks_drawn_ahead_are_all_that_hovering_asks_for(qapp: QApplication) -> None:
    """After the idle drawing, hovering every point of a full board draws nothing new."""
    game = play_out(Game.new(CLASSIC, 7, ["greedy"]), [make_bot("greedy", 7)])
    scene = PrincipalityScene(0)
    view = BoardView(scene)
    view.resize(900, 420)
    view.show()
    scene.show_board(game.players[0].board, None)
    while scene.warming():
        QApplication.processEvents()
    view.viewport().repaint()
    drawn_ahead = len(scene.pictures)
    for field in scene.items_by_field:
        for point in Point:
            scene.hover(field, point)
            view.viewport().repaint()
    assert len(scene.pictures) == drawn_ahead
    view.close()


def test_pictures_are_kept_within_their_limit(qapp: QApplication) -> None:
    pictures = TilePictures(limit=5)
    image = QImage(100, 140, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    for number, tile in enumerate(("k1a", "k1b", "k2a", "k2b", "c1", "c2", "w1")):
        pictures.draw(
            painter,
            QRectF(0, 0, 84, 120),
            PlacedTile(CLASSIC[TileId(tile)]),
            frozenset(),
            frozenset(),
        )
        assert len(pictures) == min(number + 1, 5)
    painter.end()
