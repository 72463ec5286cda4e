"""The seats of a game: as a record names their players and kinds (``human``,
``bot:NAME``, or none: a human), each with its seat's colour; the table a new game is
played at (the settings', or the program's own); a computer player this version does not
know, replaced by the normal one and said; who plays a seat after its computer failed."""

from __future__ import annotations

import pytest

from dq_desktop.engine.errors import DqError
from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.ui.common.seats import (
    HUMAN,
    STAND_IN,
    GameSetup,
    Seat,
    StandIn,
    Table,
    known_table,
    seats_of_record,
    stand_in_after_failure,
)


def test_a_records_kinds_become_seats_humans_and_computers() -> None:
    seats = seats_of_record(["Ana", "greedy 2", "Ben"], ["human", "bot:greedy", None])
    assert seats == (Seat("Ana", HUMAN, 0), Seat("greedy 2", "greedy", 1),
                     Seat("Ben", HUMAN, 2))
    assert [seat.record_kind for seat in seats] == ["human", "bot:greedy", "human"]


def test_the_table_to_play_without_settings_is_the_programs_own() -> None:
    """Settings never accepted (none, or an empty table): one human who chose no name."""
    from dq_desktop.storage.settings import Settings
    from dq_desktop.ui.common.seats import table_to_play

    for settings in (None, Settings(), Settings(default_players=[])):
        assert table_to_play(settings) == Table((Seat("You", HUMAN, 0),))


def test_the_settings_table_is_played_as_kept_its_unnamed_seat_the_programs() -> None:
    from dq_desktop.storage.settings import SeatSettings, Settings
    from dq_desktop.ui.common.seats import table_to_play

    settings = Settings(default_players=[SeatSettings(), SeatSettings(name="Ana", colour=3),
                                         SeatSettings(name="Sie", kind="expert", colour=1)])
    assert table_to_play(settings) == Table((Seat("You", HUMAN, 0), Seat("Ana", HUMAN, 3),
                                             Seat("You", "expert", 1)))


def test_an_unknown_computer_player_is_replaced_and_said() -> None:
    table = known_table((Seat("Ana", HUMAN, 0), Seat("Rocinante", "grandmaster", 1)))
    assert table.seats == (Seat("Ana", HUMAN, 0), Seat("Rocinante", STAND_IN, 1))
    assert table.stand_ins == (StandIn(1, "Rocinante", "grandmaster", STAND_IN),)


def test_a_known_player_written_in_other_capitals_is_that_player_unsaid() -> None:
    table = known_table((Seat("Ana", " Human", 0), Seat("Rocinante", "Expert", 1)))
    assert table == Table((Seat("Ana", HUMAN, 0), Seat("Rocinante", "expert", 1)))


def test_a_table_with_an_unknown_player_is_refused_when_made() -> None:
    with pytest.raises(DqError, match="grandmaster"):
        GameSetup((Seat("Ana", HUMAN, 0), Seat("R", "grandmaster", 1)),
                  builtin_tileset("classic"), 1)


def test_a_failed_computer_player_gives_way_to_simpler_ones_never_round() -> None:
    assert stand_in_after_failure("expert") == "greedy"
    assert stand_in_after_failure("normal") == "greedy"
    assert stand_in_after_failure("greedy") == "random"
    assert stand_in_after_failure("random") == ""


def test_a_records_program_name_in_any_language_is_no_name_chosen() -> None:
    """An older version wrote the word of the moment; the seat keeps the program's own."""
    seats = seats_of_record(["Vous", "Sie", "Ana"], ["human", "human", None])
    assert [seat.name for seat in seats] == ["You", "You", "Ana"]
