"""The dialog after an error the program did not expect: what happened, where the log is,
where to report it (``dq_desktop.ISSUES_URL``), and a button that copies the report."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QUrl, Slot
from PySide6.QtGui import QCloseEvent, QDesktopServices, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dq_desktop import ISSUES_URL
from dq_desktop.ui.common.text import fill

MAX_SHOWN = 200
"""Characters of the error's own message shown in the sentence (the report has it all)."""


class CrashDialog(QDialog):
    """``problem``: the error in one line (``ValueError: …``); ``report``: the text copied;
    ``ends``: the program cannot go on (an error before its window ran, or after)."""

    def __init__(self, problem: str, report: str, log_folder: Path | None,
                 parent: QWidget | None = None, *, ends: bool = False,
                 open_url: Callable[[QUrl], bool] = QDesktopServices.openUrl) -> None:
        super().__init__(parent)
        self._open_url = open_url
        self.closed_by_program = False
        """Closed as the program ended (its quitting closes every window), not by the
        player: he has not read it (``crash_reports.show_unclosed``)."""
        self.report = report
        self.log_folder = log_folder
        self.setObjectName("crashDialog")
        self.setWindowTitle(self.tr("Don Quixote: an unexpected error"))
        shown = problem if len(problem) <= MAX_SHOWN else problem[:MAX_SHOWN] + "…"
        layout = QVBoxLayout(self)
        self.message = QLabel(fill(self._what_happened(ends), shown))
        self.where = QLabel(self._where_to_report(log_folder))
        for label in (self.message, self.where):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)  # the error's words, a path
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            layout.addWidget(label)
        self.details = QPlainTextEdit(report)
        self.details.setReadOnly(True)
        self.details.setAccessibleName(self.tr("Report"))
        self.details.setMinimumHeight(160)
        layout.addWidget(self.details, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button: QPushButton = buttons.addButton(
            self.tr("&Copy report"), QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy_report)
        self.open_button: QPushButton = buttons.addButton(
            self.tr("&Open log folder"), QDialogButtonBox.ButtonRole.ActionRole)
        self.open_button.clicked.connect(self.open_log_folder)
        self.open_button.setEnabled(log_folder is not None and log_folder.is_dir())
        self.report_button: QPushButton = buttons.addButton(
            self.tr("&Report online"), QDialogButtonBox.ButtonRole.ActionRole)
        self.report_button.clicked.connect(self.open_issues)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(560)

    def _what_happened(self, ends: bool) -> str:
        if ends:
            return self.tr(
                "Something went wrong inside the program: %1. It cannot go on and ends when "
                "you close this message; your games and records are kept as they were last "
                "saved. Start the program again to play on.")
        return self.tr(
            "Something went wrong inside the program: %1. The game goes on, but it may "
            "not behave as it should; your games and records are kept. Saving the game "
            "now and starting the program again is the safe way on.")

    def _where_to_report(self, log_folder: Path | None) -> str:
        if log_folder is not None:
            return fill(self.tr(
                "The details are in the log, in %1. To report the error, copy the report "
                "and paste it, with a few words on what you were doing, into a new issue "
                "at %2."), str(log_folder), ISSUES_URL)
        return fill(self.tr(
            "The log could not be written. To report the error, copy the report and paste "
            "it, with a few words on what you were doing, into a new issue at %1."),
            ISSUES_URL)

    def closeEvent(self, event: QCloseEvent) -> None:
        # The window manager's close button is the player's (spontaneous); the program
        # closes its windows as it quits.
        self.closed_by_program = not event.spontaneous()
        super().closeEvent(event)

    @Slot()
    def copy_report(self) -> None:
        QGuiApplication.clipboard().setText(self.report)
        self.copy_button.setText(self.tr("Copied"))

    @Slot()
    def open_log_folder(self) -> None:
        if self.log_folder is not None:
            self._open_url(QUrl.fromLocalFile(str(self.log_folder)))

    @Slot()
    def open_issues(self) -> None:
        self._open_url(QUrl(ISSUES_URL))
