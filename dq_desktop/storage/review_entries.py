"""What the record book keeps of a game's review, as plain values (``review_keeping.py``
makes them from a review).

One ``GameReview`` per game and seat reviewed (only the humans' seats, as
``engine.analysis.review.seats_to_review`` chooses): the figures of the review's summary
(``review_summary.py``), its accuracy (``accuracy.py``), and the reasons of its
inaccuracies, mistakes and blunders counted by round, verdict, kind and category
(``MistakeCount``: what "what to work on" reads over the last games).
"""

from __future__ import annotations

from dataclasses import dataclass

VERDICTS = ("brilliant", "best", "good", "inaccuracy", "mistake", "blunder")
"""The review's verdicts' values, in ``Verdict`` order."""
MISTAKES = ("inaccuracy", "mistake", "blunder")
"""The verdicts whose reasons are counted (a brilliant placement's reasons are no fault)."""
NO_CATEGORY = ""
"""``MistakeCount.category`` of a reason about the board (a gate closed, a knight cut
off…) rather than one category of the scoring sheet."""


@dataclass(frozen=True)
class MistakeCount:
    """How many times a reason of one kind came with a verdict in a round."""

    round: int
    verdict: str
    """A ``Verdict`` value: ``inaccuracy``, ``mistake`` or ``blunder``."""
    kind: str
    """A ``ReasonKind`` value."""
    category: str
    """One of ``CATEGORIES`` for a ``category`` reason, else ``NO_CATEGORY``."""
    count: int


@dataclass(frozen=True)
class MistakePlace:
    """One placement found wanting, with one reason of it: where to find it again (its
    ``step``, 0-based, in the game) to play it as a puzzle."""

    step: int
    verdict: str
    """A ``Verdict`` value: ``inaccuracy``, ``mistake`` or ``blunder``."""
    kind: str
    """A ``ReasonKind`` value."""
    category: str
    """One of ``CATEGORIES`` for a ``category`` reason, else ``NO_CATEGORY``."""


@dataclass(frozen=True)
class GameReview:
    """One seat's review of one game, as the record book keeps it."""

    seat: int
    placements: int
    """Placements judged."""
    given_up: float
    """Expected points given up over the game (to a tenth)."""
    accuracy: float
    """0–100 (``engine.analysis.accuracy``); 100 for a review without placements."""
    counts: tuple[tuple[str, int], ...]
    """Every verdict's value in ``Verdict`` order, with how many placements got it."""
    given_up_by_round: tuple[float, float, float]
    given_up_by_category: tuple[tuple[str, float], ...]
    """Every category in ``CATEGORIES`` order (negative where the better placements would
    have scored less there)."""
    mistakes: tuple[MistakeCount, ...] = ()
    """Filled when written; ``RecordBook.mistakes`` reads them back summed, the games'
    list does not carry them."""
    places: tuple[MistakePlace, ...] = ()
    """The same reasons one by one with their placement's step (written, not read back
    with the review: ``RecordBook.mistake_places`` finds them)."""

    def count(self, verdict: str) -> int:
        return dict(self.counts).get(verdict, 0)


def merged_reviews(shown: tuple[GameReview, ...],
                   new: tuple[GameReview, ...]) -> tuple[GameReview, ...]:
    """A game's reviews with those written since, seat by seat, in seat order."""
    by_seat = {review.seat: review for review in (*shown, *new)}
    return tuple(by_seat[seat] for seat in sorted(by_seat))
