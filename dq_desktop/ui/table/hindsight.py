"""The end of a game: each human's best total found in hindsight, shown in the standings.

The analysis runs on the task runner's worker process; each result arrives when it is
found and is dropped if a new game has begun meanwhile. Its line is announced as it
arrives, after what the standings say.
"""

from __future__ import annotations

import logging
from functools import partial

from PySide6.QtCore import QObject, Signal, Slot

from dq_desktop.engine.analysis import PlayerAnalysis, analyze_player
from dq_desktop.engine.game import Game, Move
from dq_desktop.ui.common.announcer import SettledSpeech, Voice
from dq_desktop.ui.common.seats import shown_name
from dq_desktop.ui.common.tasks import TaskRunner
from dq_desktop.ui.table.controller import GameController
from dq_desktop.ui.table.round_overlay import RoundOverlay, hindsight_line

logger = logging.getLogger(__name__)


class Hindsight(QObject):
    """Runs the hindsight analysis of every human seat and keeps the overlay's lines."""

    bestGameRequested = Signal(object, str)
    """The best game found (a ``Game``) and the name of the player whose tiles it used."""

    def __init__(self, controller: GameController, overlay: RoundOverlay,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.overlay = overlay
        self.work = TaskRunner(self)
        self._found: dict[int, PlayerAnalysis | None] = {}
        self.voice = Voice(overlay)
        overlay.hindsightRequested.connect(self._request_best_game)

    def start(self) -> None:
        """The game is over: analyse each human's tiles and positions."""
        game = self.controller.game
        humans = self.controller.human_seats()
        self._found = {seat: None for seat in humans}
        self.show()
        for seat in humans:
            self.work.call(analyze_player, game, seat, done=partial(self._arrived, game, seat),
                           failed=partial(self._failed, game, seat))

    def show(self) -> None:
        """Put the lines in the standings (again, e.g. in a new language)."""
        game = self.controller.game
        self.overlay.set_hindsight([
            (seat, shown_name(game.players[seat].name), game.players[seat].total,
             found.best if found is not None else None)
            for seat, found in self._found.items()
        ])

    def shut_down(self) -> None:
        self.work.shut_down()

    def _arrived(self, game: Game, seat: int, found: PlayerAnalysis) -> None:
        if not self.controller.has_game or self.controller.game is not game:
            return  # a new game has started meanwhile
        self._found[seat] = found
        self.show()
        player = game.players[seat]
        line = hindsight_line(shown_name(player.name), player.total, found.best)
        SettledSpeech.of(self.overlay.window()).later(
            lambda: self.voice.say((id(game), seat), line) if self.overlay.isVisible() else None)

    def _failed(self, game: Game, seat: int, message: str) -> None:
        """No line for the seat whose analysis failed, and the reason in the session log."""
        if self.controller.has_game and self.controller.game is game:
            self._found.pop(seat, None)
            self.show()
        logger.warning("hindsight analysis of seat %d failed: %s", seat, message)

    @Slot(int)
    def _request_best_game(self, seat: int) -> None:
        found = self._found.get(seat)
        if found is not None:
            self.bestGameRequested.emit(best_game_of(self.controller.game, seat, found),
                                        found.name)


def best_game_of(game: Game, seat: int, found: PlayerAnalysis) -> Game:
    """The seat's deal played as the analysis found best, as a game of its own."""
    best = game.seat_alone(seat, found.name)
    for placement in found.placements:
        best.place(0, Move(placement.tile, placement.rotated), placement.field)
    return best
