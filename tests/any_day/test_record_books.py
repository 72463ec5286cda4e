"""A record book from any day: at the start a finished game waiting from before is stored
in it (or waits, and that is said); an older book is brought up to date keeping every
game; a newer one, or another program's, is left as it is and said; a damaged one is kept
under a dated name, said once, and a new one started. The program plays on, and the
Records window opens or says why not."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from dq_desktop.storage.record_book import RecordBook
from tests.any_day import book_variants
from tests.any_day.book_variants import BookCase
from tests.any_day.checks import set_aside_copies
from tests.any_day.game_variants import finished
from tests.any_day.program import (
    QUICK_SETTINGS,
    Program,
    book_work_done,
    place_a_tile,
    run_program,
)
from tests.any_day.test_waiting_games import waiting_file
from tests.any_day.variants import MAX_WORDS, as_bytes


@pytest.mark.parametrize("case", book_variants.cases(), ids=str)
def test_a_record_book_from_any_day(
    case: BookCase, folder: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    (folder / "settings.json").write_text(QUICK_SETTINGS)
    book = folder / "records.sqlite3"
    case.make(book)
    content = book.read_bytes()
    waiting = waiting_file(folder, as_bytes(finished()))

    def then(program: Program) -> None:
        assert program.window is not None
        place_a_tile(qtbot, program)
        book_work_done(qtbot, program)  # the waiting game: recorded, or said to wait
        side = program.window.side
        side.records_window()
        if side.records is not None and side.records.model.games:  # each game replays
            for entry in side.records.model.games:
                side.records.select_game(entry.id)
                side.records.replay()

    program = run_program(folder, qtbot, monkeypatch, then)
    moved = set_aside_copies(book)
    if case.set_aside is True:
        assert len(moved) == 1, program.words
    if case.set_aside is False:
        assert moved == [], program.words
    for copy in moved:
        assert copy.read_bytes() == content, "the book set aside is not the book found"
        assert program.told_about(copy.name) == 1, program.words
        with RecordBook.open(book) as started:  # the new book took the waiting game
            assert started.count() == 1
        assert not waiting.exists()
    if case.refused:
        assert book.read_bytes() == content, "a book refused must be left as it is"
        assert waiting.exists(), "the waiting game waits on"
    for words in case.says:
        assert words in program.words, program.words
    if case.games is not None:
        with RecordBook.open(book) as opened:
            assert opened.count() == case.games
        assert not waiting.exists()
        assert program.said == [], program.words
    assert all(len(said.text) <= MAX_WORDS for said in program.said)
