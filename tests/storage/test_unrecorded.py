"""Reading the games waiting for the record book: each file alone; one that cannot be
read is set aside, and never keeps the others from being recorded."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from dq_desktop.formats.game_record import game_from_record, record_of_game
from dq_desktop.storage import unrecorded as module
from dq_desktop.storage.unrecorded import Unrecorded
from tests.storage.games import played


def test_a_file_the_reader_fails_on_unexpectedly_is_set_aside_and_the_others_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """Whatever the reader raises (a fault it did not foresee), the start goes on: the
    file is kept under a dated name, saying what went wrong (its traceback in the log),
    and the next game is read."""
    folder = tmp_path / "unrecorded"
    unrecorded = Unrecorded(folder)
    breaking = unrecorded.keep(played(5), ["human"], assisted=False)
    fine = unrecorded.keep(played(6), ["human"], assisted=False)

    def reader(data: Any, source: str = "") -> Any:
        if source == str(breaking):
            raise RuntimeError("a fault nobody foresaw")
        return game_from_record(data, source)

    monkeypatch.setattr(module, "game_from_record", reader)
    found, problems = unrecorded.waiting()
    assert [waiting.path for waiting in found] == [fine]
    [problem] = problems
    assert problem.file == breaking and "RuntimeError" in problem.fault
    assert problem.moved_to is not None and problem.moved_to.exists()
    assert not breaking.exists()
    assert "a fault nobody foresaw" in caplog.text


def test_a_waiting_game_of_a_newer_format_is_set_aside_saying_so(tmp_path: Path) -> None:
    folder = tmp_path / "unrecorded"
    folder.mkdir()
    newer = folder / "game-00000000000000aa.json"
    record = record_of_game(played(5), ["human"]) | {"format": "dq-game/2"}
    newer.write_text(json.dumps(record), encoding="utf-8")
    found, [problem] = Unrecorded(folder).waiting()
    assert found == []
    assert "written by a newer version" in problem.fault
    assert problem.moved_to is not None and problem.moved_to.read_text(encoding="utf-8") \
        == json.dumps(record)
