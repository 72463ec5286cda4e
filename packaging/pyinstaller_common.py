"""What every bundle of dq-desktop holds: shared by the Windows, macOS and Linux specs.

A spec does ``sys.path.insert(0, <packaging folder>)`` and imports this module;
it runs inside PyInstaller, in the build environment made by the build scripts,
where dq-desktop is installed from its wheel (never an editable install: the
package's resources live outside the source folder and only a wheel puts them
in place).

What goes in:
- the ``dq_desktop`` package with every module, and its data: the tile sets and
  icons (``dq_desktop/resources``) and the compiled translations
  (``dq_desktop/i18n/*.qm``, when the wheel has them);
- Qt's own translations for the languages the program speaks (``qtbase_xx.qm``);
- QtCore, QtGui and QtWidgets, and the Qt plugins a desktop program needs.

What stays out: every other Qt module (QtNetwork, QtQml, QtQuick, QtSql, QtTest,
…), the plugins of no use to this program, and development tools.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable
from pathlib import Path, PurePath
from typing import Any

import notices  # beside this file (the spec puts the packaging folder on sys.path)

PACKAGING = Path(__file__).resolve().parent
ROOT = PACKAGING.parent
NOTICES_WORK = ROOT / "build" / "packaging" / "notices"
NAME = "dq-desktop"
APP_ID = "io.github.dq_desktop.DonQuixote"
"""Also ``dq_desktop.app.APPLICATION_ID``; tests/packaging checks that they agree."""
DISPLAY_NAME = "Don Quixote"
LAUNCHER = PACKAGING / "launcher.py"

QT_LANGUAGES = ("fr", "de")
"""The languages of Qt's own strings (buttons of standard dialogs and the like) to ship."""

QT_MODULES_USED = ("QtCore", "QtGui", "QtWidgets")
QT_MODULES_UNUSED = (
    "Qt3DAnimation", "Qt3DCore", "Qt3DExtras", "Qt3DInput", "Qt3DLogic", "Qt3DRender",
    "QtAxContainer", "QtBluetooth", "QtCharts", "QtConcurrent", "QtDBus",
    "QtDataVisualization", "QtDesigner", "QtGraphs", "QtGraphsWidgets", "QtHelp",
    "QtHttpServer", "QtLocation", "QtMultimedia", "QtMultimediaWidgets", "QtNetwork",
    "QtNetworkAuth", "QtNfc", "QtOpenGL", "QtOpenGLWidgets", "QtPdf", "QtPdfWidgets",
    "QtPositioning", "QtPrintSupport", "QtQml", "QtQuick", "QtQuick3D", "QtQuickControls2",
    "QtQuickTest", "QtQuickWidgets", "QtRemoteObjects", "QtScxml", "QtSensors", "QtSerialBus",
    "QtSerialPort", "QtSpatialAudio", "QtSql", "QtStateMachine", "QtSvg", "QtSvgWidgets",
    "QtTest", "QtTextToSpeech", "QtUiTools", "QtWebChannel", "QtWebEngineCore",
    "QtWebEngineQuick", "QtWebEngineWidgets", "QtWebSockets", "QtWebView", "QtXml",
)  # fmt: skip
"""Qt's Python modules the program never imports (QtTest is for the tests only)."""

EXCLUDES = (
    *(f"PySide6.{module}" for module in QT_MODULES_UNUSED),
    "PySide6.scripts",
    "tkinter",
    "_tkinter",
    "pytest",
    "_pytest",
    "pytestqt",
    "hypothesis",
    "mypy",
    "pip",
    "setuptools",
    "pkg_resources",
)

PLUGIN_TYPES_KEPT: dict[str, tuple[str, ...] | None] = {
    # type: the plugins of that type kept (by a part of the file name), None for all
    "platforms": ("xcb", "wayland", "offscreen", "minimal", "windows", "cocoa"),
    "platformthemes": ("xdgdesktopportal",),
    "platforminputcontexts": ("compose", "ibus"),
    "iconengines": ("svg",),
    "imageformats": ("svg",),
    "styles": None,
    "xcbglintegrations": None,
    "wayland-shell-integration": ("xdg-shell",),
    "wayland-decoration-client": None,
}
"""The Qt plugins a bundle keeps; types not named here are left out.

Left out on purpose: ``platformthemes/qgtk3`` (it would drag GTK into the bundle;
the desktop portal theme serves file dialogs instead), the virtual keyboard (it
needs QtQuick), image formats other than SVG (the program draws everything and
reads only PNG, which QtGui decodes itself), eglfs, linuxfb, vnc and the other
platforms for devices without a desktop, Wayland's shells other than xdg-shell
(which every desktop compositor speaks), Wayland's OpenGL buffer integrations
(the program paints with the CPU; they would bring the driver's libwayland-egl
into the bundle), and the plugins of unused modules (network information, TLS,
SQL drivers, print support, QML tooling).
"""

UNUSED_QT_LIBRARIES = (
    "Qt6Network", "Qt6Qml", "Qt6Quick", "Qt6VirtualKeyboard", "Qt6Pdf", "Qt6Sql",
    "Qt6Test", "Qt6EglFS", "Qt6Designer", "Qt6Help", "Qt6UiTools", "Qt6Xml",
    "Qt6LabsAnimation", "Qt6Lottie", "Qt6PrintSupport", "Qt6WaylandCompositor",
    "Qt6WlShellIntegration", "Qt6Concurrent",
    "QtNetwork", "QtQml", "QtQuick", "QtVirtualKeyboard", "QtPdf", "QtSql", "QtTest",
    "QtPrintSupport", "QtDesigner", "QtHelp", "QtUiTools", "QtXml",
)  # fmt: skip
"""Qt libraries that only the left-out plugins and modules link to (Linux ``libQt6X.so``,
Windows ``Qt6X.dll``, macOS ``QtX.framework``)."""


def check_build_environment() -> str:
    """The version of the dq_desktop being bundled; refuses a package not installed from a wheel."""
    import dq_desktop

    location = Path(dq_desktop.__file__).resolve()
    if location.parent == ROOT / "dq_desktop":
        raise SystemExit(
            f"dq_desktop is imported from the source tree ({location}); build from the "
            "environment the build script makes, where it is installed from its wheel"
        )
    return dq_desktop.__version__


COMPILED_RUNTIME = "dq_desktop_bots__mypyc"
"""The shared library of the compiled build's modules (setup.py's ``GROUP``), when dq-desktop
was installed compiled (docs/building.md): each compiled module loads it by name, in C,
where PyInstaller's analysis cannot see it."""


def hidden_imports() -> list[str]:
    import importlib.util

    from PyInstaller.utils.hooks import collect_submodules

    found = collect_submodules("dq_desktop")
    if importlib.util.find_spec(COMPILED_RUNTIME) is not None:
        found.append(COMPILED_RUNTIME)
    return found


def package_datas() -> list[tuple[str, str]]:
    """The package's data (tile sets, icons, compiled translations) and Qt's translations."""
    from PyInstaller.utils.hooks import collect_data_files

    datas = collect_data_files("dq_desktop", excludes=["**/*.pyi", "**/__pycache__"])
    if not any(PurePath(dest).parts[:2] == ("dq_desktop", "resources") for _, dest in datas):
        raise SystemExit("the installed dq_desktop has no resources: the wheel is incomplete")
    return datas + qt_translations()


def qt_translations() -> list[tuple[str, str]]:
    import PySide6
    from PySide6.QtCore import QLibraryInfo

    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    package = Path(PySide6.__file__).parent
    dest = folder.relative_to(package.parent)
    found = [folder / f"qtbase_{language}.qm" for language in QT_LANGUAGES]
    missing = [str(path) for path in found if not path.is_file()]
    if missing:
        raise SystemExit(f"Qt's translations are missing: {', '.join(missing)}")
    return [(str(path), str(dest)) for path in found]


def is_qt_translation(dest: str) -> bool:
    parts = PurePath(dest).parts
    return "translations" in parts and parts[0] == "PySide6" and dest.endswith(".qm")


def plugin_kept(dest: str) -> bool:
    """Whether the file at ``dest`` in the bundle is kept, judged as a Qt plugin (others are)."""
    parts = PurePath(dest).parts
    if parts[0] != "PySide6" or "plugins" not in parts:
        return True
    at = parts.index("plugins")
    if len(parts) < at + 3:
        return True
    plugin_type, file_name = parts[at + 1], parts[-1]
    if plugin_type not in PLUGIN_TYPES_KEPT:
        return False
    kept = PLUGIN_TYPES_KEPT[plugin_type]
    if plugin_type == "platforms" and "minimalegl" in file_name:
        return False
    return kept is None or any(part in file_name for part in kept)


def library_kept(dest: str) -> bool:
    """Whether the file at ``dest`` is kept, judged as a Qt library (others are)."""
    parts = PurePath(dest).parts
    if parts[0] != "PySide6" or "plugins" in parts:
        return True
    return not any(part.removeprefix("lib").startswith(UNUSED_QT_LIBRARIES) for part in parts[1:])


def prune(entries: Iterable[Any]) -> list[Any]:
    """The TOC ``entries`` without the Qt plugins, libraries and translations left out."""
    kept = []
    for entry in entries:
        dest = entry[0]
        if not plugin_kept(dest) or not library_kept(dest):
            continue
        if is_qt_translation(dest) and PurePath(dest).name not in {
            f"qtbase_{language}.qm" for language in QT_LANGUAGES
        }:
            continue
        kept.append(entry)
    return kept


def _is_root(entry: Any) -> bool:
    """A binary loaded for its own sake: a Python extension, a Qt plugin, the Python library."""
    dest, _, typecode = entry[0], entry[1], entry[2]
    name = PurePath(dest).name.lower()
    return (
        typecode == "EXTENSION"
        or "plugins" in PurePath(dest).parts
        or name.startswith(("libpython", "python3"))
        or name == "python"
    )


def without_orphans(binaries: list[Any]) -> list[Any]:
    """``binaries`` less the shared libraries that nothing kept links to any more.

    PyInstaller adds the libraries every collected plugin links to before the
    plugins are pruned; those of the pruned plugins alone (GTK's, for instance)
    are dropped here, by following the same link-time analysis from what is kept.
    """
    from PyInstaller.depend import bindepend

    def key(path: str) -> str:
        return PurePath(path).name.lower()

    by_name = {key(entry[0]): entry for entry in binaries if entry[2] != "SYMLINK"}
    reached: set[str] = set()
    todo = [entry for entry in by_name.values() if _is_root(entry)]
    while todo:
        entry = todo.pop()
        if key(entry[0]) in reached:
            continue
        reached.add(key(entry[0]))
        for name, path in bindepend.get_imports(entry[1]):
            for candidate in (name, path or ""):
                found = by_name.get(key(candidate)) if candidate else None
                if found is not None and key(found[0]) not in reached:
                    todo.append(found)
    dropped = sorted(entry[0] for entry in by_name.values() if key(entry[0]) not in reached)
    if dropped:
        print(f"dq-desktop: left out, linked only by left-out plugins: {', '.join(dropped)}")
    return [entry for entry in binaries if entry[2] == "SYMLINK" or key(entry[0]) in reached]


def without_dangling_links(entries: list[Any], present: set[str]) -> list[Any]:
    """``entries`` less the symbolic links whose target is no longer in the bundle."""
    return [entry for entry in entries if entry[2] != "SYMLINK" or entry[1] in present]


def analysis(**platform_options: Any) -> Any:
    """The shared ``Analysis`` of the launcher, already pruned."""
    from PyInstaller.building.build_main import Analysis

    check_build_environment()
    result = Analysis(
        [str(LAUNCHER)],
        pathex=[],
        binaries=[],
        datas=package_datas(),
        hiddenimports=hidden_imports(),
        hookspath=[],
        runtime_hooks=[],
        excludes=list(EXCLUDES),
        noarchive=False,
        optimize=0,  # the engine's assertions stay on, as in the tests
        **platform_options,
    )
    binaries = without_orphans(prune(result.binaries))
    datas = prune(result.datas)
    present = {entry[0] for entry in (*binaries, *datas) if entry[2] != "SYMLINK"}
    result.binaries = without_dangling_links(binaries, present)
    result.datas = without_dangling_links(datas, present)
    result.datas.append((notices.FILE_NAME, str(third_party_notices(result)), "DATA"))
    return result


SYSTEMS = {"linux": ("Linux", NAME), "win32": ("Windows", f"{NAME}.exe, {NAME}-cli.exe"),
           "darwin": ("macOS", f"{DISPLAY_NAME}.app/Contents/MacOS/{NAME}")}
"""The system's name in the notices, and the program files of its bundle."""


def third_party_notices(result: Any) -> Path:
    """THIRD-PARTY-NOTICES.txt for what ``result`` ships; stops the build if a file's
    licence is unknown (packaging/notices.py)."""
    system, executable = SYSTEMS.get(sys.platform, (sys.platform, NAME))
    out = NOTICES_WORK / sys.platform / notices.FILE_NAME
    try:
        return notices.write(result, out, version=version(), system=system,
                             executable=executable)
    except notices.NoticeError as error:
        raise SystemExit(f"dq-desktop: third-party notices: {error}") from None


def version() -> str:
    return check_build_environment()


def version_numbers(text: str) -> tuple[int, int, int, int]:
    """``"0.1.0"`` as the four numbers of a Windows version resource (``(0, 1, 0, 0)``)."""
    numbers = [
        int(match.group()) if (match := re.match(r"\d+", part)) else 0
        for part in text.split(".")[:4]
    ]
    numbers += [0] * (4 - len(numbers))
    return numbers[0], numbers[1], numbers[2], numbers[3]


def windows_version_info(text: str) -> Any:
    """The version resource of the Windows executables (shown in Explorer's properties)."""
    from PyInstaller.utils.win32 import versioninfo as vi

    numbers = version_numbers(text)
    strings = {
        "CompanyName": "The dq-desktop authors",
        "FileDescription": DISPLAY_NAME,
        "FileVersion": text,
        "InternalName": NAME,
        "LegalCopyright": "GPL-3.0-or-later",
        "OriginalFilename": f"{NAME}.exe",
        "ProductName": DISPLAY_NAME,
        "ProductVersion": text,
    }
    return vi.VSVersionInfo(
        ffi=vi.FixedFileInfo(filevers=numbers, prodvers=numbers),
        kids=[
            vi.StringFileInfo(
                [vi.StringTable("040904B0", [vi.StringStruct(k, v) for k, v in strings.items()])]
            ),
            vi.VarFileInfo([vi.VarStruct("Translation", [0x0409, 1200])]),
        ],
    )


def macos_info_plist(text: str) -> dict[str, Any]:
    """``packaging/macos/Info.plist`` with this version filled in."""
    import plistlib

    with (PACKAGING / "macos" / "Info.plist").open("rb") as handle:
        info: dict[str, Any] = plistlib.load(handle)
    info["CFBundleShortVersionString"] = text
    info["CFBundleVersion"] = text
    return info
