"""The package ships its resources: they load from an installed wheel, not the source tree.

The wheel is built as a distributor builds it: ``python -m build --no-isolation``
makes the source distribution, then the wheel from it (a clean tree: nothing left
over in the worktree's ``build/`` can slip in).
"""

import re
import subprocess
import sys
import tomllib
import zipfile
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent


@dataclass(frozen=True)
class BuiltWheel:
    path: Path
    log: str
    """What the build printed (setuptools' warnings among it)."""


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> BuiltWheel:
    out = tmp_path_factory.mktemp("wheel")
    result = subprocess.run(
        [sys.executable, "-m", "build", "--no-isolation", "--outdir", str(out), str(ROOT)],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    return BuiltWheel(next(out.glob("dq_desktop-*.whl")), result.stdout + result.stderr)


@pytest.fixture(scope="module")
def wheel(built: BuiltWheel) -> Path:
    return built.path


@pytest.mark.slow
def test_the_wheel_carries_the_tile_sets(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    assert "dq_desktop/resources/tilesets/classic.json" in names
    assert any(name.endswith("entry_points.txt") for name in names)


@pytest.mark.slow
def test_the_wheel_carries_the_compiled_catalogues_not_their_sources(wheel: Path) -> None:
    """The program reads the .qm files; the .ts sources and the script that makes
    the catalogues (i18n/catalogues.py) are for the source tree and the sdist only."""
    names = zipfile.ZipFile(wheel).namelist()
    i18n_files = sorted(name.removeprefix("dq_desktop/i18n/") for name in names
                        if name.startswith("dq_desktop/i18n/"))
    assert i18n_files == ["__init__.py", "dq_desktop_de.qm", "dq_desktop_en.qm",
                          "dq_desktop_fr.qm"]
    assert not [name for name in names if name.endswith(".ts")]


@pytest.mark.slow
def test_every_module_of_the_wheel_is_one_of_the_programs(wheel: Path) -> None:
    """A module in the wheel is a file of the source tree's dq_desktop/ package, at
    the same place. A folder of data mapped into the package from outside it
    (pyproject.toml's package-dir) brings its __init__.py only: no development
    script comes in that way."""
    mapped = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"][
        "package-dir"]
    data_packages = {package.replace(".", "/") + "/__init__.py" for package in mapped}
    modules = [name for name in zipfile.ZipFile(wheel).namelist()
               if name.startswith("dq_desktop/") and name.endswith(".py")]
    assert "dq_desktop/engine/game.py" in modules
    assert [name for name in modules
            if name not in data_packages and not (ROOT / name).is_file()] == []


@pytest.mark.slow
def test_every_file_of_the_wheel_is_a_module_or_named_package_data(wheel: Path) -> None:
    """Nothing comes in by MANIFEST.in's grafts (the sdist's list), only what
    pyproject.toml's package-data names, and the modules with their type stubs (the C
    kernel's ``.pyi``, which setuptools puts beside the modules of its package)."""
    allowed = re.compile(
        r"dq_desktop/.*\.pyi?|dq_desktop/i18n/\w+\.qm"
        r"|dq_desktop/resources/(tilesets/\w+\.json|icons/[\w-]+\.(svg|png)"
        r"|help/\w+\.json|help/\w+/[\w-]+\.html|tutorial/\w+\.json)"
        r"|dq_desktop-[^/]+\.dist-info/.+"
    )
    strays = [name for name in zipfile.ZipFile(wheel).namelist() if not allowed.fullmatch(name)]
    assert strays == []


@pytest.mark.slow
def test_building_prints_no_setuptools_warning(built: BuiltWheel) -> None:
    """A warning in every build hides the one that matters (``build`` prefixes them)."""
    warnings = [line for line in built.log.splitlines() if line.startswith("WARNING")]
    assert warnings == []


@pytest.mark.slow
def test_builtin_tile_sets_load_from_the_unpacked_wheel(wheel: Path, tmp_path: Path) -> None:
    """Run from a folder holding only the wheel's files, not the source tree."""
    zipfile.ZipFile(wheel).extractall(tmp_path / "site")
    script = (
        "import dq_desktop.formats.tileset_file as t, pathlib, sys;"
        "assert 'site' in pathlib.Path(t.__file__).parts, t.__file__;"
        "print(t.builtin_tileset('classic').name)"
    )
    env_path = str(tmp_path / "site")
    result = subprocess.run(
        [
            sys.executable,
            "-I",
            "-c",
            f"import sys; sys.path[:0] = [{env_path!r}] + "
            f"{[p for p in sys.path if 'site-packages' in p]!r}; {script}",
        ],
        capture_output=True,
        text=True,
        cwd=tmp_path,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "classic"
