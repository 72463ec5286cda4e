"""The bundles are built from a lock of exact versions, whose Qt runs on the macOS the
Info.plist and the README promise. (A release tag and its notes: test_changelog.py.)"""

from __future__ import annotations

import plistlib
import re
import tomllib
from pathlib import Path

import pytest

from tests.packaging.scripts import load

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


recipes = load("recipes")


def test_the_lock_pins_every_package_of_the_bundles_exactly() -> None:
    pins = recipes.lock_pins()
    for package in ("pyside6-essentials", "shiboken6", "pydantic", "pydantic-core",
                    "platformdirs", "pyinstaller"):
        assert re.fullmatch(r"\d+(\.\d+)+", pins[package]), package
    assert pins["pyside6-essentials"] == pins["shiboken6"]


def test_the_lock_has_a_hash_for_every_package() -> None:
    requirements = re.split(r"\n(?=\S)", recipes.LOCK.read_text(encoding="utf-8"))
    pinned = [block for block in requirements if not block.startswith("#")]
    assert len(pinned) == len(recipes.lock_pins())
    assert all("--hash=sha256:" in block for block in pinned)


def test_a_lock_line_without_an_exact_version_is_refused(tmp_path: Path) -> None:
    lock = tmp_path / "lock.txt"
    lock.write_text("pydantic>=2.5 \\\n    --hash=sha256:00\n")
    with pytest.raises(recipes.RecipeError, match="not an exact version"):
        recipes.lock_pins(lock)


def test_the_locked_qt_runs_on_the_promised_macos() -> None:
    wheel = recipes.locked_macos_qt()
    assert wheel.startswith(f"pyside6_essentials-{recipes.lock_pins()['pyside6-essentials']}-")
    recipes.check_macos_floor(wheel)


def test_a_qt_that_needs_a_newer_macos_than_promised_is_refused(tmp_path: Path) -> None:
    with (PACKAGING / "macos" / "Info.plist").open("rb") as handle:
        info = plistlib.load(handle)
    info["LSMinimumSystemVersion"] = "13.0"
    plist = tmp_path / "Info.plist"
    with plist.open("wb") as handle:
        plistlib.dump(info, handle)
    wheel_file = "Wheel-Version: 1.0\nTag: cp39-abi3-macosx_14_0_universal2\n"
    with pytest.raises(recipes.RecipeError, match=r"13\.0 is older than the macOS 14\.0"):
        recipes.check_macos_floor(wheel_file, plist)
    recipes.check_macos_floor("pyside6_essentials-6.11.3-cp310-abi3-macosx_13_0_universal2.whl",
                              plist)


def test_the_readme_promises_the_macos_of_the_info_plist() -> None:
    with (PACKAGING / "macos" / "Info.plist").open("rb") as handle:
        promised = str(plistlib.load(handle)["LSMinimumSystemVersion"]).removesuffix(".0")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert set(re.findall(r"macOS (\d+) or later", readme)) == {promised}


def test_the_build_scripts_install_from_the_lock() -> None:
    build = (PACKAGING / "build.py").read_text(encoding="utf-8")
    linux = (PACKAGING / "build-linux.sh").read_text(encoding="utf-8")
    assert '"--require-hashes", "-r", LOCK' in build
    assert "pip\" install -q --require-hashes -r packaging/requirements-lock.txt" in linux
    assert "pyinstaller>=" not in build + linux  # no version chosen on build day


def test_the_smoke_tests_run_a_review_on_two_processes() -> None:
    build = (PACKAGING / "build.py").read_text(encoding="utf-8")
    linux = (PACKAGING / "build-linux.sh").read_text(encoding="utf-8")
    assert '"review", records / "game-1.json", "--jobs", "2"' in build
    assert 'review "$scratch/records/game-1.json" --jobs 2' in linux
    launcher = (PACKAGING / "launcher.py").read_text(encoding="utf-8")
    assert launcher.index("freeze_support()") < launcher.index("main()")


def test_python_3_11_excludes_every_qt_6_12() -> None:
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert "\"PySide6-Essentials>=6.8,<6.12; python_version < '3.12'\"" in pyproject


def extra(name: str) -> list[str]:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        extras: dict[str, list[str]] = tomllib.load(handle)["project"]["optional-dependencies"]
    return extras[name]


def test_the_tests_run_on_the_qt_the_bundles_ship() -> None:
    """The README's test command installs the `test` extra: it brings the locked Qt,
    not the newest, so the tests pass or fail on what players get."""
    pinned = recipes.lock_pins()["pyside6-essentials"]
    assert f"PySide6-Essentials=={pinned}" in extra("test")


@pytest.mark.parametrize("checker", ["ruff", "mypy", "check-jsonschema"])
def test_the_checkers_are_pinned_exactly(checker: str) -> None:
    """A new release of a checker cannot fail CI on a day nothing changed."""
    (requirement,) = [line for line in extra("dev") if re.match(rf"{checker}\b", line)]
    assert re.fullmatch(rf"{checker}==\d+(\.\d+)+", requirement)
