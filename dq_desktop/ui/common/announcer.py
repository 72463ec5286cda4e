"""Words for screen readers: a sentence announced through Qt's accessibility bridge.

``announce(target, text)`` sends a ``QAccessibleAnnouncementEvent`` (AT-SPI's
``object:announcement`` on Linux, UI Automation's notification on Windows,
NSAccessibility's announcement on macOS) while an assistive technology listens.
A ``Voice`` speaks for one window and never says the same thing twice in a row
for the same moment (a key names the moment: a field, a step of a review).
Every sentence is built elsewhere (``ui/table/announcements.py``); this module only
sends it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

Listener = Callable[[str], None]
listeners: list[Listener] = []
"""Called with every announcement, whether or not a screen reader listens (tests)."""
_last = [""]


def last_said() -> str:
    """The sentence announced last ('' before any), for the key that says it again."""
    return _last[0]


def announce(target: QObject, text: str, *, assertive: bool = False) -> None:
    """Have screen readers say ``text`` (``assertive``: at once, interrupting)."""
    if not text:
        return
    _last[0] = text
    for listener in tuple(listeners):
        listener(text)
    if not QAccessible.isActive():
        return
    event = QAccessibleAnnouncementEvent(target, text)
    if assertive:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)


class Voice:
    """Announcements for one window; a moment already told is not told again."""

    def __init__(self, target: QObject) -> None:
        self.target = target
        self._told: set[Hashable] = set()
        self._last = ""

    def say(self, moment: Hashable, text: str, *, assertive: bool = False) -> None:
        """Announce ``text`` unless ``moment`` was told already; with no moment
        (``None``), unless ``text`` is what this voice said last."""
        if moment is None and text == self._last:
            return
        if moment is not None:
            if moment in self._told:
                return
            self._told.add(moment)
        self._last = text
        announce(self.target, text, assertive=assertive)

    def forget(self) -> None:
        """A new game (or review): every moment may be told again."""
        self._told.clear()
        self._last = ""
