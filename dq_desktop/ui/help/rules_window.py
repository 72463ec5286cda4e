"""The rules help: the whole rules in the application's own words, with pictures of boards.

A window with a table of contents beside the text. The pictures are named in
the HTML as ``<img src="board:ID">``; the browser draws them on demand from the
illustration definitions (``help_illustrations``) with the game's own tile
renderer. ``show_section`` opens the window at one section, for F1 and for the
scoring helper's tooltips.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QLocale, QSize, Qt, QUrl, Slot
from PySide6.QtGui import QImage, QPalette, QResizeEvent, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from dq_desktop.engine.scoring import Category
from dq_desktop.ui.common.window_size import size_window
from dq_desktop.ui.help.help_documents import help_language, rules_html
from dq_desktop.ui.help.help_illustrations import (
    ILLUSTRATION_SCHEME,
    illustrations,
    render_illustration,
)

__all__ = ["SECTIONS", "HelpBrowser", "RulesWindow", "Section", "section_of_category"]

HEADING_ON_LIGHT = "#6E4A1E"
"""Headings in the brown of the tiles' roads, on a light theme."""
HEADING_ON_DARK = "#E2C68E"
"""Headings in the parchment of the tiles, on a dark theme."""

SECTIONS = (
    "goal",
    "principality",
    "deal",
    "rounds",
    "tiles",
    "turning",
    "roads",
    "scoring",
    "castles",
    "churches-windmills",
    "defense",
    "knight-group",
    "example",
    "winning",
    "solitaire",
    "sancho",
    "keys",
)
"""The anchors of the sections, in the order of every language's document: the rulebook's
order — setting up, the rounds, placing, scoring — then a whole board scored, and the
keys of the program."""

_CATEGORY_SECTIONS: dict[str, str] = {
    Category.CASTLE6: "castles",
    Category.CASTLE4: "castles",
    Category.CHURCHES: "churches-windmills",
    Category.WINDMILLS: "churches-windmills",
    Category.DEFENSE: "defense",
    Category.KNIGHTS: "knight-group",
}


def section_of_category(key: str) -> str:
    """The section explaining a scoring category (the keys of ``Score.as_dict``); the
    scoring overview for any other key (``"total"``, ``"round"``).

    >>> section_of_category("windmills"), section_of_category("total")
    ('churches-windmills', 'scoring')
    """
    return _CATEGORY_SECTIONS.get(key, "scoring")


@dataclass(frozen=True)
class Section:
    """A heading of the document: its anchor and its title in the document's language."""

    anchor: str
    title: str


class HelpBrowser(QTextBrowser):
    """A text browser that draws ``board:`` pictures with the tile renderer."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._pictures: dict[tuple[str, float], QImage] = {}
        self.setOpenLinks(True)
        self.setOpenExternalLinks(False)
        self.document().setDocumentMargin(14)

    def loadResource(self, type: int, name: QUrl | str) -> object:
        url = QUrl(name)
        if type == QTextDocument.ResourceType.ImageResource.value and (
            url.scheme() == ILLUSTRATION_SCHEME
        ):
            return self.picture(url.path())
        return super().loadResource(type, name)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._make_room_after_last_section()

    def _make_room_after_last_section(self) -> None:
        """Room below the end, so that even the last section can scroll to the top."""
        root = self.document().rootFrame()
        frame = root.frameFormat()
        room = max(float(self.document().documentMargin()), self.viewport().height() * 0.8)
        if abs(frame.bottomMargin() - room) > 1.0:
            frame.setBottomMargin(room)
            root.setFrameFormat(frame)

    def setHtml(self, text: str) -> None:
        super().setHtml(text)
        self._make_room_after_last_section()

    def picture(self, illustration_id: str) -> QImage:
        """The picture ``illustration_id`` at this screen's pixel ratio (an empty image if
        there is no such picture)."""
        ratio = self.devicePixelRatioF()
        key = (illustration_id, ratio)
        if key not in self._pictures:
            illustration = illustrations().get(illustration_id)
            self._pictures[key] = (
                QImage() if illustration is None else render_illustration(illustration, ratio)
            )
        return self._pictures[key]

    def sections(self) -> list[Section]:
        """The second-level headings of the document, with their anchors."""
        found = []
        block = self.document().begin()
        while block.isValid():
            if block.blockFormat().headingLevel() == 2:
                anchor = _first_anchor(block)
                if anchor:
                    found.append(Section(anchor, block.text().strip()))
            block = block.next()
        return found


def _first_anchor(block: object) -> str:
    iterator = block.begin()  # type: ignore[attr-defined]
    while not iterator.atEnd():
        names = iterator.fragment().charFormat().anchorNames()
        if names:
            return str(names[0])
        iterator += 1
    return ""


class RulesWindow(QDialog):
    """The rules of the game, in ``language`` (an application language code) or English.

    It follows the application's language: when the translators change, it shows
    the document of the new default locale.
    """

    def __init__(self, parent: QWidget | None = None, language: str | None = None) -> None:
        language = language or QLocale().name()
        super().__init__(parent)
        self.setObjectName("rulesWindow")
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self.setSizeGripEnabled(True)
        self.language = help_language(language)
        self.contents_label = QLabel()
        self.contents = QListWidget()
        self.contents.setObjectName("rulesContents")
        self.browser = HelpBrowser()
        self.browser.setObjectName("rulesText")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self._build()
        self.contents.currentItemChanged.connect(self._on_contents_item)
        self.buttons.rejected.connect(self.close)
        self.retranslate()
        self.set_language(language)
        size_window(self, "rules", QSize(980, 720))

    def _build(self) -> None:
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.contents_label)
        side_layout.addWidget(self.contents, 1)
        self.contents.setMinimumWidth(190)
        self.contents.setWordWrap(True)
        self.contents.setSpacing(1)
        self.contents_label.setBuddy(self.contents)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(side)
        splitter.addWidget(self.browser)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        splitter.setSizes([230, 750])
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.buttons)

    # --- the document ------------------------------------------------------------

    def set_language(self, language: str) -> None:
        """Show the document of ``language`` (English when there is none), at the same
        section as before."""
        anchor = self.current_section()
        self.language = help_language(language)
        self.browser.document().setDefaultStyleSheet(_style_sheet(self.browser.palette()))
        self.browser.setHtml(rules_html(self.language))
        self.contents.blockSignals(True)
        self.contents.clear()
        for section in self.browser.sections():
            item = QListWidgetItem(section.title)
            item.setData(Qt.ItemDataRole.UserRole, section.anchor)
            self.contents.addItem(item)
        self.contents.blockSignals(False)
        self.setWindowTitle(self.tr("Rules of the game"))  # Qt adds " — Don Quixote"
        if anchor:
            self._go_to(anchor)

    def sections(self) -> list[Section]:
        return self.browser.sections()

    def current_section(self) -> str:
        """The anchor of the section chosen in the contents ('' before any)."""
        item = self.contents.currentItem()
        return "" if item is None else str(item.data(Qt.ItemDataRole.UserRole))

    def show_section(self, anchor: str) -> None:
        """Open the window (or bring it forward) at the section named ``anchor``."""
        self._go_to(anchor)
        self.show()
        self.raise_()
        self.activateWindow()

    def _go_to(self, anchor: str) -> None:
        for row in range(self.contents.count()):
            item = self.contents.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == anchor:
                self.contents.blockSignals(True)
                self.contents.setCurrentItem(item)
                self.contents.blockSignals(False)
                break
        self._scroll_to(anchor)

    def _scroll_to(self, anchor: str) -> None:
        """The section at the top of the page; the first one with what stands above it
        (F1 opens there: "New to the game? Play the guided first game" in view)."""
        if anchor == SECTIONS[0]:
            self.browser.verticalScrollBar().setValue(0)
        else:
            self.browser.scrollToAnchor(anchor)

    @Slot(QListWidgetItem, QListWidgetItem)
    def _on_contents_item(
        self, current: QListWidgetItem | None, previous: QListWidgetItem | None
    ) -> None:
        if current is not None:
            self._scroll_to(str(current.data(Qt.ItemDataRole.UserRole)))

    # --- translation ---------------------------------------------------------------

    def retranslate(self) -> None:
        self.contents_label.setText(self.tr("&Contents"))
        self.setWindowTitle(self.tr("Rules of the game"))  # Qt adds " — Don Quixote"
        self.browser.setAccessibleName(self.tr("Rules of the game"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if help_language(QLocale().name()) != self.language:
                self.set_language(QLocale().name())
        elif event.type() == QEvent.Type.PaletteChange and hasattr(self, "contents"):
            self.set_language(self.language)  # the headings' colours follow the theme
        super().changeEvent(event)


def _style_sheet(palette: QPalette) -> str:
    """The document's look, in the colours of the window's theme."""
    base = palette.color(QPalette.ColorRole.Base)
    text = palette.color(QPalette.ColorRole.Text)
    muted = palette.color(QPalette.ColorRole.PlaceholderText)
    dark_theme = base.lightness() < 128
    heading = HEADING_ON_DARK if dark_theme else HEADING_ON_LIGHT
    band = base.lighter(130) if dark_theme else base.darker(107)
    return f"""
        body {{ color: {text.name()}; }}
        h1 {{ font-size: x-large; color: {heading}; margin-top: 2px; margin-bottom: 4px; }}
        h2 {{ font-size: large; color: {heading}; margin-top: 24px; margin-bottom: 6px; }}
        p {{ margin-top: 4px; margin-bottom: 8px; line-height: 125%; }}
        li {{ margin-bottom: 4px; line-height: 125%; }}
        p.lead {{ font-style: italic; color: {muted.name()}; margin-bottom: 4px; }}
        p.figure {{ margin-top: 12px; margin-bottom: 4px; line-height: 100%; }}
        p.caption {{ color: {muted.name()}; font-size: small; margin-top: 2px;
                     margin-bottom: 14px; margin-left: 48px; margin-right: 48px;
                     line-height: 115%; }}
        th {{ background-color: {band.name()}; }}
        td, th {{ border-bottom: 1px solid {band.name()}; }}
    """
