"""The board as text: a keyboard cursor on the principality, and what lies under it.

With the keyboard focus on the board, the arrow keys move the cursor field by
field and Home brings it to the field to fill. The view's accessible
description says what the field holds, so that a screen reader announces it:
"C2: castle 4. Gates: N, S." or "D3: knight 2 above, church below, turned.
Roads: N–T, S–SE–B." Everything comes from the scene, which mirrors the engine.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QKeyEvent
from PySide6.QtWidgets import QGraphicsView

from dq_desktop.engine.fields import COLUMNS, ROWS, Field
from dq_desktop.ui.board.board_scene import PrincipalityScene
from dq_desktop.ui.tiles.tile_words import field_text

_MOVES = {
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
    Qt.Key.Key_Up: (-1, 0),
    Qt.Key.Key_Down: (1, 0),
}


class BoardReader(QObject):
    """The keyboard cursor of one board view; its text is the view's accessible description."""

    cursorMoved = Signal(object)
    """The ``Field`` the cursor is on now."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view)
        self.view = view
        self.cursor: Field | None = None
        self._watched: PrincipalityScene | None = None

    def scene(self) -> PrincipalityScene | None:
        scene = self.view.scene()
        return scene if isinstance(scene, PrincipalityScene) else None

    def text(self) -> str:
        """What the cursor's field holds ('' before the cursor is placed)."""
        scene = self.scene()
        if scene is None or self.cursor is None:
            return ""
        return field_text(self.cursor, scene.board.get(self.cursor),
                          to_fill=scene.field_to_fill() == self.cursor)

    # --- moving --------------------------------------------------------------------

    def handle_key(self, event: QKeyEvent) -> bool:
        """Arrows move the cursor, Home brings it to the field to fill; True if used."""
        if self.scene() is None or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        key = event.key()
        if key == Qt.Key.Key_Home:
            self.move_to(self._home())
            return True
        step = _MOVES.get(Qt.Key(key)) if key in _MOVES else None
        if step is None:
            return False
        start = self.cursor or self._home()
        row = min(max(start.row + step[0], 0), ROWS - 1)
        column = min(max(start.column + step[1], 0), len(COLUMNS) - 1)
        self.move_to(Field(row, column))
        return True

    def move_to(self, field: Field) -> None:
        """Put the cursor on ``field`` and announce it."""
        self.cursor = field
        self.refresh(announce=True)
        self.cursorMoved.emit(field)

    def start(self) -> None:
        """The view gained focus: place the cursor if it has none. What is under it is the
        view's description, which a screen reader says with the focus; an announcement
        now would come before the focus event (Qt sends it after the view's focus-in)
        and be cut short by it."""
        if self.cursor is None:
            self.cursor = self._home()
        self.refresh(announce=False)

    def _home(self) -> Field:
        scene = self.scene()
        to_fill = scene.field_to_fill() if scene is not None else None
        return to_fill or self.cursor or Field(0, 0)

    # --- saying it -----------------------------------------------------------------

    def follow(self) -> None:
        """The view shows another scene (hot seat): listen to it and describe it."""
        scene = self.scene()
        if scene is not self._watched:
            if self._watched is not None:
                self._watched.boardShown.disconnect(self._on_board_shown)
            self._watched = scene
            # Another board (a new game, the next seat): from its own field to fill, or
            # wherever the focus first finds it (a board not dealt yet has none).
            self.cursor = scene.field_to_fill() if scene is not None else None
            if scene is not None:
                scene.boardShown.connect(self._on_board_shown)
                scene.destroyed.connect(self._forget_scene)
        self.refresh(announce=False)

    def _forget_scene(self) -> None:
        self._watched = None

    def _on_board_shown(self) -> None:
        self.refresh(announce=False)

    def refresh(self, *, announce: bool) -> None:
        """Set the description again; when ``announce``, a screen reader says it even if
        it did not change (the cursor stayed at the edge, Home on the same field)."""
        text = self.text()
        if text != self.view.accessibleDescription():
            self.view.setAccessibleDescription(text)  # Qt tells screen readers of the change
        elif announce and text and self.view.hasFocus() and QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.view, text))
        self.view.viewport().update()
