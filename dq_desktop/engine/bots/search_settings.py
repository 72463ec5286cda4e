"""How the expert searches, besides its budget: the settings benchmarks compare."""

from __future__ import annotations

from dataclasses import dataclass

from dq_desktop.engine.bots.elsewhere import SHARE
from dq_desktop.engine.bots.judge import judge
from dq_desktop.engine.bots.policy import DEFAULT_WEIGHTS, Weights
from dq_desktop.engine.bots.rollout import Judgement

PRUNE_AFTER = (16, 32, 64, 128)
"""After this many futures, the worse half of the candidates is dropped. Not before 16:
after 4 futures the means are too noisy (a rollout's spread is about 10 points) and the
best placement was often dropped; halving later gained 2 points a game
(``benchmarks/bench_expert.py --against-previous``)."""
ENDGAME_FIELDS = 4
"""In round 3, with at most this many fields open after the current one, the rest of
the game is solved exactly (``endgame.py``) when that weighs no more than the budget."""
MAX_FUTURES = 800
"""Late in a game rollouts are cheap; past this many futures the mean hardly moves."""


@dataclass(frozen=True)
class SearchSettings:
    """How the expert searches, besides its budget (benchmarks compare variants)."""

    weights: Weights = DEFAULT_WEIGHTS
    prune_after: tuple[int, ...] = PRUNE_AFTER
    max_futures: int = MAX_FUTURES
    elsewhere: float = SHARE
    """Share of a tile's worth on other fields the rollouts hold against it (0: none)."""
    judgement: Judgement | None = judge
    """What the rollouts play by (None: the one-step policy with ``weights``)."""
    endgame_fields: int = ENDGAME_FIELDS
    """Solve the end of round 3 exactly from this many open fields (0: never)."""
    exact: bool = True
    """Play every different future once (in random order) when there are at most
    ``max_futures`` of them, rather than sampling with replacement."""
    per_field: bool = True
    """What a tile could do elsewhere: its better way round on each field (see
    ``worth_elsewhere``), as ``normal`` weighs it; False: the better of its two means."""
    round_fields: bool = True
    """Each future weighs the hand's worth elsewhere over the fields it brings in the
    rest of the current round (``round_table``); False: over every open field."""


DEFAULT_SETTINGS = SearchSettings()
"""The settings the expert plays with."""
