"""What the scoring helper is given to show of a player: the round shown, his points 'if
scored now', his finished rounds, and each board explained (the board of now, and each
finished round's board as it was scored)."""

from __future__ import annotations

from functools import lru_cache

from dq_desktop.engine.explanation import Explanation, explain
from dq_desktop.engine.game import Game
from dq_desktop.engine.principality import Principality
from dq_desktop.engine.round_boards import board_at_round_end
from dq_desktop.engine.scoring import score
from dq_desktop.ui.common.seats import shown_name
from dq_desktop.ui.table.score_panel import ScorePanel


@lru_cache(maxsize=16)
def explained(board: Principality) -> Explanation:
    """A finished round's board explained, once: the helper renders on every selection."""
    return explain(board)


def show_in_helper(panel: ScorePanel, game: Game, seat: int, counting: bool) -> None:
    """``seat``'s scores in ``panel``; while a round is counted, that round's, not the
    next one's."""
    player = game.players[seat]
    now = None if game.is_over or counting else score(player.board, game.round)
    shown_round = len(player.scores) if counting else game.round
    rounds = tuple(explained(board_at_round_end(game, seat, number))
                   for number in range(1, len(player.scores) + 1))
    panel.show_scores(shown_name(player.name), shown_round, now, player.scores,
                      explain(player.board), rounds)
