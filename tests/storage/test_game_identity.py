"""A finished game's identity is written with its record and read back only when it is
what the program writes: both keys, a date in range with its offset, 32 hex digits."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from dq_desktop.storage.game_identity import (
    FINISHED_AT_KEY,
    GAME_UID_KEY,
    identity_of,
    new_identity,
)

MARCH = datetime(2025, 3, 1, 18, 30, 15, 123456, tzinfo=UTC)


def test_an_identity_read_back_stamps_the_same_keys() -> None:
    """What ``unrecorded/`` keeps and what the book digests are the same, to the second."""
    identity = new_identity(MARCH)
    stamped = identity.stamp({"format": "dq-game/1"})
    found = identity_of(stamped)
    assert found is not None and found.uid == identity.uid
    assert found.stamp({}) == identity.stamp({})
    assert stamped[FINISHED_AT_KEY] == "2025-03-01T18:30:15+00:00"


def test_two_games_finished_in_the_same_second_differ() -> None:
    assert new_identity(MARCH).stamp({}) != new_identity(MARCH).stamp({})


@pytest.mark.parametrize("data", [
    None, [], {},
    {FINISHED_AT_KEY: "2025-03-01T18:30:15+00:00"},
    {GAME_UID_KEY: "0" * 32},
    {FINISHED_AT_KEY: "2025-03-01T18:30:15+00:00", GAME_UID_KEY: "0" * 31},
    {FINISHED_AT_KEY: "2025-03-01T18:30:15+00:00", GAME_UID_KEY: "G" * 32},
    {FINISHED_AT_KEY: "2025-03-01T18:30:15+00:00", GAME_UID_KEY: 7},
    {FINISHED_AT_KEY: "2025-03-01T18:30:15", GAME_UID_KEY: "0" * 32},
    {FINISHED_AT_KEY: "0001-01-01T00:00:00+00:00", GAME_UID_KEY: "0" * 32},
    {FINISHED_AT_KEY: "yesterday", GAME_UID_KEY: "0" * 32},
    {FINISHED_AT_KEY: "2025-03-01T18:30:15+00:00" + " " * 40, GAME_UID_KEY: "0" * 32},
    {FINISHED_AT_KEY: 1740853815, GAME_UID_KEY: "0" * 32},
])
def test_an_identity_the_program_did_not_write_is_not_used(data: Any) -> None:
    assert identity_of(data) is None
