"""The panel of the guided first game: where it stands, what to look at, and its buttons.

It only shows what ``TutorialGuide`` tells it and reports its buttons; it
knows nothing of the game.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QFont, QPalette, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from dq_desktop.engine.tiles import PlacedTile
from dq_desktop.ui.common.text import fill, scaled_font
from dq_desktop.ui.tiles.tile_painter import TILE_ASPECT, tile_pixmap

__all__ = ["TutorialPanel"]

SUGGESTION_HEIGHT = 96


class TutorialPanel(QFrame):
    """Title, progress, the step's text, the suggested tile once asked for, and buttons."""

    beginClicked = Signal()
    showClicked = Signal()
    leaveClicked = Signal()
    linkActivated = Signal(str)
    languageChanged = Signal()
    """The application's language changed (its translators were swapped)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tutorialPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = QLabel()
        self.title.setObjectName("tutorialTitle")
        self.title.setFont(scaled_font(self.title.font(), 1.45, QFont.Weight.DemiBold))
        self.progress = QLabel()
        self.progress.setObjectName("tutorialProgress")
        self.progress.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.text = QLabel()
        self.text.setObjectName("tutorialText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.text.setOpenExternalLinks(False)
        self.text.linkActivated.connect(self.linkActivated)
        self.tile = QLabel()
        self.tile.setObjectName("tutorialTile")
        self.tile.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.where = QLabel()
        self.where.setObjectName("tutorialWhere")
        self.where.setWordWrap(True)
        self.begin_button = QPushButton()
        self.begin_button.setObjectName("tutorialBegin")
        self.begin_button.setDefault(True)
        self.show_button = QPushButton()
        self.show_button.setObjectName("tutorialShow")
        self.leave_button = QPushButton()
        self.leave_button.setObjectName("tutorialLeave")
        self.begin_button.clicked.connect(self.beginClicked)
        self.show_button.clicked.connect(self.showClicked)
        self.leave_button.clicked.connect(self.leaveClicked)
        self._step = (0, 0, 1)
        self._build()
        self.show_suggestion(None, "", rotated=False)
        self.retranslate()

    def _build(self) -> None:
        scroll = QScrollArea()
        # Not a stop of its own (a nameless one for screen readers): Tab reaches the text,
        # which is read, and its links.
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        body = QWidget()
        body_layout = QVBoxLayout(body)
        body_layout.setContentsMargins(0, 0, 4, 0)
        body_layout.addWidget(self.text)
        suggestion = QHBoxLayout()
        suggestion.addWidget(self.tile)
        suggestion.addWidget(self.where, 1)
        body_layout.addLayout(suggestion)
        body_layout.addStretch(1)
        scroll.setWidget(body)
        buttons = QHBoxLayout()
        buttons.addWidget(self.begin_button)
        buttons.addWidget(self.show_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        layout.setSpacing(6)
        layout.addWidget(self.title)
        layout.addWidget(self.progress)
        layout.addWidget(scroll, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.leave_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.setMinimumWidth(260)

    def sizeHint(self) -> QSize:
        return QSize(340, 460)

    # --- what the guide shows --------------------------------------------------------

    def show_page(self, html: str, *, beginning: bool, can_show: bool) -> None:
        """A new text: the introduction (``beginning``) or a step; the suggestion is hidden."""
        # A blank line in a text starts a new paragraph: long steps come in short pieces.
        paragraphs = (part.strip() for part in html.split("\n\n") if part.strip())
        self.text.setText("".join(f"<p style='line-height: 125%;'>{p}</p>" for p in paragraphs))
        self.begin_button.setVisible(beginning)
        self.show_button.setVisible(not beginning)
        self.show_button.setEnabled(can_show)
        self.show_suggestion(None, "", rotated=False)

    def show_progress(self, step: int, steps: int, round_number: int) -> None:
        """``step`` counts from 0; 0 steps means the game is over."""
        self._step = (step, steps, round_number)
        if steps == 0:
            self.progress.setText(self.tr("The game is over"))
            return
        self.progress.setText(
            fill(self.tr("Field %1 of %2 · Round %3"), step + 1, steps, round_number)
        )

    def show_suggestion(self, placed: PlacedTile | None, field: str, *, rotated: bool) -> None:
        """The suggested tile, drawn as it is to be placed, and where it goes."""
        if placed is None:
            self.tile.clear()
            self.tile.hide()
            self.where.clear()
            self.where.hide()
            return
        ratio = self.devicePixelRatioF()
        size = QSize(round(SUGGESTION_HEIGHT * TILE_ASPECT), SUGGESTION_HEIGHT)
        pixmap: QPixmap = tile_pixmap(placed, size, ratio)
        self.tile.setPixmap(pixmap)
        self.tile.setFixedSize(size)
        text = (
            fill(self.tr("Place it on %1, turned."), field)
            if rotated
            else fill(self.tr("Place it on %1 as printed."), field)
        )
        self.where.setText(text)
        self.tile.show()
        self.where.show()

    # --- translation ---------------------------------------------------------------

    def retranslate(self) -> None:
        self.title.setText(self.tr("Guided first game"))
        self.begin_button.setText(self.tr("&Begin"))
        self.show_button.setText(self.tr("&Show me"))
        self.show_button.setToolTip(self.tr("Point out the tile the guide would play here"))
        self.leave_button.setText(self.tr("&Leave the guided game"))
        self.show_progress(*self._step)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.languageChanged.emit()
        super().changeEvent(event)
