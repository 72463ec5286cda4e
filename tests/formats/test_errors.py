"""A fault found in a file is named in a few words: where, what, and a short quote of the
value, never the value whole."""

from __future__ import annotations

import pytest
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from dq_desktop.formats.errors import MAX_QUOTED, from_validation, place_of


class Named(BaseModel):
    model_config = ConfigDict(strict=True)

    name: str = Field(max_length=40)
    seats: dict[str, int] = {}


def fault(data: object) -> str:
    with pytest.raises(ValidationError) as refused:
        Named.model_validate(data)
    return str(from_validation("f.json", refused.value))


def test_a_long_value_is_quoted_cut_short() -> None:
    message = fault({"name": "Ж" * 150_000})
    assert message.startswith("f.json: name: String should have at most 40 characters (got 'ЖЖ")
    assert message.endswith("…)")
    assert len(message) < 100 + MAX_QUOTED


def test_a_huge_number_is_quoted_cut_short() -> None:
    message = fault({"name": 10**300})
    assert "(got 1000" in message and len(message) < 100 + MAX_QUOTED


def test_a_short_value_is_quoted_whole() -> None:
    assert fault({"name": 5}) == "f.json: name: Input should be a valid string (got 5)"


def test_a_long_key_in_a_place_is_cut_short() -> None:
    assert len(place_of(["seats", "k" * 10_000, 3])) < 20 + MAX_QUOTED
    assert place_of(["tiles", 3, "roads"]) == "tiles[3].roads"
