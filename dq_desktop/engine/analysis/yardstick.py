"""The review's yardstick: the expert's choice from a player's view.

Kept in one function so that the review, the puzzles and the hint ask the expert
the same way, and so that a change of how the expert is seeded is made here only.
"""

from __future__ import annotations

import random

from dq_desktop.engine.bots.expert import ExpertBot
from dq_desktop.engine.game import Move
from dq_desktop.engine.view import PlayerView


def expert_choice(view: PlayerView, budget: int, seed: str) -> Move:
    """The placement the expert makes from ``view`` with ``budget``; ``seed`` fixes its
    randomness."""
    return ExpertBot(random.Random(f"{seed}/expert"), budget=budget).choose(view)
