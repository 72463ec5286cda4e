"""Check the inputs of the Windows and macOS recipes on any system, before a build.

The Windows installer and the macOS disk image are built on their own systems
(the workflow in .github/workflows/bundles.yml); what they read is checked here,
on Linux too, so that a broken recipe fails in the project's CI and not on a
runner: the spec files compile and name files that exist, the Inno Setup script
has what the build expects of it, the Info.plist and entitlements load with
``plistlib``, every icon holds the sizes its system asks for, and the licence texts
the third-party notices need are there (packaging/notices.py).

The bundles are built from packaging/requirements-lock.txt (exact versions,
``python packaging/lock.py``); the macOS wheel of the locked Qt must run on the
oldest macOS the Info.plist promises (``LSMinimumSystemVersion``).

    python packaging/recipes.py windows|macos|all
    python packaging/recipes.py notes [VERSION]    # release notes from CHANGES.md
    python packaging/recipes.py tag vVERSION       # a release tag names this version

The release notes and the tag's checks are packaging/changelog.py's (CHANGES.md is the
changelog; docs/releasing.md says how a release is cut).

Standard library only: it runs with whatever Python the build machine has.
"""

from __future__ import annotations

import plistlib
import re
import struct
import sys
from pathlib import Path
from xml.parsers.expat import ExpatError

import notices  # beside this file

PACKAGING = Path(__file__).resolve().parent
ROOT = PACKAGING.parent
if str(PACKAGING) not in sys.path:  # changelog.py lies beside this file (no package)
    sys.path.insert(0, str(PACKAGING))

import changelog  # noqa: E402

APP_ID = "io.github.dq_desktop.DonQuixote"
NAME = "dq-desktop"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
"""resources/icons/dq-desktop-N.png (packaging/make_icons.py makes them)."""
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES: dict[bytes, int] = {
    b"icp4": 16, b"ic11": 32, b"icp5": 32, b"ic12": 64, b"ic07": 128,
    b"ic13": 256, b"ic08": 256, b"ic14": 512, b"ic09": 512, b"ic10": 1024,
}  # fmt: skip
"""The macOS icon types, each a PNG of this many pixels square."""
PLIST_KEYS = (
    "CFBundleName", "CFBundleDisplayName", "CFBundleIdentifier", "CFBundleShortVersionString",
    "CFBundleVersion", "CFBundleDevelopmentRegion", "CFBundleLocalizations",
    "LSMinimumSystemVersion", "NSHighResolutionCapable",
)  # fmt: skip
ISS_SECTIONS = ("Setup", "Languages", "Files", "Icons", "Run")
ISS_SETUP_KEYS = (
    "AppId", "AppName", "AppVersion", "DefaultDirName", "OutputDir", "OutputBaseFilename",
    "SetupIconFile", "UninstallDisplayIcon", "PrivilegesRequired",
)  # fmt: skip


LOCK = PACKAGING / "requirements-lock.txt"
QT_WHEEL = "pyside6-essentials"


class RecipeError(Exception):
    """A recipe's input is missing or wrong; the message names the file and the fault."""


def _fail(path: Path, problem: str) -> RecipeError:
    shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
    return RecipeError(f"{shown}: {problem}")


def png_size(data: bytes, path: Path) -> tuple[int, int]:
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise _fail(path, "not a PNG image")
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def check_pngs(folder: Path = ROOT / "resources" / "icons") -> None:
    for size in PNG_SIZES:
        path = folder / f"{NAME}-{size}.png"
        if not path.is_file():
            raise _fail(path, "missing")
        if png_size(path.read_bytes(), path) != (size, size):
            raise _fail(path, f"should be {size} × {size} pixels")


def ico_sizes(path: Path) -> list[int]:
    """The sizes of a Windows icon's entries (0 in the directory means 256)."""
    data = path.read_bytes()
    if len(data) < 6:
        raise _fail(path, "too short for an icon")
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    if reserved != 0 or kind != 1 or not 0 < count <= 64 or len(data) < 6 + 16 * count:
        raise _fail(path, "not a Windows icon")
    sizes = []
    for index in range(count):
        width, height, _, _, _, _, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * index: 22 + 16 * index])
        if offset + length > len(data):
            raise _fail(path, f"entry {index} runs past the end of the file")
        entry = data[offset: offset + length]
        if entry[:8] == b"\x89PNG\r\n\x1a\n" and png_size(entry, path) != (width or 256,
                                                                           height or 256):
            raise _fail(path, f"entry {index} holds a PNG of another size than it says")
        sizes.append(width or 256)
    return sorted(sizes)


def icns_entries(path: Path) -> dict[bytes, int]:
    """The icon types of a macOS icon, with the pixel size of the PNG each holds."""
    data = path.read_bytes()
    if data[:4] != b"icns" or struct.unpack(">I", data[4:8])[0] != len(data):
        raise _fail(path, "not a macOS icon (bad header or length)")
    entries: dict[bytes, int] = {}
    at = 8
    while at < len(data):
        kind, length = data[at: at + 4], struct.unpack(">I", data[at + 4: at + 8])[0]
        if length < 8 or at + length > len(data):
            raise _fail(path, f"entry {kind!r} has a bad length")
        body = data[at + 8: at + length]
        if body[:8] == b"\x89PNG\r\n\x1a\n":
            width, height = png_size(body, path)
            if width != height:
                raise _fail(path, f"entry {kind!r} is not square")
            entries[kind] = width
        at += length
    return entries


def check_spec(path: Path) -> None:
    """A PyInstaller spec compiles, and the files it names beside it exist."""
    if not path.is_file():
        raise _fail(path, "missing")
    source = path.read_text(encoding="utf-8")
    try:
        compile(source, str(path), "exec")
    except SyntaxError as error:
        raise _fail(path, f"line {error.lineno}: {error.msg}") from None
    for folder, name in re.findall(r'common\.PACKAGING\s*/\s*"(\w+)"\s*/\s*"([^"]+)"', source):
        if not (PACKAGING / folder / name).is_file():
            raise _fail(path, f"names packaging/{folder}/{name}, which is missing")
    if "common.analysis()" not in source:
        raise _fail(path, "does not build from pyinstaller_common.analysis()")


def iss_sections(text: str) -> dict[str, list[str]]:
    sections: dict[str, list[str]] = {}
    current = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith(";") or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = line[1:-1]
            sections.setdefault(current, [])
        elif current is not None:
            sections[current].append(line)
    return sections


def check_inno_setup(path: Path = PACKAGING / "windows" / "dq-desktop.iss",
                     spec: Path = PACKAGING / "windows" / "dq-desktop.spec") -> None:
    if not path.is_file():
        raise _fail(path, "missing")
    text = path.read_text(encoding="utf-8-sig")
    sections = iss_sections(text)
    for section in ISS_SECTIONS:
        if section not in sections:
            raise _fail(path, f"has no [{section}] section")
    setup = dict(line.split("=", 1) for line in sections["Setup"] if "=" in line)
    for key in ISS_SETUP_KEYS:
        if key not in setup:
            raise _fail(path, f"[Setup] has no {key}")
    if not re.fullmatch(r"\{\{[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}\}", setup["AppId"]):
        raise _fail(path, "AppId is not a GUID written {{…}")
    if setup["OutputBaseFilename"] != "dq-desktop-{#AppVersion}-windows-x64-setup":
        raise _fail(path, "OutputBaseFilename is not what packaging/build.py looks for")
    icon = path.parent / setup["SetupIconFile"]
    if not icon.is_file():
        raise _fail(path, f"SetupIconFile {setup['SetupIconFile']} is missing")
    defined = dict(re.findall(r'#define\s+(\w+)\s+"([^"]*)"', text))
    spec_text = spec.read_text(encoding="utf-8")
    if defined.get("AppExe") != f"{NAME}.exe" or "name=common.NAME," not in spec_text:
        raise _fail(path, f"AppExe should be {NAME}.exe, the spec's windowed program")
    for line in sections["Languages"]:
        if not re.search(r'MessagesFile:\s*"compiler:[\w\\]+\.isl"', line):
            raise _fail(path, f"a language without a compiler message file: {line}")
    if not (ROOT / "LICENSE").is_file():
        raise _fail(path, "names LICENSE, which is missing")


def check_plists(folder: Path = PACKAGING / "macos") -> None:
    info_path = folder / "Info.plist"
    try:
        with info_path.open("rb") as handle:
            info = plistlib.load(handle)
        with (folder / "entitlements.plist").open("rb") as handle:
            entitlements = plistlib.load(handle)
    except (OSError, plistlib.InvalidFileException, ValueError, ExpatError) as error:
        raise _fail(info_path, f"cannot be read: {error}") from None
    for key in PLIST_KEYS:
        if key not in info:
            raise _fail(info_path, f"has no {key}")
    if info["CFBundleIdentifier"] != APP_ID:
        raise _fail(info_path, f"CFBundleIdentifier should be {APP_ID}")
    if not re.fullmatch(r"\d+\.\d+", str(info["LSMinimumSystemVersion"])):
        raise _fail(info_path, "LSMinimumSystemVersion should read like 13.0")
    if not isinstance(entitlements, dict) or not all(
            isinstance(value, bool) for value in entitlements.values()):
        raise _fail(folder / "entitlements.plist", "should map entitlements to true or false")


def lock_pins(path: Path = LOCK) -> dict[str, str]:
    """The lock's packages and their exact versions; refuses a package not pinned exactly."""
    if not path.is_file():
        raise _fail(path, "missing (python packaging/lock.py makes it)")
    pins: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line or line[0] in "# \t":
            continue
        found = re.match(r"([A-Za-z0-9._-]+)==([^\s;\\]+)", line)
        if found is None:
            raise _fail(path, f"not an exact version: {line.strip()}")
        pins[found[1].lower().replace("_", "-")] = found[2]
    return pins


def macos_floor(wheel: str) -> tuple[int, int]:
    """The oldest macOS a wheel installs on, from its platform tag (``macosx_13_0_…``)."""
    found = re.search(r"macosx_(\d+)_(\d+)_", wheel)
    if found is None:
        raise RecipeError(f"{wheel}: no macOS platform tag")
    return int(found[1]), int(found[2])


def locked_macos_qt(path: Path = LOCK) -> str:
    """The file name of the locked Qt's macOS wheel (written into the lock by lock.py)."""
    pins = lock_pins(path)
    if QT_WHEEL not in pins:
        raise _fail(path, f"does not pin {QT_WHEEL}")
    found = re.search(r"^# macOS wheel: (\S+)$", path.read_text(encoding="utf-8"), re.MULTILINE)
    if found is None:
        raise _fail(path, "does not name Qt's macOS wheel (python packaging/lock.py)")
    version = found[1].split("-")[1]
    if version != pins[QT_WHEEL]:
        raise _fail(path, f"names Qt's macOS wheel of {version} but pins {pins[QT_WHEEL]}")
    return found[1]


def check_macos_floor(qt_tags: str, info_path: Path = PACKAGING / "macos" / "Info.plist") -> None:
    """``LSMinimumSystemVersion`` is no older than the oldest macOS Qt's wheel runs on.

    ``qt_tags``: the wheel's file name or the ``Tag:`` lines of its WHEEL file."""
    with info_path.open("rb") as handle:
        promised = str(plistlib.load(handle).get("LSMinimumSystemVersion", ""))
    if not re.fullmatch(r"\d+\.\d+", promised):
        raise _fail(info_path, "LSMinimumSystemVersion should read like 13.0")
    needed = macos_floor(qt_tags)
    major, minor = (int(part) for part in promised.split("."))
    if (major, minor) < needed:
        raise _fail(info_path, f"LSMinimumSystemVersion {promised} is older than the macOS "
                    f"{needed[0]}.{needed[1]} that Qt needs ({qt_tags.strip()}): raise it, with "
                    "the README, or lock an older Qt (packaging/requirements.in)")


def check_tag(tag: str) -> str:
    """A release tag is ``v`` and the program's version, which CHANGES.md has released, and
    the files made from CHANGES.md are up to date (packaging/changelog.py)."""
    try:
        sections = changelog.read()
        version = changelog.check_release(tag, sections, changelog.program_version())
        problems = changelog.check(sections)
    except changelog.ChangelogError as error:
        raise RecipeError(str(error)) from None
    if problems:
        raise RecipeError("; ".join(problems))
    return version


def release_notes(version: str | None = None) -> str:
    """The notes of release ``version`` (the newest when ``None``) as Markdown, from
    CHANGES.md, for the GitHub release."""
    try:
        return changelog.release_markdown(changelog.read(), version)
    except changelog.ChangelogError as error:
        raise RecipeError(str(error)) from None


def check_notices_inputs() -> None:
    """The licence texts the notices take from packaging/licences are there, and were
    checked against the Qt the lock pins (packaging/notices.py, packaging/licences/README.md)."""
    problems = notices.check_vendored(lock_pins().get(QT_WHEEL, "(not locked)"))
    if problems:
        raise _fail(PACKAGING / "licences", "; ".join(problems))


def check_windows() -> None:
    check_spec(PACKAGING / "windows" / "dq-desktop.spec")
    check_inno_setup()
    ico = PACKAGING / "windows" / "dq-desktop.ico"
    if ico_sizes(ico) != sorted(ICO_SIZES):
        raise _fail(ico, f"should hold the sizes {', '.join(map(str, ICO_SIZES))}")
    check_pngs()
    check_notices_inputs()


def check_macos() -> None:
    check_spec(PACKAGING / "macos" / "dq-desktop.spec")
    check_plists()
    check_macos_floor(locked_macos_qt())
    icns = PACKAGING / "macos" / "dq-desktop.icns"
    if icns_entries(icns) != ICNS_TYPES:
        raise _fail(icns, "should hold the PNG types " + ", ".join(
            f"{kind.decode()} ({size} px)" for kind, size in ICNS_TYPES.items()))
    check_pngs()
    check_notices_inputs()


def main(argv: list[str]) -> int:
    which = argv[0] if argv else "all"
    if which in ("notes", "tag"):
        try:
            if which == "notes":
                print(release_notes(argv[1] if len(argv) > 1 else None), end="")
            else:
                print(f"recipes: the tag names dq-desktop {check_tag(argv[1])}")
        except (RecipeError, OSError, IndexError) as error:
            print(f"recipes: {error or 'tag: which tag?'}", file=sys.stderr)
            return 1
        return 0
    checks = {"windows": [check_windows], "macos": [check_macos],
              "all": [check_windows, check_macos]}.get(which)
    if checks is None:
        print("usage: recipes.py windows|macos|all|notes [VERSION]|tag vVERSION",
              file=sys.stderr)
        return 2
    try:
        for check in checks:
            check()
    except RecipeError as error:
        print(f"recipes: {error}", file=sys.stderr)
        return 1
    named = {"windows": "Windows", "macos": "macOS", "all": "Windows and macOS"}[which]
    print(f"recipes: the {named} recipes' inputs are in order")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
