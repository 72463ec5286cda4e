"""Charts of many games: the points cut down to what can be seen, the same picture.

Rules checked: a thinned line keeps at most four points per column of pixels,
its first and last point, and in every column the lowest and highest of the
full line; a line with fewer points than pixels is kept whole; the games spread
evenly over the width.
"""

from __future__ import annotations

from collections import defaultdict

from hypothesis import given
from hypothesis import strategies as st

from dq_desktop.ui.records.chart_points import evenly, thinned


@given(st.lists(st.integers(0, 150), min_size=1, max_size=3000), st.integers(20, 700))
def test_a_thinned_line_keeps_each_columns_extremes_and_its_ends(
    totals: list[int], width: int
) -> None:
    xs = evenly(len(totals), 10.0, float(width))
    ys = [float(total) for total in totals]
    kept = thinned(xs, ys)
    assert kept[0] == (xs[0], ys[0]) and kept[-1] == (xs[-1], ys[-1])
    full: dict[int, list[float]] = defaultdict(list)
    for x, y in zip(xs, ys, strict=True):
        full[int(x)].append(y)
    shown: dict[int, list[float]] = defaultdict(list)
    for x, y in kept:
        shown[int(x)].append(y)
    assert shown.keys() == full.keys()
    for column, values in full.items():
        assert len(shown[column]) <= 4
        assert (min(shown[column]), max(shown[column])) == (min(values), max(values))
    assert [x for x, _ in kept] == sorted(x for x, _ in kept)  # still a line left to right


def test_a_line_with_room_for_every_point_is_kept_whole() -> None:
    xs = evenly(5, 0.0, 400.0)
    assert thinned(xs, [1.0, 5.0, 2.0, 8.0, 3.0]) == list(
        zip(xs, [1.0, 5.0, 2.0, 8.0, 3.0], strict=True)
    )


def test_games_spread_evenly_and_one_game_stands_in_the_middle() -> None:
    assert evenly(3, 10.0, 100.0) == [10.0, 60.0, 110.0]
    assert evenly(1, 10.0, 100.0) == [60.0]

