"""Pointing out a placement in the hand: its tile selected, turned as the placement has it.

The guided game's "Show me" and the expert's hint both do this, so that the player
sees the tile in his own hand and plays it with a drag or with Enter.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex

from dq_desktop.engine.game import Move
from dq_desktop.ui.hand.hand_model import HandModel, HandRole
from dq_desktop.ui.hand.hand_view import HandView


def row_of(hand: HandModel, move: Move) -> int | None:
    """The row of the hand holding ``move``'s tile (Sancho's own row when it is he)."""
    for row, entry in enumerate(hand.entries()):
        if entry.tile == move.tile:
            return row
    return None


def select_move(view: HandView, move: Move, seat: int) -> bool:
    """Select ``move``'s tile in ``view``, turned as ``move`` has it, and give the hand the
    focus; False when the hand shown is not ``seat``'s or does not hold the tile."""
    hand = view.hand()
    if hand is None or hand.seat != seat:
        return False
    row = row_of(hand, move)
    if row is None:
        return False
    index = hand.index(row)
    if bool(index.data(HandRole.ROTATED)) != move.rotated:
        hand.setData(index, move.rotated, HandRole.ROTATED)
    if view.currentIndex() == index:
        view.setCurrentIndex(QModelIndex())  # so that the window hears of the new turn
    view.setCurrentIndex(index)
    view.scrollTo(index)
    view.setFocus()
    return True


def selected_move(view: HandView) -> Move | None:
    """The move of the tile selected in ``view``, turned as shown (``None``: none)."""
    hand = view.hand()
    index = view.currentIndex()
    if hand is None or not index.isValid() or index.row() >= hand.rowCount():
        return None
    return hand.entry(index.row()).move


def select_first_playable(view: HandView) -> None:
    """Select the first tile that can be played, unless a tile is selected already."""
    hand = view.hand()
    if hand is None or (view.currentIndex().isValid()
                        and view.currentIndex().row() < hand.rowCount()):
        return
    for row, entry in enumerate(hand.entries()):
        if entry.playable:
            view.setCurrentIndex(hand.index(row))
            return
