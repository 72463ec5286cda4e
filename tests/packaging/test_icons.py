"""The application icon: its SVG source, the PNG sizes rendered from it, and the .ico and .icns."""

from __future__ import annotations

import importlib.util
import struct
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtGui import QGuiApplication, QImage, QImageReader
from pytestqt.qtbot import QtBot

ROOT = Path(__file__).resolve().parents[2]
ICONS = ROOT / "resources" / "icons"


def load_make_icons() -> ModuleType:
    path = ROOT / "packaging" / "make_icons.py"
    spec = importlib.util.spec_from_file_location("make_icons", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


make_icons = load_make_icons()


@pytest.mark.parametrize("name", ["dq-desktop.svg", "dq-desktop-small.svg"])
def test_the_svg_sources_are_square_and_tiny_profile(name: str) -> None:
    root = ET.parse(ICONS / name).getroot()
    assert root.get("viewBox") == "0 0 512 512"
    assert root.get("baseProfile") == "tiny"
    # Features outside SVG Tiny 1.2 draw differently (or not at all) from one renderer to another.
    used = {element.tag.rpartition("}")[2] for element in root.iter()}
    assert not used & {"filter", "mask", "clipPath", "pattern", "foreignObject", "style"}


@pytest.mark.parametrize("size", make_icons.PNG_SIZES)
def test_every_png_size_is_there_square_and_transparent_at_the_corner(size: int) -> None:
    image = QImage(str(ICONS / make_icons.png_name(size)))
    assert (image.width(), image.height()) == (size, size)
    assert image.hasAlphaChannel()
    assert image.pixelColor(0, 0).alpha() == 0


@pytest.mark.parametrize("size", make_icons.PNG_SIZES)
def test_the_pngs_are_rendered_from_the_current_svg(qtbot: QtBot, size: int) -> None:
    """Change the SVG, then run packaging/make_icons.py: this test sees a stale PNG."""
    assert QGuiApplication.instance() is not None
    fresh = make_icons.render(size)
    kept = QImage(str(ICONS / make_icons.png_name(size))).convertToFormat(fresh.format())
    difference = sum(
        abs(fresh.pixelColor(x, y).red() - kept.pixelColor(x, y).red())
        + abs(fresh.pixelColor(x, y).alpha() - kept.pixelColor(x, y).alpha())
        for y in range(0, size, max(1, size // 64))
        for x in range(0, size, max(1, size // 64))
    ) / (min(size, 64) ** 2)
    assert difference < 4, f"{size} px differs from the SVG by {difference:.1f} per pixel"


def test_the_windows_icon_holds_every_size_as_png() -> None:
    data = (ROOT / "packaging" / "windows" / "dq-desktop.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1)
    sizes = []
    for index in range(count):
        entry = struct.unpack_from("<BBBBHHII", data, 6 + 16 * index)
        width, bits, length, offset = entry[0], entry[5], entry[6], entry[7]
        assert bits == 32
        assert data[offset : offset + 8] == b"\x89PNG\r\n\x1a\n"
        assert offset + length <= len(data)
        sizes.append(width or 256)
    assert sizes == list(make_icons.ICO_SIZES)


def test_the_macos_icon_holds_every_type() -> None:
    data = (ROOT / "packaging" / "macos" / "dq-desktop.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack_from(">I", data, 4)[0] == len(data)
    kinds, at = [], 8
    while at < len(data):
        kind, length = data[at : at + 4], struct.unpack_from(">I", data, at + 4)[0]
        assert data[at + 8 : at + 16] == b"\x89PNG\r\n\x1a\n"
        kinds.append(kind)
        at += length
    assert at == len(data)
    assert kinds == [kind for kind, _ in make_icons.ICNS_TYPES]


@pytest.mark.parametrize(
    ("path", "frames"),
    [("packaging/windows/dq-desktop.ico", len(make_icons.ICO_SIZES))],
)
def test_qt_reads_the_windows_icon(path: str, frames: int) -> None:
    reader = QImageReader(str(ROOT / path))
    if not reader.canRead():
        pytest.skip("Qt's ico plugin is not installed")
    assert reader.imageCount() == frames
