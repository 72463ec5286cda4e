"""The guided first game is offered at the first start, once: over the game just dealt,
a question the player may take (the guided game starts) or decline (the game dealt
stays); either way it is not asked again, and the Help menu keeps the guided game."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from dq_desktop.app import start_first_game
from dq_desktop.storage.paths import DataDirs
from dq_desktop.storage.settings import load_settings
from dq_desktop.ui.common.user_files import UserFiles
from dq_desktop.ui.shell.main_window import MainWindow


def window_on(qtbot: QtBot, folder: Path) -> MainWindow:
    window = MainWindow(animation_ms=0, bot_delay_ms=0, files=UserFiles(DataDirs.under(folder)))
    qtbot.addWidget(window)
    window.show()
    return window


def answering(button: str, seen: list[str]) -> Callable[[], None]:
    """Read the question on screen, then press ``button`` as the player would."""
    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, answer)
            return
        seen.append(f"{box.windowTitle()} | {box.text()} | {box.informativeText()}")
        pressed = next(b for b in box.findChildren(QPushButton) if b.text() == button)
        pressed.click()
    return answer


def start(window: MainWindow, button: str) -> list[str]:
    seen: list[str] = []
    QTimer.singleShot(0, answering(button, seen))
    start_first_game(window, ask=True)
    return seen


def test_the_guided_game_is_offered_once_and_played(qtbot: QtBot, tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    window = window_on(qtbot, tmp_path)
    seen = start(window, "&Play the guided game")
    assert seen == ["New to the game? | The guided first game leads you through a whole "
                    "game, field by field, and says at each step what to look at. Play it "
                    "now? | It stays in the Help menu."]
    assert window.controller.setup.guided and window.side.guide is not None
    assert load_settings(tmp_path / "settings.json")[0].guided_offered
    window.side.guide.leave()
    window.controller.shut_down()
    window.close()

    again = window_on(qtbot, tmp_path)
    start_again(again, monkeypatch)


def start_again(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """The program started again: no question, and the game dealt."""
    monkeypatch.setattr(QMessageBox, "exec", lambda box: pytest.fail(box.text()))
    start_first_game(window, ask=True)
    assert window.controller.has_game and not window.controller.setup.guided
    window.controller.shut_down()


def test_declined_it_is_not_asked_again(qtbot: QtBot, tmp_path: Path,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    window = window_on(qtbot, tmp_path)
    assert len(start(window, "&Not now")) == 1
    assert not window.controller.setup.guided  # the game dealt stays
    assert window.controller.has_game
    window.controller.shut_down()
    window.close()
    start_again(window_on(qtbot, tmp_path), monkeypatch)


def test_a_player_whose_record_book_was_there_already_is_not_offered_it(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A folder an older version used (its settings know nothing of the offer) but with a
    record book: its player has played before, and is not asked."""
    dirs = DataDirs.under(tmp_path)
    files = UserFiles(dirs)
    files.book()  # opening it makes the book, as an older version left it
    files.close()
    (tmp_path / "settings.json").write_text('{"format": "dq-settings/1"}', encoding="utf-8")
    start_again(window_on(qtbot, tmp_path), monkeypatch)
