"""Any placement tried at a reviewed field, judged as the review judged the one made.

The review window lets the player pick any tile of the hand he had, turn it, and
see what it would have been worth, as lichess lets a player try any move. The
try is judged as the review judged the placement made (``review.judged``), with
the same yardstick: where the review solved round 3 exactly, the same solve
(which weighs every legal placement); elsewhere the expert's own play-outs, on the
same futures of the expert's stream (drawn from a seed made of the view) and as
many of them as the review took, against the same best found and the same
expert's choice. A placement's play-out on a future does not depend on what else
is played, so the figures of the best and of the expert's choice come back as the
review showed them, and the loss of the try is measured from the review's best (or
the try is the new best, when it does better). Only the try, the best, the
expert's choice and the review's first rival (which the review measured its best
against) are played out.
"""

from __future__ import annotations

from dq_desktop.engine.analysis import review
from dq_desktop.engine.analysis.exact_measure import solve_exactly
from dq_desktop.engine.analysis.playout import taken
from dq_desktop.engine.analysis.review import PlacementReview, judged
from dq_desktop.engine.bots.expert import expert_playouts
from dq_desktop.engine.game import Move
from dq_desktop.engine.view import PlayerView


def ready() -> bool:
    """Nothing to judge: asked of a worker process once, so that it has imported what a try
    needs (and started) before the player picks his first tile."""
    return True


def try_placement(view: PlayerView, tried: Move, reviewed: PlacementReview,
                  solve_budget: int | None = None) -> PlacementReview:
    """``tried`` judged from ``view`` as ``reviewed`` (the review of the placement made from
    the same view) was. ``solve_budget`` defaults to ``review.SOLVE_BUDGET``, read at the
    call: pass the review's own when it ran with another."""
    solve_budget = review.SOLVE_BUDGET if solve_budget is None else solve_budget
    if tried not in view.legal_moves:
        raise ValueError(f"{tried} is not a legal placement on {view.current_field}")
    if reviewed.exact:
        solved = solve_exactly(view, solve_budget)
        if solved is not None:
            return judged(view, tried, reviewed.expert, solved)
    rival = [reviewed.alternatives[0].move] if reviewed.alternatives else []
    moves = list(dict.fromkeys([tried, reviewed.best, reviewed.expert, *rival]))
    playouts = expert_playouts(view, keep_categories=True)
    count = playouts.stream.available(reviewed.futures)
    for move in moves:
        playouts.play_to(move, count)
    return judged(view, tried, reviewed.expert, taken(playouts, moves, count))
