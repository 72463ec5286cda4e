"""One player's revealed tiles, as a list model for views and drags.

It follows the contract of Qt's drag-and-drop puzzle example: ``flags``, a
private MIME type (tile ids), ``mimeData``/``dropMimeData`` (reordering the hand),
and every row change bracketed by ``begin…``/``end…``. It mirrors the engine:
``sync`` brings it up to date after each placement.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from enum import Enum, IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from dq_desktop.engine.game import Game, Move, round_of_step
from dq_desktop.engine.tiles import PlacedTile, TileId
from dq_desktop.engine.tileset import TileSet
from dq_desktop.ui.common.text import fill, translate
from dq_desktop.ui.hand import tile_mime
from dq_desktop.ui.tiles.tile_words import tile_in_full  # the same words as the board's

AnyIndex = QModelIndex | QPersistentModelIndex


class EntryKind(Enum):
    REVEALED = "revealed"
    SET_ASIDE = "set-aside"
    """Round 3's last tile: shown apart, turned 90°, only for the last field."""
    SANCHO = "sancho"


class HandRole(IntEnum):
    TILE = Qt.ItemDataRole.UserRole + 1
    ROTATED = Qt.ItemDataRole.UserRole + 2
    KIND = Qt.ItemDataRole.UserRole + 3
    PLAYABLE = Qt.ItemDataRole.UserRole + 4


@dataclass(frozen=True)
class HandEntry:
    tile: TileId
    kind: EntryKind = EntryKind.REVEALED
    rotated: bool = False
    playable: bool = True

    @property
    def move(self) -> Move:
        return Move(self.tile, self.rotated)


def entries_of(game: Game, seat: int) -> list[HandEntry]:
    """What the player has beside his principality now, as the engine says."""
    player = game.players[seat]
    step = len(player.placements)
    legal = {move.tile for move in game.legal_moves(seat)}
    revealed = game.revealed_tiles(seat)
    if step > game.step and round_of_step(step) > game.round:
        revealed = []  # he filled the round's last field first: the next hand waits for the count
    entries = [HandEntry(t, playable=t in legal) for t in revealed]
    if game.round == 3 and step < 22 and not game.is_over:
        entries.append(
            HandEntry(
                player.last_tile,
                EntryKind.SET_ASIDE,
                playable=player.last_tile in legal and step == 21,
            )
        )
    if game.can_play_sancho(seat) and not game.is_over:
        sancho = game.sancho_id
        assert sancho is not None
        entries.append(HandEntry(sancho, EntryKind.SANCHO, playable=sancho in legal))
    return entries


class HandModel(QAbstractListModel):
    def __init__(self, seat: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self._entries: list[HandEntry] = []
        self._tileset: TileSet | None = None
        self.describer: Callable[[HandEntry], str] | None = None
        """An item's accessible description (the table's: what it would change on the
        field to fill, or why it cannot go there); none: no description."""

    # --- mirroring the engine --------------------------------------------------------

    def sync(self, game: Game) -> None:
        """Update to the engine's state, keeping each tile's turned state and order."""
        self._tileset = game.tileset
        fresh = entries_of(game, self.seat)
        kept = self._keep_order_and_turns(fresh)
        if [(e.tile, e.kind) for e in kept] == [(e.tile, e.kind) for e in self._entries]:
            for row, entry in enumerate(kept):
                if entry != self._entries[row]:
                    self._entries[row] = entry
                    index = self.index(row)
                    self.dataChanged.emit(index, index)
            return
        removed = self._single_removal(kept)
        if removed is not None:
            self.beginRemoveRows(QModelIndex(), removed, removed)
            del self._entries[removed]
            self.endRemoveRows()
            self.sync(game)  # the playable flags may have changed too
            return
        self.beginResetModel()
        self._entries = kept
        self.endResetModel()

    def _keep_order_and_turns(self, fresh: list[HandEntry]) -> list[HandEntry]:
        remaining = list(fresh)
        ordered = []
        for old in self._entries:
            match = next((e for e in remaining if (e.tile, e.kind) == (old.tile, old.kind)), None)
            if match is not None:
                remaining.remove(match)
                ordered.append(replace(match, rotated=old.rotated))
        ordered += remaining
        # Revealed tiles first, then the tile set aside, then Sancho.
        rank = {EntryKind.REVEALED: 0, EntryKind.SET_ASIDE: 1, EntryKind.SANCHO: 2}
        return sorted(ordered, key=lambda e: rank[e.kind])

    def _single_removal(self, kept: list[HandEntry]) -> int | None:
        if len(kept) != len(self._entries) - 1:
            return None
        for row in range(len(self._entries)):
            rest = self._entries[:row] + self._entries[row + 1 :]
            if [(e.tile, e.kind) for e in rest] == [(e.tile, e.kind) for e in kept]:
                return row
        return None

    # --- reading -----------------------------------------------------------------

    def entry(self, row: int) -> HandEntry:
        return self._entries[row]

    def entries(self) -> Sequence[HandEntry]:
        return tuple(self._entries)

    def row_of(self, kind: EntryKind) -> int | None:
        return next((r for r, e in enumerate(self._entries) if e.kind is kind), None)

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._entries)

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._entries):
            return None
        entry = self._entries[index.row()]
        if role == HandRole.TILE:
            return entry.tile
        if role == HandRole.ROTATED:
            return entry.rotated
        if role == HandRole.KIND:
            return entry.kind.value
        if role == HandRole.PLAYABLE:
            return entry.playable
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return self._describe(entry)
        if role == Qt.ItemDataRole.AccessibleDescriptionRole:
            return self.describer(entry) if self.describer is not None else ""
        return None

    def _describe(self, entry: HandEntry) -> str:
        if entry.kind is EntryKind.SANCHO:
            return QCoreApplication.translate("HandModel", "Sancho Panza: fills any field, once")
        words = (tile_in_full(PlacedTile(self._tileset[entry.tile], entry.rotated))
                 if self._tileset is not None else entry.tile)
        if entry.kind is EntryKind.SET_ASIDE:
            return fill(translate("HandModel", "Set aside for the last field: %1"), words)
        return words

    # --- turning -----------------------------------------------------------------

    def setData(self, index: AnyIndex, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or role != HandRole.ROTATED:
            return False
        row = index.row()
        self._entries[row] = replace(self._entries[row], rotated=bool(value))
        self.dataChanged.emit(index, index, [HandRole.ROTATED])
        return True

    def toggle_turn(self, row: int) -> None:
        """Turn the tile 180° (Sancho looks the same either way)."""
        if 0 <= row < len(self._entries) and self._entries[row].kind is not EntryKind.SANCHO:
            self.setData(self.index(row), not self._entries[row].rotated, HandRole.ROTATED)

    # --- drag and drop -------------------------------------------------------------

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled  # dropping between tiles reorders the hand
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if self._entries[index.row()].playable:
            flags |= Qt.ItemFlag.ItemIsDragEnabled
        return flags

    def mimeTypes(self) -> list[str]:
        return [tile_mime.TILE_MIME_TYPE]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        valid = [i for i in indexes if i.isValid()]
        if not valid:
            return QMimeData()
        row = valid[0].row()
        return tile_mime.encode(tile_mime.DraggedTile(self.seat, self._entries[row].move, row))

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction | Qt.DropAction.MoveAction

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def canDropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: AnyIndex
    ) -> bool:
        dragged = tile_mime.decode(data)
        return (
            dragged is not None
            and dragged.seat == self.seat
            and action == Qt.DropAction.MoveAction
            and 0 <= dragged.row < len(self._entries)
            and self._entries[dragged.row].kind is EntryKind.REVEALED
        )

    def dropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: AnyIndex
    ) -> bool:
        """A tile dropped between others: insert its copy there; the view removes the original."""
        if not self.canDropMimeData(data, action, row, column, parent):
            return False
        dragged = tile_mime.decode(data)
        assert dragged is not None
        revealed = sum(e.kind is EntryKind.REVEALED for e in self._entries)
        target = revealed if row < 0 else min(row, revealed)
        self.beginInsertRows(QModelIndex(), target, target)
        self._entries.insert(target, self._entries[dragged.row])
        self.endInsertRows()
        return True

    def removeRows(self, row: int, count: int, parent: AnyIndex = QModelIndex()) -> bool:  # noqa: B008
        if parent.isValid() or row < 0 or count < 1 or row + count > len(self._entries):
            return False
        self.beginRemoveRows(QModelIndex(), row, row + count - 1)
        del self._entries[row : row + count]
        self.endRemoveRows()
        return True
