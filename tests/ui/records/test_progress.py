"""What the progress charts show, worked out from the entries.

Rules checked: each filter keeps only its games (period counted back from now,
unaided only, with or without Sancho, one tile set) and they combine; the gap to
the expert counts only games with the expert's total, the accuracy only reviewed
games (the main player's review), the share of the hindsight best only games with
one, as a percentage; a category's value is the
main player's points in it over the three rounds; the moving average is the mean
of each value and those before it, over a window that grows with the games shown
within bounds; the best so far steps up only at a higher value; the histogram
counts every value once in a bin of round width; the change compares the latest
quarter with the first; the axis's ticks are midnights, Mondays, firsts of months
or years, the finest that fit.
"""

from __future__ import annotations

import statistics
from dataclasses import replace
from datetime import UTC, datetime, timedelta

from hypothesis import given
from hypothesis import strategies as st

from dq_desktop.engine.scoring import Score
from dq_desktop.storage.entries import PlayerResult
from dq_desktop.ui.records.progress import (
    ACCURACY,
    GAP,
    SHARE,
    TOTAL,
    GameFilter,
    Period,
    Sancho,
    TickUnit,
    average_window,
    change,
    histogram,
    measured,
    moving_average,
    rising_best,
    span,
    time_ticks,
)
from tests.storage.entries import START, entry
from tests.storage.reviews import a_review

NOW = START + timedelta(days=400)


def test_each_filter_keeps_only_its_games_and_they_combine() -> None:
    games = [
        entry(1, 60),
        entry(395, 70, sancho=True),
        entry(396, 80, assisted=True),
        replace(entry(397, 90), tileset="mine"),
        entry(399, 100, sancho=True, assisted=True),
    ]
    ids = lambda kept: [game.id for game in kept]  # noqa: E731
    assert ids(GameFilter().apply(games, NOW)) == [1, 395, 396, 397, 399]
    assert ids(GameFilter(period=Period.WEEK).apply(games, NOW)) == [395, 396, 397, 399]
    assert ids(GameFilter(period=Period.YEAR).apply(games, NOW)) == [395, 396, 397, 399]
    assert ids(GameFilter(unaided_only=True).apply(games, NOW)) == [1, 395, 397]
    assert ids(GameFilter(sancho=Sancho.WITH).apply(games, NOW)) == [395, 399]
    assert ids(GameFilter(sancho=Sancho.WITHOUT).apply(games, NOW)) == [1, 396, 397]
    assert ids(GameFilter(tileset="mine").apply(games, NOW)) == [397]
    both = GameFilter(period=Period.WEEK, unaided_only=True, sancho=Sancho.WITHOUT)
    assert ids(both.apply(games, NOW)) == [397]


def test_the_gap_to_the_expert_counts_only_games_with_the_experts_total() -> None:
    games = [replace(entry(1, 60), expert_total=75), entry(2, 70),
             replace(entry(3, 90), expert_total=85)]
    assert [(game.id, value) for game, value in measured(games, GAP)] == [(1, -15.0), (3, 5.0)]
    assert [value for _, value in measured(games, TOTAL)] == [60.0, 70.0, 90.0]


def test_accuracy_counts_reviewed_games_and_the_share_those_with_a_hindsight_best() -> None:
    reviewed = replace(entry(1, 60), reviews=(replace(a_review(0), accuracy=72.5),))
    other_seat = replace(entry(2, 70, kinds=("bot:greedy", "human")),
                         reviews=(replace(a_review(0), accuracy=10.0),))
    hindsight = replace(entry(3, 80), hindsight_total=96)
    nothing = replace(entry(4, 50), hindsight_total=0)
    games = [reviewed, other_seat, hindsight, nothing]
    assert [(game.id, value) for game, value in measured(games, ACCURACY)] == [(1, 72.5)]
    assert [(game.id, value) for game, value in measured(games, SHARE)] == [(3, 83.3)]


def test_a_categorys_value_is_the_main_players_points_over_three_rounds() -> None:
    rounds = (Score(1, windmills=2, knights=3), Score(2, windmills=4), Score(3, knights=5))
    game = replace(entry(1, 14), players=(PlayerResult(0, "Ana", "human", rounds, 14),))
    assert measured([game], "windmills")[0][1] == 6.0
    assert measured([game], "knights")[0][1] == 8.0
    assert measured([game], "churches")[0][1] == 0.0


@given(st.lists(st.integers(-50, 150), max_size=60), st.integers(1, 12))
def test_the_average_is_the_mean_of_each_value_and_those_before_it(
    values: list[int], width: int
) -> None:
    expected = [statistics.fmean(values[max(0, i - width + 1): i + 1])
                for i in range(len(values))]
    assert moving_average([float(v) for v in values], width) == expected


def test_the_averages_window_grows_with_the_games_shown_within_bounds() -> None:
    assert average_window(10) == 3
    assert average_window(2_000) == 100
    assert average_window(20_000) == 500
    assert average_window(400) < average_window(4_000)


def test_the_best_so_far_steps_up_only_at_a_higher_value() -> None:
    assert rising_best([50.0, 40.0, 60.0, 60.0, 55.0, 70.0]) == [0, 2, 5]
    assert rising_best([]) == []


@given(st.lists(st.integers(-40, 150), min_size=1, max_size=500))
def test_the_histogram_counts_every_value_once_in_a_round_bin(values: list[int]) -> None:
    bins = histogram([float(v) for v in values])
    assert sum(bins.counts) == len(values)
    assert bins.width in {1.0, 2.0, 5.0, 10.0, 20.0}
    for value in values:
        number = int((value - bins.low) // bins.width)
        assert bins.counts[number] > 0


def test_the_change_compares_the_latest_quarter_with_the_first() -> None:
    assert change([10.0] * 4 + [0.0] * 8 + [20.0] * 4) == 10.0
    assert change([1.0] * 7) is None


def test_the_span_of_all_time_runs_from_the_first_game_to_the_last() -> None:
    games = [entry(1, 60), entry(30, 70)]
    assert span(Period.ALL, games, NOW) == (games[0].played_at, games[1].played_at)
    assert span(Period.WEEK, games, NOW) == (NOW - timedelta(days=7), NOW)


def test_the_axis_ticks_are_the_finest_round_dates_that_fit() -> None:
    start = datetime(2025, 1, 15, 10, tzinfo=UTC)
    unit, ticks = time_ticks(start, start + timedelta(days=6), 10)
    assert unit is TickUnit.DAY and ticks[0] == datetime(2025, 1, 16, tzinfo=UTC)
    unit, ticks = time_ticks(start, start + timedelta(days=60), 10)
    assert unit is TickUnit.WEEK and all(tick.weekday() == 0 for tick in ticks)
    unit, ticks = time_ticks(start, start + timedelta(days=300), 12)
    assert unit is TickUnit.MONTH and ticks[0] == datetime(2025, 2, 1, tzinfo=UTC)
    assert all(tick.day == 1 for tick in ticks) and len(ticks) <= 12
    unit, ticks = time_ticks(start, start + timedelta(days=730), 3)
    assert unit is TickUnit.YEAR and ticks == [datetime(2026, 1, 1, tzinfo=UTC),
                                               datetime(2027, 1, 1, tzinfo=UTC)]
