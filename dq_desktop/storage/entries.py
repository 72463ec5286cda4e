"""What the record book holds about one finished game, as plain values."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from functools import cached_property
from typing import NewType

from dq_desktop.engine.scoring import Score
from dq_desktop.storage.review_entries import GameReview

GameId = NewType("GameId", int)
HUMAN = "human"


@dataclass(frozen=True)
class PlayerResult:
    seat: int
    name: str
    kind: str
    """``human``, or ``bot:NAME`` for a computer player."""
    rounds: tuple[Score, ...]
    """The breakdown of rounds 1, 2 and 3."""
    total: int

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN


@dataclass(frozen=True)
class GameEntry:
    id: GameId
    played_at: datetime
    """When the game finished, in local time."""
    seed: int | None
    """The deal number; ``None`` for a game whose record had none."""
    tileset: str
    sancho: bool
    assisted: bool
    """The player used aids (placement previews)."""
    players: tuple[PlayerResult, ...]
    expert_total: int | None = None
    """The expert computer player's total on the same deal, once computed."""
    hindsight_total: int | None = None
    """The best total the main player's tiles allowed, knowing the order of the fields
    and the tiles to come (``engine.analysis.hindsight``), once computed."""
    reviews: tuple[GameReview, ...] = ()
    """The review of each human seat, once the game has been reviewed (seat order)."""

    @property
    def review(self) -> GameReview | None:
        """The main player's review; ``None`` until the game is reviewed."""
        seat = self.main_player.seat
        return next((r for r in self.reviews if r.seat == seat), None)

    @cached_property  # asked for every game at every sort and paint
    def main_player(self) -> PlayerResult:
        """The first human player, or the first player when no human played."""
        return next((p for p in self.players if p.is_human), self.players[0])

    @cached_property
    def total(self) -> int:
        """The total that counts for this game: the main player's."""
        return self.main_player.total

    @property
    def is_solo(self) -> bool:
        return len(self.players) == 1

    @property
    def is_personal(self) -> bool:
        """A solitaire game played by a human: what bests, bands and history count."""
        return self.is_solo and self.players[0].is_human
