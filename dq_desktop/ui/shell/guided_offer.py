"""The guided first game, offered once at the first start: a newcomer finds it without
looking in the Help menu, and whoever declines is not asked again (the settings keep
that it was offered; the Help menu keeps it)."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from dq_desktop.ui.common.text import translate
from dq_desktop.ui.common.user_files import UserFiles


def should_offer(files: UserFiles | None) -> bool:
    """Whether the guided game is still to be offered: not yet offered, and no record book
    was there before this start (a player of an older version, which kept no sign of
    the offer, has played before: he is not new). Never without the player's files
    (tests, the self-test)."""
    return (files is not None and not files.settings.guided_offered
            and not files.had_record_book)


def ask_to_play_guided_game(parent: QWidget) -> bool:
    """Ask once; True when the player wants the guided game now."""
    box = QMessageBox(QMessageBox.Icon.Question, translate("GuidedOffer", "New to the game?"),
                      translate("GuidedOffer", "The guided first game leads you through a "
                                               "whole game, field by field, and says at each "
                                               "step what to look at. Play it now?"),
                      parent=parent)
    box.setInformativeText(translate("GuidedOffer", "It stays in the Help menu."))
    play = box.addButton(translate("GuidedOffer", "&Play the guided game"),
                         QMessageBox.ButtonRole.AcceptRole)
    later = box.addButton(translate("GuidedOffer", "&Not now"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(play)
    box.setEscapeButton(later)
    box.exec()
    return box.clickedButton() is play
