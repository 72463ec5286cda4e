"""The settings read before the window shows: any damage gives the defaults, at once.

A damaged file is set aside with a message later, by the full settings reader; these
two values must never stop a start, whatever the file holds or is."""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dq_desktop.storage.early_settings import (
    LANGUAGE_CHOICES,
    EarlySettings,
    read_early_settings,
    usable_geometry,
)
from dq_desktop.storage.paths import DataDirs
from dq_desktop.storage.settings import load_settings

NESTED = b'{"language": ' + b"[" * 1000 + b"]" * 1000 + b"}"
"""2 KB that make Python's JSON reader raise RecursionError."""


def test_the_language_and_the_geometry_are_read(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"language": "de", "window_geometry": "AAA="}')
    assert read_early_settings(path) == EarlySettings("de", "AAA=")


@pytest.mark.parametrize(
    "content",
    [NESTED, b"\xff\xfe", b"[1, 2]", b'{"language": 5}', b"{" * 10, b"1" * 5000],
    ids=["nested 1000 deep", "not UTF-8", "not an object", "wrong type", "broken",
         "huge number"],
)
def test_any_damage_gives_the_defaults(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    assert read_early_settings(path) == EarlySettings()


@pytest.mark.parametrize("geometry", ["é", "x", "AAA", "A" * 2000, "AAA=\n", 5, ["AAA="]])
def test_a_geometry_the_window_cannot_take_gives_none_and_keeps_the_language(
    tmp_path: Path, geometry: object
) -> None:
    """The window is given bytes decoded from base64: anything else once stopped the start."""
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": "de", "window_geometry": geometry}))
    assert read_early_settings(path) == EarlySettings("de", "")


@settings(deadline=None)  # files on a loaded machine: no time limit per example
@given(st.dictionaries(st.sampled_from(["language", "window_geometry", "aids"]),
                       st.recursive(st.none() | st.booleans() | st.integers() | st.text(),
                                    lambda inner: st.lists(inner, max_size=3)
                                    | st.dictionaries(st.text(max_size=3), inner, max_size=3),
                                    max_leaves=6)))
def test_whatever_the_values_the_early_reader_gives_ones_the_window_takes(
    values: dict[str, object],
) -> None:
    """The same rules as the full reader: a geometry it reads, the full reader keeps."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "settings.json"
        path.write_text(json.dumps(values), encoding="utf-8")
        early = read_early_settings(path)
        full, _ = load_settings(path)
    assert early.language in LANGUAGE_CHOICES
    assert usable_geometry(early.window_geometry)
    early.window_geometry.encode("ascii")  # what the window does with it: never raises
    assert early.window_geometry == full.window_geometry


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and /dev are POSIX")
def test_a_fifo_or_a_link_to_dev_zero_gives_the_defaults_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    assert read_early_settings(fifo) == EarlySettings()
    zero = tmp_path / "zero.json"
    zero.symlink_to("/dev/zero")
    assert read_early_settings(zero) == EarlySettings()


def test_a_settings_file_nested_1000_deep_is_set_aside_by_the_full_reader(
    tmp_path: Path,
) -> None:
    path = DataDirs.under(tmp_path).settings_file
    path.write_bytes(NESTED)
    settings, moved = load_settings(path)
    assert settings.language == "system"
    assert len(moved) == 1 and moved[0].moved_to is not None and moved[0].moved_to.exists()
    assert "nested more than 64 levels deep" in moved[0].fault
