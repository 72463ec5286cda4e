"""The settings read before the window shows: any damage gives the defaults, at once.

A damaged file is set aside with a message later, by the full settings reader; these
two values must never stop a start, whatever the file holds or is."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from dq_desktop.storage.early_settings import EarlySettings, read_early_settings
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
