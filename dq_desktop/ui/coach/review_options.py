"""The placement the review shows beside the one made, and the name of its button."""

from __future__ import annotations

from dq_desktop.engine.analysis.review import PlacementReview
from dq_desktop.engine.game import Move
from dq_desktop.ui.common.text import translate


def other_option(review: PlacementReview) -> Move:
    """The placement shown beside the one made: the best found, or the expert's choice when
    the placement made is the best found (a brilliant one, or as good as the best)."""
    return review.best if review.best != review.played else review.expert


def other_option_name(review: PlacementReview) -> str:
    if other_option(review) == review.expert:
        return translate("ReviewWindow", "The expert's (Space)")
    return translate("ReviewWindow", "The best found (Space)")
