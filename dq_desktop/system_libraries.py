"""Before Qt opens a window on Linux: is there a display it can open, and are the system
libraries its xcb plugin needs there?

PySide6's wheels carry Qt but not these libraries of the system. Without one of
them Qt aborts the process (status 134) with a message about plugins; the player
is told instead, in one sentence, which package to install and how. Without any
display at all, or with one that cannot be opened (``DISPLAY=:97`` where no X server
runs, a Wayland socket gone), Qt aborts the same way, blaming a library that is
installed and suggesting a reinstall: the player is told in one sentence that the
display cannot be opened. The displays are tried as Qt will try them, with the
system's own libraries (libxcb, libwayland-client): a connection opened and closed
at once, about a millisecond. Where no D-Bus session bus is named, libdbus is told there
is none, so that Qt does not start one that outlives the program (``no_bus_autolaunch``).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping, MutableMapping
from typing import NamedTuple


class SystemLibrary(NamedTuple):  # not a dataclass: read before the first frame, kept light
    file: str
    debian: str
    """The Debian and Ubuntu package."""
    fedora: str


XCB_LIBRARIES = (
    SystemLibrary("libxcb.so.1", "libxcb1", "libxcb"),
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


def displays_to_try(environment: Mapping[str, str], platform: str = sys.platform) -> list[str]:
    """The window systems Qt will try here, in its order (``xcb``, ``wayland``), leaving
    out any other platform (``offscreen``, ``eglfs``…), which is not ours to check."""
    if not platform.startswith("linux"):
        return []
    chosen = environment.get("QT_QPA_PLATFORM", "")
    if chosen:
        names = [name.split(":")[0].strip() for name in chosen.split(";")]
        kinds = ["wayland" if name.startswith("wayland") else name for name in names]
        if any(kind not in ("xcb", "wayland") for kind in kinds):
            return []  # another platform, tried first or after: Qt may well start there
        return list(dict.fromkeys(kinds))
    return ["wayland", "xcb"] if environment.get("WAYLAND_DISPLAY") else ["xcb"]


def _x_opens(environment: Mapping[str, str]) -> bool | None:
    """Whether the X display ``DISPLAY`` accepts a connection (``None``: no libxcb to ask;
    the library check says so)."""
    import ctypes

    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return None
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = (ctypes.c_char_p, ctypes.c_void_p)
    xcb.xcb_connection_has_error.argtypes = (ctypes.c_void_p,)
    xcb.xcb_disconnect.argtypes = (ctypes.c_void_p,)
    name = environment.get("DISPLAY") or ""
    # Never NULL: an error connection at worst, which xcb_disconnect knows.
    connection = xcb.xcb_connect(name.encode(), None)
    failed = xcb.xcb_connection_has_error(connection) != 0
    xcb.xcb_disconnect(connection)
    return not failed


def _wayland_opens(environment: Mapping[str, str]) -> bool | None:
    """Whether the Wayland display (``WAYLAND_DISPLAY``, else ``wayland-0``, in
    ``XDG_RUNTIME_DIR``) accepts a connection (``None``: no libwayland-client to ask)."""
    import ctypes
    import os.path

    try:
        wayland = ctypes.CDLL("libwayland-client.so.0")
    except OSError:
        return None
    wayland.wl_display_connect.restype = ctypes.c_void_p
    wayland.wl_display_connect.argtypes = (ctypes.c_char_p,)
    wayland.wl_display_disconnect.argtypes = (ctypes.c_void_p,)
    name = environment.get("WAYLAND_DISPLAY") or "wayland-0"
    if not os.path.isabs(name):  # as libwayland finds it, from this environment
        runtime = environment.get("XDG_RUNTIME_DIR")
        if not runtime:
            return False
        name = os.path.join(runtime, name)
    display = wayland.wl_display_connect(name.encode())
    if not display:
        return False
    wayland.wl_display_disconnect(display)
    return True


Opener = Callable[[Mapping[str, str]], bool | None]
OPENERS: dict[str, Opener] = {"xcb": _x_opens, "wayland": _wayland_opens}


def unopened_display(environment: Mapping[str, str], platform: str = sys.platform,
                     openers: Mapping[str, Opener] = OPENERS) -> str | None:
    """One sentence when no display Qt will try can be opened, else ``None`` (one opens,
    or one cannot be asked: Qt then speaks for itself)."""
    kinds = displays_to_try(environment, platform)
    if not kinds or any(openers[kind](environment) is not False for kind in kinds):
        return None
    names = {"xcb": environment.get("DISPLAY"),
             "wayland": environment.get("WAYLAND_DISPLAY") or "wayland-0"}
    named = [kind for kind in kinds if names[kind]]  # an X display unset was not tried
    if not named:
        return NO_DISPLAY
    variables = {"xcb": "DISPLAY", "wayland": "WAYLAND_DISPLAY"}
    return (f"dq-desktop: cannot open the display {' or '.join(str(names[k]) for k in named)}: "
            f"no display server answers there, or it refused this program; check "
            f"{' and '.join(variables[k] for k in named)}, or use a command such as "
            f"`dq-desktop simulate`.")


NO_SESSION_BUS = "disabled:"
"""libdbus's address for "there is no session bus": nothing is started in its place."""


def no_bus_autolaunch(environment: MutableMapping[str, str],
                      platform: str = sys.platform) -> None:
    """Where no session bus is named, tell libdbus there is none (``disabled:``).

    Qt's accessibility bridge asks the session bus for AT-SPI's bus as the first window
    shows; with ``DBUS_SESSION_BUS_ADDRESS`` unset and an X display, libdbus then starts a
    bus of its own (``dbus-launch --autolaunch``), which outlives the program. Without a
    session bus no screen reader can hear the program anyway. A bus at the standard place
    (``$XDG_RUNTIME_DIR/bus``, systemd's), which libdbus finds unnamed, is left to it, and
    so is a bus named (the accessibility tests start their own). The programs the player
    opens from here (a folder, a web page) inherit the same: no bus started for them."""
    if platform in ("win32", "darwin") or environment.get("DBUS_SESSION_BUS_ADDRESS"):
        return
    import os.path

    runtime = environment.get("XDG_RUNTIME_DIR")
    if runtime and os.path.exists(os.path.join(runtime, "bus")):
        return
    environment["DBUS_SESSION_BUS_ADDRESS"] = NO_SESSION_BUS
