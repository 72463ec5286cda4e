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


def game_at(final: Game, step: int) -> Game:
    """``final``'s deal with the first ``step`` fields filled as they were: the game as it
    stood when field ``step + 1`` was to be filled."""
    names = [player.name for player in final.players]
    game = Game.from_deal(final.tileset, final.deal, names, sancho=final.sancho)
    for index in range(step):
        for seat, player in enumerate(final.players):
            placement = player.placements[index]
            game.place(seat, Move(placement.tile, placement.rotated), placement.field)
    return game
