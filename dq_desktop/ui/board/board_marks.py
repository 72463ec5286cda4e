"""Small marks drawn over a principality: why a knight does not defend, and what a
church, windmill or knight group is worth. Their content comes from the engine."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from dq_desktop.engine.explanation import NonDefenseReason
from dq_desktop.ui.common import palette
from dq_desktop.ui.common.text import translate

MARK_SIZE = 22.0


def reason_text(reason: NonDefenseReason) -> str:
    texts = {
        NonDefenseReason.INNER: translate(
            "BoardMarks", "Does not defend: its field is not on the border of the principality."
        ),
        NonDefenseReason.HALF_INSIDE: translate(
            "BoardMarks", "Does not defend: its half of the tile does not touch the border."
        ),
        NonDefenseReason.NO_DIRECT_ROAD: translate(
            "BoardMarks",
            "Does not defend: its own road does not reach the border within its half "
            "of the tile.",
        ),
    }
    return texts[reason]


class ReasonMark(QGraphicsItem):
    """A small sign on a knight that does not defend; its tooltip says why."""

    def __init__(self, reason: NonDefenseReason, centre: QPointF) -> None:
        super().__init__()
        self.reason = reason
        self.setPos(centre - QPointF(MARK_SIZE / 2, MARK_SIZE / 2))
        self.setToolTip(reason_text(reason))
        self.setZValue(5)
        self.setAcceptHoverEvents(True)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, MARK_SIZE, MARK_SIZE)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(1, 1, -1, -1)
        painter.setPen(QPen(QColor("#FFFFFF"), 1.5))
        painter.setBrush(QBrush(palette.REFUSED))
        painter.drawEllipse(rect)
        # A glyph per reason, so the marks differ by more than colour.
        pen = QPen(QColor("#FFFFFF"), 2.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inner = rect.adjusted(6, 6, -6, -6)
        if self.reason is NonDefenseReason.INNER:
            painter.drawRect(inner)  # a field inside the frame
        elif self.reason is NonDefenseReason.HALF_INSIDE:
            painter.drawLine(inner.topLeft(), inner.topRight())
            painter.drawRect(inner.adjusted(0, inner.height() / 2, 0, 0))  # the inner half
        else:
            path = QPainterPath(inner.bottomLeft())  # a road broken before the edge
            path.lineTo(inner.center() - QPointF(1.5, 0))
            path.moveTo(inner.center() + QPointF(1.5, 0))
            path.lineTo(inner.topRight())
            painter.drawPath(path)


class GroupBadge(QGraphicsItem):
    """The points (or shields) a group is worth, beside its first symbol."""

    def __init__(self, text: str, anchor: QPointF, tooltip: str) -> None:
        super().__init__()
        self.text = text
        self._font = QFont()
        self._font.setPointSizeF(10)
        self._font.setBold(True)
        self.setPos(anchor)
        self.setToolTip(tooltip)
        self.setZValue(6)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 12 + 8 * len(self.text), 20)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        painter.setPen(QPen(palette.HIGHLIGHT_OUTLINE, 1.2))
        painter.setBrush(QBrush(palette.HIGHLIGHT))
        painter.drawRoundedRect(rect, 9, 9)
        painter.setFont(self._font)
        painter.setPen(QColor("#1A1200"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)
