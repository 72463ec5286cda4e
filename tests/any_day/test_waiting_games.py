"""A finished game waiting in ``unrecorded/`` from any day: recorded at the start when it
can be read; otherwise kept under a dated name and said once; the program plays on."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from dq_desktop.storage.record_book import RecordBook
from tests.any_day import game_variants
from tests.any_day.checks import check_set_aside
from tests.any_day.program import (
    QUICK_SETTINGS,
    Program,
    book_work_done,
    play_on,
    run_program,
)
from tests.any_day.variants import Case

WAITING = "game-0123456789abcdef.json"
"""A name of the form the folder's files have (a digest's first 16 hexadecimal digits)."""


def waiting_file(folder: Path, content: bytes) -> Path:
    waiting = folder / "unrecorded" / WAITING
    waiting.parent.mkdir()
    waiting.write_bytes(content)
    return waiting


@pytest.mark.parametrize("case", game_variants.waiting_cases(), ids=str)
def test_a_waiting_game_from_any_day(
    case: Case, folder: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    (folder / "settings.json").write_text(QUICK_SETTINGS)
    waiting = waiting_file(folder, case.content)

    def then(program: Program) -> None:
        play_on(qtbot, program)
        book_work_done(qtbot, program)

    program = run_program(folder, qtbot, monkeypatch, then)
    moved = check_set_aside(program, waiting, case)
    if moved:  # the only game waiting is set aside: none waits, none will be recorded
        assert "will be recorded" not in program.words, program.words
    if case.set_aside is not None:
        with RecordBook.open(folder / "records.sqlite3") as book:
            assert book.count() == (0 if moved else 1)
