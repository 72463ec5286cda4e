"""Views of a principality scene: the large board and the miniatures.

The large board takes the keyboard focus: its board reader moves a cursor over
the fields with the arrow keys and describes the field for screen readers; the
cursor is drawn as a ring while the board has the focus. A miniature, and the boards
of the puzzles and the replay, are read the same way (``readable``) though they take
no drop: Tab reaches them.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QEnterEvent,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QLabel, QVBoxLayout, QWidget

from dq_desktop.engine.fields import Field
from dq_desktop.ui.board.board_reader import BoardReader
from dq_desktop.ui.board.board_scene import FieldItem, PrincipalityScene
from dq_desktop.ui.board.popup_place import popup_geometry
from dq_desktop.ui.common import palette

MINIATURE_WIDTH = 220
"""The width a miniature asks for; the row of cards gives it more when there is room."""


class BoardView(QGraphicsView):
    """Shows a scene scaled to fit, keeping its proportions."""

    def __init__(
        self,
        scene: PrincipalityScene | None = None,
        parent: QWidget | None = None,
        *,
        interactive: bool = True,
        readable: bool | None = None,
    ) -> None:
        """``interactive``: tiles are dropped on it and the mouse points at its fields;
        ``readable`` (by default as interactive): Tab reaches it and its board reader."""
        super().__init__(parent)
        readable = interactive if readable is None else readable
        if scene is not None:
            self.setScene(scene)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setInteractive(interactive)
        self.setAcceptDrops(interactive)
        self.setMouseTracking(interactive)
        self.reader: BoardReader | None = BoardReader(self) if readable else None
        """The keyboard cursor and its text (the boards a player reads)."""
        if interactive:
            self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        elif readable:  # by Tab only: a click on a miniature must not take the focus
            self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        else:  # the viewport passes its policy on to the view, its focus proxy
            self.viewport().setFocusPolicy(Qt.FocusPolicy.NoFocus)
        if self.reader is not None:
            self.reader.follow()

    def setAccessibleName(self, name: str) -> None:
        """The view's name, and its viewport's (a focusable child on the accessibility bus)."""
        super().setAccessibleName(name)
        self.viewport().setAccessibleName(name)

    def set_board(self, scene: PrincipalityScene) -> None:
        if scene is not self.scene():
            self.setScene(scene)
            self.fit()
            if self.reader is not None:
                self.reader.follow()

    # --- the keyboard cursor -----------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.reader is not None and self.reader.handle_key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if self.reader is not None:
            self.reader.start()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.viewport().update()  # the cursor ring is drawn only while focused

    def mousePressEvent(self, event: QMouseEvent) -> None:
        item = self.itemAt(event.position().toPoint())
        if self.reader is not None and isinstance(item, FieldItem):
            self.reader.cursor = item.field  # the cursor follows a click, silently
            self.reader.refresh(announce=False)
        super().mousePressEvent(event)

    def drawForeground(self, painter: QPainter, rect: QRectF | object) -> None:
        super().drawForeground(painter, rect)  # type: ignore[arg-type]
        scene = self.scene()
        if (
            self.reader is None
            or self.reader.cursor is None
            or not self.hasFocus()
            or not isinstance(scene, PrincipalityScene)
        ):
            return
        box = scene.items_by_field[self.reader.cursor].sceneBoundingRect()
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        # Two rings, light outside and dark inside: one of them stands out on anything.
        # Cosmetic pens: as thick on a small board as on a large one.
        for colour, width, inset in (
            (palette.FOCUS_RING, 5.0, 0.0),
            (palette.FOCUS_RING_INNER, 2.5, 3.5),
        ):
            pen = QPen(colour, width)
            pen.setCosmetic(True)
            painter.setPen(pen)
            margin = inset / max(self.transform().m11(), 0.01)  # device pixels → scene
            painter.drawRoundedRect(box.adjusted(margin, margin, -margin, -margin), 6, 6)
        painter.restore()

    def sizeHint(self) -> QSize:
        """The scene at its own size: a hint that does not follow the view's scale.

        ``QGraphicsView`` hints the scene as currently transformed; a view that fits
        its scene to its size would then ask for a new size after every fit, and
        the layout would shift the boards a little with every turn (drawing every
        tile anew at each new scale).
        """
        scene = self.scene()
        if scene is None:
            return super().sizeHint()
        rect = scene.sceneRect()
        return QSize(round(rect.width()), round(rect.height()))

    def fit(self) -> None:
        scene = self.scene()
        if scene is not None:
            self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
            if self.isInteractive() and isinstance(scene, PrincipalityScene):
                scene.warm_pictures()  # at the new size

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def field_on_screen(self, field: Field) -> QRect | None:
        """Where ``field`` is drawn, in global coordinates (``None`` with no scene)."""
        scene = self.scene()
        if not isinstance(scene, PrincipalityScene):
            return None
        shown = self.mapFromScene(scene.items_by_field[field].sceneBoundingRect()).boundingRect()
        return QRect(self.viewport().mapToGlobal(shown.topLeft()), shown.size())

    def showEvent(self, event: object) -> None:
        super().showEvent(event)  # type: ignore[arg-type]
        self.fit()


class MiniatureView(BoardView):
    """A small board that takes no drop and shows a larger copy while hovered or while
    it has the keyboard focus (Tab), its fields read as the large board's."""

    hovered = Signal(bool)

    def __init__(self, scene: PrincipalityScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent, interactive=False, readable=True)
        self._popup: QFrame | None = None
        self._popup_title: QLabel | None = None
        self.caption = ""
        """Whose board it is: the enlarged board says it above itself."""
        self.avoid: Callable[[], QRect | None] = lambda: None
        """The global rectangle the enlarged board must leave visible (the player's
        own field to fill); set by the game view."""

    def sizeHint(self) -> QSize:
        """A small board, in the scene's proportions (the cards share a row)."""
        natural = super().sizeHint()
        width = MINIATURE_WIDTH
        return QSize(width, round(width * natural.height() / max(1, natural.width())))

    def enterEvent(self, event: QEnterEvent) -> None:
        super().enterEvent(event)
        self._show_popup()
        self.hovered.emit(True)

    def leaveEvent(self, event: object) -> None:
        super().leaveEvent(event)  # type: ignore[arg-type]
        if self._popup is not None and not self.hasFocus():
            self._popup.hide()
        self.hovered.emit(False)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self._show_popup()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        if self._popup is not None and not self.underMouse():
            self._popup.hide()

    def _show_popup(self) -> None:
        scene = self.scene()
        if not isinstance(scene, PrincipalityScene):
            return
        if self._popup is None:
            # A child of this view, so that it goes when the view goes (a new game).
            self._popup = QFrame(self, Qt.WindowType.ToolTip)
            self._popup.setFrameShape(QFrame.Shape.Box)
            layout = QVBoxLayout(self._popup)
            layout.setContentsMargins(2, 2, 2, 2)
            self._popup_title = QLabel()
            self._popup_title.setTextFormat(Qt.TextFormat.PlainText)  # a player's name
            self._popup_title.setContentsMargins(6, 2, 6, 0)
            bold = self._popup_title.font()
            bold.setBold(True)
            self._popup_title.setFont(bold)
            layout.addWidget(self._popup_title)
            layout.addWidget(BoardView(scene, self._popup, interactive=False))
        assert self._popup_title is not None
        self._popup_title.setText(self.caption)
        self._popup_title.setVisible(bool(self.caption))
        title = self._popup_title.sizeHint().height() if self.caption else 0
        width = max(560, self.width() * 3)
        wanted = QSize(width, round(width * scene.sceneRect().height()
                                    / scene.sceneRect().width()) + title)
        anchor = QRect(self.mapToGlobal(QPoint(0, 0)), self.size())
        screen = (self.window().screen() or self.screen()).availableGeometry()
        self._popup.setGeometry(popup_geometry(wanted, anchor, screen, self.avoid()))
        self._popup.show()

    @property
    def popup(self) -> QFrame | None:
        return self._popup
