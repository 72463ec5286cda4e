"""Scoring after round 1, 2 or 3 (SPEC.md §3), derived from the explanation."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from enum import StrEnum

from dq_desktop.engine.errors import DqError
from dq_desktop.engine.explanation import Explanation, explain
from dq_desktop.engine.principality import Principality

ROUNDS = (1, 2, 3)


class Category(StrEnum):
    """A category of the scoring sheet, in its order. Its value is the name ``Score``,
    the files, the record book's columns and the command line use; the interface words it."""

    CASTLE6 = "castle6"
    CASTLE4 = "castle4"
    CHURCHES = "churches"
    WINDMILLS = "windmills"
    DEFENSE = "defense"
    KNIGHTS = "knights"


CATEGORIES: tuple[str, ...] = tuple(category.value for category in Category)
"""The categories' names in the sheet's order (plain strings, as ``Score`` names them)."""
CASTLE_VALUES: dict[str, int] = {Category.CASTLE6.value: 6, Category.CASTLE4.value: 4}
"""The castle each castle category counts, and the points it scores when it counts."""
DEFENSE_POINTS = 5
SHIELDS_PER_ROUND = 4
KNIGHT_GROUP_ROUND = 3
"""The only round whose scoring counts the knight group."""


def castle_knights_needed(round_number: int) -> int:
    """Knights connected to a castle's gates that it needs to score in ``round_number``."""
    return round_number


def defense_shields_needed(round_number: int) -> int:
    """Shield points of the realm's defenders that the defense needs in ``round_number``."""
    return SHIELDS_PER_ROUND * round_number


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
        value: value if len(knights) >= castle_knights_needed(round_number) else 0
        for value, knights in facts.castle_knights.items()
    }
    best = facts.best_knight_group
    return Score(
        round=round_number,
        castle6=castles.get(CASTLE_VALUES[Category.CASTLE6], 0),
        castle4=castles.get(CASTLE_VALUES[Category.CASTLE4], 0),
        churches=sum(group.value for group in facts.churches),
        windmills=sum(group.value for group in facts.windmills),
        defense=(
            DEFENSE_POINTS if facts.defense_shields >= defense_shields_needed(round_number)
            else 0
        ),
        knights=best.value if round_number == KNIGHT_GROUP_ROUND and best is not None else 0,
    )
