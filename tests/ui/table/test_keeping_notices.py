"""The game keeper's news reaches the player over the game view: a file's problem in
the status bar, a book or waiting games set aside in one warning each time."""

from __future__ import annotations

from typing import Any, cast

import pytest
from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from dq_desktop.ui.table.keeping_notices import KeepingNotices


class Keeper(QObject):
    """The game keeper's signals, and nothing else of it."""

    problem = Signal(str)
    notRecorded = Signal(str)
    notKept = Signal(str)
    told = Signal(str)
    bookSetAside = Signal(str)
    waitingSetAside = Signal(str)


def test_a_problem_goes_to_the_status_bar_and_a_book_set_aside_to_one_warning(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    warnings: list[tuple[str, str]] = []

    def warning(parent: QWidget, title: str, text: str, *args: Any) -> object:
        warnings.append((title, text))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", warning)
    host = QMainWindow()
    qtbot.addWidget(host)
    keeper = Keeper()
    KeepingNotices(cast(Any, keeper), host, host.statusBar())
    keeper.problem.emit("The autosave could not be written.")
    assert host.statusBar().currentMessage() == "The autosave could not be written."
    keeper.told.emit("3 games recorded.")
    assert host.statusBar().currentMessage() == "3 games recorded."
    assert warnings == []
    keeper.bookSetAside.emit("The record book was damaged and set aside.")
    keeper.waitingSetAside.emit("2 waiting games were set aside.")
    assert warnings == [("Record book", "The record book was damaged and set aside."),
                        ("Record book", "2 waiting games were set aside.")]
