"""Words for screen readers: a sentence announced through Qt's accessibility bridge.

``announce(target, text)`` sends a ``QAccessibleAnnouncementEvent`` (AT-SPI's
``object:announcement`` on Linux, UI Automation's notification on Windows,
NSAccessibility's announcement on macOS) while an assistive technology listens.
A ``Voice`` speaks for one window and never says the same thing twice in a row
for the same moment (a key names the moment: a field, a step of a review); a
window's ``SettledSpeech`` holds sentences until the focus has settled.
Every sentence is built elsewhere (``ui/table/announcements.py``); this module only
sends it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QApplication, QWidget

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


class SettledSpeech(QObject):
    """A window's sentences, said in the order given once the focus has settled.

    A screen reader stops speaking when the focus moves, so nothing is said at the
    moment it is given: on the next pass of the event loop (every slot of that moment
    has moved the focus by then), only while the window is the active one (its
    activation moves the focus: at start, after a dialog), not while a modal dialog stands
    over it (shown, it takes the focus a moment later), and each sentence only once it
    is ready (a results card on screen, …), the later ones waiting behind it. One per
    window (``of``), shared by all that speak in it, so that their order holds.
    """

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)  # its window is its parent: no reference that keeps it
        self._waiting: list[tuple[Callable[[], None], Callable[[], bool]]] = []
        self._soon = QTimer(self)
        self._soon.setSingleShot(True)
        self._soon.setInterval(0)
        self._soon.timeout.connect(self.flush)
        window.installEventFilter(self)

    @classmethod
    def of(cls, window: QWidget) -> SettledSpeech:
        """The window's own (made at the first call)."""
        found = window.findChild(SettledSpeech, "", Qt.FindChildOption.FindDirectChildrenOnly)
        return found if isinstance(found, SettledSpeech) else cls(window)

    def later(self, say: Callable[[], None], ready: Callable[[], bool] | None = None) -> None:
        """Call ``say`` once the focus has settled and ``ready()`` holds."""
        self._waiting.append((say, ready or (lambda: True)))
        self._soon.start()

    def say_later(self, text: str, ready: Callable[[], bool] | None = None, *,
                  assertive: bool = False) -> None:
        """Announce ``text`` in this window once the focus has settled and ``ready()``
        holds (nothing if the window is no longer shown by then)."""
        self.later(lambda: self._announce(text, assertive), ready)

    def _announce(self, text: str, assertive: bool) -> None:
        window = self.parent()
        if isinstance(window, QWidget) and window.isVisible():
            announce(window, text, assertive=assertive)

    def soon(self) -> None:
        """Try again on the next pass (something a sentence waited for has changed)."""
        self._soon.start()

    def forget(self) -> None:
        """Drop what waits (a new game: the last one's moments are past)."""
        self._waiting.clear()

    def flush(self) -> None:
        """Say what waits and may be said now, in order (at once: the caller knows the
        focus has settled, e.g. a card that has just taken it)."""
        window = self.parent()
        modal = QApplication.activeModalWidget()
        if modal is not None and modal is not window:
            return  # a question shown over it takes the focus next (its activation is late)
        while self._waiting and isinstance(window, QWidget) and window.isActiveWindow():
            say, ready = self._waiting[0]
            if not ready():
                return
            self._waiting.pop(0)
            say()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.WindowActivate:
            self._soon.start()  # after the focus event that the activation brings
        return False
