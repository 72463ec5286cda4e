"""Reading JSON files safely, and writing any file atomically."""

from __future__ import annotations

import json
import math
import os
import re
import tempfile
import time
from itertools import accumulate
from pathlib import Path
from typing import Any

from dq_desktop import reading
from dq_desktop.formats.errors import FileFormatError, cut

MAX_FILE_BYTES = 1024 * 1024
MAX_DEPTH = 64
"""The deepest nesting of objects and lists a file may have (ours have at most 6): checked
before parsing, so that a file is refused by its depth, the same wherever it is read,
never by how much of Python's stack the reader happens to have left."""
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*(?:"|\\?\Z)', re.DOTALL)
"""A string, to its closing quote or to the end of the text: it matches wherever a quote
starts, so no start is tried twice and the scan stays linear whatever the file holds."""
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def read_regular_file(path: str | Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes (``dq_desktop.reading``), or
    ``FileFormatError`` naming the file and the problem."""
    try:
        return reading.read_regular_file(path, limit)
    except reading.Unreadable as error:
        raise FileFormatError(str(path), "", error.problem) from None


def read_json_file(path: str | Path) -> Any:
    """Parse ``path`` as UTF-8 JSON of at most 1 MiB, or raise ``FileFormatError``."""
    return parse_json_bytes(str(path), read_regular_file(path))


def parse_json_bytes(source: str, data: bytes) -> Any:
    """JSON as the SPEC reads it: UTF-8, no key twice in one object, bounded numbers and
    depth; no NaN nor infinity (Python's, not JSON's)."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise FileFormatError(source, f"byte {error.start}", "not UTF-8 text") from None
    if depth(text) > MAX_DEPTH:
        raise FileFormatError(source, "", f"nested more than {MAX_DEPTH} levels deep")
    try:
        return json.loads(text, object_pairs_hook=_no_duplicate_keys,
                          parse_constant=_not_a_json_number, parse_float=_finite)
    except DuplicateKey as error:
        raise FileFormatError(source, cut(error.key),
                              "this key is given twice in one object") from None
    except NotJsonNumber as error:
        raise FileFormatError(source, "", f"not JSON ({error.text} is no JSON number)") from None
    except json.JSONDecodeError as error:
        place = f"line {error.lineno}, column {error.colno}"
        raise FileFormatError(source, place, f"not JSON ({error.msg})") from None
    except RecursionError:
        raise FileFormatError(source, "", "JSON nested too deeply to read") from None
    except ValueError:  # an integer of more digits than Python converts (4300)
        raise FileFormatError(source, "", "a number in it has too many digits") from None


def depth(text: str) -> int:
    """How deep the objects and lists of the JSON ``text`` nest (brackets inside strings
    do not count); a guess for text that is not JSON, which the parser then refuses."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    return max(accumulate(map(_STEP.__getitem__, brackets)), default=0)


class NotJsonNumber(ValueError):
    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text


def _not_a_json_number(text: str) -> float:
    raise NotJsonNumber(text)


def _finite(text: str) -> float:
    number = float(text)
    if not math.isfinite(number):  # 1e400: too large for any number the files hold
        raise NotJsonNumber(cut(text))
    return number


class DuplicateKey(ValueError):
    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """One object of the file; a key given twice would let one value hide another."""
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise DuplicateKey(key)
        result[key] = value
    return result


REPLACE_RETRIES = 10
"""Tries of a move over a file another program holds: 2.25 s of waiting in all, which
outlasts a virus scanner's or an indexer's look at a freshly written file on Windows."""


def write_text_atomic(path: str | Path, text: str, *, retries: int = REPLACE_RETRIES) -> None:
    """Write ``text`` so that ``path`` holds either its old or its new content.

    A temporary file in the same folder is flushed and synced, then moved over
    the target; the move is retried briefly where the system holds the file. An
    ``OSError`` names ``path`` (never the temporary, which the player never chose).
    """
    target = Path(path)
    temporary: str | None = None
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=temporary_prefix(target.name),
                                             dir=target.parent)
        # newline="": the text is written as given, on Windows too (no \r added).
        with os.fdopen(handle, "w", encoding="utf-8", newline="") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        replace_with_retry(temporary, target, retries)
    except OSError as error:
        if error.filename is None or error.filename == temporary:
            raise _naming(error, target) from error
        raise  # a folder on the way names itself
    finally:
        if temporary is not None and os.path.exists(temporary):
            os.unlink(temporary)


TEMPORARY_RANDOM = 8
"""The characters ``tempfile.mkstemp`` adds after the prefix."""
MAX_NAME_BYTES = 255
"""The longest file name most file systems take, in bytes (ext4, APFS; NTFS: characters)."""


def temporary_prefix(name: str) -> str:
    """``.NAME.``, with NAME cut short so that the temporary's name is no longer than the
    longest name the disk takes: a file name the player may choose is never refused
    because of the temporary beside it."""
    room = MAX_NAME_BYTES - TEMPORARY_RANDOM - 2
    cut = os.fsencode(name)[:room].decode("utf-8", errors="ignore")  # whole characters only
    return f".{cut}."


def _naming(error: OSError, target: Path) -> OSError:
    """The same fault (``OSError`` picks the subclass from the number), naming ``target``."""
    if error.errno is None:
        return error
    return OSError(error.errno, error.strerror, str(target))


def replace_with_retry(
    source: str | Path, target: str | Path, retries: int = REPLACE_RETRIES
) -> None:
    """``os.replace``, retried while another program holds the file open.

    On Windows a file open elsewhere without delete sharing cannot be replaced
    (``PermissionError``, a sharing violation) until that program lets go.
    """
    for attempt in range(retries):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if attempt == retries - 1:
                raise
            time.sleep(0.05 * (attempt + 1))
