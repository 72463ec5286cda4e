"""Tables to play at and Qt's queued deletions, shared by the robustness tests."""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication

from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.ui.common.seats import GameSetup, Seat


def setup_of(*kinds: str, seed: int = 11) -> GameSetup:
    seats = tuple(Seat(f"P{n + 1}", kind, n) for n, kind in enumerate(kinds))
    return GameSetup(seats, builtin_tileset("classic"), seed)


def settle_deletions() -> None:
    """Run the deletions Qt has queued (``deleteLater``), then Python's collector."""
    QApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
