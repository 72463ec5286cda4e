"""The program started as a player starts it, in this process, on a data folder of files.

``run_program`` goes through ``app.run_app`` with ``--data-dir``: the early settings,
the window's saved place, the first frame, the reports of files set aside, the
question to resume, the first game. Instead of waiting in Qt's event loop it runs
the test's ``then`` on the started window, and closes it. Every message box is
answered and kept (nothing waits for a click); an error nobody caught is kept too,
and the test fails on it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox
from pytestqt.qtbot import QtBot

from dq_desktop import app as app_module
from dq_desktop import crash_reports
from dq_desktop.cli import build_parser
from dq_desktop.session_log import SessionLog
from dq_desktop.ui.common.language import LanguageSwitcher
from dq_desktop.ui.shell.main_window import MainWindow

WAIT_MS = 20_000
"""The longest a test waits for the program (its start, the computers' turns, the record
book's thread) on a loaded machine before it fails."""
QUICK_SETTINGS = '{"format": "dq-settings/1", "animation_speed": "off"}\n'
"""The settings of a folder whose case is another file: computers play at once."""


@dataclass(frozen=True)
class Said:
    """A message box the program showed."""

    title: str
    text: str


@dataclass
class Program:
    """What a run of the program showed and did."""

    folder: Path
    window: MainWindow | None = None
    said: list[Said] = field(default_factory=list)
    crashes: list[str] = field(default_factory=list)
    """Errors nobody caught (the crash dialog's report)."""
    skipped_dialogs: list[str] = field(default_factory=list)
    """Other dialogs that would have waited for the player (class names), refused."""

    @property
    def words(self) -> str:
        return "\n\n".join(f"{said.title}: {said.text}" for said in self.said)

    def told_about(self, text: str) -> int:
        """In how many message boxes ``text`` appears."""
        return sum(text in said.text for said in self.said)


class Answers:
    """Every message box answered at once and kept in ``program.said``."""

    def __init__(self, program: Program, monkeypatch: pytest.MonkeyPatch) -> None:
        self.program = program

        def static(answer: QMessageBox.StandardButton) -> Callable[..., object]:
            def shown(parent: object, title: str, text: str, *args: object) -> object:
                program.said.append(Said(title, text))
                return answer

            return shown

        monkeypatch.setattr(QMessageBox, "warning", static(QMessageBox.StandardButton.Ok))
        monkeypatch.setattr(QMessageBox, "critical", static(QMessageBox.StandardButton.Ok))
        monkeypatch.setattr(QMessageBox, "information", static(QMessageBox.StandardButton.Ok))
        monkeypatch.setattr(QMessageBox, "question", static(QMessageBox.StandardButton.Discard))
        # Functions, not bound methods: Qt's classes call them with the box as ``self``.
        monkeypatch.setattr(QMessageBox, "exec", lambda box: self.box(box))
        monkeypatch.setattr(QDialog, "exec", lambda dialog: self.dialog(dialog))
        monkeypatch.setattr(crash_reports, "show_crash_dialog", self.crash)

    def box(self, box: QMessageBox) -> int:
        """A question is answered yes ('Continue your game…?'), or 'Abandon it' (to replace
        a game); any other box is closed."""
        self.program.said.append(Said(box.windowTitle(), box.text()))
        yes = QMessageBox.StandardButton.Yes
        if box.standardButtons() & yes:
            return int(yes)
        for button in box.buttons():
            if box.buttonRole(button) == QMessageBox.ButtonRole.DestructiveRole:
                button.click()
                return 0
        return 0

    def dialog(self, dialog: QDialog) -> int:
        self.program.skipped_dialogs.append(type(dialog).__name__)
        return 0

    def crash(self, problem: str, report: str, log: SessionLog) -> None:
        self.program.crashes.append(report)


@contextmanager
def english_afterwards() -> Iterator[None]:
    """A folder whose settings choose French leaves English for the next test."""
    try:
        yield
    finally:
        LanguageSwitcher().apply("en")


def run_program(
    folder: Path,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    then: Callable[[Program], None] = lambda program: None,
) -> Program:
    """Start the program on ``folder`` (``--data-dir``), wait for its first game, run
    ``then``, close the window; returns what it showed. Raises what the start raised;
    fails on an error nobody caught and on a dialog that would have waited."""
    program = Program(folder)
    Answers(program, monkeypatch)
    monkeypatch.setattr(app_module, "close_on_interrupt", lambda window: None)
    before = set(map(id, QApplication.topLevelWidgets()))

    def event_loop(_app: QApplication) -> int:
        window = next(widget for widget in QApplication.topLevelWidgets()
                      if isinstance(widget, MainWindow) and id(widget) not in before)
        program.window = window
        try:
            qtbot.waitUntil(lambda: window.is_built and window.controller.has_game,
                            timeout=WAIT_MS)
            then(program)
        finally:
            window.close()
            window.deleteLater()
        return 0

    monkeypatch.setattr(QApplication, "exec", event_loop)
    options = build_parser(with_commands=False).parse_args(["--data-dir", str(folder)])
    with english_afterwards():
        status = app_module.run_app(options)
    assert status == 0
    assert program.crashes == [], program.crashes[0]
    assert program.skipped_dialogs == []
    return program


def place_a_tile(qtbot: QtBot, program: Program) -> int:
    """A human player places a tile, through the controller as the board's drop does;
    the computers before him play first. Returns the human's seat."""
    window = program.window
    assert window is not None
    controller = window.controller
    qtbot.waitUntil(lambda: a_human_to_play(program), timeout=WAIT_MS)
    seat = controller.active_seat
    placed = len(controller.game.players[seat].placements)
    result = controller.place(seat, controller.game.legal_moves(seat)[0])
    assert result is not None, "the placement was refused"
    assert len(controller.game.players[seat].placements) == placed + 1
    return seat


def a_human_to_play(program: Program) -> bool:
    assert program.window is not None
    controller = program.window.controller
    seat = controller.active_seat
    return seat >= 0 and controller.seats[seat].is_human and not controller.paused


def play_on(qtbot: QtBot, program: Program) -> None:
    """A human places a tile, and the game goes on: every computer answers, until a human
    is to play again (or the game is over)."""
    assert program.window is not None
    controller = program.window.controller
    place_a_tile(qtbot, program)
    qtbot.waitUntil(lambda: controller.game.is_over or a_human_to_play(program),
                    timeout=WAIT_MS)


def book_work_done(qtbot: QtBot, program: Program) -> None:
    """Wait until the record book's thread has done all it was given (at the start: the
    games waiting from before), its outcome said on the window's thread."""
    assert program.window is not None
    keeper = program.window.view.keeper
    assert keeper is not None
    qtbot.waitUntil(lambda: not keeper.book_work.busy(), timeout=WAIT_MS)
