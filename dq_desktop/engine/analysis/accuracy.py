"""A review's accuracy: one figure from 0 to 100 a player can read and follow over months.

Each placement judged gets ``100 × 2^(-loss / HALVING_LOSS)``: 100 for a placement that
gives nothing up, half as much for every ``HALVING_LOSS`` expected points given up. The
game's accuracy is the mean over its placements, to a tenth.

Why this formula (after lichess's, which averages a per-move accuracy that falls
exponentially with the win chances lost):

- **Per placement, then the mean**, not from the mean loss: one blunder costs that
  placement its accuracy, not the whole game's; a game of careful play with one slip
  still reads as careful, and a player sees the figure rise as slips get rarer.
- **Halved every 3 points**, the lower edge of a "mistake" (``review.VERDICT_LIMITS``):
  a "best" placement (under half a point) keeps 89 or more, a "good" one (under 1.5)
  71 or more, a mistake (3 to 6) 50 to 25, a blunder (6 or more) under 25. The verdicts
  a player already reads line up with the figure.
- Bounded 0 to 100 whatever the losses, and independent of the game's total, so
  games of any deal, tile set or Sancho compare.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

HALVING_LOSS = 3.0
"""Expected points given up on one placement that halve its accuracy."""


def placement_accuracy(loss: float) -> float:
    """The accuracy (0–100) of one placement giving up ``loss`` expected points."""
    return 100.0 * math.pow(2.0, -max(loss, 0.0) / HALVING_LOSS)


def accuracy(losses: Iterable[float]) -> float | None:
    """The mean accuracy of the placements with these losses, to a tenth; ``None`` for no
    placement (nothing was judged)."""
    values = [placement_accuracy(loss) for loss in losses]
    if not values:
        return None
    return round(sum(values) / len(values), 1)
