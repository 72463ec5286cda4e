"""Room for a window's frame: a window's size counts its inside only, while the screen's
free area must hold the frame and title bar too (or the status bar falls off the
bottom of a 1280 × 720 screen). Qt's core only: the start-up imports it before the
first frame."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QWidget

FRAME = QSize(16, 48)
"""Room for a window's frame and title bar, which its size does not count, until the
window manager has framed it and the frame can be measured."""


def inside_room(available: QSize) -> QSize:
    """The largest inside a framed window can have on a free area so large."""
    return (available - FRAME).expandedTo(QSize(100, 100))


def frame_on_screen(frame: QRect, available: QRect) -> QRect:
    """``frame`` (a window's outside) moved, then shrunk where it must, to lie within
    ``available``."""
    width, height = min(frame.width(), available.width()), min(frame.height(), available.height())
    left = min(max(frame.left(), available.left()), available.right() + 1 - width)
    top = min(max(frame.top(), available.top()), available.bottom() + 1 - height)
    return QRect(left, top, width, height)


def keep_frame_on_screen(window: QWidget) -> None:
    """Once the window manager has framed ``window``: move and shrink it so that its frame,
    title bar and status bar lie on the screen's free area."""
    screen = window.screen()
    if screen is None or window.isMaximized() or window.isFullScreen():
        return
    frame, inside = window.frameGeometry(), window.geometry()
    fitted = frame_on_screen(frame, screen.availableGeometry())
    if fitted == frame:
        return
    extra = QSize(frame.width() - inside.width(), frame.height() - inside.height())
    window.resize(QSize(fitted.width(), fitted.height()) - extra)
    window.move(fitted.topLeft())  # move() places the frame's top left corner
