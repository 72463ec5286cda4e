"""Before Qt opens a window on X11: are the system libraries its xcb plugin needs there?

PySide6's wheels carry Qt but not these libraries of the system. Without one of
them Qt aborts the process (status 134) with a message about plugins; the player
is told instead, in one sentence, which package to install and how. Without any
display at all Qt aborts the same way, blaming a library that is installed: the
player is told that there is no display.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from typing import NamedTuple


class SystemLibrary(NamedTuple):  # not a dataclass: read before the first frame, kept light
    file: str
    debian: str
    """The Debian and Ubuntu package."""
    fedora: str


XCB_LIBRARIES = (
    SystemLibrary("libxcb-cursor.so.0", "libxcb-cursor0", "xcb-util-cursor"),
    SystemLibrary("libxcb-icccm.so.4", "libxcb-icccm4", "xcb-util-wm"),
    SystemLibrary("libxcb-keysyms.so.1", "libxcb-keysyms1", "xcb-util-keysyms"),
    SystemLibrary("libxcb-image.so.0", "libxcb-image0", "xcb-util-image"),
    SystemLibrary("libxcb-render-util.so.0", "libxcb-render-util0", "xcb-util-renderutil"),
    SystemLibrary("libxkbcommon-x11.so.0", "libxkbcommon-x11-0", "libxkbcommon-x11"),
)
"""What Qt's xcb plugin links to and minimal systems lack (README, "Installing")."""


def _loads(file: str) -> bool:
    import ctypes  # only where Qt uses X11: not on the way to every first frame

    try:
        ctypes.CDLL(file)
    except OSError:
        return False
    return True


def uses_xcb(environment: Mapping[str, str], platform: str = sys.platform) -> bool:
    """Whether Qt will open its windows through X11 (xcb) here."""
    if not platform.startswith("linux"):
        return False
    chosen = environment.get("QT_QPA_PLATFORM", "")
    if chosen:
        return chosen.split(":")[0] == "xcb"
    return not environment.get("WAYLAND_DISPLAY")


NO_DISPLAY = "dq-desktop: no display: set DISPLAY, or use a command such as `dq-desktop simulate`."
"""Said instead of starting a window where there is no screen (an SSH session, say)."""


def no_display(environment: Mapping[str, str], platform: str = sys.platform) -> bool:
    """Whether Qt has no screen to open a window on: Linux with neither an X nor a Wayland
    display and no platform chosen (``QT_QPA_PLATFORM=offscreen`` needs none)."""
    if not platform.startswith("linux") or environment.get("QT_QPA_PLATFORM"):
        return False
    return not environment.get("DISPLAY") and not environment.get("WAYLAND_DISPLAY")


def missing(loads: Callable[[str], bool] | None = None) -> list[SystemLibrary]:
    """The libraries that cannot be loaded (``loads``: how to try one)."""
    check = loads or _loads
    return [library for library in XCB_LIBRARIES if not check(library.file)]


def missing_message(libraries: list[SystemLibrary]) -> str:
    """One sentence: what is missing and the command that installs it."""
    files = ", ".join(library.file for library in libraries)
    debian = " ".join(library.debian for library in libraries)
    fedora = " ".join(library.fedora for library in libraries)
    return (
        f"dq-desktop: cannot open a window: the system library {files} is missing; "
        f"install it with 'sudo apt install {debian}' (Debian, Ubuntu) or "
        f"'sudo dnf install {fedora}' (Fedora)."
    )
