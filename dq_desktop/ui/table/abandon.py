"""Before anything replaces a game in progress: ask, saying what would be lost."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from dq_desktop.engine.game import Game
from dq_desktop.ui.common.seats import shown_name
from dq_desktop.ui.common.text import and_list, fill, translate


def game_at_stake(game: Game | None) -> bool:
    """A game somebody has placed a tile in, not yet over: replacing it loses it."""
    return game is not None and not game.is_over and any(p.placements for p in game.players)


def abandon_question(game: Game) -> str:
    """'Abandon the game at field 9 of 22 with Ana and Ben?'"""
    field = min(game.step + 1, 22)
    names = [shown_name(player.name) for player in game.players]
    if len(names) == 1:
        return fill(translate("Abandon", "Abandon your game at field %1 of 22?"), field)
    return fill(translate("Abandon", "Abandon the game at field %1 of 22 with %2?"), field,
                and_list(names))


def may_abandon(parent: QWidget, game: Game | None) -> bool:
    """True when there is nothing to lose, or the player says the game may go."""
    if game is None or not game_at_stake(game):
        return True
    box = QMessageBox(QMessageBox.Icon.Question, translate("Abandon", "Game in progress"),
                      abandon_question(game), parent=parent)
    box.setTextFormat(Qt.TextFormat.PlainText)  # players' names
    abandon = box.addButton(translate("Abandon", "&Abandon it"),
                            QMessageBox.ButtonRole.DestructiveRole)
    keep = box.addButton(translate("Abandon", "&Keep playing"),
                         QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(keep)  # Enter or Escape never loses the game
    box.setEscapeButton(keep)
    box.exec()
    return box.clickedButton() is abandon
