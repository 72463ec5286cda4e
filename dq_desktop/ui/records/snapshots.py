"""A recorded game dealt again and played field by field, for the replay and the review."""

from __future__ import annotations

from dq_desktop.engine.game import Game, Move, PlayerState

Snapshot = tuple[PlayerState, ...]


def replay_snapshots(final: Game) -> list[Snapshot]:
    """Every player's state before the first field and after each field every player filled."""
    names = [player.name for player in final.players]
    game = Game.from_deal(final.tileset, final.deal, names, sancho=final.sancho)
    snapshots = [tuple(game.players)]
    for step in range(final.step):
        for seat, player in enumerate(final.players):
            placement = player.placements[step]
            game.place(seat, Move(placement.tile, placement.rotated), placement.field)
        snapshots.append(tuple(game.players))
    return snapshots
