"""The tile renderer: every tile paints, turning is a half turn, points sit where SPEC §1 says."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QTransform
from PySide6.QtWidgets import QApplication

from dq_desktop.engine.points import EDGE_POINTS, Half, Point
from dq_desktop.engine.tiles import PlacedTile, Tile, TileId, TileKind
from dq_desktop.engine.tileset import TileSet
from dq_desktop.formats.tileset_file import tileset_from_json
from dq_desktop.ui.common import palette
from dq_desktop.ui.tiles.tile_painter import (
    TILE_ASPECT,
    half_at,
    paint_empty_field,
    paint_tile,
    point_position,
    tile_pixmap,
)

ROOT = Path(__file__).parents[3]
TILESET_FILES = [
    ROOT / "tests" / "data" / "tilesets" / "play.json",
    ROOT / "tests" / "data" / "tilesets" / "lab.json",
    ROOT / "resources" / "tilesets" / "classic.json",
]
HEIGHTS = (24, 40, 80, 160, 400)


def load(path: Path) -> TileSet:
    return tileset_from_json(json.loads(path.read_text(encoding="utf-8")), str(path))


def available_tilesets() -> Iterator[Path]:
    return (path for path in TILESET_FILES if path.exists())


def lab() -> TileSet:
    return load(ROOT / "tests" / "data" / "tilesets" / "lab.json")


def size_for(height: int) -> QSize:
    return QSize(round(height * TILE_ASPECT), height)


def render(
    placed: PlacedTile,
    height: int,
    *,
    highlighted_points: frozenset[Point] = frozenset(),
    highlighted_symbols: frozenset[Point] = frozenset(),
    dimmed: bool = False,
) -> QImage:
    """``placed`` painted on a transparent image of a tile ``height`` pixels tall."""
    size = size_for(height)
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_tile(painter, QRectF(0, 0, size.width(), size.height()), placed,
               highlighted_points=highlighted_points, highlighted_symbols=highlighted_symbols,
               dimmed=dimmed)
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def channel_distance(first: QColor, second: QColor) -> int:
    return max(abs(first.red() - second.red()), abs(first.green() - second.green()),
               abs(first.blue() - second.blue()), abs(first.alpha() - second.alpha()))


def share_of_differing_pixels(first: QImage, second: QImage, threshold: int) -> float:
    assert first.size() == second.size()
    differing = sum(
        channel_distance(first.pixelColor(x, y), second.pixelColor(x, y)) > threshold
        for y in range(first.height())
        for x in range(first.width())
    )
    return differing / (first.width() * first.height())


def is_road_coloured(colour: QColor) -> bool:
    road_colours = (palette.ROAD, palette.ROAD_OUTLINE, palette.ROAD_CENTRE,
                    palette.ROAD.darker(135))
    return any(channel_distance(colour, road) <= 40 for road in road_colours)


# --- every tile paints -------------------------------------------------------------------


@pytest.mark.parametrize("path", list(available_tilesets()), ids=lambda path: path.stem)
@pytest.mark.parametrize("height", HEIGHTS)
def test_every_tile_paints_as_printed_and_turned_at_every_size(
    qapp: QApplication, path: Path, height: int
) -> None:
    """Each tile of each tile set draws without error, and the card covers its field."""
    for tile in load(path).tiles:
        for rotated in (False, True):
            image = render(PlacedTile(tile, rotated), height)
            centre = image.pixelColor(image.width() // 2, image.height() // 2)
            assert centre.alpha() == 255, f"{tile.id} rotated={rotated} at {height} px"


def test_tile_pixmap_honours_the_device_pixel_ratio(qapp: QApplication) -> None:
    """A high-DPI pixmap has twice the pixels for the same logical size."""
    pixmap = tile_pixmap(PlacedTile(lab()["k1-nt"]), QSize(70, 100), device_pixel_ratio=2.0)
    assert (pixmap.width(), pixmap.height()) == (140, 200)
    assert pixmap.devicePixelRatio() == 2.0


# --- turning -----------------------------------------------------------------------------


@pytest.mark.parametrize("height", (40, 120, 160))
def test_a_turned_tile_is_the_printed_picture_turned_180_degrees(
    qapp: QApplication, height: int
) -> None:
    """SPEC §1: a tile may be turned 180°; its roads are then the printed ones upside down.

    Antialiasing of sub-pixel details may differ by a shade, so at most 2 % of
    the pixels may differ, and none of those by more than a faint amount on average.
    """
    for tile in lab().tiles:
        if tile.symbols:
            continue  # symbols turn back upright: see the test below
        size = size_for(height)
        printed = tile_pixmap(PlacedTile(tile), size).toImage()
        expected = printed.transformed(QTransform().rotate(180.0))
        turned = tile_pixmap(PlacedTile(tile, rotated=True), size).toImage()
        expected = expected.convertToFormat(QImage.Format.Format_ARGB32)
        turned = turned.convertToFormat(QImage.Format.Format_ARGB32)
        assert share_of_differing_pixels(expected, turned, threshold=24) < 0.02, tile.id


def test_a_turned_tile_keeps_its_symbol_upright(qapp: QApplication) -> None:
    """On screen a turned knight's shield still reads upright: its disc, now in the
    bottom half, looks like the printed disc in the top half."""
    tile = lab().by_id[TileId("k2-alone")]  # a knight alone: nothing else near its disc
    size = size_for(160)
    printed = tile_pixmap(PlacedTile(tile), size).toImage()
    turned = tile_pixmap(PlacedTile(tile, rotated=True), size).toImage()
    top = point_position(QRectF(0, 0, size.width(), size.height()), Point.T)
    bottom = point_position(QRectF(0, 0, size.width(), size.height()), Point.B)
    half = round(size.width() * 0.22)

    def disc(image: QImage, at: QPointF) -> QImage:
        return image.copy(round(at.x()) - half, round(at.y()) - half, 2 * half, 2 * half)

    upright = disc(printed, top).convertToFormat(QImage.Format.Format_ARGB32)
    moved = disc(turned, bottom).convertToFormat(QImage.Format.Format_ARGB32)
    upside_down = upright.transformed(QTransform().rotate(180.0))
    assert share_of_differing_pixels(upright, moved, threshold=24) < 0.05
    assert share_of_differing_pixels(upside_down, moved, threshold=24) > 0.05


def test_a_turned_tile_is_not_the_printed_picture(qapp: QApplication) -> None:
    """Guards the test above: turning a tile with one symbol really moves the symbol."""
    tile = lab()["k1-nt"]
    printed = render(PlacedTile(tile), 120)
    turned = render(PlacedTile(tile, rotated=True), 120)
    assert share_of_differing_pixels(printed, turned, threshold=24) > 0.05


# --- geometry ----------------------------------------------------------------------------


RECT = QRectF(10.0, 20.0, 70.0, 100.0)


def test_point_position_puts_n_at_the_middle_of_the_top_edge() -> None:
    assert point_position(RECT, Point.N) == QPointF(45.0, 20.0)
    assert point_position(RECT, Point.S) == QPointF(45.0, 120.0)


def test_point_position_puts_t_in_the_upper_half_and_b_in_the_lower_half() -> None:
    top, bottom = point_position(RECT, Point.T), point_position(RECT, Point.B)
    assert top.x() == bottom.x() == RECT.center().x()
    assert RECT.top() < top.y() < RECT.center().y() < bottom.y() < RECT.bottom()


def test_point_position_puts_the_side_points_on_their_edge_and_in_their_half() -> None:
    """SE lies on the right edge in the lower half; NW on the left edge in the upper half."""
    south_east = point_position(RECT, Point.SE)
    assert south_east.x() == RECT.right()
    assert RECT.center().y() < south_east.y() < RECT.bottom()
    north_west = point_position(RECT, Point.NW)
    assert north_west.x() == RECT.left()
    assert RECT.top() < north_west.y() < RECT.center().y()


def test_every_point_lies_in_its_own_half() -> None:
    for point in Point:
        assert half_at(RECT, point_position(RECT, point).y()) is point.half


def test_turning_maps_each_point_to_its_mirror_through_the_centre() -> None:
    """SPEC §1: turning maps N↔S, NE↔SW, NW↔SE, T↔B: each point to its mirror image."""
    centre = RECT.center()
    for point in Point:
        here, there = point_position(RECT, point), point_position(RECT, point.turned)
        assert here + there == centre * 2


def test_half_at_splits_the_tile_at_its_middle() -> None:
    middle = RECT.center().y()
    assert half_at(RECT, RECT.top()) is Half.TOP
    assert half_at(RECT, middle - 0.01) is Half.TOP
    assert half_at(RECT, middle) is Half.BOTTOM
    assert half_at(RECT, RECT.bottom()) is Half.BOTTOM


# --- roads -------------------------------------------------------------------------------


def inside(image: QImage, point: Point, depth: float = 3.0) -> QColor:
    """The pixel a few pixels inside the tile from an edge point."""
    rect = QRectF(0, 0, image.width(), image.height())
    at = point_position(rect, point)
    towards_centre = rect.center() - at
    length = max(abs(towards_centre.x()), abs(towards_centre.y()))
    x = at.x() + towards_centre.x() / length * depth if towards_centre.x() else at.x()
    y = at.y() + towards_centre.y() / length * depth if towards_centre.y() else at.y()
    return image.pixelColor(min(int(x), image.width() - 1), min(int(y), image.height() - 1))


def road_points(tile: Tile, rotated: bool) -> frozenset[Point]:
    return frozenset(PlacedTile(tile, rotated).layout.group_of)


@pytest.mark.parametrize("path", list(available_tilesets()), ids=lambda path: path.stem)
def test_roads_reach_the_edge_exactly_where_the_tile_has_a_road(
    qapp: QApplication, path: Path
) -> None:
    """SPEC §1: neighbours join at shared edge points, so a road must show at its edge."""
    for tile in load(path).tiles:
        for rotated in (False, True):
            image = render(PlacedTile(tile, rotated), 160)
            with_road = road_points(tile, rotated)
            for point in EDGE_POINTS:
                seen = is_road_coloured(inside(image, point))
                assert seen == (point in with_road), f"{tile.id} {rotated=} at {point}"


def test_a_highlighted_road_changes_the_pixels_along_that_road_only(
    qapp: QApplication,
) -> None:
    """Hovering lights up a connected road: the upper road of road-ew, not the lower one."""
    placed = PlacedTile(lab()["road-ew"])
    plain = render(placed, 160)
    lit = render(placed, 160, highlighted_points=frozenset({Point.NW, Point.NE}))
    upper = round(point_position(QRectF(0, 0, plain.width(), plain.height()), Point.NW).y())
    lower = round(point_position(QRectF(0, 0, plain.width(), plain.height()), Point.SW).y())
    for x in range(4, plain.width() - 4, 8):
        assert channel_distance(plain.pixelColor(x, upper), lit.pixelColor(x, upper)) > 40
        assert plain.pixelColor(x, lower) == lit.pixelColor(x, lower)


def test_highlighted_points_are_given_as_placed(qapp: QApplication) -> None:
    """On a turned road-ew the placed NW–NE road is the printed SW–SE one: it is the one lit."""
    placed = PlacedTile(lab()["road-ew"], rotated=True)
    plain = render(placed, 160)
    lit = render(placed, 160, highlighted_points=frozenset({Point.NW, Point.NE}))
    rect = QRectF(0, 0, plain.width(), plain.height())
    upper = round(point_position(rect, Point.NW).y())
    x = plain.width() // 4
    assert channel_distance(plain.pixelColor(x, upper), lit.pixelColor(x, upper)) > 40


def test_a_highlighted_symbol_gets_a_ring(qapp: QApplication) -> None:
    placed = PlacedTile(lab()["k2-alone"])
    plain = render(placed, 160)
    lit = render(placed, 160, highlighted_symbols=frozenset({Point.T}))
    rect = QRectF(0, 0, plain.width(), plain.height())
    centre = point_position(rect, Point.T)
    beside = round(centre.x() + 0.205 * 160), round(centre.y())
    assert channel_distance(plain.pixelColor(*beside), lit.pixelColor(*beside)) > 40


def test_a_dimmed_tile_is_washed_out(qapp: QApplication) -> None:
    """A dimmed tile is paler: less contrast between its road and its background."""
    placed = PlacedTile(lab()["road-ns"])
    plain, dimmed = render(placed, 120), render(placed, 120, dimmed=True)
    x, y = plain.width() // 2, plain.height() // 3
    background = plain.pixelColor(plain.width() // 5, y)
    dimmed_background = dimmed.pixelColor(dimmed.width() // 5, y)
    contrast = channel_distance(plain.pixelColor(x, y), background)
    dimmed_contrast = channel_distance(dimmed.pixelColor(x, y), dimmed_background)
    assert dimmed_contrast < contrast / 2


def test_castles_show_their_two_gates_and_nothing_else_at_the_edge(qapp: QApplication) -> None:
    """A castle's gates are drawn as road ends; its other edge points show no road."""
    tileset = lab()
    for castle in (tileset.castle(6), tileset.castle(4)):
        assert castle.kind is TileKind.CASTLE
        image = render(PlacedTile(castle), 160)
        for point in EDGE_POINTS:
            assert is_road_coloured(inside(image, point)) == (point in castle.gates)


# --- empty fields ------------------------------------------------------------------------


def render_field(**states: bool) -> QImage:
    image = QImage(QSize(84, 120), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#6E7A55"))
    painter = QPainter(image)
    paint_empty_field(painter, QRectF(0, 0, 84, 120), **states)
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def test_the_field_to_fill_is_green(qapp: QApplication) -> None:
    """SPEC's green field to fill: its border is the green of the palette, inside a dark
    edge that sets it off from the board (3:1, tests/ui/common/test_palette_contrast.py)."""
    picture = render_field(to_fill=True)
    assert channel_distance(picture.pixelColor(42, 0), palette.TO_FILL_OUTLINE) <= 30
    assert channel_distance(picture.pixelColor(42, 2), palette.TO_FILL) <= 30


def test_every_state_of_an_empty_field_looks_different(qapp: QApplication) -> None:
    pictures = [
        render_field(),
        render_field(to_fill=True),
        render_field(to_fill=True, hovered=True),
        render_field(hovered=True),
        render_field(refused=True),
    ]
    for index, first in enumerate(pictures):
        for second in pictures[index + 1:]:
            assert share_of_differing_pixels(first, second, threshold=16) > 0.02
