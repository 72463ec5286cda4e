"""Without an xcb library, without any display, or with a display that cannot be opened, Qt
aborts (status 134): the program says what is wrong in one sentence instead, and ends with
status 1."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from dq_desktop import system_libraries
from dq_desktop.cli import main
from dq_desktop.system_libraries import XCB_LIBRARIES, missing, missing_message, uses_xcb


@pytest.mark.parametrize(
    ("environment", "platform", "expected"),
    [
        ({}, "linux", True),
        ({"QT_QPA_PLATFORM": "xcb"}, "linux", True),
        ({"QT_QPA_PLATFORM": "offscreen"}, "linux", False),
        ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
        ({"WAYLAND_DISPLAY": "wayland-0", "QT_QPA_PLATFORM": "xcb"}, "linux", True),
        ({}, "win32", False),
        ({}, "darwin", False),
    ],
)
def test_the_check_is_made_only_where_qt_will_use_xcb(
    environment: dict[str, str], platform: str, expected: bool
) -> None:
    assert uses_xcb(environment, platform) is expected


def test_a_missing_library_is_named_with_its_packages() -> None:
    lacking = missing(lambda file: file != "libxcb-cursor.so.0")
    assert [library.debian for library in lacking] == ["libxcb-cursor0"]
    message = missing_message(lacking)
    assert "libxcb-cursor.so.0" in message
    assert "sudo apt install libxcb-cursor0" in message
    assert "sudo dnf install xcb-util-cursor" in message
    assert len(message.splitlines()) == 1


def test_on_this_machine_none_is_missing() -> None:
    """The test suite itself opens windows through Qt: the libraries are here."""
    assert missing() == [] or pytest.skip("xcb libraries absent: the app would say so")


def test_the_app_says_so_and_ends_with_status_1(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setitem(system_libraries.OPENERS, "xcb", lambda _env: True)  # a display is there
    monkeypatch.setattr(system_libraries, "_loads", lambda file: "keysyms" not in file)
    assert main([]) == 1
    error = capsys.readouterr().err
    assert error.count("\n") == 1
    assert "libxcb-keysyms1" in error and "xcb-util-keysyms" in error


def test_every_library_has_a_package_for_both_families() -> None:
    assert all(library.debian and library.fedora for library in XCB_LIBRARIES)


@pytest.mark.parametrize(
    ("environment", "platform", "expected"),
    [
        ({}, "linux", True),
        ({"DISPLAY": ":0"}, "linux", False),
        ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
        ({"QT_QPA_PLATFORM": "offscreen"}, "linux", False),
        ({"DISPLAY": ""}, "linux", True),
        ({}, "win32", False),
        ({}, "darwin", False),
    ],
)
def test_no_display_is_linux_without_x_wayland_or_a_chosen_platform(
    environment: dict[str, str], platform: str, expected: bool
) -> None:
    assert system_libraries.no_display(environment, platform) is expected


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="displays are Linux's")
def test_without_a_display_the_program_says_so_in_one_sentence_and_ends_with_1(
    tmp_path: Path,
) -> None:
    """Qt alone would abort with status 134, blaming libxcb-cursor0 (installed)."""
    environment = {name: value for name, value in os.environ.items()
                   if name not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    result = subprocess.run(
        [sys.executable, "-m", "dq_desktop", "--data-dir", str(tmp_path)],
        env=environment, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert result.returncode == 1
    assert result.stderr == (
        "dq-desktop: no display: set DISPLAY, or use a command such as `dq-desktop simulate`.\n")
    assert list(tmp_path.iterdir()) == []  # nothing started, nothing written


@pytest.mark.parametrize(
    ("environment", "expected"),
    [
        ({"DISPLAY": ":0"}, ["xcb"]),
        ({"WAYLAND_DISPLAY": "wayland-0"}, ["wayland", "xcb"]),
        ({"QT_QPA_PLATFORM": "xcb"}, ["xcb"]),
        ({"QT_QPA_PLATFORM": "wayland-egl"}, ["wayland"]),
        ({"QT_QPA_PLATFORM": "wayland;xcb"}, ["wayland", "xcb"]),
        ({"QT_QPA_PLATFORM": "offscreen"}, []),
        ({"QT_QPA_PLATFORM": "xcb;offscreen"}, []),
        ({"QT_QPA_PLATFORM": "vnc:size=800x600"}, []),
    ],
)
def test_the_displays_are_tried_as_qt_tries_them(
    environment: dict[str, str], expected: list[str]
) -> None:
    """Qt 6 tries Wayland first where WAYLAND_DISPLAY is set, then X11 (seen at Qt 6.11)."""
    assert system_libraries.displays_to_try(environment, "linux") == expected


def test_a_display_that_does_not_open_is_named_in_one_sentence() -> None:
    closed = {"xcb": lambda _environment: False, "wayland": lambda _environment: False}
    message = system_libraries.unopened_display({"DISPLAY": ":97"}, "linux", closed)
    assert message is not None and len(message.splitlines()) == 1
    assert "cannot open the display :97" in message and "check DISPLAY" in message
    both = system_libraries.unopened_display(
        {"DISPLAY": ":97", "WAYLAND_DISPLAY": "wayland-9"}, "linux", closed)
    assert both is not None and "wayland-9 or :97" in both


@pytest.mark.parametrize(
    ("opens", "expected"),
    [(True, None), (None, None)],
    ids=["one opens", "cannot be asked (no libxcb): Qt speaks for itself"],
)
def test_a_display_that_opens_or_cannot_be_asked_lets_qt_start(
    opens: bool | None, expected: None
) -> None:
    openers = {"xcb": lambda _environment: opens, "wayland": lambda _environment: False}
    environment = {"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}
    assert system_libraries.unopened_display(environment, "linux", openers) is expected


def test_x11_chosen_without_display_is_no_display() -> None:
    closed = {"xcb": lambda _environment: False, "wayland": lambda _environment: False}
    assert system_libraries.unopened_display(
        {"QT_QPA_PLATFORM": "xcb"}, "linux", closed) == system_libraries.NO_DISPLAY


def free_display_number() -> int:
    """A display no X server of this machine holds (the real-display tools use 0 to 140)."""
    return next(n for n in range(400, 500) if not Path(f"/tmp/.X11-unix/X{n}").exists()
                and not Path(f"/tmp/.X{n}-lock").exists())


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="displays are Linux's")
def test_a_display_where_no_x_server_runs_gets_one_sentence_and_status_1(
    tmp_path: Path,
) -> None:
    """Qt alone aborts with status 134, says xcb-cursor0 is needed and that a reinstall may
    help: both wrong."""
    display = f":{free_display_number()}"
    environment = {name: value for name, value in os.environ.items()
                   if name not in ("WAYLAND_DISPLAY", "QT_QPA_PLATFORM")} | {"DISPLAY": display}
    result = subprocess.run(
        [sys.executable, "-m", "dq_desktop", "--data-dir", str(tmp_path)],
        env=environment, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert result.returncode == 1
    assert result.stderr.count("\n") == 1
    assert result.stderr.startswith(f"dq-desktop: cannot open the display {display}: ")
    assert "reinstall" not in result.stderr.lower() and "xcb-cursor" not in result.stderr
    assert list(tmp_path.iterdir()) == []  # nothing started, nothing written


@pytest.mark.parametrize(
    ("environment", "platform", "expected"),
    [
        ({}, "linux", "disabled:"),
        ({"DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/a"}, "linux", "unix:path=/run/a"),
        ({"DBUS_SESSION_BUS_ADDRESS": ""}, "linux", "disabled:"),
        ({}, "freebsd14", "disabled:"),
        ({}, "win32", None),
        ({}, "darwin", None),
    ],
)
def test_without_a_session_bus_libdbus_is_told_there_is_none(
    environment: dict[str, str], platform: str, expected: str | None
) -> None:
    """Qt's accessibility bridge would have libdbus start a bus that outlives the program."""
    system_libraries.no_bus_autolaunch(environment, platform)
    assert environment.get("DBUS_SESSION_BUS_ADDRESS") == expected


def test_a_bus_at_the_standard_place_is_left_to_libdbus(tmp_path: Path) -> None:
    """systemd's user bus, $XDG_RUNTIME_DIR/bus, is found by libdbus without a name."""
    (tmp_path / "bus").touch()
    environment = {"XDG_RUNTIME_DIR": str(tmp_path)}
    system_libraries.no_bus_autolaunch(environment, "linux")
    assert "DBUS_SESSION_BUS_ADDRESS" not in environment
