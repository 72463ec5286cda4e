"""What the records window shows: bests apart, the rulebook's bands, averages, history.

Rules checked: the bands are "over 70", "over 85", "over 100" (strictly
over); bests are kept apart with and without Sancho and for assisted games;
only a human's solitaire games are ranked; the earlier game keeps a tied best;
the total that counts is the first human's, or the first player's.
"""

from __future__ import annotations

import pytest

from dq_desktop.storage.record_stats import (
    Band,
    BestKey,
    band_counts,
    band_of,
    category_totals,
    history,
    personal_bests,
    round_averages,
)
from tests.storage.entries import entry


@pytest.mark.parametrize(
    ("total", "band"),
    [
        (0, None),
        (70, None),
        (71, Band.VERY_GOOD),
        (85, Band.VERY_GOOD),
        (86, Band.RARE),
        (100, Band.RARE),
        (101, Band.INCREDIBLE),
    ],
)
def test_a_band_is_reached_only_by_a_total_over_its_mark(total: int, band: Band | None) -> None:
    assert band_of(total) is band


def test_bests_are_kept_apart_with_and_without_sancho_and_with_aids() -> None:
    games = [
        entry(1, 60),
        entry(2, 72),
        entry(3, 90, sancho=True),
        entry(4, 99, assisted=True),
        entry(5, 80, sancho=True, assisted=True),
        entry(6, 65, sancho=True),
    ]
    bests = personal_bests(games)
    assert {key: best.id for key, best in bests.items()} == {
        BestKey(sancho=False, assisted=False): 2,
        BestKey(sancho=True, assisted=False): 3,
        BestKey(sancho=False, assisted=True): 4,
        BestKey(sancho=True, assisted=True): 5,
    }


def test_the_earlier_game_keeps_a_tied_best() -> None:
    assert personal_bests([entry(2, 75), entry(1, 75), entry(3, 70)])[BestKey(False, False)].id == 1


def test_only_a_humans_solitaire_games_count_for_bests_bands_and_history() -> None:
    games = [
        entry(1, 50),
        entry(2, 120, kinds=("bot:greedy",)),  # the computer's game
        entry(3, 110, kinds=("human", "bot:greedy")),  # a game with others
    ]
    assert [g.id for g in history(games)] == [1]
    assert personal_bests(games)[BestKey(False, False)].total == 50
    assert band_counts(games) == {Band.VERY_GOOD: 0, Band.RARE: 0, Band.INCREDIBLE: 0}


def test_the_total_of_a_game_is_the_first_humans_or_else_the_first_players() -> None:
    assert entry(1, 80, kinds=("bot:greedy", "human")).total == 79  # seat 2 scores total - 1
    assert entry(1, 80, kinds=("bot:greedy", "bot:random")).total == 80


def test_band_counts_count_a_game_for_every_mark_it_passed() -> None:
    games = [entry(1, 71), entry(2, 86), entry(3, 101), entry(4, 40)]
    assert band_counts(games) == {Band.VERY_GOOD: 3, Band.RARE: 2, Band.INCREDIBLE: 1}


def test_round_averages_are_per_round_and_per_category() -> None:
    averages = round_averages([entry(1, 60), entry(2, 80)])
    assert averages[1]["windmills"] == 2 and averages[2]["windmills"] == 4
    assert averages[3]["churches"] == 64  # (54 + 74) / 2
    assert averages[3]["total"] == 64


def test_no_games_give_no_averages() -> None:
    assert round_averages([]) == {}


def test_category_totals_sum_the_three_rounds_of_each_game() -> None:
    totals = category_totals([entry(1, 60), entry(2, 80)])
    assert totals["windmills"] == [6, 6]
    assert totals["churches"] == [54, 74]
    assert totals["knights"] == [0, 0]
