"""The application's icon, from the package's resources.

Kept apart from the About dialog so that setting it at start-up imports
almost nothing; ``QIcon.addFile`` reads each size only when Qt needs it.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QIcon

from dq_desktop.ui.common.package_folder import package_folder

ICON_PACKAGE = "dq_desktop.resources"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
"""The sizes of ``resources/icons/dq-desktop-N.png`` (made by packaging/make_icons.py)."""


def application_icon() -> QIcon:
    """The icon of Don Quixote in every size the package ships (empty if none is found)."""
    icon = QIcon()
    with package_folder(ICON_PACKAGE) as package:
        for size in ICON_SIZES:
            entry = package / "icons" / f"dq-desktop-{size}.png"
            if entry.is_file():
                icon.addFile(str(entry), QSize(size, size))
    return icon
