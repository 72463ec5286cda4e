"""What the records window shows, computed from the book's entries: pure functions.

Bests, bands, history and averages count the player's own solitaire games
(``GameEntry.is_personal``); games with others or by the computer are listed,
not ranked.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from operator import attrgetter

from dq_desktop.engine.scoring import Score
from dq_desktop.storage.entries import GameEntry
from dq_desktop.storage.record_schema import SCORE_COLUMNS

ROUNDS = (1, 2, 3)


class Band(Enum):
    """The rulebook's marks for a solitaire total: over 70, over 85, over 100."""

    VERY_GOOD = 70
    RARE = 85
    INCREDIBLE = 100

    @property
    def threshold(self) -> int:
        return self.value


def band_of(total: int) -> Band | None:
    """The highest band whose threshold ``total`` exceeds."""
    return next((band for band in _HIGHEST_FIRST if total > band.value), None)


_HIGHEST_FIRST = sorted(Band, key=lambda band: -band.value)


@dataclass(frozen=True)
class BestKey:
    """Bests are kept apart with and without Sancho, and for games played with aids."""

    sancho: bool
    assisted: bool


BEST_KEYS = tuple(
    BestKey(sancho, assisted) for assisted in (False, True) for sancho in (False, True)
)


def personal_games(entries: Iterable[GameEntry]) -> list[GameEntry]:
    return [entry for entry in entries if entry.is_personal]


def personal_bests(entries: Iterable[GameEntry]) -> dict[BestKey, GameEntry]:
    """The best game of each kind; the earlier game wins a tie (it got there first)."""
    bests: dict[tuple[bool, bool], GameEntry] = {}
    for entry in sorted(personal_games(entries), key=lambda e: (e.played_at, e.id)):
        key = (entry.sancho, entry.assisted)
        if key not in bests or entry.total > bests[key].total:
            bests[key] = entry
    return {BestKey(*key): entry for key, entry in bests.items()}


def band_counts(entries: Iterable[GameEntry]) -> dict[Band, int]:
    """How many games reached each band (a game over 100 counts for all three)."""
    totals = [entry.total for entry in personal_games(entries)]
    return {band: sum(total > band.threshold for total in totals) for band in Band}


def round_averages(entries: Sequence[GameEntry]) -> dict[int, dict[str, float]]:
    """Round → category (and ``total``) → the mean over the games; empty without games."""
    by_round: dict[int, list[Score]] = {number: [] for number in ROUNDS}
    for entry in personal_games(entries):
        for score in entry.main_player.rounds:
            by_round.setdefault(score.round, []).append(score)
    averages: dict[int, dict[str, float]] = {}
    for number in ROUNDS:
        scores = by_round[number]
        if not scores:
            continue
        keys = (*SCORE_COLUMNS, "total")
        columns = zip(*map(attrgetter(*keys), scores), strict=True)
        averages[number] = {
            key: sum(column) / len(scores) for key, column in zip(keys, columns, strict=True)
        }
    return averages


def category_totals(entries: Sequence[GameEntry]) -> dict[str, list[int]]:
    """Category → each game's points in it, summed over the three rounds, oldest first."""
    points = attrgetter(*SCORE_COLUMNS)
    per_game = [
        [sum(column) for column in zip(*map(points, entry.main_player.rounds), strict=True)]
        or [0] * len(SCORE_COLUMNS)
        for entry in personal_games(entries)
    ]
    return {
        key: [game[column] for game in per_game] for column, key in enumerate(SCORE_COLUMNS)
    }


def history(entries: Iterable[GameEntry]) -> list[GameEntry]:
    """The personal games in the order they were played, for the chart of totals."""
    return sorted(personal_games(entries), key=lambda e: (e.played_at, e.id))
