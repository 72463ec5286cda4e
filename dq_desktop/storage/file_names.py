"""File names every system accepts: Windows is the strictest, so its rules are checked.

Every name the program makes (its files, the dated names of files set aside, the
names offered in Save dialogs) must pass ``windows_problem``; a test says so.
"""

from __future__ import annotations

import re

_RESERVED_CHARACTERS = re.compile(r'[<>:"/\\|?*\x00-\x1f]')
_RESERVED_NAMES = frozenset(
    {"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"}
    | {f"{device}{number}" for device in ("COM", "LPT") for number in "123456789¹²³"}
)
MAX_NAME_LENGTH = 255


def windows_problem(name: str) -> str | None:
    """Why Windows would refuse ``name`` as a file name, or ``None`` when it takes it."""
    if not name or name in (".", ".."):
        return "empty"
    found = _RESERVED_CHARACTERS.search(name)
    if found:
        return f"the character {found.group()!r} is reserved"
    if name[-1] in ". ":
        return "ends with a dot or a space"
    if name.split(".")[0].rstrip(" ").upper() in _RESERVED_NAMES:
        return "a reserved device name"
    if len(name) > MAX_NAME_LENGTH:
        return f"longer than {MAX_NAME_LENGTH} characters"
    return None
