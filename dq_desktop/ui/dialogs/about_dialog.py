"""The About dialog: version, licence, credits, and the folders where the user's files live.

Also the application icon, loaded from the package's resources, which this
dialog shows and the application sets on every window.
"""

from __future__ import annotations

import html
import platform
from collections.abc import Callable, Mapping
from pathlib import Path

import PySide6
from PySide6.QtCore import Qt, QUrl, Slot, qVersion
from PySide6.QtGui import QDesktopServices, QFont, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from dq_desktop import __version__
from dq_desktop.ui.common.app_icon import application_icon
from dq_desktop.ui.common.text import fill, scaled_font
from dq_desktop.ui.dialogs.notices_window import NoticesDialog
from dq_desktop.ui.dialogs.whats_new import News, whats_new

LICENCE = "GPL-3.0-or-later"
NEWS_LINES = 9
"""Lines of what is new in sight at once; the rest scrolls (the notes of a build between
two releases are long, and the dialog must fit a 1024 × 640 screen)."""


def news_html(news: News) -> str:
    """The notes as a rich text of our own making: every text in it is escaped."""
    parts = [f"<p>{html.escape(news.paragraph)}</p>"] if news.paragraph else []
    for kind, entries in news.changes:
        items = "".join(f"<li>{html.escape(entry)}</li>" for entry in entries)
        parts.append(f"<p><b>{html.escape(kind)}</b></p><ul>{items}</ul>")
    return "".join(parts)


def folder_of(path: Path) -> Path:
    """The folder to open for ``path``: itself if it is a folder, else the folder it is in.

    A path that does not exist yet counts as a folder unless its name has a suffix.
    """
    if path.is_dir():
        return path
    return path.parent if path.exists() or path.suffix else path


class AboutDialog(QDialog):
    """Who made what, under which licence, and where this program keeps the user's files.

    ``paths`` maps a label (already translated, e.g. "Settings") to a file or a
    folder. Each is shown as selectable text with a button that opens its folder
    in the system's file manager.
    """

    def __init__(
        self,
        paths: Mapping[str, Path],
        parent: QWidget | None = None,
        *,
        open_url: Callable[[QUrl], bool] = QDesktopServices.openUrl,
    ) -> None:
        super().__init__(parent)
        self._open_url = open_url
        self.setWindowTitle(self.tr("About Don Quixote"))
        self.setObjectName("aboutDialog")
        self.path_fields: dict[str, QLineEdit] = {}
        self.open_buttons: dict[str, QPushButton] = {}
        layout = QVBoxLayout(self)
        layout.setSpacing(12)
        layout.addLayout(self._header())
        layout.addWidget(self._paragraph(self._credits_text()))
        layout.addWidget(self._paragraph(self._licence_text()))
        news = whats_new(__version__)
        if news is not None:
            layout.addLayout(self._news(news))
        if paths:
            layout.addWidget(self._files_box(paths))
        layout.addWidget(self._paragraph(self._built_with_text(), small=True))
        layout.addWidget(self._buttons())
        self.setMinimumWidth(600)

    # --- the parts ---------------------------------------------------------------

    def _header(self) -> QHBoxLayout:
        row = QHBoxLayout()
        row.setSpacing(16)
        picture = QLabel()
        picture.setPixmap(application_icon().pixmap(96, 96))
        picture.setAlignment(Qt.AlignmentFlag.AlignTop)
        row.addWidget(picture)
        titles = QVBoxLayout()
        title = QLabel(self.tr("Don Quixote"))
        title.setObjectName("aboutTitle")
        title.setFont(scaled_font(title.font(), 2.2, QFont.Weight.DemiBold))
        titles.addWidget(title)
        self.version_label = QLabel(fill(self.tr("Version %1"), __version__))
        self.version_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        titles.addWidget(self.version_label)
        titles.addWidget(QLabel(self.tr("An offline desktop edition of the tile-laying game.")))
        titles.addStretch(1)
        row.addLayout(titles, 1)
        return row

    def _credits_text(self) -> str:
        return self.tr(
            "<p><i>Don Quixote</i> is a board game by Reinhard Staupe, published by "
            "Pegasus Spiele (2010). This program is an unofficial implementation: "
            "it is not made, endorsed or supported by the author or the publisher. "
            "Its tiles are drawn for this program.</p>"
        )

    def _licence_text(self) -> str:
        return fill(
            self.tr(
                "<p>Licence: %1. This program is free software: you can redistribute "
                "it and/or modify it under the terms of the GNU General Public License "
                "as published by the Free Software Foundation, either version 3 of the "
                "License, or (at your option) any later version. It is distributed in "
                "the hope that it will be useful, but WITHOUT ANY WARRANTY.</p>"
            ),
            LICENCE,
        )

    def _built_with_text(self) -> str:
        return fill(
            self.tr("Built with Python %1, Qt %2 and PySide6 %3 (LGPL-3.0)."),
            platform.python_version(),
            qVersion(),
            PySide6.__version__,
        )

    def _paragraph(self, text: str, *, small: bool = False) -> QLabel:
        label = QLabel(text)
        label.setWordWrap(True)
        label.setTextFormat(
            Qt.TextFormat.RichText if text.startswith("<") else Qt.TextFormat.PlainText
        )
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        if small:
            label.setFont(scaled_font(label.font(), 0.9))
        return label

    def _news(self, news: News) -> QVBoxLayout:
        column = QVBoxLayout()
        column.setSpacing(4)
        title = (self.tr("What is new in version %1") if news.released
                 else self.tr("What is new since version %1, not yet in a release"))
        heading = QLabel(fill(title, news.version))
        heading.setFont(scaled_font(heading.font(), 1.0, QFont.Weight.DemiBold))
        column.addWidget(heading)
        self.news_text = QTextBrowser()
        self.news_text.setOpenLinks(False)
        self.news_text.setTabChangesFocus(True)
        self.news_text.setAccessibleName(heading.text())
        self.news_text.document().setIndentWidth(self.news_text.fontMetrics().averageCharWidth()
                                                 * 3)  # a bullet's room, not Qt's 40 pixels
        self.news_text.setHtml(news_html(news))
        lines = NEWS_LINES if news.changes else 2
        self.news_text.setFixedHeight(self.news_text.fontMetrics().lineSpacing() * lines
                                      + 2 * self.news_text.frameWidth() + 8)
        heading.setBuddy(self.news_text)
        column.addWidget(self.news_text)
        return column

    def _files_box(self, paths: Mapping[str, Path]) -> QGroupBox:
        box = QGroupBox(self.tr("Your files"))
        grid = QGridLayout(box)
        grid.setColumnStretch(1, 1)
        for row, (label_text, path) in enumerate(paths.items()):
            label = QLabel(fill(self.tr("%1:"), label_text))
            field = QLineEdit(str(path))
            field.setReadOnly(True)
            field.setCursorPosition(0)
            field.setAccessibleName(label_text)
            field.setToolTip(str(path))
            label.setBuddy(field)
            button = QPushButton(self.tr("Open folder"))
            button.setAccessibleDescription(fill(self.tr("Open the folder of %1"), label_text))
            folder = folder_of(path)
            if folder.is_dir():
                button.clicked.connect(lambda _=False, folder=folder: self.open_folder(folder))
            else:
                button.setEnabled(False)
                button.setToolTip(self.tr("This folder does not exist yet."))
            grid.addWidget(label, row, 0)
            grid.addWidget(field, row, 1)
            grid.addWidget(button, row, 2)
            self.path_fields[label_text] = field
            self.open_buttons[label_text] = button
        return box

    def _buttons(self) -> QDialogButtonBox:
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        self.close_button.setDefault(True)
        about_qt = buttons.addButton(self.tr("About &Qt"), QDialogButtonBox.ButtonRole.ActionRole)
        about_qt.clicked.connect(self.show_about_qt)
        self.notices_button = buttons.addButton(
            self.tr("Third-party &licences"), QDialogButtonBox.ButtonRole.ActionRole)
        self.notices_button.clicked.connect(self.show_notices)
        buttons.rejected.connect(self.reject)
        return buttons

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # The first size counts the wrapped texts at their narrowest; at the real width they
        # may need more (the notes of a version overlapped the files, seen in German).
        needed = self.heightForWidth(self.width())
        if needed > self.height():
            self.resize(self.width(), needed)
        # Start on Close, not in the first path field: Enter or Escape closes at once.
        self.close_button.setFocus(Qt.FocusReason.OtherFocusReason)

    # --- actions -----------------------------------------------------------------

    def open_folder(self, folder: Path) -> bool:
        """Show ``folder`` in the system's file manager."""
        return self._open_url(QUrl.fromLocalFile(str(folder)))

    @Slot()
    def show_about_qt(self) -> None:
        QMessageBox.aboutQt(self, self.tr("About Qt"))

    @Slot()
    def show_notices(self) -> None:
        """The licences of what this copy ships or runs on (notices_window.py)."""
        NoticesDialog(self).exec()
