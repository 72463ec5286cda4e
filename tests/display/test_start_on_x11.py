"""Starting on an X display: the check that the display opens lets a running server through,
and no D-Bus daemon started for the program outlives it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from dq_desktop import system_libraries
from tests.display.desktop import PATIENCE_S, XServer


def test_a_running_x_server_passes_the_display_check(xserver: XServer) -> None:
    """The check asks the server itself (libxcb), as Qt will."""
    assert system_libraries.unopened_display(xserver.env()) is None


def processes_on(display: str, *names: str) -> list[str]:
    """The running processes named ``names`` started for ``display``: "pid: command line"."""
    found = []
    for entry in Path("/proc").iterdir():
        try:
            command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
            environment = (entry / "environ").read_bytes().split(b"\0")
        except OSError:  # not a process, gone meanwhile, or another user's
            continue
        if any(name in command for name in names) and f"DISPLAY={display}".encode() in environment:
            found.append(f"{entry.name}: {command}")
    return found


def test_without_a_session_bus_no_dbus_daemon_is_left_behind(
    xserver: XServer, tmp_path: Path
) -> None:
    """Qt's accessibility bridge had libdbus autolaunch a bus (dbus-launch --autolaunch,
    dbus-daemon) that lived on after the program, for as long as the X session."""
    home, runtime = tmp_path / "home", tmp_path / "run"
    home.mkdir()
    runtime.mkdir(mode=0o700)
    environment = {name: value for name, value in xserver.env().items()
                   if name != "DBUS_SESSION_BUS_ADDRESS"} | {
        "HOME": str(home), "XDG_RUNTIME_DIR": str(runtime)}
    # A bus some other program left on this display number before is not the program's.
    before = set(processes_on(xserver.display, "dbus-launch", "dbus-daemon"))
    result = subprocess.run(
        [sys.executable, "-m", "dq_desktop", "--data-dir", str(tmp_path / "data"),
         "--quit-when-shown"],
        env=environment, capture_output=True, text=True, timeout=PATIENCE_S, check=False)
    assert result.returncode == 0, result.stderr
    assert not (home / ".dbus").exists()  # where an autolaunched bus leaves its address
    left = [p for p in processes_on(xserver.display, "dbus-launch", "dbus-daemon")
            if p not in before]
    assert left == []
