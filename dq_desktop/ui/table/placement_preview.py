"""Placement previews: what the selected (or dragged) tile would change on the field to
fill — its ghost on the board and the scoring helper's change — and, for screen readers,
the same change in each hand item's description ("On C3: Churches +2, total +2."), so
that it is heard as the tile is chosen, not only seen in labels that are never focused.

A tile that cannot go on the field says why instead (the refusal's sentence), previews
on or off. The engine answers both (``Game.preview`` and its refusal).
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, Slot

from dq_desktop.engine.errors import DqError
from dq_desktop.engine.game import Move
from dq_desktop.engine.scoring import score
from dq_desktop.engine.tiles import PlacedTile
from dq_desktop.ui.board.board_scene import PrincipalityScene
from dq_desktop.ui.hand.hand_model import HandEntry, HandModel
from dq_desktop.ui.hand.hand_selection import chosen_move
from dq_desktop.ui.hand.hand_view import HandView
from dq_desktop.ui.table import announcements
from dq_desktop.ui.table.controller import GameController
from dq_desktop.ui.table.refusals import refusal_text
from dq_desktop.ui.table.score_panel import ScorePanel


class PreviewHost(Protocol):
    """What the previews need of the game view (which owns them)."""

    controller: GameController
    hand_view: HandView
    scenes: list[PrincipalityScene]
    shown_seat: int
    counted_seat: int | None
    aids_enabled: bool
    score_panel: ScorePanel


class PlacementPreview(QObject):
    def __init__(self, host: PreviewHost, parent: QObject) -> None:
        super().__init__(parent)
        self.host = host
        self.drag_move: Move | None = None
        """The tile being dragged over the board (it previews instead of the selected one)."""

    def follow(self, hand: HandModel) -> None:
        """Describe ``hand``'s items with what each would change (a new game's hands)."""
        hand.describer = lambda entry, seat=hand.seat: self.describe(seat, entry)
        hand.dataChanged.connect(self.refresh)

    def _previewing(self, seat: int) -> bool:
        """Whether ``seat``'s placements are previewed now: his turn, shown, previews on."""
        host = self.host
        controller = host.controller
        return (host.aids_enabled and host.counted_seat is None and seat == host.shown_seat
                and seat == controller.active_seat and controller.seats[seat].is_human)

    def describe(self, seat: int, entry: HandEntry) -> str:
        """A hand item's description: what it would change on the field to fill, or why it
        cannot go there ('' when it is not this seat's turn, or previews are off)."""
        controller = self.host.controller
        if not controller.has_game or seat != controller.active_seat:
            return ""
        game = controller.game
        try:
            after = game.preview(seat, entry.move)
        except DqError as error:
            return refusal_text(error) if controller.seats[seat].is_human else ""
        field = game.current_field
        if not self._previewing(seat) or field is None:
            return ""
        now = score(game.players[seat].board, game.round)
        return announcements.preview_change(field, after.minus(now))

    @Slot()
    def refresh(self) -> None:
        """Show what the selected (or dragged) tile would change, if previews are on."""
        host = self.host
        if not host.scenes:
            return
        seat = host.shown_seat
        move = self.drag_move or chosen_move(host.hand_view)  # never the focus's mere rest
        scene = host.scenes[seat]
        preview = None
        controller = host.controller
        if move is not None and self._previewing(seat) and controller.can_place(seat, move):
            preview = controller.game.preview(seat, move)  # never an aid: it hides nothing
            scene.set_preview(PlacedTile(controller.game.tileset[move.tile], move.rotated))
        else:
            scene.set_preview(None)
        host.score_panel.show_preview(preview)

    @Slot(object)
    def on_drag(self, move: Move | None) -> None:
        self.drag_move = move
        self.refresh()
