"""A fault found in a file is said in one short line: a bad value is quoted, but never
more than a few dozen characters of it (a hand-edited file may hold a megabyte)."""

from __future__ import annotations

import pytest
from pydantic import BaseModel, ConfigDict, ValidationError

from dq_desktop.formats.errors import MAX_VALUE_SHOWN, from_validation


class Named(BaseModel):
    model_config = ConfigDict(strict=True)

    name: str
    count: int


def fault(data: dict[str, object]) -> str:
    with pytest.raises(ValidationError) as caught:
        Named.model_validate(data)
    return from_validation("file.json", caught.value).problem


def test_a_bad_value_is_quoted() -> None:
    assert fault({"name": "Ana", "count": "three"}).endswith("(got 'three')")


def test_a_long_bad_value_is_quoted_cut_short() -> None:
    problem = fault({"name": "Ana", "count": "x" * 1_000_000})
    assert problem.endswith("…)")
    assert len(problem) < MAX_VALUE_SHOWN + 80
