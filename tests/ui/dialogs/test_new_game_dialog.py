"""The New Game dialog's deal of the day: one click sets the table to the day's deal
(the first seat alone, a human, the day's number, the classic set, no Sancho Panza)
and starts it, whatever the table was."""

from __future__ import annotations

from datetime import date

from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from dq_desktop.engine.deal_of_the_day import deal_of_the_day
from dq_desktop.ui.common.seats import HUMAN, Seat
from dq_desktop.ui.dialogs.new_game_dialog import NewGameDialog

DAY = date(2026, 11, 28)


def test_the_deal_of_the_day_button_plays_the_days_deal_alone_classic_without_sancho(
    qtbot: QtBot,
) -> None:
    table = (Seat("Rocinante", "expert", 1), Seat("Zoë", HUMAN, 2), Seat("Bo", HUMAN, 0))
    dialog = NewGameDialog(None, table, sancho=True, day=DAY)
    qtbot.addWidget(dialog)
    dialog.deal.setText("12")

    dialog.day_button.click()

    assert dialog.result() == QDialog.DialogCode.Accepted
    setup = dialog.setup()
    assert setup is not None
    assert setup.seed == deal_of_the_day(DAY) == 368_767_795
    assert [(seat.name, seat.kind) for seat in setup.seats] == [("Zoë", HUMAN)]
    assert setup.tileset.name == "classic"
    assert not setup.sancho


def test_a_table_of_computers_plays_the_deal_of_the_day_as_the_default_player(
    qtbot: QtBot,
) -> None:
    dialog = NewGameDialog(None, (Seat("Rocinante", "expert", 1),), day=DAY)
    qtbot.addWidget(dialog)
    dialog.day_button.click()
    setup = dialog.setup()
    assert setup is not None
    assert [seat.kind for seat in setup.seats] == [HUMAN]
    assert setup.seats[0].name == "You"


def test_the_deal_of_the_day_button_names_the_days_number(qtbot: QtBot) -> None:
    dialog = NewGameDialog(None, day=DAY)
    qtbot.addWidget(dialog)
    assert "368767795" in dialog.day_button.text()
