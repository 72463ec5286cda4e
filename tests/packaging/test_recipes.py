"""The bundle recipes: what they keep and leave out, and the names they share with the program."""

from __future__ import annotations

import importlib.util
import plistlib
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from dq_desktop import __version__
from dq_desktop.app import APPLICATION_ID

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


common = load("pyinstaller_common")


def test_every_recipe_uses_the_programs_application_id() -> None:
    assert common.APP_ID == APPLICATION_ID
    with (PACKAGING / "macos" / "Info.plist").open("rb") as handle:
        assert plistlib.load(handle)["CFBundleIdentifier"] == APPLICATION_ID
    assert (PACKAGING / "linux" / f"{APPLICATION_ID}.desktop").exists()


def test_the_macos_info_plist_gets_this_version() -> None:
    info = common.macos_info_plist(__version__)
    assert info["CFBundleShortVersionString"] == info["CFBundleVersion"] == __version__
    assert info["CFBundleLocalizations"] == ["en", "fr", "de"]


@pytest.mark.parametrize(
    ("text", "numbers"),
    [("0.1.0", (0, 1, 0, 0)), ("1.2", (1, 2, 0, 0)), ("2.0.1rc1", (2, 0, 1, 0))],
)
def test_windows_version_numbers(text: str, numbers: tuple[int, ...]) -> None:
    assert common.version_numbers(text) == numbers


@pytest.mark.parametrize(
    "dest",
    [
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/platforms/libqwayland.so",
        "PySide6/Qt/plugins/platforms/libqoffscreen.so",
        "PySide6/plugins/platforms/qwindows.dll",
        "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
        "PySide6/plugins/styles/qmodernwindowsstyle.dll",
        "PySide6/Qt/plugins/imageformats/libqsvg.so",
        "PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so",
        "PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
        "PySide6/Qt/lib/libQt6Widgets.so.6",
        "PySide6/Qt6Gui.dll",
        "PySide6/Qt/lib/QtGui.framework/Versions/A/QtGui",
        "PySide6/Qt/translations/qtbase_fr.qm",
        "dq_desktop/resources/tilesets/classic.json",
        "libxcb-cursor.so.0",
    ],
)
def test_what_a_bundle_keeps(dest: str) -> None:
    assert common.prune([(dest, "/src", "BINARY")]) == [(dest, "/src", "BINARY")]


@pytest.mark.parametrize(
    "dest",
    [
        "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
        "PySide6/Qt/plugins/platforms/libqeglfs.so",
        "PySide6/Qt/plugins/platforms/libqminimalegl.so",
        "PySide6/Qt/plugins/platforms/libqvnc.so",
        "PySide6/Qt/plugins/imageformats/libqjpeg.so",
        "PySide6/Qt/plugins/imageformats/libqpdf.so",
        "PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so",
        "PySide6/Qt/plugins/sqldrivers/libqsqlite.so",
        "PySide6/Qt/plugins/tls/libqopensslbackend.so",
        "PySide6/Qt/plugins/wayland-graphics-integration-client/libqt-plugin-wayland-egl.so",
        "PySide6/Qt/lib/libQt6Network.so.6",
        "PySide6/Qt/lib/libQt6QuickControls2.so.6",
        "PySide6/Qt6Qml.dll",
        "PySide6/Qt/lib/QtNetwork.framework/Versions/A/QtNetwork",
        "PySide6/Qt/translations/qtbase_ja.qm",
        "PySide6/Qt/translations/qtdeclarative_fr.qm",
    ],
)
def test_what_a_bundle_leaves_out(dest: str) -> None:
    assert common.prune([(dest, "/src", "BINARY")]) == []


def test_no_module_the_program_imports_is_excluded() -> None:
    used = set()
    for path in (ROOT / "dq_desktop").rglob("*.py"):
        used |= set(re.findall(r"PySide6\.(Qt\w+)", path.read_text(encoding="utf-8")))
    assert used, "the program imports Qt"
    assert used <= set(common.QT_MODULES_USED)
    assert not used & set(common.QT_MODULES_UNUSED)


def test_the_inno_setup_script_builds_from_the_windows_bundle() -> None:
    script = (PACKAGING / "windows" / "dq-desktop.iss").read_text(encoding="utf-8")
    assert "AppVersion={#AppVersion}" in script
    assert r"build\packaging\windows\dist\dq-desktop" in script
    assert "SetupIconFile=dq-desktop.ico" in script


@pytest.mark.parametrize("system", ["windows", "macos"])
def test_the_build_script_runs_the_specs_and_the_smoke_test(system: str) -> None:
    result = subprocess.run(
        [sys.executable, str(PACKAGING / "build.py"), system, "--dry-run"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert f"packaging/{system}/dq-desktop.spec" in result.stdout.replace("\\", "/")
    assert "--selftest" in result.stdout
    assert ("ISCC" in result.stdout) == (system == "windows")
    assert ("hdiutil" in result.stdout) == (system == "macos")
