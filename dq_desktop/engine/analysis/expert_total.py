"""What the expert computer player scores on the deal of a game (a recorded one, say).

It plays the same castles, position cards and tiles as the chosen seat, alone.
Seconds of work: run it off the GUI thread.
"""

from __future__ import annotations

from dq_desktop.engine.autoplay import play_out
from dq_desktop.engine.bots import make_bot
from dq_desktop.engine.game import Game

EXPERT = "expert"


def expert_total(game: Game, seat: int = 0, bot: str = EXPERT) -> int:
    """The total ``bot`` reaches with the tiles ``seat`` was dealt in ``game``."""
    rival = game.seat_alone(seat, bot)
    play_out(rival, [make_bot(bot, f"{game.deal.seed}/{seat}/benchmark")])
    return rival.players[0].total
