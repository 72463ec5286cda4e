"""Without an xcb library Qt aborts (status 134): the program names the package instead."""

from __future__ import annotations

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
    monkeypatch.setattr(system_libraries, "_loads", lambda file: "keysyms" not in file)
    assert main([]) == 1
    error = capsys.readouterr().err
    assert error.count("\n") == 1
    assert "libxcb-keysyms1" in error and "xcb-util-keysyms" in error


def test_every_library_has_a_package_for_both_families() -> None:
    assert all(library.debian and library.fedora for library in XCB_LIBRARIES)
