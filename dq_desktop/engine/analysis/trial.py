"""Any placement tried at a reviewed field, judged on the review's own futures.

The review window lets the player pick any tile of the hand he had, turn it, and
see what it would have been worth, as lichess lets a player try any move. The
try is judged exactly as the review judged the placement made (``review.judged``):
from the same view, on the same futures (drawn from the same seed), against the
same best found and the same expert's choice. The rollouts are the same for the
same placement on the same future, so the figures of the best and of the expert's
choice are the review's own, and the loss of the try is measured from the
review's best (or the try is the new best, when it does better). Only these
three placements are played out: the review's rivals are worth no more than its
best, so they cannot change the judgement, and the try costs a third of the
placement's review.
"""

from __future__ import annotations

import random

from dq_desktop.engine.analysis import review
from dq_desktop.engine.analysis.playout import play_out
from dq_desktop.engine.analysis.review import PlacementReview, judged
from dq_desktop.engine.game import Move
from dq_desktop.engine.view import PlayerView


def ready() -> bool:
    """Nothing to judge: asked of a worker process once, so that it has imported what a try
    needs (and started) before the player picks his first tile."""
    return True


def try_placement(view: PlayerView, tried: Move, seed: str, reviewed: PlacementReview,
                  futures: int | None = None) -> PlacementReview:
    """``tried`` judged from ``view`` as ``reviewed`` (the review of the placement made from
    the same view and ``seed``) was. ``futures`` defaults to ``review.REVIEW_FUTURES``,
    read at the call: pass the review's own when it ran with another."""
    futures = review.REVIEW_FUTURES if futures is None else futures
    if tried not in view.legal_moves:
        raise ValueError(f"{tried} is not a legal placement on {view.current_field}")
    moves = list(dict.fromkeys([tried, reviewed.best, reviewed.expert]))
    playout = play_out(view, moves, futures, random.Random(f"{seed}/futures"))
    return judged(view, tried, reviewed.expert, playout)
