"""A second copy of the program on the same data folder: noticed, told, and a choice.

Two copies would overwrite each other's game in progress (the autosave). The
second one to start says so and lets the player quit it, or go on without
saving its game in progress: finished games are still recorded (the record book
takes writers one at a time).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox, QWidget

from dq_desktop.ui.common.text import fill, translate


def go_on_as_second_copy(parent: QWidget, folder: Path) -> bool:
    """Ask; ``True`` to go on without the autosave, ``False`` to quit this copy."""
    box = QMessageBox(
        QMessageBox.Icon.Warning, translate("SecondCopy", "Don Quixote is already open"),
        fill(translate("SecondCopy", "Another copy of Don Quixote is already open with the same "
                       "folder (%1). Two copies would overwrite each other's game in progress.\n\n"
                       "Quit this copy, or go on without saving its game in progress: finished "
                       "games are still recorded."), folder),
        QMessageBox.StandardButton.NoButton, parent)
    quit_button = box.addButton(translate("SecondCopy", "&Quit this copy"),
                                QMessageBox.ButtonRole.RejectRole)
    box.addButton(translate("SecondCopy", "&Go on without saving the game in progress"),
                  QMessageBox.ButtonRole.AcceptRole)
    box.setDefaultButton(quit_button)
    box.exec()
    return box.clickedButton() is not quit_button
