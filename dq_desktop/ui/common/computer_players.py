"""The words about computer players: their names in the lists, and who plays a seat in
place of one this version does not know or one that stopped with an error."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from dq_desktop.ui.common.seats import HUMAN, StandIn, shown_name
from dq_desktop.ui.common.text import fill, translate


def kind_label(kind: str) -> str:
    """'Human', 'Computer: greedy'…; a kind this version does not know, as it is written."""
    labels = {
        HUMAN: translate("NewGameDialog", "Human"),
        "random": translate("NewGameDialog", "Computer: random"),
        "greedy": translate("NewGameDialog", "Computer: greedy"),
        "easy": translate("NewGameDialog", "Computer: easy"),
        "normal": translate("NewGameDialog", "Computer: normal"),
        "expert": translate("NewGameDialog", "Computer: expert"),
    }
    return labels.get(kind, kind)


def stand_ins_text(stand_ins: Sequence[StandIn]) -> str:
    """One sentence a seat: 'Rocinante's computer player, “grandmaster”, is not known to
    this version of the program: “Computer: normal” plays in its place.'"""
    return "\n".join(
        fill(translate("ComputerPlayers", "%1's computer player, “%2”, is not known to this "
                                          "version of the program: “%3” plays in its place."),
             shown_name(each.name), each.unknown, kind_label(each.kind))
        for each in stand_ins)


def settings_stand_ins_text(stand_ins: Sequence[StandIn]) -> str:
    """At start: the settings' table for new games holds players this version does not
    know; what plays instead, and where to choose another."""
    return "\n\n".join((
        translate("ComputerPlayers", "Your settings for new games:"),
        stand_ins_text(stand_ins),
        translate("ComputerPlayers", "Choose another player for this seat in Settings. "
                                     "Until then, your settings file stays as it is.")))


def failed_text(name: str, failed: str, stand_in: str) -> str:
    """A computer player stopped with an error: what plays for the seat from now on (none:
    the game cannot go on)."""
    said = fill(translate("ComputerPlayers", "%1's computer player, “%2”, stopped with an "
                                             "error. What went wrong is written in the log."),
                shown_name(name), kind_label(failed))
    if not stand_in:
        return "\n\n".join((said, translate(
            "ComputerPlayers", "No other computer player could take its place: this game "
                               "cannot go on. Save it, or start a new game.")))
    return "\n\n".join((said, fill(translate(
        "ComputerPlayers", "“%1” places %2's tiles from now on, so that the game goes on."),
        kind_label(stand_in), shown_name(name))))


def tell(parent: QWidget, title: str, text: str,
         icon: QMessageBox.Icon = QMessageBox.Icon.Information) -> None:
    """A message that holds players' names, shown as plain text (never rich text)."""
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.exec()
