"""``settings.json`` from any day: the program starts, says once what it set aside (kept
under a dated name), keeps what it could read, and a tile can be placed."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from tests.any_day import settings_variants
from tests.any_day.checks import check_set_aside
from tests.any_day.program import Program, play_on, run_program
from tests.any_day.variants import Case, as_bytes, newer_keys


@pytest.mark.parametrize("case", settings_variants.cases(), ids=str)
def test_settings_from_any_day(
    case: Case, folder: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = folder / "settings.json"
    settings.write_bytes(case.content)
    kept: dict[str, Any] = {}

    def then(program: Program) -> None:
        play_on(qtbot, program)
        assert program.window is not None and program.window.view.files is not None
        read = program.window.view.files.settings
        kept.update({key: getattr(read, key) for key in case.kept})

    program = run_program(folder, qtbot, monkeypatch, then)
    check_set_aside(program, settings, case)
    assert kept == case.kept


def test_a_newer_versions_keys_are_written_back(
    folder: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The window's place is written at closing; what a newer version keeps stays."""
    settings = folder / "settings.json"
    settings.write_bytes(as_bytes(newer_keys(settings_variants.BASE, settings_variants.MAPS)))
    run_program(folder, qtbot, monkeypatch, lambda program: play_on(qtbot, program))
    written = json.loads(settings.read_text(encoding="utf-8"))
    assert written["window_geometry"]  # written at closing
    assert written["from_a_newer_version"] == {"level": 0, "list": [1, "two"]}
    assert [seat["from_a_newer_version"]["level"] for seat in written["default_players"]] \
        == [2, 2]
    assert written["window_sizes"]["records"]["from_a_newer_version"]["level"] == 2
