"""A recorded game dealt again and played field by field, for the replay and the review."""

from __future__ import annotations

from dq_desktop.engine.game import ROUND_ENDS, Game, PlayerState, round_of_step
from dq_desktop.engine.scoring import Score, score

Snapshot = tuple[PlayerState, ...]


def replay_snapshots(final: Game) -> list[Snapshot]:
    """Every player's state before the first field and after each field every player filled."""
    game = final.dealt_again()
    snapshots = [tuple(game.players)]
    for _ in range(final.step):
        game.fill_as_in(final)
        snapshots.append(tuple(game.players))
    return snapshots


def scores_shown(player: PlayerState, step: int) -> tuple[int, Score | None]:
    """What the scoring helper shows after ``step`` fields: the round, and its values were
    it scored now (``None`` just after a round was scored: its result stands)."""
    if step in ROUND_ENDS:
        return round_of_step(step - 1), None
    number = round_of_step(step)
    return number, score(player.board, number)


def game_at(final: Game, step: int) -> Game:
    """``final``'s deal with the first ``step`` fields filled as they were: the game as it
    stood when field ``step + 1`` was to be filled."""
    game = final.dealt_again()
    for _ in range(step):
        game.fill_as_in(final)
    return game
