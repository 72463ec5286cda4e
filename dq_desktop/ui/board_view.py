"""Views of a principality scene: the large board and the miniatures."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import QEnterEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QVBoxLayout, QWidget

from dq_desktop.ui.board_scene import PrincipalityScene


class BoardView(QGraphicsView):
    """Shows a scene scaled to fit, keeping its proportions."""

    def __init__(
        self,
        scene: PrincipalityScene | None = None,
        parent: QWidget | None = None,
        *,
        interactive: bool = True,
    ) -> None:
        super().__init__(parent)
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

    def set_board(self, scene: PrincipalityScene) -> None:
        if scene is not self.scene():
            self.setScene(scene)
            self.fit()

    def fit(self) -> None:
        scene = self.scene()
        if scene is not None:
            self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: object) -> None:
        super().showEvent(event)  # type: ignore[arg-type]
        self.fit()


class MiniatureView(BoardView):
    """A small, non-interactive board that shows a larger copy while hovered."""

    hovered = Signal(bool)

    def __init__(self, scene: PrincipalityScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent, interactive=False)
        self._popup: QFrame | None = None

    def enterEvent(self, event: QEnterEvent) -> None:
        super().enterEvent(event)
        self._show_popup()
        self.hovered.emit(True)

    def leaveEvent(self, event: object) -> None:
        super().leaveEvent(event)  # type: ignore[arg-type]
        if self._popup is not None:
            self._popup.hide()
        self.hovered.emit(False)

    def _show_popup(self) -> None:
        scene = self.scene()
        if not isinstance(scene, PrincipalityScene):
            return
        if self._popup is None:
            self._popup = QFrame(self.window(), Qt.WindowType.ToolTip)
            self._popup.setFrameShape(QFrame.Shape.Box)
            layout = QVBoxLayout(self._popup)
            layout.setContentsMargins(2, 2, 2, 2)
            layout.addWidget(BoardView(scene, self._popup, interactive=False))
        width = max(560, self.width() * 3)
        self._popup.resize(
            width, round(width * scene.sceneRect().height() / scene.sceneRect().width())
        )
        below = self.mapToGlobal(QPoint(0, self.height() + 4))
        self._popup.move(below)
        self._popup.show()
