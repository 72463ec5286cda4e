"""Reading JSON files within 1 MiB, and writing files atomically."""

from __future__ import annotations

import errno
import os
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from dq_desktop.formats.errors import FileFormatError
from dq_desktop.formats.json_files import (
    MAX_DEPTH,
    MAX_FILE_BYTES,
    depth,
    parse_json_bytes,
    read_json_file,
    write_text_atomic,
)

Replace = Callable[[str, str], None]


def padded_json(size: int) -> bytes:
    """A JSON object of exactly ``size`` bytes."""
    head = b'{"format": "dq-position/1"}'
    return head + b" " * (size - len(head))


def test_a_file_of_exactly_1_mib_is_read(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(padded_json(MAX_FILE_BYTES))
    assert read_json_file(path) == {"format": "dq-position/1"}


def test_a_file_one_byte_over_1_mib_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(padded_json(MAX_FILE_BYTES + 1))
    with pytest.raises(FileFormatError, match="larger than 1 MiB"):
        read_json_file(path)


@pytest.fixture
def saved(tmp_path: Path) -> Path:
    """A file that holds ``old``, alone in its folder."""
    target = tmp_path / "save.json"
    target.write_text("old", encoding="utf-8")
    return target


def leftovers(target: Path) -> list[str]:
    """What else is in the folder of ``target``: temporary files left behind."""
    return sorted(entry.name for entry in target.parent.iterdir() if entry != target)


def replace_with(monkeypatch: pytest.MonkeyPatch, replace: Replace) -> None:
    """Make the final move of ``write_text_atomic`` call ``replace``, without waiting."""
    monkeypatch.setattr(os, "replace", replace)
    monkeypatch.setattr(time, "sleep", lambda seconds: None)


def test_writing_replaces_the_content_and_leaves_no_temporary_file(saved: Path) -> None:
    write_text_atomic(saved, "new ✓")
    assert saved.read_text(encoding="utf-8") == "new ✓"
    assert leftovers(saved) == []


def test_writing_creates_missing_folders(tmp_path: Path) -> None:
    target = tmp_path / "saves" / "2024" / "game.json"
    write_text_atomic(target, "{}")
    assert target.read_text(encoding="utf-8") == "{}"


def test_a_failed_write_keeps_the_old_content_and_no_temporary_file(
    saved: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Atomic writing: when the final move fails, the old file is whole and nothing is left."""

    def disk_full(source: str, destination: str) -> None:
        raise OSError(28, "No space left on device")

    replace_with(monkeypatch, disk_full)
    with pytest.raises(OSError, match="No space left"):
        write_text_atomic(saved, "new")
    assert saved.read_text(encoding="utf-8") == "old"
    assert leftovers(saved) == []


def test_a_file_held_for_a_moment_is_moved_on_a_later_try(
    saved: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Where another program holds the file for a moment (Windows), the move is retried."""
    real_replace = os.replace
    attempts: list[str] = []

    def held_twice(source: str, destination: str) -> None:
        attempts.append(source)
        if len(attempts) <= 2:
            raise PermissionError(13, "The process cannot access the file")
        real_replace(source, destination)

    replace_with(monkeypatch, held_twice)
    write_text_atomic(saved, "new")
    assert len(attempts) == 3
    assert saved.read_text(encoding="utf-8") == "new"
    assert leftovers(saved) == []


def test_a_file_held_for_good_keeps_the_old_content(
    saved: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The retries end: the error is raised, the old file whole, nothing left behind."""

    def always_held(source: str, destination: str) -> None:
        raise PermissionError(13, "The process cannot access the file")

    replace_with(monkeypatch, always_held)
    with pytest.raises(PermissionError):
        write_text_atomic(saved, "new")
    assert saved.read_text(encoding="utf-8") == "old"
    assert leftovers(saved) == []


@pytest.mark.parametrize("name", ["a" * 250 + ".json", "é" * 125 + ".json"])
def test_a_name_of_255_bytes_the_disk_takes_is_written(tmp_path: Path, name: str) -> None:
    """The temporary beside it is named after it, cut short to fit the same limit."""
    write_text_atomic(tmp_path / name, "{}")
    assert (tmp_path / name).read_text(encoding="utf-8") == "{}"
    assert [path.name for path in tmp_path.iterdir()] == [name]


def test_a_failed_write_names_the_file_not_its_temporary(tmp_path: Path) -> None:
    """What the player is told names the file he asked for (never ``.x.json.k2j4hq1z``)."""
    target = tmp_path / "read-only" / "game.json"
    target.parent.mkdir()
    with open_with_failing_write(), pytest.raises(OSError) as raised:
        write_text_atomic(target, "{}")
    assert raised.value.filename == str(target)
    assert raised.value.errno == errno.ENOSPC


@contextmanager
def open_with_failing_write() -> Iterator[None]:
    """Every ``os.fsync`` fails as a full disk would (where a write's lack of space shows)."""

    def full(_descriptor: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(os, "fsync", full)
        yield


# --- what JSON is, bounded -----------------------------------------------------------


@pytest.mark.parametrize("text", ['{"a": NaN}', '{"a": Infinity}', '{"a": -Infinity}',
                                  '{"a": 1e400}'])
def test_numbers_json_does_not_have_are_refused(text: str) -> None:
    """NaN and the infinities are Python's, not JSON's; 1e400 is no finite number."""
    with pytest.raises(FileFormatError, match="not JSON"):
        parse_json_bytes("f.json", text.encode())


def nested(levels: int) -> bytes:
    return b'{"a": ' + b"[" * (levels - 1) + b"]" * (levels - 1) + b"}"


def test_a_file_nested_within_the_bound_is_read() -> None:
    data = parse_json_bytes("f.json", nested(MAX_DEPTH))
    assert isinstance(data["a"], list)


def test_a_file_nested_deeper_than_the_bound_is_refused_whatever_the_stack() -> None:
    """Refused by its depth, not by how much of Python's stack the reader has left."""
    with pytest.raises(FileFormatError, match=f"nested more than {MAX_DEPTH} levels deep"):
        parse_json_bytes("f.json", nested(MAX_DEPTH + 1))


def test_brackets_inside_strings_are_not_nesting() -> None:
    text = '{"a": "' + "[{" * 1000 + '\\"[" , "b": ["]]]"]}'
    assert parse_json_bytes("f.json", text.encode())["b"] == ["]]]"]


def test_a_long_key_given_twice_is_named_cut_short() -> None:
    key = "k" * 100_000
    with pytest.raises(FileFormatError, match="given twice") as refused:
        parse_json_bytes("f.json", f'{{"{key}": 1, "{key}": 2}}'.encode())
    assert len(str(refused.value)) < 200


@pytest.mark.parametrize(("text", "levels"), [
    ('{"a": "\\"[[", "b": [1]}', 2),  # an escaped quote does not end the string
    ('["\\\\", [1]]', 2),  # an escaped backslash before the closing quote
    ('[["never closed [[[', 2),  # what a string left open holds is not counted
    ('[["\\', 2),  # nor a lone backslash at the very end
])
def test_the_depth_is_counted_outside_strings(text: str, levels: int) -> None:
    assert depth(text) == levels
