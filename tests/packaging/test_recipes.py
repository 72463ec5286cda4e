"""The bundle recipes: what they keep and leave out, and the names they share with the program."""

from __future__ import annotations

import importlib.util
import plistlib
import re
import subprocess
import sys
from pathlib import Path

import pytest

from dq_desktop import __version__
from dq_desktop.app import APPLICATION_ID
from tests.packaging.scripts import load

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


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


# --- The Windows and macOS recipes' inputs, checked on any system (packaging/recipes.py) ---

recipes = load("recipes")
WINDOWS = PACKAGING / "windows"
MACOS = PACKAGING / "macos"


def test_the_windows_and_macos_recipes_inputs_are_in_order(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert recipes.main(["all"]) == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    assert captured.out == "recipes: the Windows and macOS recipes' inputs are in order\n"


def test_a_missing_licence_text_fails_the_recipes_check(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(recipes.notices.VENDORED, "shiboken6",
                        (("gone", "packaging/licences/GONE.txt"),))
    assert recipes.main(["windows"]) == 1
    assert "packaging/licences/GONE.txt is missing" in capsys.readouterr().err


def test_the_checker_expects_the_sizes_make_icons_makes() -> None:
    make_icons = importlib.util.module_from_spec(
        spec := importlib.util.spec_from_file_location("make_icons", PACKAGING / "make_icons.py")
    )
    assert spec is not None and spec.loader is not None
    spec.loader.exec_module(make_icons)
    assert recipes.PNG_SIZES == make_icons.PNG_SIZES
    assert recipes.ICO_SIZES == make_icons.ICO_SIZES
    assert dict(make_icons.ICNS_TYPES) == recipes.ICNS_TYPES
    assert recipes.APP_ID == APPLICATION_ID


@pytest.mark.parametrize("system", ["windows", "macos"])
def test_a_dry_run_checks_the_recipe_and_prints_the_commands(system: str) -> None:
    result = subprocess.run(
        [sys.executable, str(PACKAGING / "build.py"), system, "--dry-run"],
        capture_output=True, text=True, cwd=ROOT, check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "PyInstaller" in result.stdout
    assert "would make" in result.stdout


def test_a_spec_that_does_not_compile_is_refused(tmp_path: Path) -> None:
    spec = tmp_path / "dq-desktop.spec"
    text = (WINDOWS / "dq-desktop.spec").read_text()
    spec.write_text(text.replace("upx=False,\n)", "upx=False,\n", 1))
    with pytest.raises(recipes.RecipeError, match="line"):
        recipes.check_spec(spec)


def test_a_spec_naming_a_missing_icon_is_refused(tmp_path: Path) -> None:
    spec = tmp_path / "dq-desktop.spec"
    spec.write_text((MACOS / "dq-desktop.spec").read_text().replace("dq-desktop.icns", "gone.icns"))
    with pytest.raises(recipes.RecipeError, match=r"gone\.icns"):
        recipes.check_spec(spec)


@pytest.mark.parametrize(
    ("change", "fault"),
    [
        (("[Files]", "[Fichiers]"), r"no \[Files\]"),
        (("SetupIconFile=dq-desktop.ico", "SetupIconFile=missing.ico"), "missing.ico"),
        (("-windows-x64-setup\n", "-setup\n"), "OutputBaseFilename"),
        (('#define AppExe "dq-desktop.exe"', '#define AppExe "game.exe"'), "AppExe"),
        (("AppId={{9C70A44C", "AppId={{NOT-A-GUID"), "GUID"),
    ],
)
def test_a_broken_inno_setup_script_is_refused(
    tmp_path: Path, change: tuple[str, str], fault: str
) -> None:
    text = (WINDOWS / "dq-desktop.iss").read_text()
    assert change[0] in text
    script = tmp_path / "dq-desktop.iss"
    script.write_text(text.replace(*change))
    (tmp_path / "dq-desktop.ico").write_bytes((WINDOWS / "dq-desktop.ico").read_bytes())
    with pytest.raises(recipes.RecipeError, match=fault):
        recipes.check_inno_setup(script, WINDOWS / "dq-desktop.spec")


def test_an_info_plist_with_another_identifier_is_refused(tmp_path: Path) -> None:
    with (MACOS / "Info.plist").open("rb") as handle:
        info = plistlib.load(handle)
    info["CFBundleIdentifier"] = "com.example.other"
    with (tmp_path / "Info.plist").open("wb") as handle:
        plistlib.dump(info, handle)
    (tmp_path / "entitlements.plist").write_bytes((MACOS / "entitlements.plist").read_bytes())
    with pytest.raises(recipes.RecipeError, match="CFBundleIdentifier"):
        recipes.check_plists(tmp_path)


def test_an_info_plist_that_is_not_a_plist_is_refused(tmp_path: Path) -> None:
    (tmp_path / "Info.plist").write_text("<plist><dict><key>x</key>")
    (tmp_path / "entitlements.plist").write_bytes((MACOS / "entitlements.plist").read_bytes())
    with pytest.raises(recipes.RecipeError, match="cannot be read"):
        recipes.check_plists(tmp_path)


def test_the_icons_sizes_are_read_from_the_files() -> None:
    assert recipes.ico_sizes(WINDOWS / "dq-desktop.ico") == [16, 24, 32, 48, 64, 128, 256]
    assert recipes.icns_entries(MACOS / "dq-desktop.icns") == recipes.ICNS_TYPES


def test_a_truncated_icns_is_refused(tmp_path: Path) -> None:
    icns = tmp_path / "cut.icns"
    icns.write_bytes((MACOS / "dq-desktop.icns").read_bytes()[:5000])
    with pytest.raises(recipes.RecipeError, match="macOS icon"):
        recipes.icns_entries(icns)


def test_an_ico_missing_a_size_is_found_out(tmp_path: Path) -> None:
    data = (WINDOWS / "dq-desktop.ico").read_bytes()
    count = data[4]
    ico = tmp_path / "less.ico"
    # The same file saying it holds one entry fewer: the last size is gone.
    ico.write_bytes(data[:4] + bytes([count - 1]) + data[5:])
    assert recipes.ico_sizes(ico) == [16, 24, 32, 48, 64, 128]


def test_the_release_notes_come_from_the_metainfo_file() -> None:
    notes = recipes.release_notes("0.1.0")
    assert notes.startswith("## Don Quixote 0.1.0 (2026-11-21)\n")
    assert "- Games can be saved and continued\n" in notes
    with pytest.raises(recipes.RecipeError, match=r"no release 9\.9"):
        recipes.release_notes("9.9")
