"""How the expert would go on: the rest of a deal played by the expert from a placement.

The deal is the one dealt (the same castles, the same order of the fields, the
same tiles in the same order), for one seat alone: its first placements as
they were made, then the expert plays every field from the one asked on. The
coach shows the result as a replay, beside the game that was played.
"""

from __future__ import annotations

from dq_desktop.engine.autoplay import play_out
from dq_desktop.engine.bots import make_bot
from dq_desktop.engine.game import Game, Move

EXPERT = "expert"


def expert_goes_on(game: Game, seat: int, step: int) -> Game:
    """``seat``'s deal in ``game``, alone: the placements made before field ``step + 1``
    as they were, every later one the expert's. Raises ``ValueError`` for a step the
    game never reached."""
    player = game.players[seat]
    if not 0 <= step <= len(player.placements):
        raise ValueError(f"field {step + 1}: the game has {len(player.placements)} placements")
    line = game.seat_alone(seat, player.name)
    for made in player.placements[:step]:
        line.place(0, Move(made.tile, made.rotated), made.field)
    seed = "none" if game.deal.seed is None else str(game.deal.seed)
    return play_out(line, [make_bot(EXPERT, f"dq-desktop/expert-line/{seed}/{seat}/{step}")])
