"""The key moments of a player's game: the placements where the most was at stake.

As a chess review names the few moves that turned the game, the review names the
placements with the largest swing: the points given up against the best found, or,
for a brilliant placement, the points it gained over the expert's choice. A loss
within the review's noise (``as_good_as``) swings nothing.
"""

from __future__ import annotations

from collections.abc import Iterable

from dq_desktop.engine.analysis.review import PlacementReview, Verdict

KEY_MOMENTS = 3
"""How many placements a review names as its key moments."""


def swing(placement: PlacementReview) -> float:
    """The expected points at stake in ``placement``: its loss, or a brilliant placement's
    gain over the expert's choice; 0 for a loss within the noise."""
    if placement.verdict is Verdict.BRILLIANT:
        return round(placement.expected_played - placement.expected_expert, 1)
    return 0.0 if placement.as_good_as else placement.loss


def key_moments(placements: Iterable[PlacementReview],
                count: int = KEY_MOMENTS) -> tuple[PlacementReview, ...]:
    """The ``count`` placements with the largest swing (the earlier on a tie), in the order
    they were made; fewer when fewer swing at all."""
    swinging = [p for p in placements if swing(p) > 0]
    largest = sorted(swinging, key=lambda p: (-swing(p), p.step))[:count]
    return tuple(sorted(largest, key=lambda p: p.step))
