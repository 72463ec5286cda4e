"""Keys a screen-reader player expects at the table: L says the last sentence again,
S the score, F the field to fill, T the tiles in hand. Plain letters no other key of
the game takes (H is the hint, R turns, N steps the review and the puzzles), free of
the screen readers' own keys (Orca's and NVDA's take a modifier of their own).

Each answer is announced at once (assertive): the player asked for it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow

from dq_desktop.ui.common.announcer import announce, last_said
from dq_desktop.ui.hand.hand_view import HandView
from dq_desktop.ui.table import announcements
from dq_desktop.ui.table.banner_text import banner_text
from dq_desktop.ui.table.controller import GameController

KEYS = {"last": "L", "score": "S", "field": "F", "tiles": "T"}
"""The keys, which the rules' list of keys names (resources/help/*/rules.html)."""


class SpokenHost(Protocol):
    controller: GameController
    hand_view: HandView
    shown_seat: int
    host: QMainWindow


class SpokenKeys(QObject):
    def __init__(self, view: SpokenHost, parent: QObject) -> None:
        super().__init__(parent)
        self.view = view
        self.actions: dict[str, QAction] = {}
        answers: dict[str, Callable[[], str]] = {
            "last": last_said, "score": self.score, "field": self.field,
            "tiles": self.tiles}
        for name, key in KEYS.items():
            action = QAction(view.host)
            action.setShortcut(QKeySequence(key))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(lambda _=False, answer=answers[name]: self.say(answer()))
            view.host.addAction(action)  # no menu entry: the rules' list of keys names them
            self.actions[name] = action

    def say(self, text: str) -> None:
        announce(self.view.host, text, assertive=True)

    def score(self) -> str:
        controller = self.view.controller
        if not controller.has_game:
            return ""
        return announcements.score_now(controller.game, self.view.shown_seat)

    def field(self) -> str:
        controller = self.view.controller
        if not controller.has_game:
            return ""
        return banner_text(controller.game, controller.seats, controller.active_seat)

    def tiles(self) -> str:
        hand = self.view.hand_view.hand()
        index = Qt.ItemDataRole.AccessibleTextRole
        names = [str(hand.index(row).data(index)) for row in range(hand.rowCount())] \
            if hand is not None else []
        return announcements.tiles_in_hand(names)
