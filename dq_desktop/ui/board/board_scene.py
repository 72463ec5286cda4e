"""One principality as a ``QGraphicsScene``: its items only mirror the engine.

The scene asks (through ``accepts``) whether a drop is legal; the engine
answers. Hovering a road or a symbol lights up what the engine's road network
says is connected to it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneDragDropEvent,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from dq_desktop.engine.errors import DqError
from dq_desktop.engine.explanation import Explanation, SymbolGroup
from dq_desktop.engine.fields import COLUMNS, ROWS, Field
from dq_desktop.engine.game import Move
from dq_desktop.engine.network import Connection
from dq_desktop.engine.pointed import pointed_at
from dq_desktop.engine.points import Point
from dq_desktop.engine.principality import Principality
from dq_desktop.engine.scoring import CASTLE_VALUES, Category
from dq_desktop.engine.symbols import SymbolRef
from dq_desktop.engine.tiles import PlacedTile, TileKind
from dq_desktop.ui.board.board_marks import GroupBadge, ReasonMark
from dq_desktop.ui.common import palette
from dq_desktop.ui.common.text import PLURAL, translate
from dq_desktop.ui.hand import tile_mime
from dq_desktop.ui.tiles.tile_painter import (
    TILE_ASPECT,
    paint_empty_field,
    paint_tile,
    point_position,
)
from dq_desktop.ui.tiles.tile_pictures import Look, TilePictures, hover_looks

TILE_HEIGHT = 120.0
TILE_WIDTH = TILE_HEIGHT * TILE_ASPECT
GAP = 3.0
FRAME = 26.0
"""Room around the board for the coordinates A–H and 1–3."""


def field_origin(field: Field) -> QPointF:
    return QPointF(
        FRAME + field.column * (TILE_WIDTH + GAP), FRAME + field.row * (TILE_HEIGHT + GAP)
    )


class FieldItem(QGraphicsItem):
    """One field: empty, to fill, or holding a placed tile."""

    def __init__(self, board_scene: PrincipalityScene, field: Field) -> None:
        super().__init__()
        self.board_scene = board_scene
        self.field = field
        self.placed: PlacedTile | None = None
        self.ghost: PlacedTile | None = None
        """A preview of the selected tile on the field to fill (aids)."""
        self.to_fill = False
        self.drag_state: str | None = None
        """``"accept"`` or ``"refuse"`` while a tile is dragged over this field."""
        self.lit_points: frozenset[Point] = frozenset()
        self.lit_symbols: frozenset[Point] = frozenset()
        self.setPos(field_origin(field))
        self.setAcceptDrops(True)
        self.setAcceptHoverEvents(True)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, TILE_WIDTH, TILE_HEIGHT)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = self.boundingRect()
        if self.placed is not None:
            if not self.board_scene.pictures.draw(
                painter, rect, self.placed, self.lit_points, self.lit_symbols
            ):
                paint_tile(
                    painter,
                    rect,
                    self.placed,
                    highlighted_points=self.lit_points,
                    highlighted_symbols=self.lit_symbols,
                )
        else:
            paint_empty_field(
                painter,
                rect,
                to_fill=self.to_fill,
                hovered=self.drag_state == "accept",
                refused=self.drag_state == "refuse",
            )
            if self.ghost is not None and self.to_fill:
                painter.save()
                painter.setOpacity(0.82)
                paint_tile(
                    painter,
                    rect.adjusted(4, 4, -4, -4),
                    self.ghost,
                    highlighted_points=self.lit_points,
                )
                painter.restore()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # A click on the preview turns it between its two orientations.
        if self.ghost is not None and self.to_fill:
            self.board_scene.previewClicked.emit()
            event.accept()
        else:
            super().mousePressEvent(event)

    def nearest_point(self, position: QPointF) -> Point:
        """The point of the tile closest to ``position`` (item coordinates)."""
        rect = self.boundingRect()

        def distance(point: Point) -> float:
            at = point_position(rect, point)
            return (at.x() - position.x()) ** 2 + (at.y() - position.y()) ** 2

        return min(Point, key=distance)

    # --- hovering ----------------------------------------------------------------

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.board_scene.hover(self.field, self.nearest_point(event.pos()))

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.board_scene.hover(None, None)

    # --- dropping ------------------------------------------------------------------

    def dragEnterEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        # Accept the enter so that this field hears the leave too; the move decides.
        event.setAccepted(tile_mime.decode(event.mimeData()) is not None)
        self.dragMoveEvent(event)

    def dragMoveEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        dragged = tile_mime.decode(event.mimeData())
        allowed = dragged is not None and self.board_scene.accepts_drop(self.field, dragged)
        self._set_drag_state("accept" if allowed else "refuse" if dragged else None)
        if allowed and dragged is not None:
            self.board_scene.dragPreview.emit(dragged.move)
            event.setDropAction(Qt.DropAction.CopyAction)  # the hand view must not remove it
            event.accept()
        else:
            event.ignore()

    def dragLeaveEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        self._set_drag_state(None)
        self.board_scene.dragPreview.emit(None)

    def dropEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        self._set_drag_state(None)
        dragged = tile_mime.decode(event.mimeData())
        if dragged is None or not self.board_scene.accepts_drop(self.field, dragged):
            event.ignore()
            return
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        self.board_scene.tileDropped.emit(dragged.seat, self.field, dragged.move)

    def _set_drag_state(self, state: str | None) -> None:
        if state is not None:
            # A field that refused the move never hears the drag leave it (the scene
            # only tells items that accepted): the scene clears every other mark.
            self.board_scene.clear_drag_marks(keep=self)
        if state != self.drag_state:
            self.drag_state = state
            self.update()


class PrincipalityScene(QGraphicsScene):
    """The board of one seat."""

    tileDropped = Signal(int, object, object)
    """(seat, Field, Move) for a drop the engine allowed."""
    hoveredChanged = Signal(object)
    """The ``Connection`` under the mouse, or ``None``."""
    previewClicked = Signal()
    """The preview on the field to fill was clicked: turn the selected tile."""
    dragPreview = Signal(object)
    """The ``Move`` dragged over the field to fill (``None`` when it leaves)."""
    boardShown = Signal()
    """``show_board`` brought the items up to the engine (the board reader re-reads)."""

    def __init__(self, seat: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.board = Principality()
        self.pictures = TilePictures()
        """Each tile drawn once per look and size (hovering must fit in a frame)."""
        self._warming: tuple[Iterator[Look], tuple[int, int, float]] | None = None
        self._warm_timer = QTimer(self)
        self._warm_timer.setSingleShot(True)
        self._warm_timer.timeout.connect(self._warm_some)
        self.accepts: Callable[[int, Move, Field], bool] = lambda seat, move, field: False
        """Asked on every drag over a field; the window wires it to the controller."""
        self.items_by_field = {field: FieldItem(self, field) for field in Field.all()}
        for item in self.items_by_field.values():
            self.addItem(item)
        self._add_coordinates()
        self.setSceneRect(self.itemsBoundingRect().adjusted(-4, -4, 4, 4))
        self.setBackgroundBrush(palette.BOARD_BACKGROUND)
        self._animations: list[QVariantAnimation] = []
        self.hovered: Connection | None = None
        self._category: tuple[str, Explanation] | None = None
        self._preview: PlacedTile | None = None
        self.marks: list[ReasonMark] = []
        self.badges: list[GroupBadge] = []
        self._marked: tuple[str, Explanation] | None = None
        """The category the marks on the board were made for."""
        self._retired: list[ReasonMark | GroupBadge] = []
        """Marks hidden and waiting to leave the scene (see ``_clear_marks``)."""

    def _add_coordinates(self) -> None:
        font = QFont()
        font.setPointSizeF(11)
        font.setBold(True)
        for column, letter in enumerate(COLUMNS):
            for y in (FRAME / 2, FRAME + ROWS * (TILE_HEIGHT + GAP) + FRAME / 2 - GAP):
                self._label(letter, font, FRAME + column * (TILE_WIDTH + GAP) + TILE_WIDTH / 2, y)
        for row in range(ROWS):
            y = FRAME + row * (TILE_HEIGHT + GAP) + TILE_HEIGHT / 2
            for x in (FRAME / 2, FRAME + len(COLUMNS) * (TILE_WIDTH + GAP) + FRAME / 2 - GAP):
                self._label(str(row + 1), font, x, y)

    def _label(self, text: str, font: QFont, x: float, y: float) -> None:
        label = QGraphicsSimpleTextItem(text)
        label.setFont(font)
        label.setBrush(QColor(palette.COORDINATE_TEXT))
        box = label.boundingRect()
        label.setPos(x - box.width() / 2, y - box.height() / 2)
        self.addItem(label)

    # --- mirroring the engine ------------------------------------------------------

    def clear_drag_marks(self, keep: FieldItem | None = None) -> None:
        """No field but ``keep`` shows the accept or refuse mark of a drag."""
        for item in self.items_by_field.values():
            if item is not keep and item.drag_state is not None:
                item.drag_state = None
                item.update()

    def dragLeaveEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        super().dragLeaveEvent(event)
        self.clear_drag_marks()  # left the board, or the drop was refused

    def dropEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        super().dropEvent(event)
        self.clear_drag_marks()

    def show_board(self, board: Principality, to_fill: Field | None) -> list[Field]:
        """Bring every item up to ``board``; returns the fields whose tile changed."""
        changed = []
        for field, item in self.items_by_field.items():
            placed = board.get(field)
            fill = field == to_fill and placed is None
            if placed != item.placed or fill != item.to_fill:
                item.placed, item.to_fill = placed, fill
                item.update()
                if placed is not None:
                    changed.append(field)
        self.board = board
        if self._preview is not None and (to_fill is None or self._preview_field() is None):
            self._preview = None
        self._relight()
        self.boardShown.emit()
        if changed:
            self.warm_pictures()
        return changed

    def warm_pictures(self) -> None:
        """Draw ahead, while the window is idle, the looks hovering can ask for."""
        views = [view for view in self.views() if view.isInteractive()]
        if not views or not self.board:
            return
        view = views[0]
        ratio = view.devicePixelRatioF()
        scale = view.transform().m11()
        size = (round(TILE_WIDTH * scale * ratio), round(TILE_HEIGHT * scale * ratio), ratio)
        looks = hover_looks(self.board)
        self._warming = (looks, size)
        self._warm_timer.start(0)

    def warming(self) -> bool:
        """Whether looks are still being drawn ahead."""
        return self._warming is not None

    def _warm_some(self) -> None:
        if self._warming is None:
            return
        looks, (width, height, ratio) = self._warming
        if self.pictures.warm(looks, width, height, ratio, seconds=0.004):
            self._warming = None
        else:
            self._warm_timer.start(0)  # more when the window is idle again

    def field_to_fill(self) -> Field | None:
        return next((f for f, item in self.items_by_field.items() if item.to_fill), None)

    def animate_arrival(self, field: Field, milliseconds: int) -> None:
        """Fade a newly placed tile in (a computer player's move)."""
        if milliseconds <= 0:
            return
        item = self.items_by_field[field]
        animation = QVariantAnimation(self)
        animation.setStartValue(0.15)
        animation.setEndValue(1.0)
        animation.setDuration(milliseconds)
        animation.valueChanged.connect(lambda value: item.setOpacity(float(value)))
        animation.finished.connect(lambda: self._animations.remove(animation))
        self._animations.append(animation)
        animation.start()

    # --- questions from items ------------------------------------------------------

    def accepts_drop(self, field: Field, dragged: tile_mime.DraggedTile) -> bool:
        return dragged.seat == self.seat and self.accepts(dragged.seat, dragged.move, field)

    def hover(self, field: Field | None, point: Point | None) -> None:
        connection = None
        if field is not None and point is not None:
            connection = pointed_at(self.board, field, point)
        if connection != self.hovered:
            self.hovered = connection
            self._relight()
            self.hoveredChanged.emit(connection)

    # --- what a category counts, and the placement preview ------------------------------

    def show_category(self, key: str | None, facts: Explanation | None) -> None:
        """Light up what scoring category ``key`` counts (``None``: nothing)."""
        self._category = (key, facts) if key and facts is not None else None
        self._relight()

    @property
    def preview_tile(self) -> PlacedTile | None:
        """The ghost on the field to fill, if one is shown."""
        return self._preview

    def set_preview(self, placed: PlacedTile | None) -> None:
        """Show ``placed`` as a ghost on the field to fill, and the roads it would join."""
        self._preview = placed if self._preview_field() is not None else None
        self._relight()

    def _preview_field(self) -> Field | None:
        return self.field_to_fill()

    def _relight(self) -> None:
        points: dict[Field, set[Point]] = {}
        symbols: dict[Field, set[Point]] = {}
        connections = [self.hovered] if self.hovered else []
        target = self._preview_field()
        for item in self.items_by_field.values():
            ghost = self._preview if item.field == target else None
            if ghost != item.ghost:  # repaint only the field whose preview changed
                item.ghost = ghost
                item.update()
        pointing = self.hovered is not None or self._category is not None
        if self._preview is not None and target is not None and not pointing:
            # The preview lights the roads the tile would join, not the symbols on them;
            # while the player points at a road or a category, only what he points at.
            for connection in self._preview_connections(target, self._preview):
                for segment in connection.segments:
                    points.setdefault(segment.field, set()).update(segment.points)
        for connection in connections:
            for segment in connection.segments:
                points.setdefault(segment.field, set()).update(segment.points)
            for ref in connection.symbols:
                symbols.setdefault(ref.field, set()).add(ref.point)
        if self._category is not self._marked:  # pointing at a road leaves the marks be
            self._clear_marks()
            if self._category is not None:
                self._add_marks(*self._category)
            self._marked = self._category
        if self._category is not None:
            key, facts = self._category
            for connection in self._category_roads(key, facts):
                for segment in connection.segments:
                    points.setdefault(segment.field, set()).update(segment.points)
            for ref in self._category_symbols(key, facts):
                symbols.setdefault(ref.field, set()).add(ref.point)
        self._apply(points, symbols)

    def _preview_connections(self, field: Field, placed: PlacedTile) -> list[Connection]:
        try:
            board = self.board.with_tile(field, placed)
        except DqError:
            return []
        return [board.network.connected(field, next(iter(group))) for group in placed.layout.groups]

    def _castle_field(self, value: int) -> Field | None:
        for field, placed in self.board.items():
            if placed.tile.kind is TileKind.CASTLE and placed.tile.value == value:
                return field
        return None

    def _category_roads(self, key: str, facts: Explanation) -> list[Connection]:
        network = self.board.network
        if key in CASTLE_VALUES:
            field = self._castle_field(CASTLE_VALUES[key])
            if field is None:
                return []
            return [
                network.connected(field, next(iter(group)))
                for group in self.board[field].layout.groups
            ]
        groups: tuple[SymbolGroup, ...] = ()
        if key in (Category.CHURCHES, Category.WINDMILLS):
            groups = facts.churches if key == Category.CHURCHES else facts.windmills
            groups = tuple(g for g in groups if len(g.symbols) > 1)
        elif key == Category.KNIGHTS and facts.best_knight_group is not None:
            groups = (facts.best_knight_group,)
        return [network.connected(g.symbols[0].field, g.symbols[0].point) for g in groups]

    def _category_symbols(self, key: str, facts: Explanation) -> list[SymbolRef]:
        if key in CASTLE_VALUES:
            return list(facts.castle_knights.get(CASTLE_VALUES[key], ()))
        if key in (Category.CHURCHES, Category.WINDMILLS):
            groups = facts.churches if key == Category.CHURCHES else facts.windmills
            return [ref for group in groups for ref in group.symbols]
        if key == Category.DEFENSE:
            return list(facts.defending)
        if key == Category.KNIGHTS and facts.best_knight_group is not None:
            return list(facts.best_knight_group.symbols)
        return []

    def symbol_centre(self, ref: SymbolRef) -> QPointF:
        item = self.items_by_field[ref.field]
        return item.pos() + point_position(item.boundingRect(), ref.point)

    def _add_marks(self, key: str, facts: Explanation) -> None:
        if key == Category.DEFENSE:
            for ref, reason in facts.not_defending:
                self._keep(ReasonMark(reason, self.symbol_centre(ref) + QPointF(14, -14)))
        elif key in (Category.CHURCHES, Category.WINDMILLS):
            groups = facts.churches if key == Category.CHURCHES else facts.windmills
            for group in groups:
                worth = group.value
                tip = translate("BoardScene", "This group is worth %n point(s)", None, PLURAL,
                                worth)
                self._badge(str(group.value), group.symbols[0], tip)
        elif key == Category.KNIGHTS and facts.best_knight_group is not None:
            group = facts.best_knight_group
            shields = group.value
            tip = translate("BoardScene", "The most valuable knight group: %n shield point(s)",
                            None, PLURAL, shields)
            self._badge(str(group.value), group.symbols[0], tip)

    def _badge(self, text: str, ref: SymbolRef, tooltip: str) -> None:
        self._keep(GroupBadge(text, self.symbol_centre(ref) + QPointF(10, -28), tooltip))

    def _keep(self, item: ReasonMark | GroupBadge) -> None:
        self.addItem(item)
        (self.marks if isinstance(item, ReasonMark) else self.badges).append(item)  # type: ignore[arg-type]

    def _clear_marks(self) -> None:
        # Hidden now, taken out of the scene on the next turn of the event loop: this runs
        # inside the scene's hover dispatch (a field's hover leave), which goes on to send
        # a hover enter to the mark under the mouse; freeing it here would crash Qt.
        shown: list[ReasonMark | GroupBadge] = [*self.marks, *self.badges]
        for item in shown:
            item.hide()
            self._retired.append(item)
        self.marks, self.badges = [], []
        if self._retired:
            QTimer.singleShot(0, self, self._drop_retired)

    def _drop_retired(self) -> None:
        for item in self._retired:
            if item.scene() is self:
                self.removeItem(item)
        self._retired = []

    def _apply(self, points: dict[Field, set[Point]], symbols: dict[Field, set[Point]]) -> None:
        for field, item in self.items_by_field.items():
            lit_points = frozenset(points.get(field, ()))
            lit_symbols = frozenset(symbols.get(field, ()))
            if (lit_points, lit_symbols) != (item.lit_points, item.lit_symbols):
                item.lit_points, item.lit_symbols = lit_points, lit_symbols
                item.update()
