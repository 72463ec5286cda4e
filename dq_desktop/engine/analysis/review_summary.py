"""A player's review at a glance, as a chess review opens: verdicts counted, points
given up (in all, by round and by category), the key moments, and the two lines of a
graph — the expected final total after each placement made, and after the expert's
choice at the same moment."""

from __future__ import annotations

from dataclasses import dataclass

from dq_desktop.engine.analysis.given_up import given_up_by_category, given_up_by_round
from dq_desktop.engine.analysis.key_moments import key_moments
from dq_desktop.engine.analysis.review import PlayerReview, Verdict


@dataclass(frozen=True)
class ReviewSummary:
    name: str
    counts: tuple[tuple[Verdict, int], ...]
    """Every verdict in ``Verdict`` order with how many placements got it (0 included)."""
    given_up: float
    """Expected points given up over the game: the losses added up (to a tenth)."""
    played_line: tuple[float, ...]
    """Per placement reviewed, in order: the expected final total after the placement made."""
    expert_line: tuple[float, ...]
    """Per placement: the expected final total had the expert's choice been made instead."""
    steps: tuple[int, ...]
    """The step (0-based) of each point of the two lines."""
    given_up_by_round: tuple[float, ...] = (0.0, 0.0, 0.0)
    """The points given up in each of the three rounds; they add up to ``given_up``."""
    given_up_by_category: tuple[tuple[str, float], ...] = ()
    """The points given up in each category (``reasons.CATEGORIES`` order, negative where
    the better placements would have scored less there); they add up to ``given_up``."""
    key_moments: tuple[int, ...] = ()
    """The steps (0-based, in the order played) of the largest swings
    (``key_moments.key_moments``)."""

    def count(self, verdict: Verdict) -> int:
        return dict(self.counts)[verdict]


def summarize(review: PlayerReview) -> ReviewSummary:
    placements = review.placements
    return ReviewSummary(
        name=review.name,
        counts=tuple((v, sum(p.verdict is v for p in placements)) for v in Verdict),
        given_up=sum(round(p.loss * 10) for p in placements) / 10,
        played_line=tuple(p.expected_played for p in placements),
        expert_line=tuple(p.expected_expert for p in placements),
        steps=tuple(p.step for p in placements),
        given_up_by_round=given_up_by_round(placements),
        given_up_by_category=given_up_by_category(placements),
        key_moments=tuple(p.step for p in key_moments(placements)),
    )
