"""One error type for every fault found in a file, with its file and place."""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import ValidationError

from dq_desktop.engine.errors import DqError


class FileFormatError(DqError):
    """A file that cannot be read: names the file, the place in it, and the fault."""

    def __init__(self, source: str, place: str, problem: str) -> None:
        self.source = source
        self.place = place
        self.problem = problem
        where = f"{source}: {place}" if place else source
        super().__init__(one_line(f"{where}: {problem}"))


def place_of(location: Sequence[int | str]) -> str:
    """``("tiles", 3, "roads")`` → ``"tiles[3].roads"``."""
    text = ""
    for part in location:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += f".{part}" if text else str(part)
    return text


def from_validation(source: str, error: ValidationError, prefix: str = "") -> FileFormatError:
    """The first fault pydantic found, as a located ``FileFormatError``."""
    first = error.errors(include_url=False)[0]
    location = [part for part in first["loc"] if not _is_type_tag(part)]
    place = place_of(location)
    if prefix:
        place = f"{prefix}.{place}" if place else prefix
    return FileFormatError(source, place, _plain(first["msg"], first.get("input")))


def _is_type_tag(part: int | str) -> bool:
    # Pydantic names the branch of a union it tried ("str", "dict[str,any]",
    # "TileSetModel", ...) and marks a bad dict key with "[key]"; neither is a
    # place in the file. Dict keys are places and stay, upper case or not ("B2").
    if not isinstance(part, str):
        return False
    return (
        part in _TYPE_NAMES
        or part.startswith(_GENERIC_TYPES)
        or part.endswith("Model")
        or part == "[key]"
    )


_TYPE_NAMES = frozenset({"str", "int", "float", "bool", "list", "dict", "none"})
_GENERIC_TYPES = ("list[", "dict[", "literal[")


def one_line(text: str) -> str:
    """``text`` with line breaks and other control characters escaped (``\\n``, ``\\x1b``):
    what a file says is printed as one line and never drives the terminal."""
    return "".join(char if char.isprintable() else repr(char)[1:-1] for char in text)


MAX_VALUE_SHOWN = 60
"""Characters of a bad value quoted in the fault (a hand-edited file may hold a megabyte)."""


def _plain(message: str, value: object) -> str:
    if message == "Field required":
        return "missing"
    if isinstance(value, str | int | float | bool) and not isinstance(value, dict):
        shown = repr(value)
        if len(shown) > MAX_VALUE_SHOWN:
            shown = shown[:MAX_VALUE_SHOWN] + "…"
        return f"{message} (got {shown})"
    return message
