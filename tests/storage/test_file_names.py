"""Every file name the program makes is valid on Windows (storage/file_names.py)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dq_desktop.storage import paths
from dq_desktop.storage.file_names import windows_problem
from dq_desktop.storage.set_aside import set_aside


@pytest.mark.parametrize(
    ("name", "problem"),
    [
        ("autosave-2026-11-24T19:05:00.json", "':' is reserved"),
        ("records|old.sqlite3", "'|' is reserved"),
        ("what?.json", "'?' is reserved"),
        ("tab\there.json", "reserved"),
        ("CON", "device"),
        ("aux.json", "device"),
        ("Com1.txt", "device"),
        ("lpt9", "device"),
        ("game.", "dot or a space"),
        ("game ", "dot or a space"),
        ("", "empty"),
        ("x" * 256, "longer"),
    ],
)
def test_names_windows_refuses_are_found_out(name: str, problem: str) -> None:
    found = windows_problem(name)
    assert found is not None and problem in found


@pytest.mark.parametrize(
    "name",
    [paths.SETTINGS_FILE, paths.RECORD_BOOK_FILE, paths.AUTOSAVE_FILE, paths.SAVES_FOLDER,
     paths.UNRECORDED_FOLDER, "game-0123456789abcdef.json",
     "don-quixote.json", "don-quixote-records.csv", "console.json", "records.sqlite3-wal"],
)
def test_the_programs_own_names_are_valid_on_windows(name: str) -> None:
    assert windows_problem(name) is None


@given(
    when=st.datetimes(min_value=datetime(2000, 1, 1), max_value=datetime(2999, 12, 31),
                      timezones=st.just(timezone(timedelta(hours=1)))),
    taken=st.integers(min_value=0, max_value=3),
    name=st.sampled_from([paths.SETTINGS_FILE, paths.RECORD_BOOK_FILE, paths.AUTOSAVE_FILE]),
)
def test_the_dated_names_of_files_set_aside_are_valid_on_windows(
    tmp_path_factory: pytest.TempPathFactory, when: datetime, taken: int, name: str
) -> None:
    """A damaged file is kept under a dated name; a ':' in the stamp would break Windows."""
    folder = tmp_path_factory.mktemp("aside")
    stamp = when.strftime("%Y%m%d-%H%M%S")
    original = Path(name)
    for number in range(1, taken + 1):  # earlier files set aside in the same second
        suffix = "" if number == 1 else f"-{number}"
        (folder / f"{original.stem}.bad-{stamp}{suffix}{original.suffix}").write_text("")
    (folder / name).write_text("damaged")
    moved = set_aside(folder / name, "damaged", when)
    assert moved.moved_to is not None
    assert windows_problem(moved.moved_to.name) is None
    assert windows_problem(moved.moved_to.name + "-wal") is None
