"""A window's size: the size it asks for (or the one the player left it at), fitted to
the free area of its screen, and remembered in the settings when it closes.

Any window calls ``size_window(self, "name", QSize(w, h))`` once built. On a 1024 × 640
screen every window must show whole: the size is bounded by the screen, less room for
the window's frame. The start-up (``app.py``) tells where sizes are kept
(``remember_sizes_in``); without that (tests, the self-test) sizes are only fitted.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from dq_desktop.storage.settings import WindowSize
from dq_desktop.ui.common.user_files import UserFiles
from dq_desktop.ui.common.window_frame import FRAME, inside_room

__all__ = ["FRAME", "fitted", "keep", "remember_sizes_in", "size_window"]

_files: UserFiles | None = None


def remember_sizes_in(files: UserFiles | None) -> None:
    """Keep windows' sizes in ``files``' settings from now on (``None``: keep none)."""
    global _files
    _files = files


def fitted(wanted: QSize, available: QSize) -> QSize:
    """``wanted``, bounded by ``available`` less the frame (never below 100 × 100)."""
    return wanted.boundedTo(inside_room(available))


def remembered(name: str) -> QSize | None:
    kept = _files.settings.window_sizes.get(name) if _files is not None else None
    return QSize(kept.width, kept.height) if kept is not None else None


def size_window(window: QWidget, name: str, wanted: QSize) -> None:
    """Give ``window`` its remembered size (else ``wanted``) fitted to its screen, and
    remember the size it has when it closes or hides."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    available = screen.availableGeometry().size() if screen is not None else wanted + FRAME
    window.resize(fitted(remembered(name) or wanted, available))
    window.setProperty(NAME_PROPERTY, name)
    window.installEventFilter(_keeper())  # installed twice, it still filters once


NAME_PROPERTY = "dqWindowSizeName"


class _SizeKeeper(QObject):
    """Hears the sized windows close or hide, and keeps their sizes."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Close, QEvent.Type.Hide) and isinstance(
                watched, QWidget) and watched.isWindow():
            name = watched.property(NAME_PROPERTY)
            if isinstance(name, str):
                keep(name, watched)
        return False


_KEEPERS: list[_SizeKeeper] = []
"""The one keeper, held here (a Qt object without a parent lives as long as Python holds
it)."""


def _keeper() -> _SizeKeeper:
    if not _KEEPERS:
        _KEEPERS.append(_SizeKeeper())
    return _KEEPERS[0]


def keep(name: str, window: QWidget) -> None:
    """Remember ``window``'s size (its normal size when maximised) under ``name``."""
    files = _files
    if files is None:
        return
    size = window.normalGeometry().size() if window.isMaximized() else window.size()
    if size.width() < 100 or size.height() < 100:
        return
    kept = WindowSize(width=min(size.width(), 20_000), height=min(size.height(), 20_000))
    files.keep_comfort(window_sizes=dict(files.settings.window_sizes) | {name: kept})
