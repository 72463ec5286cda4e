"""The compiled build is optional: ``pip install .`` stays pure Python, needing no compiler,
and ``DQ_DESKTOP_COMPILE=1`` alone asks for mypy (packaging/build_backend/dq_build.py).

Built offline with ``python -m build --wheel --no-isolation`` (``build`` and
``setuptools>=77`` come with the ``[test]`` extra).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging" / "build_backend"))

import dq_build  # noqa: E402 (beside the build backend)


def test_the_backend_asks_for_mypy_only_when_compiling(monkeypatch: pytest.MonkeyPatch) -> None:
    """Rule: without ``DQ_DESKTOP_COMPILE=1`` the build needs what setuptools needs, nothing
    more; with it, mypy too, and setup.py is not asked to compile while pip only asks what
    to install (mypy is not there yet)."""
    monkeypatch.chdir(ROOT)
    monkeypatch.delenv("DQ_DESKTOP_COMPILE", raising=False)
    plain = dq_build.get_requires_for_build_wheel()
    assert not any(name.startswith("mypy") for name in plain)
    monkeypatch.setenv("DQ_DESKTOP_COMPILE", "1")
    assert dq_build.get_requires_for_build_wheel() == [*plain, dq_build.MYPYC]
    assert dq_build.get_requires_for_build_editable()[-1] == dq_build.MYPYC
    assert dq_build.compiling()


def test_the_mypy_that_compiles_is_the_projects_checker() -> None:
    """Rule: mypyc comes with the mypy that checks the code (pyproject.toml's dev extra), so
    that what it compiles is what the checker passed."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    dev = project["project"]["optional-dependencies"]["dev"]
    pinned = [re.sub(r"\s", "", spec) for spec in dev if spec.startswith("mypy")]
    assert pinned == [dq_build.MYPYC]


@pytest.mark.slow  # building a wheel takes seconds
def test_a_plain_build_is_pure_python(tmp_path: Path) -> None:
    """Rule: ``pip install .`` without the variable builds a wheel for any platform, with no
    extension module in it: no compiler is needed."""
    env = {key: value for key, value in os.environ.items()
           if key != "DQ_DESKTOP_COMPILE"}
    result = subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(tmp_path),
         "."], cwd=ROOT, env=env, capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    (wheel,) = tmp_path.glob("dq_desktop-*.whl")
    assert wheel.name.endswith("-py3-none-any.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "dq_desktop/engine/bots/fastboard.py" in names
    assert not [name for name in names if name.endswith((".so", ".pyd"))]


def test_the_bundles_collect_the_compiled_modules_shared_library() -> None:
    """Rule: PyInstaller cannot see the shared library the compiled modules load in C; the
    bundles name it (packaging/pyinstaller_common.py), as setup.py names it."""
    group = re.search(r'^GROUP = "(\w+)"', (ROOT / "setup.py").read_text(encoding="utf-8"),
                      flags=re.MULTILINE)
    common = (ROOT / "packaging" / "pyinstaller_common.py").read_text(encoding="utf-8")
    runtime = re.search(r'^COMPILED_RUNTIME = "(\w+)"', common, flags=re.MULTILINE)
    assert group is not None and runtime is not None
    assert runtime[1] == f"{group[1]}__mypyc"
