"""Render the application icon from its SVG source to every file a system needs.

Run from the repository root, after changing ``resources/icons/*.svg``::

    .venv/bin/python packaging/make_icons.py

It writes, and the repository keeps:

- ``resources/icons/dq-desktop-N.png`` for N in 16, 24, 32, 48, 64, 128, 256, 512
  (the window icon, shipped in the package; on Linux also the hicolor theme
  icons, installed under the application id);
- ``packaging/windows/dq-desktop.ico`` (16 to 256 pixels, PNG entries);
- ``packaging/macos/dq-desktop.icns`` (16 to 1024 pixels, PNG entries).

Sizes up to 32 pixels are drawn from ``dq-desktop-small.svg``, a version without
fine lines; the larger ones from ``dq-desktop.svg``. Rendering uses Qt's own SVG
renderer (QtSvg is part of PySide6-Essentials), so the script needs nothing
beyond the project's virtual environment, on any system.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
LARGE_SVG = ICONS / "dq-desktop.svg"
SMALL_SVG = ICONS / "dq-desktop-small.svg"
SMALL_UP_TO = 32
"""The largest size drawn from the simplified picture."""

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
"""The window icon's sizes, which are also the hicolor theme's sizes."""
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
"""Windows: the sizes Explorer, the taskbar and the title bar ask for."""
ICNS_TYPES: tuple[tuple[bytes, int], ...] = (
    (b"icp4", 16),
    (b"ic11", 32),  # 16 pt at 2x
    (b"icp5", 32),
    (b"ic12", 64),  # 32 pt at 2x
    (b"ic07", 128),
    (b"ic13", 256),  # 128 pt at 2x
    (b"ic08", 256),
    (b"ic14", 512),  # 256 pt at 2x
    (b"ic09", 512),
    (b"ic10", 1024),  # 512 pt at 2x
)
"""macOS: the icon types that hold PNG data, with their size in pixels."""


def png_name(size: int) -> str:
    return f"dq-desktop-{size}.png"


def render(size: int, *, large: Path = LARGE_SVG, small: Path = SMALL_SVG) -> QImage:
    """The icon at ``size`` × ``size`` pixels, on a transparent background."""
    renderer = QSvgRenderer(str(small if size <= SMALL_UP_TO else large))
    if not renderer.isValid():
        raise ValueError(f"cannot read the icon's SVG source for {size} px")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]  # the stub wants bytes, Qt a str
        raise OSError("Qt could not encode a PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: Mapping[int, bytes]) -> bytes:
    """A Windows icon whose entries are PNG images (read by Windows Vista and later)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for size in sizes:
        blob = pngs[size]
        side = 0 if size >= 256 else size  # 0 stands for 256
        entries.append(struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset))
        blobs.append(blob)
        offset += len(blob)
    return header + b"".join(entries) + b"".join(blobs)


def icns_bytes(chunks: Iterable[tuple[bytes, bytes]]) -> bytes:
    """A macOS icon family from ``(type, PNG data)`` pairs."""
    body = b"".join(kind + struct.pack(">I", len(data) + 8) + data for kind, data in chunks)
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def write_all(
    icons: Path = ICONS,
    ico: Path = ROOT / "packaging" / "windows" / "dq-desktop.ico",
    icns: Path = ROOT / "packaging" / "macos" / "dq-desktop.icns",
) -> list[Path]:
    """Render every size and write every file; returns the files written."""
    needed = sorted(set(PNG_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES})
    pngs = {size: png_bytes(render(size)) for size in needed}
    written = []
    for size in PNG_SIZES:
        path = icons / png_name(size)
        path.write_bytes(pngs[size])
        written.append(path)
    ico.write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    icns.write_bytes(icns_bytes((kind, pngs[size]) for kind, size in ICNS_TYPES))
    return [*written, ico, icns]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    for path in write_all():
        print(path.relative_to(ROOT))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
