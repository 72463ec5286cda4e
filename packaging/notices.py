"""Third-party notices: the licence texts of everything a bundle ships, in one file.

PyInstaller's analysis (``pyinstaller_common.analysis``) calls ``write`` with the
files it is about to put in the bundle; each file is traced to what it came from:

- a Python distribution installed in the build environment (its RECORD lists the
  file): its own licence files (``License-File``); for a wheel that names none, the
  licence texts its RECORD holds (``LICENSE*``, ``COPYING*``, a ``LICENSES/``
  folder, Qt's attribution files) and then the texts ``packaging/licences`` adds
  for it (PySide6-Essentials and shiboken6 6.11 carry none at all: see its README);
- Python itself (a file under ``sys.base_prefix``): its ``LICENSE.txt``;
- on Linux, a system library PyInstaller copied in: the ``copyright`` file of the
  Debian package that owns it (``dpkg-query -S``), and the common licences it names.

A file traced to nothing stops the build: a bundle never ships what its notices do
not name. The notices go into the bundle beside its libraries
(``THIRD-PARTY-NOTICES.txt``), where the About dialog finds them, and list every
library and data file with the part of the notices that covers it, so that

    python packaging/notices.py check BUNDLE_LIBRARY_FOLDER

(the smoke tests run it on the built bundle) can check the bundle's contents against
them. Standard library only.
"""

from __future__ import annotations

import importlib.metadata as metadata
import platform
import re
import subprocess
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path, PurePath
from typing import Any

PACKAGING = Path(__file__).resolve().parent
ROOT = PACKAGING.parent
LICENCES = PACKAGING / "licences"
FILE_NAME = "THIRD-PARTY-NOTICES.txt"
QT_CHECKED = re.compile(r"^Checked against Qt (\S+)$", re.MULTILINE)
"""The line of packaging/licences/README.md naming the Qt its files were checked against."""

VENDORED: dict[str, tuple[tuple[str, str], ...]] = {
    # distribution (normalised name): (label, file under the repository) for each text
    "pyside6-essentials": (
        ("GNU Lesser General Public License 3.0 (Qt and PySide6 as used here)",
         "packaging/licences/LGPL-3.0.txt"),
        ("GNU General Public License 3.0 (which the LGPL 3.0 supplements)", "LICENSE"),
        ("Qt Base: modules and their third-party code (Debian's record of Qt 6.4.2)",
         "packaging/licences/qt/qtbase-6.4.2-debian-copyright.txt"),
        ("Qt SVG (Debian's record of Qt 6.4.2)",
         "packaging/licences/qt/qtsvg-6.4.2-debian-copyright.txt"),
        ("Qt Wayland (Debian's record of Qt 6.4.2)",
         "packaging/licences/qt/qtwayland-6.4.2-debian-copyright.txt"),
        ("Apache License 2.0 (named by the Qt records above)", "packaging/licences/Apache-2.0.txt"),
        ("CC0 1.0 Universal (named by the Qt records above)", "packaging/licences/CC0-1.0.txt"),
        ("ICU (the libicu libraries beside Qt's)", "packaging/licences/ICU-LICENSE.txt"),
        ("Imlib2 licence (Qt GUI's smooth image scaling, qimagescale.cpp; Qt's own text)",
         "packaging/licences/qt/Imlib2.txt"),
        ("X11 licence (Qt GUI's QRegion, from the X server's region code; Qt's own text)",
         "packaging/licences/qt/X11.txt"),
        ("Historical Permission Notice and Disclaimer (QRegion's X server code, Digital "
         "Equipment Corporation; Qt's own text)", "packaging/licences/qt/HPND.txt"),
        ("XSVG's notice, HPND sell variant (Qt SVG's arc handling)",
         "packaging/licences/qt/XSVG-HPND-sell-variant.txt"),
        ("Where these Qt texts come from, and what they do not cover yet",
         "packaging/licences/README.md"),
    ),
    "shiboken6": (
        ("GNU Lesser General Public License 3.0", "packaging/licences/LGPL-3.0.txt"),
        ("GNU General Public License 3.0 (which the LGPL 3.0 supplements)", "LICENSE"),
    ),
}
"""Licence texts for the distributions whose wheels carry none."""

PYTHON_LIBRARY_ARCHIVE = "base_library.zip"
"""The part of Python's standard library PyInstaller zips in its work folder for start-up."""
SHARED_LIBRARY = re.compile(r"\.(so(\.\d+)*|dylib|dll|pyd)$", re.IGNORECASE)


class NoticeError(Exception):
    """A file of the bundle whose licence cannot be found; the message names it."""


@dataclass
class Component:
    """One part of the notices: what it is, under which licence, its texts, its files."""

    key: str
    title: str
    licence: str
    texts: list[tuple[str, str]]
    files: set[str] = field(default_factory=set)
    modules: int = 0


def normalised(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def read_repository_text(relative: str) -> str:
    path = ROOT / relative
    if not path.is_file():
        raise NoticeError(f"{relative} is missing (packaging/licences/README.md)")
    return path.read_text(encoding="utf-8")


def distribution_licence(dist: metadata.Distribution) -> str:
    meta = dist.metadata
    expression = meta.get("License-Expression")
    if expression:
        return str(expression)
    licence = str(meta.get("License") or "").strip().splitlines()
    if licence and len(licence[0]) < 200:
        return licence[0]
    classifiers = [c.split(" :: ")[-1] for c in meta.get_all("Classifier") or []
                   if c.startswith("License ::")]
    return ", ".join(classifiers) or "see the texts below"


PACKAGED_LICENCE = re.compile(
    r"(^|/)(LICEN[CS]E|COPYING|NOTICE|THIRD[-_]PARTY)[^/]*$|(^|/)LICENSES/[^/]+$"
    r"|(^|/)qt_attribution\.json$", re.IGNORECASE)
"""A file of a wheel that holds a licence text or an attribution, wherever it lies."""


def packaged_texts(dist: metadata.Distribution) -> list[tuple[str, str]]:
    """The licence texts a distribution's RECORD lists without naming them in its metadata."""
    texts = []
    for record in dist.files or []:
        name = record.as_posix()
        if ".dist-info/" in name or not PACKAGED_LICENCE.search(name):
            continue
        path = Path(str(dist.locate_file(record)))
        text = path.read_text(encoding="utf-8", errors="replace") if path.is_file() else ""
        if text.strip():
            texts.append((name, text))
    return texts


def distribution_texts(dist: metadata.Distribution) -> list[tuple[str, str]]:
    """The distribution's licence files (PEP 639 ``licenses/`` first); for one that names
    none, the licence texts it carries and then the vendored ones."""
    texts = []
    for name in dist.metadata.get_all("License-File") or []:
        text = dist.read_text(f"licenses/{name}") or dist.read_text(name)
        if text and text.strip():
            texts.append((name, text))
    if texts:
        return texts
    texts = packaged_texts(dist)
    vendored = VENDORED.get(normalised(dist.metadata["Name"]))
    if vendored is None and not texts:
        raise NoticeError(f"{dist.metadata['Name']} carries no licence file and none is "
                          "given in packaging/notices.py VENDORED")
    return texts + [(label, read_repository_text(path)) for label, path in vendored or ()]


def python_licence_file(prefixes: Sequence[Path]) -> Path:
    """Python's LICENSE.txt: beside the interpreter (Windows) or in its standard library."""
    version = f"python{sys.version_info.major}.{sys.version_info.minor}"
    for prefix in prefixes:
        for candidate in (prefix / "LICENSE.txt", prefix / "lib" / version / "LICENSE.txt",
                          prefix / "Lib" / "LICENSE.txt",
                          prefix / "share" / "doc" / version / "copyright"):
            if candidate.is_file():
                return candidate
    raise NoticeError(f"Python's LICENSE.txt is not under {', '.join(map(str, prefixes))}")


# --- Debian packages (the system libraries of the Linux bundle) ---------------------------

COMMON_LICENCE = re.compile(r"/usr/share/common-licenses/([A-Za-z0-9.+-]*[A-Za-z0-9+])")


def path_variants(path: Path) -> list[str]:
    """``path`` as dpkg may know it: as given, resolved, and across the /usr merge."""
    found = []
    for candidate in (path, path.resolve()):
        text = str(candidate)
        found.append(text)
        if text.startswith("/usr/"):
            found.append(text[len("/usr"):])
        elif text.startswith(("/lib", "/bin", "/sbin")):
            found.append("/usr" + text)
    return list(dict.fromkeys(found))


def debian_owners(paths: Iterable[Path], run: Callable[..., Any] = subprocess.run
                  ) -> dict[Path, str]:
    """The Debian package owning each path, for those dpkg knows."""
    owners: dict[Path, str] = {}
    for path in paths:
        result = run(["dpkg-query", "-S", *path_variants(path)], capture_output=True,
                     text=True, check=False)
        for line in result.stdout.splitlines():
            package, _, _ = line.partition(": ")
            if package and "," not in package:
                owners[path] = package.split(":")[0]
                break
    return owners


def debian_component(package: str, run: Callable[..., Any] = subprocess.run,
                     doc: Path = Path("/usr/share/doc")) -> Component:
    version = run(["dpkg-query", "-W", "-f=${Version}", package], capture_output=True,
                  text=True, check=False).stdout.strip()
    copyright_file = doc / package / "copyright"
    if not copyright_file.is_file():
        raise NoticeError(f"the Debian package {package} has no {copyright_file}")
    text = copyright_file.read_text(encoding="utf-8", errors="replace")
    texts = [(f"{copyright_file}", text)]
    for name in dict.fromkeys(COMMON_LICENCE.findall(text)):
        common = Path("/usr/share/common-licenses") / name
        if common.is_file():
            texts.append((f"{common} (named above)", common.read_text(encoding="utf-8")))
    return Component(f"deb:{package}", f"{package} {version} (Debian package)".replace("  ", " "),
                     "see its copyright file below", texts)


# --- Tracing the bundle's files -----------------------------------------------------------


@dataclass
class Sources:
    """Where the files of the build environment come from."""

    distributions: dict[Path, metadata.Distribution]
    python_prefixes: tuple[Path, ...]
    program: metadata.Distribution | None

    @classmethod
    def of_this_environment(cls) -> Sources:
        by_file: dict[Path, metadata.Distribution] = {}
        for dist in metadata.distributions():
            for record in dist.files or []:
                by_file[Path(str(dist.locate_file(record))).resolve()] = dist
        prefixes = tuple(dict.fromkeys(Path(p).resolve() for p in
                                       (sys.base_prefix, sys.base_exec_prefix)))
        try:
            program = metadata.distribution("dq-desktop")
        except metadata.PackageNotFoundError:
            program = None
        return cls(by_file, prefixes, program)

    def in_python(self, path: Path) -> bool:
        return any(path.is_relative_to(prefix) and "site-packages" not in path.parts
                   for prefix in self.python_prefixes)


def trace(entries: Iterable[tuple[str, str | None, str]], sources: Sources, *,
          linux: bool, launcher: Path,
          debian: Callable[[Iterable[Path]], dict[Path, str]] = debian_owners,
          debian_part: Callable[[str], Component] = debian_component) -> list[Component]:
    """The components of the bundle, from its TOC ``entries`` (dest, source, type)."""
    parts: dict[str, Component] = {}

    def add(key: str, make: Callable[[], Component], dest: str | None, module: bool) -> None:
        part = parts.get(key) or parts.setdefault(key, make())
        if module:
            part.modules += 1
        elif dest is not None:
            part.files.add(dest)

    def dist_part(dist: metadata.Distribution) -> Callable[[], Component]:
        name = dist.metadata["Name"]
        return lambda: Component(f"dist:{normalised(name)}", f"{name} {dist.version}",
                                 distribution_licence(dist), distribution_texts(dist))

    def python_part() -> Component:
        licence = python_licence_file(sources.python_prefixes)
        return Component("python", f"Python {platform.python_version()}",
                         "PSF-2.0 (Python Software Foundation License)",
                         [(licence.name, licence.read_text(encoding="utf-8"))])

    unknown: list[tuple[str, Path]] = []
    for dest, source, kind in entries:
        if kind == "SYMLINK" or not source:
            continue
        path = Path(source).resolve()
        module = kind in ("PYMODULE", "PYSOURCE")
        if not path.is_file():
            continue  # built-in and frozen modules, namespace packages: no file to ship
        shown = None if module else dest
        if path in sources.distributions:
            dist = sources.distributions[path]
            add(f"dist:{normalised(dist.metadata['Name'])}", dist_part(dist), shown, module)
        elif path == launcher.resolve() and sources.program is not None:
            add("dist:dq-desktop", dist_part(sources.program), shown, module)
        elif sources.in_python(path) or dest == PYTHON_LIBRARY_ARCHIVE:
            add("python", python_part, shown, module)
        else:
            unknown.append((dest, path))
    if unknown and linux:
        owners = debian(path for _, path in unknown)
        for dest, path in list(unknown):
            if path in owners:
                add(f"deb:{owners[path]}", lambda p=owners[path]: debian_part(p), dest, False)
                unknown.remove((dest, path))
    if unknown:
        listed = "; ".join(f"{dest} ({path})" for dest, path in unknown)
        raise NoticeError(f"no licence known for: {listed}")
    program_first = sorted(parts.values(), key=lambda part: (
        part.key != "dist:dq-desktop", part.key != "python", part.title.lower()))
    return program_first


# --- The file ----------------------------------------------------------------------------

RULE = "=" * 78


def render(parts: Sequence[Component], *, version: str, system: str, executable: str,
           bootloader: str) -> str:
    """The notices file: the contents, the bundle's files and their part, then each part."""
    qt = next((part.title.split()[-1] for part in parts
               if part.key == "dist:pyside6-essentials"), "of this bundle")
    lines = [
        f"THIRD-PARTY NOTICES: Don Quixote (dq-desktop) {version}, {system} bundle",
        RULE, "",
        "Don Quixote is free software under the GNU General Public License 3.0 or later",
        "(LICENSE); its source code is at https://github.com/dq-desktop/dq-desktop.",
        "This bundle also holds the software listed below, each under its own licence,",
        "whose texts follow.",
        "",
        f"Qt {qt} and PySide6 {qt} are used under the GNU Lesser General Public License",
        "3.0. Their libraries are separate files of this bundle, which you may replace",
        "with your own build of the same version: docs/replacing-qt.md in dq-desktop's",
        "source says how. The Qt Company publishes the source code of both at",
        f"https://download.qt.io/official_releases/ (Qt {qt}, and PySide6 {qt} under",
        "QtForPython).",
        "",
        "CONTENTS", "",
    ]
    for number, part in enumerate(parts, 1):
        lines.append(f"{number:3}. {part.title}: {part.licence}")
    lines += ["", "FILES OF THIS BUNDLE AND THE PART THAT COVERS EACH", "",
              f"  {executable}: {bootloader} (the program's start-up code) and the",
              "  Python modules of the parts marked 'modules' below", ""]
    for number, part in enumerate(parts, 1):
        for dest in sorted(part.files):
            lines.append(f"  {PurePath(dest).as_posix()}: {number}")
    shown: dict[str, str] = {}  # a text given once: where it stands
    for number, part in enumerate(parts, 1):
        lines += ["", RULE, f"{number}. {part.title}", RULE, f"Licence: {part.licence}"]
        if part.modules:
            lines.append(f"Ships {part.modules} Python modules inside the program.")
        for label, text in part.texts:
            body = text.rstrip()
            if body in shown:
                lines += ["", f"--- {label}: the same text as {shown[body]} ---"]
                continue
            shown[body] = f"'{label}' under {number}"
            lines += ["", f"--- {label} ---", "", body]
    return "\n".join(lines) + "\n"


def bootloader_part(sources: Sources) -> Component:
    """PyInstaller, whose bootloader starts every bundle (GPL-2.0 with its exception)."""
    for dist in set(sources.distributions.values()):
        if normalised(dist.metadata["Name"]) == "pyinstaller":
            return Component("dist:pyinstaller", f"PyInstaller {dist.version}",
                             distribution_licence(dist), distribution_texts(dist))
    raise NoticeError("PyInstaller is not installed in the build environment")


COMPILED_RUNTIME = "dq_desktop_bots__mypyc."
"""The start of the name of the compiled build's shared library (setup.py, docs/building.md)."""


def compiled_runtime_part(entries: Iterable[tuple[str, str | None, str]]) -> Component | None:
    """mypyc's runtime library (its lib-rt, MIT with parts under the PSF licence), which the
    compiled build compiles into its shared library; none when the bundle is pure Python.
    The text is mypy 2.4.1's, kept in packaging/licences (mypy is not in the bundle's
    build environment: pip installs it only for the wheel's build)."""
    found = {dest for dest, _, _ in entries if PurePath(dest).name.startswith(COMPILED_RUNTIME)}
    if not found:
        return None
    text = read_repository_text("packaging/licences/mypyc-LICENSE.txt")
    return Component("mypyc", "mypyc's runtime library (lib-rt), compiled into dq-desktop's "
                     "compiled modules", "MIT; parts PSF-2.0 (Python Software Foundation License)",
                     [("mypy's and mypyc's licence", text)], files=found)


def write(analysis: Any, out: Path, *, version: str, system: str, executable: str) -> Path:
    """Write the notices of an ``Analysis`` (already pruned) to ``out``."""
    sources = Sources.of_this_environment()
    entries = [*analysis.pure, *analysis.scripts, *analysis.binaries, *analysis.datas]
    parts = trace(entries, sources, linux=sys.platform == "linux",
                  launcher=PACKAGING / "launcher.py")
    runtime = compiled_runtime_part(analysis.binaries)
    if runtime is not None:  # beside the program, whose compiled modules it serves
        parts.insert(1, runtime)
    boot = bootloader_part(sources)
    parts = [part for part in parts if part.key != boot.key] + [boot]
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(render(parts, version=version, system=system, executable=executable,
                          bootloader=boot.title), encoding="utf-8")
    return out


# --- The check of a built bundle -----------------------------------------------------------

INDEX_LINE = re.compile(r"^  (\S[^:]*): (\d+)$")


def listed_files(notices: str) -> set[str]:
    index = notices.split("FILES OF THIS BUNDLE", 1)[-1].split(RULE, 1)[0]
    return {found[1] for line in index.splitlines() if (found := INDEX_LINE.match(line))}


def check(folder: Path) -> list[str]:
    """What is wrong with the notices of the bundle whose libraries are in ``folder``
    (``_internal``; ``Contents/Frameworks`` on macOS): missing, or silent about a library."""
    notices = folder / FILE_NAME
    if not notices.is_file():
        return [f"{notices} is missing"]
    text = notices.read_text(encoding="utf-8")
    listed = listed_files(text)
    problems = [f"{relative}: in the bundle, not in {FILE_NAME}" for relative in sorted(
        path.relative_to(folder).as_posix() for path in folder.rglob("*")
        if path.is_file() and not path.is_symlink() and SHARED_LIBRARY.search(path.name))
        if relative not in listed]
    if "--- LICENSE ---" not in text and "GNU GENERAL PUBLIC LICENSE" not in text:
        problems.append(f"{FILE_NAME} holds no GPL text")
    return problems


def check_vendored(lock_qt: str) -> list[str]:
    """The texts VENDORED names exist, and their README was checked against the locked Qt."""
    problems = [f"{path} is missing" for texts in VENDORED.values() for _, path in texts
                if not (ROOT / path).is_file()]
    readme = LICENCES / "README.md"
    found = QT_CHECKED.search(readme.read_text(encoding="utf-8")) if readme.is_file() else None
    if found is None or found[1] != lock_qt:
        problems.append(f"packaging/licences/README.md was checked against Qt "
                        f"{found[1] if found else '(none)'}, the lock has {lock_qt}: bring the "
                        "Qt notices up to it and change that line")
    return problems


def main(argv: Sequence[str]) -> int:
    if len(argv) != 2 or argv[0] != "check":
        print("usage: notices.py check BUNDLE_LIBRARY_FOLDER", file=sys.stderr)
        return 2
    problems = check(Path(argv[1]))
    for problem in problems:
        print(f"notices: {problem}", file=sys.stderr)
    if not problems:
        print(f"notices: every library of {argv[1]} is named in {FILE_NAME}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
