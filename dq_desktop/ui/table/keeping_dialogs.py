"""What the player is told when a finished game cannot be recorded, and what he may do.

Said as it is: waiting in a folder (and where), or written nowhere and held in
memory only; then *Save As…* writes it to a folder of the player's choosing (a
game file that *Game → Open* reads), and quitting asks first.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox, QWidget

from dq_desktop.formats.game_record import record_of_game
from dq_desktop.storage.unrecorded import write_game
from dq_desktop.ui.common.game_file_dialog import ask_game_file
from dq_desktop.ui.common.storage_messages import file_problem_text
from dq_desktop.ui.common.text import PLURAL, fill, translate
from dq_desktop.ui.table.game_keeper import GameKeeper, Held


def show_not_recorded(parent: QWidget, message: str, folder: Path) -> None:
    """The game's file waits in ``folder``: the book could not take it."""
    QMessageBox.warning(
        parent, translate("KeepingDialogs", "The game is not recorded yet"),
        fill(translate("KeepingDialogs", "%1\n\nThe finished game is saved in %2 and will be "
                       "recorded as soon as the record book can be written: it is tried "
                       "again every half minute and at every start."), message, folder))


def show_not_kept(parent: QWidget, keeper: GameKeeper, message: str) -> None:
    """Nothing could be written: say so, and offer to save the game elsewhere."""
    box = QMessageBox(QMessageBox.Icon.Critical,
                      translate("KeepingDialogs", "The game could not be saved"),
                      fill(translate("KeepingDialogs", "%1\n\nThe finished game could not be "
                                     "written anywhere, nor recorded. It is held in memory "
                                     "while Don Quixote stays open and tried again every half "
                                     "minute. Save it to another folder to be sure to keep "
                                     "it."), message), QMessageBox.StandardButton.NoButton,
                      parent)
    save = box.addButton(translate("KeepingDialogs", "Save &as…"),
                         QMessageBox.ButtonRole.AcceptRole)
    box.addButton(translate("KeepingDialogs", "&Later"), QMessageBox.ButtonRole.RejectRole)
    box.exec()
    if box.clickedButton() is save:
        save_held(parent, keeper)


def save_held(parent: QWidget, keeper: GameKeeper) -> bool:
    """Ask where, and write every game held in memory there; ``True`` when all are saved."""
    for held in keeper.in_memory_only():
        path = ask_game_file(parent, translate("KeepingDialogs", "Save the finished game"),
                             f"don-quixote-deal-{held.game.deal.seed}.json")
        if path is None or not _write(parent, held, path):
            return False
        keeper.saved_elsewhere(held, path)
    return True


def may_quit(parent: QWidget, keeper: GameKeeper) -> bool:
    """``True`` unless games held in memory only would be lost and the player says no."""
    held = len(keeper.in_memory_only())
    if not held:
        return True
    answer = QMessageBox.question(
        parent, translate("KeepingDialogs", "Quit Don Quixote"),
        translate("KeepingDialogs", "%n finished game(s) could not be written anywhere and "
                  "would be lost. Save them to another folder before quitting?", None, PLURAL,
                  held),
        QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
        | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Save)
    if answer == QMessageBox.StandardButton.Save:
        return save_held(parent, keeper)
    return answer == QMessageBox.StandardButton.Discard


def _write(parent: QWidget, held: Held, path: Path) -> bool:
    try:
        # With its identity: put back among the games waiting, it is still the same game.
        write_game(path, held.identity.stamp(record_of_game(held.game, held.kinds)),
                   assisted=held.assisted)
    except OSError as error:
        QMessageBox.warning(parent, translate("KeepingDialogs", "The game could not be saved"),
                            file_problem_text(error))
        return False
    return True
