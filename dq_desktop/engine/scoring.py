"""Scoring after round 1, 2 or 3 (SPEC.md §3), derived from the explanation."""

from __future__ import annotations

from dataclasses import asdict, dataclass

from dq_desktop.engine.errors import DqError
from dq_desktop.engine.explanation import Explanation, explain
from dq_desktop.engine.principality import Principality

ROUNDS = (1, 2, 3)
CATEGORIES = ("castle6", "castle4", "churches", "windmills", "defense", "knights")
"""The scoring sheet's categories, as ``Score`` names them."""
DEFENSE_POINTS = 5
SHIELDS_PER_ROUND = 4


@dataclass(frozen=True)
class Score:
    """One scoring's breakdown, as in SPEC.md §4 (``Score.as_dict`` is its JSON)."""

    round: int
    castle6: int = 0
    castle4: int = 0
    churches: int = 0
    windmills: int = 0
    defense: int = 0
    knights: int = 0

    @property
    def total(self) -> int:
        return (
            self.castle6
            + self.castle4
            + self.churches
            + self.windmills
            + self.defense
            + self.knights
        )

    def as_dict(self) -> dict[str, int]:
        return {**asdict(self), "total": self.total}

    def minus(self, other: Score) -> dict[str, int]:
        """The change per category from ``other`` to this score."""
        mine, theirs = self.as_dict(), other.as_dict()
        return {key: mine[key] - theirs[key] for key in mine if key != "round"}


def check_round(round_number: int) -> None:
    if round_number not in ROUNDS:
        raise DqError(f"round must be 1, 2 or 3, not {round_number}")


def score(board: Principality, round_number: int) -> Score:
    """Score ``board`` as after round ``round_number``."""
    check_round(round_number)
    return score_explained(explain(board), round_number)


def score_explained(facts: Explanation, round_number: int) -> Score:
    check_round(round_number)
    castles = {
        value: value if len(knights) >= round_number else 0
        for value, knights in facts.castle_knights.items()
    }
    best = facts.best_knight_group
    return Score(
        round=round_number,
        castle6=castles.get(6, 0),
        castle4=castles.get(4, 0),
        churches=sum(group.value for group in facts.churches),
        windmills=sum(group.value for group in facts.windmills),
        defense=(
            DEFENSE_POINTS if facts.defense_shields >= SHIELDS_PER_ROUND * round_number else 0
        ),
        knights=best.value if round_number == 3 and best is not None else 0,
    )
