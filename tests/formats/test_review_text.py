"""The move list's notation, as chess annotates: ``7. D3 k2c ?`` — the field's number, the
field, the tile placed (``@180`` turned) and the verdict's mark (none for best or good)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from dq_desktop.engine.analysis.review import Verdict
from dq_desktop.engine.fields import Field
from dq_desktop.engine.game import Move
from dq_desktop.formats.review_text import annotated_move
from tests.engine.analysis.reviewed import reviewed


@pytest.mark.parametrize(("verdict", "mark"), [
    (Verdict.BRILLIANT, " !"), (Verdict.BEST, ""), (Verdict.GOOD, ""),
    (Verdict.INACCURACY, " ?!"), (Verdict.MISTAKE, " ?"), (Verdict.BLUNDER, " ??")])
def test_each_verdict_has_its_chess_mark(verdict: Verdict, mark: str) -> None:
    placement = replace(reviewed()[1].placements[6], field=Field.parse("D3"),
                        played=Move("k2c", False), verdict=verdict)
    assert annotated_move(placement) == "7. D3 k2c" + mark


def test_a_turned_tile_is_written_as_the_command_line_writes_it() -> None:
    placement = replace(reviewed()[1].placements[0], played=Move("k3c", True),
                        verdict=Verdict.MISTAKE)
    assert annotated_move(placement) == f"1. {placement.field.name} k3c@180 ?"
