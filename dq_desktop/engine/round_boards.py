"""A player's board as it was when a round was scored: what that round's points count.

The scoring helper explains a finished round from it, not from the board of now.
"""

from __future__ import annotations

from dq_desktop.engine.game import ROUND_ENDS, Game
from dq_desktop.engine.principality import Principality
from dq_desktop.engine.tiles import PlacedTile


def board_at_round_end(game: Game, seat: int, number: int) -> Principality:
    """``seat``'s principality after the last field of round ``number`` (1–3): the castles
    and the placements made until then. Raises ``ValueError`` for a round not yet scored."""
    player = game.players[seat]
    if not 1 <= number <= len(player.scores):
        raise ValueError(f"round {number}: {len(player.scores)} round(s) scored")
    board = Principality(
        {fld: PlacedTile(game.tileset.castle(value)) for value, fld in game.deal.castles.items()}
    )
    for made in player.placements[: ROUND_ENDS[number - 1]]:
        board = board.with_tile(made.field, PlacedTile(game.tileset[made.tile], made.rotated))
    return board
