"""What a game file says about how the game is played: which seats used an aid, and
whether it is the guided game.

Rules checked: the marks written are read back as they were; a file without them (an
older version's) is unaided and not guided; the first form ``"assisted": true`` marks
every human seat, never a computer's; a value that cannot be read never makes a game
unaided; the first form is still written, so that an older version reads an assisted
game as assisted.
"""

from __future__ import annotations

from typing import Any

import pytest

from dq_desktop.formats.game_marks import GameMarks, marks_of, marks_to_json

KINDS: list[str | None] = ["human", "bot:greedy", None]
"""Ana (a human), a computer, Ben (a human: no kind written)."""
HUMANS = frozenset({0, 2})


@pytest.mark.parametrize("marks", [GameMarks(), GameMarks(frozenset({2})),
                                   GameMarks(frozenset({0, 2}), guided=True)])
def test_the_marks_written_are_read_back(marks: GameMarks) -> None:
    assert marks_of(marks_to_json(marks), KINDS) == marks


def test_a_file_without_marks_is_unaided_and_not_guided() -> None:
    assert marks_of({}, KINDS) == GameMarks()


def test_the_first_form_marks_every_human_seat() -> None:
    assert marks_of({"assisted": True}, KINDS) == GameMarks(HUMANS)
    assert marks_of({"assisted": False}, KINDS) == GameMarks()


def test_an_assisted_game_is_assisted_for_an_older_version_too() -> None:
    """Older versions read only ``"assisted": true``."""
    assert marks_to_json(GameMarks(frozenset({2})))["assisted"] is True
    assert marks_to_json(GameMarks())["assisted"] is False


@pytest.mark.parametrize("data", [
    {"assisted": "yes"},
    {"assisted": None},
    {"assisted": 1.5},
    {"assisted": True, "assisted_seats": "2"},
    {"assisted": True, "assisted_seats": [3]},
    {"assisted": True, "assisted_seats": [-1]},
    {"assisted": True, "assisted_seats": [True]},
    {"assisted": False, "assisted_seats": [0, 0, 0, 0]},
    {"assisted": False, "assisted_seats": {"0": 1}},
], ids=repr)
def test_a_mark_that_cannot_be_read_counts_as_an_aid_for_every_human(
    data: dict[str, Any],
) -> None:
    assert marks_of(data, KINDS).assisted == HUMANS


def test_the_seats_listed_are_assisted_even_where_the_first_form_disagrees() -> None:
    """A hand edit that says unaided and lists a seat: the seat stays assisted."""
    assert marks_of({"assisted": False, "assisted_seats": [2]}, KINDS).assisted == {2}


def test_only_true_makes_a_game_guided() -> None:
    assert marks_of({"guided": True}, KINDS).guided
    assert not marks_of({"guided": "yes"}, KINDS).guided
