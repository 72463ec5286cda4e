"""The records window's lower right corner: what to work on, or the averages per round, a
tab each (both would squeeze the games list out of sight at the window's default size).
What to work on scrolls when the window is small (on a 1024 x 640 screen): its wrapped
lines would otherwise make the window taller than the screen."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QTabWidget, QWidget

from dq_desktop.ui.common.text import translate
from dq_desktop.ui.records.records_summary import RoundAverages
from dq_desktop.ui.records.work_on import WorkOnPanel


class AveragesOrWork(QTabWidget):
    def __init__(self, work_on: WorkOnPanel, averages: RoundAverages,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("averagesOrWork")
        # Its tab bar takes the focus; the widget itself, without a name of its own, would
        # be one more (nameless) stop for a screen reader.
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.work_on, self.averages = work_on, averages
        self.work_page = QScrollArea()
        self.work_page.setWidgetResizable(True)
        self.work_page.setFrameShape(QFrame.Shape.NoFrame)
        self.work_page.setWidget(work_on)
        self.addTab(self.work_page, "")  # first: what the player can act on
        self.addTab(averages, "")
        self.retranslate()

    def retranslate(self) -> None:
        title = translate("WorkOn", "What to work on")
        self.setTabText(self.indexOf(self.work_page), title)
        # The page takes the focus (its arrows scroll it on a small screen): named.
        self.work_page.setAccessibleName(title)
        self.setTabText(self.indexOf(self.averages),
                        translate("RecordsWindow", "Averages per round"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
