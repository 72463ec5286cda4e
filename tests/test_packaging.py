"""The package ships its resources: they load from an installed wheel, not the source tree."""

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "-q", "-w", str(out)],
        check=True,
        capture_output=True,
    )
    return next(out.glob("dq_desktop-*.whl"))


@pytest.mark.slow
def test_the_wheel_carries_the_tile_sets(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    assert "dq_desktop/resources/tilesets/classic.json" in names
    assert any(name.endswith("entry_points.txt") for name in names)


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
