"""Hover highlighting on a full board: the scene's work plus the repaint, against one frame.

Run: python benchmarks/bench_hover.py [--passes N]

A board of 24 tiles (a whole solitaire game of the computer player ``greedy``) is
shown in a board view of the size it has in a 1280 × 800 window. For every point
of every field, the mouse is taken there as ``FieldItem.hoverMoveEvent`` takes it:
``scene.hover(field, point)`` lights what the road network connects, and every
field whose light changed is repainted, as a paint event would: the view renders
that field's rectangle into an image (``QGraphicsView.render`` into a ``QImage``).

The scene draws the looks hovering can ask for ahead, in slices of idle time
(``tile_pictures``); the benchmark lets it finish first, as a player's first
hover comes a moment after the board is shown.

It prints the median, the 95th percentile and the maximum per hover (the maximum
suffers first when other work shares the machine), for the first pass (cold
caches: glyphs, pens, the road network) and for the later ones; the target is one
frame at 60 Hz, 16.7 ms. The real paint path (``viewport().repaint(region)``) is
printed too, as a check that the image stands for the screen.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QImage, QPainter, QRegion
from PySide6.QtWidgets import QApplication

from dq_desktop.engine.autoplay import play_out
from dq_desktop.engine.bots import make_bot
from dq_desktop.engine.game import Game
from dq_desktop.engine.points import Point
from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.ui.board.board_scene import PrincipalityScene
from dq_desktop.ui.board.board_view import BoardView

FRAME_MS = 1000 / 60
VIEW_SIZE = (900, 420)
"""The board view's size in a 1280 × 800 window with four players."""


def full_board() -> tuple[PrincipalityScene, BoardView]:
    """A scene showing a finished solitaire game, in a board view."""
    game = play_out(Game.new(builtin_tileset("classic"), 7, ["greedy"]), [make_bot("greedy", 7)])
    scene = PrincipalityScene(0)
    scene.show_board(game.players[0].board, None)
    view = BoardView(scene)
    view.resize(*VIEW_SIZE)
    view.show()
    QApplication.processEvents()
    return scene, view


def idle_until_warm(scene: PrincipalityScene) -> float:
    """Let the window idle while the scene draws its hover looks ahead; the seconds it took."""
    start = time.perf_counter()
    while scene.warming():
        QApplication.processEvents()
    return time.perf_counter() - start


def hover_times(
    scene: PrincipalityScene, view: BoardView, repaint: Callable[[list[QRect]], None]
) -> list[float]:
    """Milliseconds per hover over every point of every field: light, then repaint."""
    times = []
    for field in scene.items_by_field:
        for point in Point:
            before = {f: (i.lit_points, i.lit_symbols) for f, i in scene.items_by_field.items()}
            start = time.perf_counter()
            scene.hover(field, point)
            changed = [
                view.mapFromScene(item.sceneBoundingRect()).boundingRect()
                for f, item in scene.items_by_field.items()
                if (item.lit_points, item.lit_symbols) != before[f]
            ]
            repaint(changed)
            times.append((time.perf_counter() - start) * 1000)
    scene.hover(None, None)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--passes", type=int, default=4, help="passes over all points")
    args = parser.parse_args()
    _app = QApplication.instance() or QApplication(sys.argv[:1])
    scene, view = full_board()
    warming = idle_until_warm(scene)
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)

    def into_image(rects: list[QRect]) -> None:
        painter = QPainter(image)
        for rect in rects:
            view.render(painter, QRectF(rect), rect)
        painter.end()

    def on_screen(rects: list[QRect]) -> None:
        region = QRegion()
        for rect in rects:
            region += rect
        view.viewport().repaint(region)

    passes = [hover_times(scene, view, into_image) for _ in range(max(2, args.passes))]
    screen = [t for _ in range(2) for t in hover_times(scene, view, on_screen)]
    later = [t for times in passes[1:] for t in times]
    print(
        f"hover highlighting on a full board ({len(passes[0])} points, view "
        f"{VIEW_SIZE[0]}×{VIEW_SIZE[1]}), scene.hover + repaint of the fields that changed:"
    )
    for name, times in (
        ("first pass", passes[0]),
        ("later passes", later),
        ("on screen (check)", screen),
    ):
        p95 = statistics.quantiles(times, n=20)[-1]
        print(
            f"  {name:<18} median {statistics.median(times):6.2f} ms   "
            f"95th percentile {p95:6.2f} ms   max {max(times):6.2f} ms"
        )
    print(
        f"  one frame at 60 Hz: {FRAME_MS:.1f} ms; drawing the looks ahead took "
        f"{warming * 1000:.0f} ms of idle time, in slices of at most 4 ms"
    )


if __name__ == "__main__":
    main()
