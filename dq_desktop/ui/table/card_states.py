"""What each seat card says of its player now: his total (without the round being
counted until the count reaches it), whether he has placed or is thinking, and whether
his card is the board shown."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from PySide6.QtCore import Qt

from dq_desktop.engine.game import Game
from dq_desktop.ui.table.seat_card import SeatCard


def show_on_cards(cards: Sequence[SeatCard], game: Game, shown: int, thinking: Collection[int],
                  counting: bool, holds_back: Callable[[int], bool]) -> None:
    """``holds_back(seat)``: whether the seat's total still leaves the counted round out."""
    for seat, card in enumerate(cards):
        player = game.players[seat]
        total = player.total
        if holds_back(seat) and player.scores:
            total -= player.scores[-1].total  # the count has not reached it yet
        card.set_active(seat == shown)
        card.setCursor(Qt.CursorShape.PointingHandCursor if game.is_over
                       else Qt.CursorShape.ArrowCursor)  # after the game a click shows it
        card.update_state(
            total,
            len(player.placements) > game.step,
            seat in thinking,
            game.is_over or counting,  # no "to place" meanwhile
        )
