"""The game controller: owns the engine's game, runs the turn order, emits signals.

Views never change the game; they ask the controller, which asks the engine.
Hot seat: the seats fill each field in seat order; a computer seat thinks on a
worker thread while the window stays responsive.
"""

from __future__ import annotations

import logging
from collections.abc import Collection
from dataclasses import replace

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from dq_desktop.engine.errors import DqError, IllegalMoveError
from dq_desktop.engine.fields import Field
from dq_desktop.engine.game import Game, Move, PlacementResult
from dq_desktop.engine.view import view_of
from dq_desktop.ui.common.seats import GameSetup, Seat, stand_in_after_failure
from dq_desktop.ui.table.bot_runner import BotRunner
from dq_desktop.ui.table.refusals import ComputersTilesError

logger = logging.getLogger(__name__)


class GameController(QObject):
    """The one place where the Qt layer changes the game."""

    assistedChanged = Signal()
    """A seat used an aid (a hint or a take-back) for the first time: the game keeper
    writes it at once."""
    gameStarted = Signal()
    placed = Signal(object)
    """A ``PlacementResult``."""
    activeSeatChanged = Signal(int)
    """The seat that acts now (-1: nobody, the game is over)."""
    roundScored = Signal(int)
    gameOver = Signal()
    moveRefused = Signal(int, object)
    """(seat, the ``IllegalMoveError``) when a human's move was not allowed."""
    botThinking = Signal(int, bool)
    botFailed = Signal(int, str, str)
    """(seat, the computer player that stopped with an error, the one that places the
    seat's tiles from now on: empty when none can, and the game cannot go on)."""
    takenBack = Signal(int)
    """A seat took back its last placement."""

    def __init__(self, parent: QObject | None = None, *, bot_delay_ms: int = 250) -> None:
        super().__init__(parent)
        self._game: Game | None = None
        self._setup: GameSetup | None = None
        self._bots = BotRunner(self)
        self._bots.decided.connect(self._on_bot_decided)
        self._bots.failed.connect(self._on_bot_failed)
        self.bot_delay_ms = bot_delay_ms
        """A pause before a computer's tile appears, so players can follow it."""
        self._paused = False
        self._asked: tuple[int, int] | None = None
        """(seat, its placements so far) of the decision a computer player is making."""
        self.assisted: set[int] = set()
        """Seats that took a hint or a take-back: their games are 'assisted'. Placement
        previews never are: they show what a player at the table sees by holding a tile
        over the field, and what the scoring helper shows once it is placed."""

    # --- state -------------------------------------------------------------------

    @property
    def game(self) -> Game:
        if self._game is None:
            raise RuntimeError("no game has been started")
        return self._game

    @property
    def has_game(self) -> bool:
        return self._game is not None

    @property
    def setup(self) -> GameSetup:
        if self._setup is None:
            raise RuntimeError("no game has been started")
        return self._setup

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self.setup.seats

    @property
    def active_seat(self) -> int:
        """The seat whose turn it is on the current field (-1 when the game is over)."""
        waiting = self.game.waiting_for() if self._game else []
        return waiting[0] if waiting else -1

    def human_seats(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if seat.is_human]

    # --- actions -----------------------------------------------------------------

    def new_game(self, setup: GameSetup) -> None:
        self._cancel_bots()
        self._paused = False  # the last game's scoring overlay no longer holds anyone
        names = [seat.name for seat in setup.seats]
        self._game = Game.new(setup.tileset, setup.seed, names, sancho=setup.sancho)
        self._setup = setup
        self.assisted = set()
        self.gameStarted.emit()
        self._next_turn()

    def load_game(self, game: Game, seats: tuple[Seat, ...], *,
                  assisted: Collection[int] = (), guided: bool = False) -> None:
        """Continue a game read from a file, with the given players, the seats that had
        used an aid and whether it is the guided game, as the file says."""
        self._cancel_bots()
        self._paused = False
        self._game = game
        self._setup = GameSetup(seats, game.tileset, game.deal.seed or 0, game.sancho,
                                guided=guided)
        self.assisted = {seat for seat in assisted if 0 <= seat < len(seats)}
        self.gameStarted.emit()
        self._next_turn()

    def can_place(self, seat: int, move: Move, field: Field | None = None) -> bool:
        """Whether the engine allows ``move`` now (the drop targets ask this)."""
        if self._game is None or seat != self.active_seat or not self.seats[seat].is_human:
            return False  # a computer's tiles are its own, even while its board is shown
        try:
            self._game.preview(seat, move)
        except DqError:
            return False
        return field is None or field == self._game.current_field

    def place(self, seat: int, move: Move, field: Field | None = None) -> PlacementResult | None:
        """A human's placement; refused moves emit ``moveRefused`` and change nothing."""
        if self._game is None:
            return None
        if seat != self.active_seat:
            self.moveRefused.emit(seat, IllegalMoveError(f"it is not seat {seat}'s turn"))
            return None
        if not self.seats[seat].is_human:  # its own answer would then come for a filled field
            self.moveRefused.emit(seat, ComputersTilesError(f"seat {seat} is a computer player"))
            return None
        try:
            result = self._game.place(seat, move, field)
        except IllegalMoveError as error:
            self.moveRefused.emit(seat, error)
            return None
        self._after_placement(result)
        return result

    def can_take_back(self, seat: int) -> bool:
        return (
            self._game is not None
            and 0 <= seat < len(self._game.players)
            and self.seats[seat].is_human
            and self._game.can_take_back(seat)
        )

    def take_back(self, seat: int) -> bool:
        """Undo a human's last placement while the game has not moved on."""
        if not self.can_take_back(seat):
            return False
        self._cancel_bots()  # a computer may have been thinking about the next field
        self.game.take_back(seat)
        self.mark_assisted(seat)
        self.takenBack.emit(seat)
        self._next_turn()
        return True

    def _cancel_bots(self) -> None:
        """Forget every decision under way: late answers are dropped."""
        self._bots.cancel_all()
        self._asked = None

    def mark_assisted(self, seat: int) -> None:
        if seat not in self.assisted:
            self.assisted.add(seat)
            self.assistedChanged.emit()

    @property
    def paused(self) -> bool:
        """Computer players wait (the results of a round are on screen)."""
        return self._paused

    def set_paused(self, paused: bool) -> None:
        """Hold computer players (while a scoring overlay is read)."""
        self._paused = paused
        if not paused:
            self._next_turn()

    def shut_down(self) -> None:
        self._bots.shut_down()

    # --- the turn order ------------------------------------------------------------

    def _after_placement(self, result: PlacementResult) -> None:
        self.placed.emit(result)
        if result.scored_round is not None:
            self.roundScored.emit(result.scored_round)
        if result.game_over:
            self.activeSeatChanged.emit(-1)
            self.gameOver.emit()
            return
        self._next_turn()

    def _next_turn(self) -> None:
        if self._game is None or self._game.is_over:
            return
        seat = self.active_seat
        self.activeSeatChanged.emit(seat)
        if self._paused or self.seats[seat].is_human:
            return
        self.botThinking.emit(seat, True)
        asked = (seat, len(self._game.players[seat].placements))
        if self._asked == asked:
            return  # already thinking about this very field (e.g. after a pause)
        self._asked = asked
        kind = self.seats[seat].kind
        seed = f"{self.setup.seed}/{seat}/{self._game.step}"
        self._bots.request(kind, seed, view_of(self._game, seat))

    @Slot(int, int, object)
    def _on_bot_decided(self, generation: int, seat: int, move: object) -> None:
        if self._bots.is_stale(generation) or self._game is None:
            return
        assert isinstance(move, Move)
        QTimer.singleShot(
            self.bot_delay_ms, self, lambda: self._play_bot_move(generation, seat, move)
        )

    def _play_bot_move(self, generation: int, seat: int, move: Move) -> None:
        if self._bots.is_stale(generation) or self._game is None or seat != self.active_seat:
            return
        if self._asked != (seat, len(self._game.players[seat].placements)):
            return  # an answer for a field that is no longer the one to fill
        self._asked = None
        self.botThinking.emit(seat, False)
        try:
            result = self._game.place(seat, move)
        except IllegalMoveError as error:  # a computer player's bug must not end the game
            logger.error("computer player %r of seat %d chose a move the rules refuse: %s",
                         self.seats[seat].kind, seat, error)
            self._stand_in_for(seat)
            return
        self._after_placement(result)

    @Slot(int, int, str)
    def _on_bot_failed(self, generation: int, seat: int, kind: str) -> None:
        if not self._bots.is_stale(generation):
            self.botThinking.emit(seat, False)
            self._stand_in_for(seat)

    def _stand_in_for(self, seat: int) -> None:
        """The seat's computer player failed: a simpler one places its tiles from now on
        (said by ``botFailed``), so that the game goes on."""
        failed = self.seats[seat].kind
        stand_in = stand_in_after_failure(failed)
        self._asked = None
        if stand_in:
            seats = list(self.seats)
            seats[seat] = replace(seats[seat], kind=stand_in)
            self._setup = replace(self.setup, seats=tuple(seats))
        self.botFailed.emit(seat, failed, stand_in)
        if stand_in:
            self._next_turn()
