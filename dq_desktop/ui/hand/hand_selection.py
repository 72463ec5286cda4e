"""Pointing out a placement in the hand: its tile selected, turned as the placement has it.

The guided game's "Show me" and the expert's hint both do this, so that the player
sees the tile in his own hand and plays it with a drag or with Enter.
"""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, QModelIndex

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


def rest_focus_on_first_playable(view: HandView) -> None:
    """Give the keyboard's focus a tile to rest on (the first that can be played), without
    choosing it, unless one is current already: Enter places it, a screen reader reads
    it, the arrows move on from it; the field is not previewed until the player
    chooses."""
    hand, selection = view.hand(), view.selectionModel()
    if hand is None or selection is None or (
            view.currentIndex().isValid() and view.currentIndex().row() < hand.rowCount()):
        return
    for row, entry in enumerate(hand.entries()):
        if entry.playable:
            selection.setCurrentIndex(hand.index(row), QItemSelectionModel.SelectionFlag.NoUpdate)
            return


def chosen_move(view: HandView) -> Move | None:
    """The move of the tile the player chose (clicked, reached by the arrows or a number
    key, or pointed out by the hint or the guide), turned as shown; ``None`` before he
    chose one. The tile the keyboard focus merely rests on (Qt gives the hand's first
    tile the focus) is no choice: the field is not previewed with it."""
    selection = view.selectionModel()
    index = view.currentIndex()
    if selection is None or not index.isValid() or not selection.isSelected(index):
        return None
    return selected_move(view)
