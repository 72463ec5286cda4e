"""The hand: the active player's revealed tiles, the tile set aside, and Sancho.

Click the top or bottom half of a tile to turn it 180°; drag it onto the
highlighted field. Keys: arrows or 1–9 pick a tile, R or Space turns it,
Enter places it. A turned tile's new words reach screen readers as a change of
its item's name (which they say when the item has the focus).
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import suppress

from PySide6.QtCore import (
    QAbstractItemModel,
    QModelIndex,
    QPersistentModelIndex,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPalette,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from dq_desktop.engine.tiles import PlacedTile
from dq_desktop.engine.tileset import TileSet
from dq_desktop.ui.common import palette
from dq_desktop.ui.hand.hand_model import EntryKind, HandModel, HandRole
from dq_desktop.ui.tiles.tile_painter import TILE_ASPECT, paint_tile

TILE_HEIGHT = 104
TILE_WIDTH = round(TILE_HEIGHT * TILE_ASPECT)
SPACING = 8
APART = 28
"""Extra room before the tile set aside and Sancho, which stand apart from the hand."""
SMALLEST = 0.5
"""The tiles shrink to fit the hand's width down to this share of their size, then it scrolls."""


class TileDelegate(QStyledItemDelegate):
    def __init__(self, view: HandView) -> None:
        super().__init__(view)
        self.view = view

    def natural_size(self, index: QModelIndex | QPersistentModelIndex) -> QSize:
        """The cell of an entry at full size, with a gap before Sancho and the tile set aside."""
        kind = EntryKind(index.data(HandRole.KIND))
        apart = APART if self._first_of_kind(index, kind) and kind is not EntryKind.REVEALED else 0
        return QSize(TILE_WIDTH + SPACING + apart, TILE_HEIGHT + SPACING)

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        size, scale = self.natural_size(index), self.view.tile_scale()
        return QSize(round(size.width() * scale), round(size.height() * scale))

    def _first_of_kind(self, index: QModelIndex | QPersistentModelIndex, kind: EntryKind) -> bool:
        if index.row() == 0:
            return True
        previous = index.model().index(index.row() - 1, 0)
        return EntryKind(previous.data(HandRole.KIND)) is not kind

    def tile_rect(self, option_rect: QRectF, index: QModelIndex | QPersistentModelIndex) -> QRectF:
        """Where the tile itself is drawn inside the item's cell."""
        kind = EntryKind(index.data(HandRole.KIND))
        scale = self.view.tile_scale()
        apart = APART if self._first_of_kind(index, kind) and kind is not EntryKind.REVEALED else 0
        left = option_rect.left() + (apart + SPACING / 2) * scale
        top = option_rect.top() + SPACING / 2 * scale
        return QRectF(left, top, TILE_WIDTH * scale, TILE_HEIGHT * scale)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        tileset = self.view.tileset
        if tileset is None:
            return
        kind = EntryKind(index.data(HandRole.KIND))
        placed = PlacedTile(tileset[index.data(HandRole.TILE)], bool(index.data(HandRole.ROTATED)))
        rect = self.tile_rect(QRectF(option.rect), index)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        playable = bool(index.data(HandRole.PLAYABLE))
        aside = kind is EntryKind.SET_ASIDE
        paint_tile(painter, rect, placed, dimmed=not playable and not aside)
        if aside:
            if not playable:
                painter.fillRect(rect, palette.SET_ASIDE_WASH)
            # Upright, so its symbols read at a glance; apart by its gap and a dashed
            # frame (the board game turns it sideways, which a screen need not copy).
            painter.setPen(QPen(palette.HALF_MARK, 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 7, 7)
        if option.state & QStyle.StateFlag.State_Selected:
            pen = QPen(option.palette.color(QPalette.ColorRole.Highlight), 3)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 6, 6)
        elif option.state & QStyle.StateFlag.State_HasFocus:
            # The keyboard's focus rests here, nothing chosen yet: a thin dashed ring.
            pen = QPen(option.palette.color(QPalette.ColorRole.Highlight), 1.5,
                       Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 7, 7)
        if placed.rotated and kind is not EntryKind.SANCHO:
            self._turn_mark(painter, rect)
        painter.restore()

    def _turn_mark(self, painter: QPainter, rect: QRectF) -> None:
        """A small corner badge that says: this tile is turned."""
        badge = QRectF(rect.right() - 16, rect.top() + 2, 14, 14)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(palette.TURN_BADGE)
        painter.drawEllipse(badge)
        painter.setPen(QPen(palette.TURN_BADGE_MARK, 1.6))
        painter.drawArc(badge.adjusted(3, 3, -3, -3), 30 * 16, 280 * 16)


class HandView(QListView):
    """Shows one ``HandModel``; the window swaps models as the hot seat changes."""

    placeRequested = Signal(int)
    """Enter was pressed on a row: place that tile on the highlighted field."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tileset: TileSet | None = None
        self._dragged = False
        self._pressed_selected = False
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(False)
        self.setUniformItemSizes(False)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDropIndicatorShown(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.setItemDelegate(TileDelegate(self))
        self.setResizeMode(QListView.ResizeMode.Adjust)  # lay the tiles out again as it resizes
        self._scale = 1.0
        self.setMinimumHeight(TILE_HEIGHT + SPACING + 12)
        self.setFrameShape(QListView.Shape.NoFrame)
        self.viewport().setAutoFillBackground(False)

    def hand(self) -> HandModel | None:
        model = self.model()
        return model if isinstance(model, HandModel) else None

    def tile_scale(self) -> float:
        """How much the tiles shrink so that the whole hand fits the width (1: not at all).

        A window 1024 pixels wide leaves the hand about 730: nine tiles and Sancho
        need 838, and the last would be cut off.
        """
        hand = self.hand()
        delegate = self.itemDelegate()
        if hand is None or not hand.rowCount() or not isinstance(delegate, TileDelegate):
            return 1.0
        natural = sum(
            delegate.natural_size(hand.index(row)).width() for row in range(hand.rowCount())
        )
        room = self.contentsRect().width() - SPACING  # each size is rounded up: keep a margin
        return max(SMALLEST, min(1.0, room / natural))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._relayout_if_rescaled()

    def _relayout_if_rescaled(self) -> None:
        scale = self.tile_scale()
        if scale != self._scale:
            self._scale = scale
            self.scheduleDelayedItemsLayout()

    def setModel(self, model: QAbstractItemModel | None) -> None:
        """Show ``model``; the selection model made for the previous one is deleted.

        Qt makes a new selection model on every ``setModel`` and deletes the old one
        only with its model; hot seat swaps hands every turn, so they would pile up.
        """
        old = self.selectionModel()
        previous = self.model()
        super().setModel(model)
        if old is not None and old is not self.selectionModel() and old.parent() is self:
            old.deleteLater()
        if model is not previous:  # a tile placed or revealed changes each one's room
            if isinstance(previous, HandModel):
                self._follow_rows(previous, follow=False)
            if model is not None:
                self._follow_rows(model, follow=True)
        self._relayout_if_rescaled()

    def _follow_rows(self, model: QAbstractItemModel, *, follow: bool) -> None:
        for signal in (model.rowsInserted, model.rowsRemoved, model.modelReset):
            if follow:
                signal.connect(self._relayout_if_rescaled)
            else:
                with suppress(RuntimeError, TypeError):  # already gone with its model
                    signal.disconnect(self._relayout_if_rescaled)
        if follow:
            model.dataChanged.connect(self._tell_turned)
        else:
            with suppress(RuntimeError, TypeError):
                model.dataChanged.disconnect(self._tell_turned)

    def _tell_turned(self, first: QModelIndex, last: QModelIndex,
                     roles: Sequence[int] = ()) -> None:
        """A tile turned: its item's description and name changed (Qt's list view tells
        screen readers of neither), the name last, as screen readers speak the focused
        item again when its name changes."""
        if HandRole.ROTATED not in roles or not QAccessible.isActive():
            return
        for row in range(first.row(), last.row() + 1):
            for change in (QAccessible.Event.DescriptionChanged, QAccessible.Event.NameChanged):
                event = QAccessibleEvent(self, change)
                event.setChild(row)
                QAccessible.updateAccessibility(event)

    def sizeHint(self) -> QSize:
        return QSize(10 * (TILE_WIDTH + SPACING), TILE_HEIGHT + SPACING + 12)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._dragged = False
        # The first click on a tile selects it; only a click on the selected tile turns it.
        self._pressed_selected = self.indexAt(event.position().toPoint()) == self.currentIndex()
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        # Two quick clicks are two clicks (select, then turn), not an "open" gesture.
        self.mousePressEvent(event)

    def startDrag(self, supportedActions: Qt.DropAction) -> None:
        self._dragged = True
        super().startDrag(supportedActions)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """A click (not a drag) on either half of the selected tile turns it, as in the
        online version; a click on another tile only selects that one."""
        index = self.indexAt(event.position().toPoint())
        hand = self.hand()
        pressed_here = event.button() == Qt.MouseButton.LeftButton
        super().mouseReleaseEvent(event)
        if hand is None or not index.isValid() or not pressed_here:
            return
        delegate = self.itemDelegate()
        assert isinstance(delegate, TileDelegate)
        rect = delegate.tile_rect(QRectF(self.visualRect(index)), index)
        if rect.contains(event.position()) and not self._dragged and self._pressed_selected:
            hand.toggle_turn(index.row())  # either half turns it, as in the online version

    PLAY_KEYS = frozenset({*range(Qt.Key.Key_1, Qt.Key.Key_9 + 1), Qt.Key.Key_R,
                           Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter})
    """The keys of play: choose a tile, turn it, place it."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        hand = self.hand()
        key = event.key()
        if hand is None:
            super().keyPressEvent(event)
            return
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            row = key - Qt.Key.Key_1
            if row < hand.rowCount():
                self.setCurrentIndex(hand.index(row))
            return
        current = self.currentIndex()
        if key in (Qt.Key.Key_R, Qt.Key.Key_Space) and current.isValid():
            hand.toggle_turn(current.row())
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and current.isValid():
            self.placeRequested.emit(current.row())
            return
        super().keyPressEvent(event)
