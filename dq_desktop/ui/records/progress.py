"""What the progress charts show, worked out from the book's entries: pure functions.

The filters (period, unaided only, Sancho, tile set), the measure charted for each
game (its total, the review's accuracy, its gap to the expert on the same deal, its
share of the hindsight best, its points in one category), the moving average whose
window fits the number of games shown, the personal best as it rose and the
distribution of the values. No Qt: the charts only draw what these return.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import Enum

from dq_desktop.storage.entries import GameEntry
from dq_desktop.storage.record_schema import SCORE_COLUMNS


class Period(Enum):
    WEEK = 7
    MONTH = 31
    YEAR = 366
    ALL = 0

    def start(self, now: datetime) -> datetime | None:
        """The first moment this period counts back from ``now`` (``None``: every game)."""
        return None if self is Period.ALL else now - timedelta(days=self.value)


class Sancho(Enum):
    ALL = "all"
    WITH = "with"
    WITHOUT = "without"


@dataclass(frozen=True)
class GameFilter:
    period: Period = Period.ALL
    unaided_only: bool = False
    sancho: Sancho = Sancho.ALL
    tileset: str | None = None
    """``None``: every tile set."""

    def keeps(self, game: GameEntry, since: datetime | None) -> bool:
        return (
            (since is None or game.played_at >= since)
            and not (self.unaided_only and game.assisted)
            and (self.sancho is Sancho.ALL or game.sancho == (self.sancho is Sancho.WITH))
            and (self.tileset is None or game.tileset == self.tileset)
        )

    def apply(self, games: Sequence[GameEntry], now: datetime) -> list[GameEntry]:
        """The games this filter keeps, in their order."""
        since = self.period.start(now)
        return [game for game in games if self.keeps(game, since)]


TOTAL = "total"
ACCURACY = "accuracy"
"""The review's accuracy of the main player, 0 to 100 (reviewed games)."""
GAP = "gap"
"""The game's total less the expert's on the same deal (games with the expert's total)."""
SHARE = "share"
"""The total as a percentage of the hindsight best: the best the player's own tiles
allowed (games with it)."""
MEASURES = (TOTAL, ACCURACY, GAP, SHARE, *SCORE_COLUMNS)


def measured(games: Sequence[GameEntry], measure: str) -> list[tuple[GameEntry, float]]:
    """Each game that has the measure, with its value, in the games' order."""
    if measure == TOTAL:
        return [(game, float(game.total)) for game in games]
    if measure == GAP:
        return [
            (game, float(game.total - game.expert_total))
            for game in games
            if game.expert_total is not None
        ]
    if measure == ACCURACY:
        return [(game, review.accuracy) for game in games
                if (review := game.review) is not None]
    if measure == SHARE:
        return [
            (game, round(100.0 * game.total / game.hindsight_total, 1))
            for game in games
            if game.hindsight_total  # neither unknown nor 0
        ]
    column = SCORE_COLUMNS.index(measure)
    return [(game, float(category_points(game)[column])) for game in games]


def category_points(game: GameEntry) -> tuple[int, ...]:
    """The main player's points in each of ``SCORE_COLUMNS``, over the three rounds."""
    rounds = game.main_player.rounds
    return tuple(sum(getattr(score, key) for score in rounds) for key in SCORE_COLUMNS)


def average_window(count: int) -> int:
    """How many games the moving average runs over: about a twentieth of those shown,
    from 3 (a week's few games) to 500 (years of them), so its line is smooth at any
    span without flattening the change it is there to show."""
    return max(3, min(500, round(count / 20)))


def moving_average(values: Sequence[float], width: int) -> list[float]:
    """The mean of each value with up to ``width - 1`` values before it (a running sum:
    one pass)."""
    means: list[float] = []
    window_sum = 0.0
    for index, value in enumerate(values):
        window_sum += value
        if index >= width:
            window_sum -= values[index - width]
        means.append(window_sum / min(index + 1, width))
    return means


def rising_best(values: Sequence[float]) -> list[int]:
    """The indexes where the best so far rose (the first value, then each higher one)."""
    steps: list[int] = []
    for index, value in enumerate(values):
        if not steps or value > values[steps[-1]]:
            steps.append(index)
    return steps


@dataclass(frozen=True)
class Histogram:
    low: float
    """The lower edge of the first bin."""
    width: float
    counts: tuple[int, ...]


def histogram(values: Sequence[float], bins: int = 20) -> Histogram:
    """How many values fall into each of up to ``bins`` bins of a round width (1, 2, 5,
    10, …) covering them all."""
    if not values:
        return Histogram(0.0, 1.0, ())
    low, high = min(values), max(values)
    width = nice_step((high - low) / bins if high > low else 1.0)
    start = math.floor(low / width) * width
    counts = [0] * (int((high - start) // width) + 1)
    for value in values:
        counts[int((value - start) // width)] += 1
    return Histogram(start, width, tuple(counts))


def nice_step(rough: float) -> float:
    """The smallest of 1, 2, 5 times a power of ten that is at least ``rough`` (≥ 1)."""
    if rough <= 1:
        return 1.0
    power = 10.0 ** math.floor(math.log10(rough))
    return next(step * power for step in (1, 2, 5, 10) if step * power >= rough)


def change(values: Sequence[float]) -> float | None:
    """The mean of the latest quarter of the values less that of the first quarter
    (``None`` under eight values: too few to say)."""
    if len(values) < 8:
        return None
    quarter = len(values) // 4
    return sum(values[-quarter:]) / quarter - sum(values[:quarter]) / quarter


def span(period: Period, games: Sequence[GameEntry], now: datetime) -> tuple[datetime, datetime]:
    """The time the x axis covers: the period up to ``now``, or (all) from the first game
    to the last; never empty."""
    start = period.start(now)
    if start is None:
        if not games:
            return now - timedelta(days=1), now
        first, last = games[0].played_at, games[-1].played_at
        return (first, last) if last > first else (first - timedelta(days=1), last)
    return start, now


class TickUnit(Enum):
    DAY = "day"
    WEEK = "week"
    MONTH = "month"
    QUARTER = "quarter"
    YEAR = "year"


_UNIT_DAYS = {TickUnit.DAY: 1, TickUnit.WEEK: 7, TickUnit.MONTH: 30.5,
              TickUnit.QUARTER: 91.5, TickUnit.YEAR: 365.25}


def time_ticks(start: datetime, end: datetime, most: int) -> tuple[TickUnit, list[datetime]]:
    """The dates to mark on an axis from ``start`` to ``end``: midnights, Mondays, the
    first of months, of quarters or of years, the finest unit giving at most ``most``."""
    days = (end - start).total_seconds() / 86400
    unit = next((unit for unit in TickUnit if days / _UNIT_DAYS[unit] <= max(1, most)),
                TickUnit.YEAR)
    ticks: list[datetime] = []
    moment = _first_tick(start, unit)
    while moment <= end and len(ticks) <= most + 1:
        ticks.append(moment)
        moment = _next_tick(moment, unit)
    return unit, ticks


def _first_tick(start: datetime, unit: TickUnit) -> datetime:
    midnight = start.replace(hour=0, minute=0, second=0, microsecond=0)
    if unit is TickUnit.DAY:
        first = midnight
    elif unit is TickUnit.WEEK:
        first = midnight - timedelta(days=midnight.weekday())
    elif unit is TickUnit.MONTH:
        first = midnight.replace(day=1)
    elif unit is TickUnit.QUARTER:
        first = midnight.replace(day=1, month=(midnight.month - 1) // 3 * 3 + 1)
    else:
        first = midnight.replace(day=1, month=1)
    return first if first >= start else _next_tick(first, unit)


def _next_tick(moment: datetime, unit: TickUnit) -> datetime:
    if unit is TickUnit.DAY:
        return moment + timedelta(days=1)
    if unit is TickUnit.WEEK:
        return moment + timedelta(days=7)
    months = {TickUnit.MONTH: 1, TickUnit.QUARTER: 3, TickUnit.YEAR: 12}[unit]
    month = moment.month - 1 + months
    return moment.replace(year=moment.year + month // 12, month=month % 12 + 1)
