"""The source distribution carries what a distribution needs to build, test and document
dq-desktop from it alone: the package, the tests, the bundles' recipes, the translation
sources and the docs; its licence is declared as an SPDX expression (PEP 639).

Built offline with ``python -m build --sdist --no-isolation`` (``build`` and
``setuptools>=77`` come with the ``[test]`` extra).
"""

from __future__ import annotations

import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow  # building the sdist takes seconds


@pytest.fixture(scope="module")
def sdist(tmp_path_factory: pytest.TempPathFactory) -> tarfile.TarFile:
    out = tmp_path_factory.mktemp("sdist")
    result = subprocess.run(
        [sys.executable, "-m", "build", "--sdist", "--no-isolation", "--outdir", str(out), "."],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    (archive,) = out.glob("dq_desktop-*.tar.gz")
    return tarfile.open(archive)


def members(sdist: tarfile.TarFile) -> set[str]:
    return {name.split("/", 1)[1] for name in sdist.getnames() if "/" in name}


@pytest.mark.parametrize(
    "path",
    [
        "dq_desktop/engine/__init__.py",
        "dq_desktop/engine/bots/_board_kernel.c",
        "tests/conftest.py",
        "tests/packaging/test_sdist.py",
        "packaging/build.py",
        "packaging/requirements-lock.txt",
        "packaging/macos/Info.plist",
        "packaging/windows/dq-desktop.iss",
        "i18n/dq_desktop_fr.ts",
        "i18n/dq_desktop_de.ts",
        "i18n/catalogues.py",
        "dq_desktop/i18n/dq_desktop_fr.qm",
        "resources/tilesets/classic.json",
        "README.md",
        "CHANGES.md",
        "ARCHITECTURE.md",
        "CONTRIBUTING.md",
        "docs/file-formats.md",
        "packaging/changelog.py",
        "LICENSE",
        "docs/real/en-2-round-under-way.png",
        ".ci/run",
        ".github/workflows/bundles.yml",
    ],
)
def test_the_sdist_carries(sdist: tarfile.TarFile, path: str) -> None:
    assert path in members(sdist)


def test_every_tracked_test_is_in_the_sdist(sdist: tarfile.TarFile) -> None:
    tracked = subprocess.run(["git", "ls-files", "tests"], cwd=ROOT, capture_output=True,
                             text=True, check=False).stdout.split()
    if not tracked:
        pytest.skip("not a git checkout: nothing to compare with")
    assert sorted(set(tracked) - members(sdist)) == []


def test_the_licence_is_an_spdx_expression_with_its_file(sdist: tarfile.TarFile) -> None:
    (info,) = [name for name in sdist.getnames() if name.count("/") == 1
               and name.endswith("/PKG-INFO")]
    handle = sdist.extractfile(info)
    assert handle is not None
    metadata = handle.read().decode("utf-8")
    assert "License-Expression: GPL-3.0-or-later" in metadata.splitlines()
    assert "License-File: LICENSE" in metadata.splitlines()
