"""What ``--selftest`` owes the folder it plays in and the job that runs it.

It takes the folder's lock as the program does and never touches a game in progress
there: when the folder holds one, when another copy of the program holds the folder,
or when no lock can be had, the self-test's own game is not autosaved (the record
book is tried as ever). And it never waits for a person: a window that would ask
(a message box, the quit question, a file dialog, the error dialog) is closed at once
and what it said becomes a failure, so a job that runs the self-test always ends.
"""

from __future__ import annotations

from types import TracebackType

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from dq_desktop.ui.common.storage_messages import file_problem_text
from dq_desktop.ui.shell.main_window import MainWindow

POLL_MS = 50


def one_line(text: str) -> str:
    """A message of several paragraphs as one line of the self-test's report."""
    return " ".join(text.split())


def leave_games_in_progress_alone(window: MainWindow) -> list[str]:
    """Take the folder's lock; stop the autosave when it is not the self-test's to write.
    Returns what was found, as notes for the report (none: the folder was the test's)."""
    files, keeper = window.view.files, window.view.keeper
    if files is None or keeper is None:
        return []
    notes = []
    if not files.take_instance_lock():
        notes.append("another copy of the program is open with this folder")
    elif not files.lock_held and files.lock_problem is not None:
        notes.append("no lock: " + one_line(file_problem_text(files.lock_problem)))
    autosave = files.autosave
    if any(path.exists() for path in (autosave.path, autosave.previous_path)):
        notes.append(f"an unfinished game in {autosave.path.parent} is left untouched")
    if notes:
        keeper.autosaving = False
        notes.append("the self-test's game is not autosaved")
    return notes


class NoQuestions:
    """While it lasts, any window that waits for an answer is closed and its words kept
    in ``asked``: the self-test never waits for a person."""

    def __init__(self) -> None:
        self.asked: list[str] = []
        self._timer = QTimer()
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._close_any)

    def __enter__(self) -> NoQuestions:
        self._timer.start()
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self._timer.stop()

    def _close_any(self) -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            return
        words = dialog.text() if isinstance(dialog, QMessageBox) else ""
        self.asked.append(one_line(f"{dialog.windowTitle()}: {words}" if words
                                   else dialog.windowTitle()))
        if isinstance(dialog, QDialog):
            dialog.reject()
        else:
            dialog.close()
