"""The self-test never waits for a person and never touches a game in progress.

Rules checked: a message box opened while the guard lasts is closed and its words kept;
a folder holding an unfinished game, or held by another running copy, keeps the
self-test's game out of the autosave (and says so); a folder of its own does not.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from dq_desktop.storage.paths import DataDirs
from dq_desktop.ui.common.user_files import UserFiles
from dq_desktop.ui.shell.main_window import MainWindow
from dq_desktop.ui.shell.selftest_guard import NoQuestions, leave_games_in_progress_alone
from tests.storage.locks import instance_lock_holder


def window_on(qtbot: QtBot, folder: Path) -> MainWindow:
    window = MainWindow(animation_ms=0, bot_delay_ms=0, files=UserFiles(DataDirs.under(folder)))
    qtbot.addWidget(window)
    return window


def test_a_question_asked_during_the_self_test_is_closed_and_kept(qtbot: QtBot) -> None:
    box = QMessageBox(QMessageBox.Icon.Question, "Quit Don Quixote", "Save them first?",
                      QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel)
    with NoQuestions() as guard:
        box.exec()  # returns only because the guard closes it
    assert guard.asked == ["Quit Don Quixote: Save them first?"]


def test_an_unfinished_game_in_the_folder_is_not_overwritten(
    qtbot: QtBot, tmp_path: Path
) -> None:
    (tmp_path / "autosave.json").write_text("the player's game in progress")
    window = window_on(qtbot, tmp_path)
    notes = leave_games_in_progress_alone(window)
    assert window.view.keeper is not None and not window.view.keeper.autosaving
    assert any("left untouched" in note for note in notes)
    window.close()


def test_a_folder_another_copy_holds_is_not_autosaved(qtbot: QtBot, tmp_path: Path) -> None:
    other = instance_lock_holder(tmp_path)
    try:
        window = window_on(qtbot, tmp_path)
        notes = leave_games_in_progress_alone(window)
        assert window.view.keeper is not None and not window.view.keeper.autosaving
        assert any("another copy" in note for note in notes)
        window.close()
    finally:
        other.kill()
        other.wait(timeout=30)


def test_a_folder_of_its_own_is_locked_and_autosaved(qtbot: QtBot, tmp_path: Path) -> None:
    window = window_on(qtbot, tmp_path)
    assert leave_games_in_progress_alone(window) == []
    assert window.view.keeper is not None and window.view.keeper.autosaving
    assert window.view.files is not None and window.view.files.lock_held
    window.close()


def test_a_box_opened_from_the_event_loop_is_closed_too(qtbot: QtBot) -> None:
    """As the program opens them: from a signal or a timer, in its own nested loop."""
    box = QMessageBox(QMessageBox.Icon.Warning, "Record book", "It could not be read.")
    QTimer.singleShot(0, box.exec)
    with NoQuestions() as guard:
        qtbot.waitUntil(lambda: guard.asked == ["Record book: It could not be read."])
