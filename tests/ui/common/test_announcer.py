"""The announcer's settled speech: a sentence is said only once the focus has settled in
its window, never while a modal question stands over it (the question takes the focus,
and a screen reader would cut the sentence off): it is said when the window is active
again."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from dq_desktop.ui.common.announcer import SettledSpeech


def test_a_sentence_waits_while_a_modal_question_stands_over_its_window(
    qtbot: QtBot, heard: list[str]
) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    speech = SettledSpeech.of(window)
    box = QMessageBox(QMessageBox.Icon.Question, "Unfinished game", "Continue?",
                      QMessageBox.StandardButton.Yes, window)
    box.setWindowModality(Qt.WindowModality.ApplicationModal)  # as exec() shows it
    box.show()  # at once; its activation comes later, through the window system
    speech.say_later("Round 1 · field 3 of 22 — Place a tile on C1")
    speech.flush()  # the window is still the active one here
    assert heard == []
    box.close()
    window.activateWindow()
    qtbot.waitUntil(lambda: heard == ["Round 1 · field 3 of 22 — Place a tile on C1"])
