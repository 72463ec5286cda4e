"""The review's yardstick: the expert's choice from a player's view.

The review, the puzzles, the hint and the expert bot all ask the expert through
``bots.expert.expert_choice``, a function of the view and the budget only (its
randomness seeded from the view itself, no clock): the same view gets the same
answer from each of them.
"""

from __future__ import annotations

from dq_desktop.engine.bots.endgame import SolvedPlacements
from dq_desktop.engine.bots.expert import expert_choice as _expert_choice
from dq_desktop.engine.game import Move
from dq_desktop.engine.view import PlayerView


def expert_choice(view: PlayerView, budget: int, solved: SolvedPlacements | None = None) -> Move:
    """The placement the expert makes from ``view`` with ``budget``; ``solved``: the view's
    placements already solved exactly, which the expert then need not solve again."""
    return _expert_choice(view, budget, solved=solved)
