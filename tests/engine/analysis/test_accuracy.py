"""A review's accuracy (0-100): the mean of each placement's 100 x 2^(-loss/3).

Rules checked: a placement giving nothing up is 100, every 3 points given up halve
it, the verdicts' bounds read as the docstring says; the game's figure is the mean of
its placements' (one blunder does not sink a careful game), to a tenth, within 0-100
whatever the losses; no placement, no figure.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dq_desktop.engine.analysis.accuracy import accuracy, placement_accuracy
from dq_desktop.engine.analysis.review import VERDICT_LIMITS, Verdict


def test_every_three_points_given_up_halve_a_placements_accuracy() -> None:
    assert placement_accuracy(0) == 100
    assert placement_accuracy(3) == pytest.approx(50)
    assert placement_accuracy(6) == pytest.approx(25)
    assert placement_accuracy(-0.2) == 100  # never above 100, whatever a rounding leaves


def test_the_verdicts_bounds_read_as_the_docstring_says() -> None:
    limits = {verdict: limit for limit, verdict in VERDICT_LIMITS}
    assert round(placement_accuracy(limits[Verdict.BEST])) == 89
    assert round(placement_accuracy(limits[Verdict.GOOD])) == 71
    assert round(placement_accuracy(limits[Verdict.INACCURACY])) == 50
    assert round(placement_accuracy(limits[Verdict.MISTAKE])) == 25


def test_a_game_is_the_mean_of_its_placements_so_one_blunder_does_not_sink_it() -> None:
    careful = [0.0] * 21
    assert accuracy([*careful, 12.0]) == round((21 * 100 + 100 / 16) / 22, 1) == 95.7
    assert accuracy([2.0] * 22) == round(100 * 2 ** (-2 / 3), 1)


def test_no_placement_judged_gives_no_figure() -> None:
    assert accuracy([]) is None


@given(st.lists(st.floats(min_value=0, max_value=500), min_size=1, max_size=40))
def test_the_figure_stays_within_0_and_100_to_a_tenth(losses: list[float]) -> None:
    found = accuracy(losses)
    assert found is not None and 0 <= found <= 100 and round(found, 1) == found
