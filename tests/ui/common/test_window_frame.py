"""The main window's frame lies on the screen's free area: its size counts the inside
only, so the free area less the frame is the room it has (at 1280 × 720 and 1024 × 640
its title bar and status bar show), and once framed, a frame that overflows is moved and
shrunk onto the screen."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize

from dq_desktop.app import first_size
from dq_desktop.ui.common.window_frame import FRAME, frame_on_screen


def test_the_first_size_leaves_room_for_the_frame() -> None:
    assert first_size(QSize(1920, 1050)) == QSize(1280, 800)
    for screen in (QSize(1280, 720), QSize(1024, 640), QSize(1024, 610)):
        inside = first_size(screen)
        assert inside + FRAME == QSize(min(1280 + FRAME.width(), screen.width()),
                                       screen.height())


def test_a_frame_below_the_edge_is_moved_and_shrunk_onto_the_screen() -> None:
    screen = QRect(0, 0, 1280, 720)
    taller = QRect(0, 0, 1280, 752)  # a screen-sized inside, and a title bar above it
    assert frame_on_screen(taller, screen) == QRect(0, 0, 1280, 720)
    below = QRect(100, 60, 1000, 700)
    assert frame_on_screen(below, screen) == QRect(100, 20, 1000, 700)
    inside = QRect(10, 10, 400, 300)
    assert frame_on_screen(inside, screen) == inside
    panel = QRect(0, 32, 1024, 608)  # a panel along the top
    assert frame_on_screen(QRect(0, 0, 1024, 640), panel) == panel
