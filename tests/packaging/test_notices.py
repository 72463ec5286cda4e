"""The third-party notices (packaging/notices.py): every file a bundle ships is traced to
the distribution, Python or Debian package it came from, with that part's licence texts;
a file traced to nothing stops the build; the check of a built bundle finds a library
its notices do not name."""

from __future__ import annotations

import importlib.metadata as metadata
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.packaging.scripts import load

notices = load("notices")
recipes = load("recipes")


def fake_distribution(site: Path, name: str, *, licence_file: str | None = "LICENSE",
                      files: tuple[str, ...] = ()) -> metadata.Distribution:
    """A distribution installed in ``site``: its dist-info, licence and files."""
    info = site / f"{name}-1.0.dist-info"
    (info / "licenses").mkdir(parents=True)
    lines = [f"Name: {name}", "Version: 1.0", "License-Expression: MIT"]
    if licence_file:
        lines.append(f"License-File: {licence_file}")
        (info / "licenses" / licence_file).write_text(f"The licence of {name}.\n")
    (info / "METADATA").write_text("\n".join(lines) + "\n")
    for file in files:
        (site / file).parent.mkdir(parents=True, exist_ok=True)
        (site / file).write_bytes(b"")
    (info / "RECORD").write_text("".join(f"{file},,\n" for file in files))
    return metadata.PathDistribution(info)


@pytest.fixture
def sources(tmp_path: Path) -> Any:
    site = tmp_path / "venv" / "site-packages"
    tool = fake_distribution(site, "tool", files=("tool/__init__.py", "tool/_speed.so"))
    prefix = tmp_path / "python"
    (prefix / "lib").mkdir(parents=True)
    (prefix / "LICENSE.txt").write_text("PYTHON SOFTWARE FOUNDATION LICENSE\n")
    (prefix / "lib" / "json.py").write_text("")
    (prefix / "lib" / "libpython3.so").write_bytes(b"")
    by_file = {(site / f).resolve(): tool for f in ("tool/__init__.py", "tool/_speed.so")}
    return notices.Sources(by_file, (prefix.resolve(),), None)


def entries(tmp_path: Path) -> list[tuple[str, str, str]]:
    site = tmp_path / "venv" / "site-packages"
    return [
        ("tool", str(site / "tool/__init__.py"), "PYMODULE"),
        ("tool/_speed.so", str(site / "tool/_speed.so"), "EXTENSION"),
        ("json", str(tmp_path / "python" / "lib" / "json.py"), "PYMODULE"),
        ("libpython3.so", str(tmp_path / "python" / "lib" / "libpython3.so"), "BINARY"),
        ("libpython3.so.1", "libpython3.so", "SYMLINK"),
    ]


def test_each_file_is_traced_to_its_distribution_or_to_python(
    tmp_path: Path, sources: Any
) -> None:
    parts = notices.trace(entries(tmp_path), sources, linux=False, launcher=tmp_path / "l.py")
    by_key = {part.key: part for part in parts}
    assert list(by_key) == ["python", "dist:tool"]
    assert by_key["dist:tool"].files == {"tool/_speed.so"}
    assert by_key["dist:tool"].modules == 1
    assert by_key["dist:tool"].texts == [("LICENSE", "The licence of tool.\n")]
    assert by_key["dist:tool"].licence == "MIT"
    assert by_key["python"].files == {"libpython3.so"}
    assert "PYTHON SOFTWARE FOUNDATION" in by_key["python"].texts[0][1]


def test_a_file_traced_to_nothing_stops_the_build(tmp_path: Path, sources: Any) -> None:
    stray = tmp_path / "elsewhere" / "libmystery.so.1"
    stray.parent.mkdir()
    stray.write_bytes(b"")
    with pytest.raises(notices.NoticeError, match=r"libmystery\.so\.1"):
        notices.trace([*entries(tmp_path), ("libmystery.so.1", str(stray), "BINARY")],
                      sources, linux=False, launcher=tmp_path / "l.py")


def test_on_linux_a_system_library_takes_its_debian_packages_copyright(
    tmp_path: Path, sources: Any
) -> None:
    stray = tmp_path / "usr" / "lib" / "libxcb-cursor.so.0"
    stray.parent.mkdir(parents=True)
    stray.write_bytes(b"")
    asked: list[str] = []

    def debian_part(package: str) -> Any:
        asked.append(package)
        return notices.Component(f"deb:{package}", f"{package} 0.1", "MIT", [("copyright", "x")])

    parts = notices.trace(
        [*entries(tmp_path), ("libxcb-cursor.so.0", str(stray), "BINARY")], sources,
        linux=True, launcher=tmp_path / "l.py",
        debian=lambda paths: {path: "libxcb-cursor0" for path in paths},
        debian_part=debian_part,
    )  # fmt: skip
    (debian,) = [part for part in parts if part.key == "deb:libxcb-cursor0"]
    assert debian.files == {"libxcb-cursor.so.0"}
    assert asked == ["libxcb-cursor0"]


def test_a_distribution_without_a_licence_file_needs_a_vendored_text(tmp_path: Path) -> None:
    bare = fake_distribution(tmp_path / "a", "mystery", licence_file=None)
    with pytest.raises(notices.NoticeError, match="mystery carries no licence file"):
        notices.distribution_texts(bare)
    shiboken = fake_distribution(tmp_path / "b", "shiboken6", licence_file=None)
    labels = [label for label, _ in notices.distribution_texts(shiboken)]
    assert labels[0].startswith("GNU Lesser General Public License 3.0")
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in notices.distribution_texts(shiboken)[0][1]


def test_pyside6_takes_the_lgpl_the_gpl_and_qts_third_party_records() -> None:
    paths = [path for _, path in notices.VENDORED["pyside6-essentials"]]
    assert "packaging/licences/LGPL-3.0.txt" in paths and "LICENSE" in paths
    assert any("qtbase" in path for path in paths) and any("ICU" in path for path in paths)


def test_the_qt_parts_debians_records_miss_have_their_texts(tmp_path: Path) -> None:
    """Qt 6.11's attribution names Imlib2 (image scaling), X11 AND HPND (QRegion) and
    XSVG's HPND sell variant (Qt SVG), which Debian's 6.4.2 records do not list apart."""
    texts = dict(notices.distribution_texts(bare_pyside6(tmp_path)))
    joined = "\n".join(texts.values())
    assert "publicly documented acknowledgment must be given" in joined  # Imlib2
    assert "X Window System is a trademark of X Consortium" in joined  # X11
    assert "Historical Permission Notice and Disclaimer" in joined  # HPND
    assert "USC/Information Sciences Institute" in joined  # XSVG


def bare_pyside6(site: Path, *files: tuple[str, str]) -> metadata.Distribution:
    """PySide6-Essentials as its 6.11 wheel is: no License-File, and ``files`` in its RECORD."""
    dist = fake_distribution(site, "pyside6-essentials", licence_file=None,
                             files=tuple(name for name, _ in files))
    for name, text in files:
        (site / name).write_text(text)
    return dist


def test_a_wheel_naming_no_licence_file_gives_the_texts_it_carries_first(
        tmp_path: Path) -> None:
    """Texts the locked wheel holds (a LICENSES folder, an attribution file) are taken
    from it, before the ones packaging/licences adds; its other files are not."""
    dist = bare_pyside6(tmp_path,
                        ("PySide6/Qt/LICENSES/X11.txt", "The X11 text of this Qt.\n"),
                        ("PySide6/Qt/lib/qt_attribution.json", '{"Id": "xsvg"}\n'),
                        ("PySide6/QtCore.pyi", "class QObject: ...\n"))
    labels = [label for label, _ in notices.distribution_texts(dist)]
    assert labels[:2] == ["PySide6/Qt/LICENSES/X11.txt", "PySide6/Qt/lib/qt_attribution.json"]
    assert labels[2].startswith("GNU Lesser General Public License 3.0")
    assert "PySide6/QtCore.pyi" not in labels


def test_the_dpkg_answer_is_read_across_the_usr_merge() -> None:
    calls: list[list[str]] = []

    def run(command: list[str], **_: Any) -> subprocess.CompletedProcess[str]:
        calls.append(command)
        known = "/usr/lib/x86_64-linux-gnu/libz.so.1"
        out = "".join(f"zlib1g:amd64: {path}\n" for path in command[2:] if path == known)
        return subprocess.CompletedProcess(command, 0 if out else 1, out, "")

    path = Path("/lib/x86_64-linux-gnu/libz.so.1")
    assert "/usr/lib/x86_64-linux-gnu/libz.so.1" in notices.path_variants(path)
    assert notices.debian_owners([path], run=run) == {path: "zlib1g"}


def rendered(parts: list[Any]) -> str:
    return notices.render(parts, version="9.9", system="Linux", executable="dq-desktop",
                          bootloader="PyInstaller 6")


def test_the_file_lists_every_file_and_gives_a_shared_text_once() -> None:
    mit = "Permission is hereby granted, free of charge...\n"
    parts = [
        notices.Component("dist:a", "a 1.0", "MIT", [("LICENSE", mit)], {"a/x.so"}),
        notices.Component("dist:b", "b 2.0", "MIT", [("COPYING", mit)], {"libb.so.2", "b.dat"}),
    ]
    text = rendered(parts)
    assert notices.listed_files(text) == {"a/x.so", "libb.so.2", "b.dat"}
    assert text.count("Permission is hereby granted") == 1
    assert "--- COPYING: the same text as 'LICENSE' under 1 ---" in text
    assert "  1. a 1.0: MIT" in text


def bundle_with(tmp_path: Path, listed: set[str], present: list[str]) -> Path:
    folder = tmp_path / "_internal"
    folder.mkdir()
    part = notices.Component("dist:a", "a 1.0", "GPL", [("LICENSE", "GNU GENERAL PUBLIC "
                                                                    "LICENSE")], listed)
    (folder / notices.FILE_NAME).write_text(rendered([part]))
    for name in present:
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(b"")
    return folder


@pytest.mark.skipif(sys.platform == "win32", reason="symbolic links need rights on Windows")
def test_the_check_finds_a_library_the_notices_do_not_name(tmp_path: Path) -> None:
    folder = bundle_with(tmp_path, {"libQt6Core.so.6"},
                         ["libQt6Core.so.6", "PySide6/QtGui.abi3.so", "data.json"])
    (folder / "libQt6Core.so").symlink_to(folder / "libQt6Core.so.6")
    assert notices.check(folder) == [
        f"PySide6/QtGui.abi3.so: in the bundle, not in {notices.FILE_NAME}"]


def test_the_check_passes_when_every_library_is_named(tmp_path: Path) -> None:
    folder = bundle_with(tmp_path, {"libQt6Core.so.6", "x/y.pyd"}, ["libQt6Core.so.6", "x/y.pyd"])
    assert notices.check(folder) == []


def test_the_check_refuses_a_bundle_without_notices(tmp_path: Path) -> None:
    (tmp_path / "libx.so").write_bytes(b"")
    assert notices.check(tmp_path) == [f"{tmp_path / notices.FILE_NAME} is missing"]


def test_the_vendored_texts_were_checked_against_the_locked_qt() -> None:
    locked = recipes.lock_pins()["pyside6-essentials"]
    assert notices.check_vendored(locked) == []
    (problem,) = notices.check_vendored("6.99.0")
    assert "6.99.0" in problem


def test_a_compiled_bundle_carries_mypycs_licence() -> None:
    """Rule: the compiled build (docs/building.md) compiles mypyc's runtime library into its
    shared library; a bundle that holds it names it and carries mypy's licence (MIT, parts
    PSF), and a pure bundle says nothing of it."""
    library = "dq_desktop_bots__mypyc.cpython-313-x86_64-linux-gnu.so"
    part = notices.compiled_runtime_part([(library, "/build/" + library, "EXTENSION"),
                                          ("libQt6Core.so.6", "/qt/libQt6Core.so.6", "BINARY")])
    assert part is not None and part.files == {library}
    assert "MIT" in part.licence and "PSF" in part.licence
    assert "mypyc/lib-rt" in part.texts[0][1]
    assert notices.compiled_runtime_part([("libQt6Core.so.6", "/qt/x", "BINARY")]) is None
