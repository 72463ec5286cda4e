"""A recorded game dealt again and played field by field, for the replay and the review."""

from __future__ import annotations

from dq_desktop.engine.game import Game, PlayerState

Snapshot = tuple[PlayerState, ...]


def replay_snapshots(final: Game) -> list[Snapshot]:
    """Every player's state before the first field and after each field every player filled."""
    game = final.dealt_again()
    snapshots = [tuple(game.players)]
    for _ in range(final.step):
        game.fill_as_in(final)
        snapshots.append(tuple(game.players))
    return snapshots


def game_at(final: Game, step: int) -> Game:
    """``final``'s deal with the first ``step`` fields filled as they were: the game as it
    stood when field ``step + 1`` was to be filled."""
    game = final.dealt_again()
    for _ in range(step):
        game.fill_as_in(final)
    return game
