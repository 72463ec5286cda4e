"""Keep the translation catalogues in step with the sources, and compile them.

    python i18n/catalogues.py update    # pyside6-lupdate: sources -> i18n/*.ts
    python i18n/catalogues.py release   # pyside6-lrelease: i18n/*.ts -> dq_desktop/i18n/*.qm
    python i18n/catalogues.py check     # CI: catalogues current, none unfinished, .qm current

The sources (.ts) and this script live here, outside the package: they are the
source tree's and the sdist's. The compiled .qm files are kept in the repository in
``dq_desktop/i18n/``, the package the program reads them from (the wheel carries
them and nothing of this folder); ``check`` fails when any of them is stale.
"""

from __future__ import annotations

import filecmp
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
COMPILED = ROOT / "dq_desktop" / "i18n"
LANGUAGES = ("en", "fr", "de")
SOURCES = ("dq_desktop/ui", "dq_desktop/app.py")


def tool(name: str) -> str:
    found = shutil.which(name) or str(Path(sys.executable).parent / name)
    if not Path(found).exists():
        sys.exit(f"catalogues: {name} not found (install PySide6)")
    return found


def source_files() -> list[str]:
    files: list[str] = []
    for entry in SOURCES:
        path = ROOT / entry
        files += sorted(str(p.relative_to(ROOT)) for p in path.rglob("*.py")) if path.is_dir() \
            else [entry]
    return files


def catalogue(language: str, folder: Path = HERE) -> Path:
    return folder / f"dq_desktop_{language}.ts"


def update(folder: Path = HERE) -> None:
    for language in LANGUAGES:
        subprocess.run(
            [tool("pyside6-lupdate"), *source_files(), "-no-obsolete", "-locations", "none",
             "-target-language", language, "-ts", str(catalogue(language, folder))],
            cwd=ROOT, check=True, capture_output=True,
        )


def release(folder: Path = HERE, out: Path = COMPILED, strict: bool = False) -> None:
    # Written beside and renamed over the old file: a program running from this tree has
    # its catalogue mapped in memory, and rewriting that file in place kills it (SIGBUS).
    for language in LANGUAGES:
        final = out / f"dq_desktop_{language}.qm"
        fresh = final.with_suffix(".qm.new")
        command = [tool("pyside6-lrelease"), str(catalogue(language, folder)), "-qm", str(fresh)]
        if strict:
            command.insert(1, "-fail-on-unfinished")
        try:
            subprocess.run(command, check=True, capture_output=not strict)
            os.replace(fresh, final)
        finally:
            fresh.unlink(missing_ok=True)


def check() -> int:
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(scratch)
        for language in LANGUAGES:
            shutil.copy(catalogue(language), catalogue(language, work))
        update(work)
        stale = [language for language in LANGUAGES
                 if catalogue(language).read_bytes() != catalogue(language, work).read_bytes()]
        if stale:
            print(f"catalogues: run 'python i18n/catalogues.py update': stale for {stale}")
            return 1
        try:
            release(HERE, work, strict=True)
        except subprocess.CalledProcessError:
            print("catalogues: unfinished translations (see above)")
            return 1
        old = [language for language in LANGUAGES
               if not filecmp.cmp(work / f"dq_desktop_{language}.qm",
                                  COMPILED / f"dq_desktop_{language}.qm", shallow=False)]
        if old:
            print(f"catalogues: run 'python i18n/catalogues.py release': stale .qm for {old}")
            return 1
    print("catalogues: current and complete")
    return 0


def main() -> int:
    command = sys.argv[1] if len(sys.argv) > 1 else "check"
    if command == "update":
        update()
    elif command == "release":
        release()
    elif command == "check":
        return check()
    else:
        sys.exit(__doc__)
    return 0


if __name__ == "__main__":
    sys.exit(main())
