"""The seats of a recorded game: as the record names their players and kinds (``human``,
``bot:NAME``, or none: a human), each with its seat's colour."""

from __future__ import annotations

from dq_desktop.ui.common.seats import HUMAN, Seat, seats_of_record


def test_a_records_kinds_become_seats_humans_and_computers() -> None:
    seats = seats_of_record(["Ana", "greedy 2", "Ben"], ["human", "bot:greedy", None])
    assert seats == (Seat("Ana", HUMAN, 0), Seat("greedy 2", "greedy", 1),
                     Seat("Ben", HUMAN, 2))
    assert [seat.record_kind for seat in seats] == ["human", "bot:greedy", "human"]
