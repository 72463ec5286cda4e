"""Files from any day: what a file may hold when the program meets it.

A case is the bytes of one file and what the program must do with them. The
generators here make, from one file as this version writes it, the forms a
player's folder may hold after years with the program: an older version's (keys
it did not write yet), a newer version's (keys, values and format numbers this
version does not know), a hand edit (each value of the wrong type, out of range,
huge, nested deep, in another script), and the file cut short at several places.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

Path_ = tuple[str | int, ...]
"""A place in a JSON document: keys and list indexes, from the top."""

HUGE_TEXT = "Ж" * 150_000
"""A string far longer than any the program keeps (300 KB of UTF-8, under the 1 MiB bound)."""
DEEP = 5_000
"""Nesting levels of a value deeper than any file of the program (and than Python's stack)."""
MAX_WORDS = 4_000
"""The longest message box text a file may cause: what it quotes of a file is bounded."""


@dataclass(frozen=True)
class Case:
    """One file's bytes and what the program must do with them."""

    name: str
    content: bytes
    set_aside: bool | None
    """The file must be moved aside under a dated name and said (``True``), must be used
    as it is (``False``), or either, said when moved (``None``: the rule is another
    item's to choose)."""
    says: tuple[str, ...] = ()
    """Besides the file's names, what the words must name: the place of the fault."""
    kept: dict[str, Any] = field(default_factory=dict)
    """Values of the file that must survive (for settings: key → value)."""
    item: int | None = None
    """The item of issue 34 this case reproduces, when it is one."""

    def __str__(self) -> str:
        return self.name


def as_bytes(data: Any, *, indent: int | None = 1) -> bytes:
    return (json.dumps(data, indent=indent, ensure_ascii=False) + "\n").encode("utf-8")


def place_name(path: Path_) -> str:
    """``("players", 0, "kind")`` → ``players[0].kind``, as the readers name places."""
    text = ""
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else part)
    return text


def setting(data: Any, path: Path_, value: Any) -> Any:
    """A copy of ``data`` with the value at ``path`` replaced (or added)."""
    changed = copy.deepcopy(data)
    parent = changed
    for part in path[:-1]:
        parent = parent[part]
    parent[path[-1]] = value
    return changed


def removing(data: Any, path: Path_) -> Any:
    changed = copy.deepcopy(data)
    parent = changed
    for part in path[:-1]:
        parent = parent[part]
    del parent[path[-1]]
    return changed


def value_at(data: Any, path: Path_) -> Any:
    for part in path:
        data = data[part]
    return data


def places(data: Any, path: Path_ = ()) -> Iterator[Path_]:
    """Every place in ``data`` (the first element only of each list: they repeat)."""
    if isinstance(data, dict):
        for key, value in data.items():
            yield (*path, key)
            yield from places(value, (*path, key))
    elif isinstance(data, list) and data:
        yield (*path, 0)
        yield from places(data[0], (*path, 0))


def objects(data: Any, path: Path_ = ()) -> Iterator[Path_]:
    """The place of every JSON object in ``data``."""
    if isinstance(data, dict):
        yield path
        for key, value in data.items():
            yield from objects(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from objects(value, (*path, index))


def wrong_type(value: Any) -> Any:
    """A value of another JSON type than ``value``'s, as a careless hand edit leaves."""
    if isinstance(value, bool):
        return "yes"
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, str):
        return 5
    if isinstance(value, list):
        return {"0": value[0] if value else None}
    if isinstance(value, dict):
        return [value]
    return {"unexpected": True}


def deep(levels: int = DEEP) -> bytes:
    """A JSON value nested ``levels`` lists deep."""
    return b"[" * levels + b"]" * levels


def with_raw(data: dict[str, Any], key: str, raw: bytes) -> bytes:
    """``data`` as a file with one more key whose value is the raw JSON ``raw``."""
    text = as_bytes(data, indent=None).rstrip()
    assert text.endswith(b"}")
    return text[:-1] + b', "' + key.encode() + b'": ' + raw + b"}\n"


def newer_keys(data: dict[str, Any], maps: tuple[Path_, ...] = ()) -> dict[str, Any]:
    """``data`` with a key of a newer version in every object, at every level; not in the
    ``maps``, objects whose keys are data (window names, castle values), not names of
    values."""
    changed = copy.deepcopy(data)
    for path in objects(data):
        if path not in maps:
            value_at(changed, path)["from_a_newer_version"] = {"level": len(path),
                                                               "list": [1, "two"]}
    return changed


def label(value: Any) -> str:
    """A short ASCII name of ``value`` for a case's name."""
    text = json.dumps(value)
    return "huge" if len(text) > 24 else text.encode("ascii", "backslashreplace").decode()


def cut_short(content: bytes) -> Iterator[tuple[int, bytes]]:
    """``content`` cut at several places: nothing left, one byte, a third, a half, all but
    the last two bytes (a JSON file's closing brace and line end)."""
    seen = set()
    for offset in (0, 1, len(content) // 3, len(content) // 2, len(content) - 2):
        if 0 <= offset < len(content) and offset not in seen:
            seen.add(offset)
            yield offset, content[:offset]


def cut_cases(kind: str, content: bytes, **expect: Any) -> list[Case]:
    return [Case(f"{kind}-cut-at-{offset}", cut, True, **expect)
            for offset, cut in cut_short(content)]


def byte_cases(kind: str, data: dict[str, Any]) -> list[Case]:
    """Bytes no JSON reader takes, as editors and disks leave them."""
    text = as_bytes(data)
    return [
        Case(f"{kind}-latin-1", text.replace(b"{", b"{\xe9", 1), True),
        Case(f"{kind}-nul-bytes", b"\0" * 64, True),
        Case(f"{kind}-bom-of-a-windows-editor", b"\xef\xbb\xbf" + text, True),
        Case(f"{kind}-not-an-object", as_bytes([data]), True),
        Case(f"{kind}-nan", with_raw(data, "from_a_newer_version", b"NaN"), True),
        Case(f"{kind}-key-twice", with_raw(data, "format", b'"x"'), True, says=("format",)),
        Case(f"{kind}-nested-too-deep", with_raw(data, "from_a_newer_version", deep()), True),
    ]
