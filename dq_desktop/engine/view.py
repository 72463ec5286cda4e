"""What one player may know at his turn: no future position, no face-down tile."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from dq_desktop.engine.fields import Field
from dq_desktop.engine.game import LAST_STEP, Game, Move
from dq_desktop.engine.principality import Principality
from dq_desktop.engine.scoring import Score
from dq_desktop.engine.tiles import TileId
from dq_desktop.engine.tileset import TileSet


@dataclass(frozen=True)
class PlayerView:
    """A seat's knowledge; computer players decide from this alone."""

    seat: int
    tileset: TileSet
    round: int
    step: int
    current_field: Field
    board: Principality
    revealed: tuple[TileId, ...]
    last_tile: TileId | None
    """The tile set aside, once round 3 has revealed it."""
    face_down: tuple[TileId, ...]
    """The player's tiles not revealed yet: he knows which, not in what order."""
    sancho_available: bool
    legal_moves: tuple[Move, ...]
    scores: tuple[Score, ...]
    open_fields: tuple[Field, ...]
    """Empty fields after the current one; the order they come in is unknown."""


def view_of(game: Game, seat: int) -> PlayerView:
    """What the player in ``seat`` sees now; raises if he has nothing to do."""
    field = game.current_field
    moves = tuple(game.legal_moves(seat))
    if field is None or not moves:
        raise ValueError(f"seat {seat} has no placement to make now")
    player = game.players[seat]
    step = game.step
    number = game.round
    last_tile = player.last_tile if number == 3 else None
    hidden = Counter(t for hand in player.hands[number:] for t in hand)
    if number < 3:
        hidden[player.last_tile] += 1
    face_down = tuple(sorted(hidden.elements()))
    return PlayerView(
        seat=seat,
        tileset=game.tileset,
        round=number,
        step=step,
        current_field=field,
        board=player.board,
        revealed=tuple(game.revealed_tiles(seat)) if step < LAST_STEP else (),
        last_tile=last_tile,
        face_down=face_down,
        sancho_available=game.can_play_sancho(seat),
        legal_moves=moves,
        scores=player.scores,
        open_fields=tuple(f for f in player.board.empty_fields() if f != field),
    )
