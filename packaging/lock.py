"""Write packaging/requirements-lock.txt: every package of the bundles at an exact version.

    pip install uv && python packaging/lock.py

Resolves pyproject.toml's dependencies and packaging/requirements.in for every
system and Python >= 3.11 at once (``uv pip compile --universal``), with the
hashes of every file, and names in a comment the macOS wheel of the locked Qt:
packaging/recipes.py reads its platform tag (``macosx_13_0``) and checks it
against ``LSMinimumSystemVersion``. The build scripts install from the lock
with ``pip install --require-hashes``.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

PACKAGING = Path(__file__).resolve().parent
ROOT = PACKAGING.parent
LOCK = PACKAGING / "requirements-lock.txt"
QT = "pyside6-essentials"
MACOS_PLATFORM = "macosx_15_0_arm64"
"""A Mac of today: pip picks the wheel it would install there (a universal2 one for Qt)."""


def compile_lock(uv: str) -> str:
    command = [
        uv, "pip", "compile", "pyproject.toml", "packaging/requirements.in",
        "--universal", "--python-version", "3.11", "--generate-hashes",
        "--no-header", "--index-url", "https://pypi.org/simple",
    ]  # fmt: skip
    return subprocess.run(command, cwd=ROOT, check=True, capture_output=True, text=True).stdout


def macos_wheel(version: str) -> str:
    """The file name of the macOS wheel pip installs for this version of Qt."""
    with tempfile.TemporaryDirectory() as scratch:
        report = Path(scratch) / "report.json"
        subprocess.run(
            [sys.executable, "-m", "pip", "install", "--dry-run", "--quiet", "--no-deps",
             "--only-binary=:all:", "--platform", MACOS_PLATFORM, "--python-version", "3.13",
             "--target", scratch, "--report", str(report), f"{QT}=={version}"],
            check=True,
        )  # fmt: skip
        url = json.loads(report.read_text())["install"][0]["download_info"]["url"]
    return str(url).rsplit("/", 1)[-1]


def main() -> int:
    uv = shutil.which("uv")
    if uv is None:
        print("lock: uv is needed (pip install uv)", file=sys.stderr)
        return 1
    body = compile_lock(uv)
    found = re.search(rf"^{QT}==(\S+)", body, flags=re.MULTILINE)
    if found is None:
        print(f"lock: the resolution has no {QT}", file=sys.stderr)
        return 1
    header = (
        "# The exact versions the bundles are built from, for every system (hashes checked).\n"
        "# Made by `python packaging/lock.py` from pyproject.toml and packaging/requirements.in;\n"
        "# never edited by hand.\n"
        f"# macOS wheel: {macos_wheel(found[1])}\n"
    )
    LOCK.write_text(header + body, encoding="utf-8")
    print(f"lock: wrote {LOCK.relative_to(ROOT)} ({QT} {found[1]})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
