"""What the records window shows, computed from the book's entries: pure functions.

Bests, bands, history and averages count the player's own solitaire games
(``GameEntry.is_personal``); games with others or by the computer are listed,
not ranked.
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

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
    reached = [band for band in Band if total > band.threshold]
    return reached[-1] if reached else None


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
    bests: dict[BestKey, GameEntry] = {}
    for entry in sorted(personal_games(entries), key=lambda e: (e.played_at, e.id)):
        key = BestKey(entry.sancho, entry.assisted)
        if key not in bests or entry.total > bests[key].total:
            bests[key] = entry
    return bests


def band_counts(entries: Iterable[GameEntry]) -> dict[Band, int]:
    """How many games reached each band (a game over 100 counts for all three)."""
    totals = [entry.total for entry in personal_games(entries)]
    return {band: sum(total > band.threshold for total in totals) for band in Band}


def round_averages(entries: Sequence[GameEntry]) -> dict[int, dict[str, float]]:
    """Round → category (and ``total``) → the mean over the games; empty without games."""
    games = personal_games(entries)
    averages: dict[int, dict[str, float]] = {}
    for number in ROUNDS:
        scores = [
            score for entry in games for score in entry.main_player.rounds if score.round == number
        ]
        if not scores:
            continue
        averages[number] = {
            key: statistics.fmean(score.as_dict()[key] for score in scores)
            for key in (*SCORE_COLUMNS, "total")
        }
    return averages


def category_totals(entries: Sequence[GameEntry]) -> dict[str, list[int]]:
    """Category → each game's points in it, summed over the three rounds, oldest first."""
    games = personal_games(entries)
    return {
        key: [sum(getattr(score, key) for score in entry.main_player.rounds) for entry in games]
        for key in SCORE_COLUMNS
    }


def history(entries: Iterable[GameEntry]) -> list[GameEntry]:
    """The personal games in the order they were played, for the chart of totals."""
    return sorted(personal_games(entries), key=lambda e: (e.played_at, e.id))
