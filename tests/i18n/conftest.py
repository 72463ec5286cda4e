"""Fixtures for the translation tests: a language switched on for one test, the catalogues
read as data, and every text a window shows."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QModelIndex, Qt
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QWidget,
)

from dq_desktop.ui.common.language import LanguageSwitcher

CATALOGUES = Path(__file__).resolve().parents[2] / "i18n"


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    numerus: bool
    forms: tuple[str, ...]
    """The translation (one form, or each numerus form); empty when there is none."""
    unfinished: bool


def read_catalogue(language: str) -> list[Message]:
    root = ET.parse(CATALOGUES / f"dq_desktop_{language}.ts").getroot()
    messages = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            numerus = message.get("numerus") == "yes"
            forms = (tuple(form.text or "" for form in translation.iter("numerusform"))
                     if numerus else ((translation.text or ""),))
            messages.append(Message(name, message.findtext("source") or "", numerus,
                                    tuple(f for f in forms if f),
                                    translation.get("type") == "unfinished"))
    return messages


@pytest.fixture
def switcher(qapp: QApplication) -> Iterator[LanguageSwitcher]:
    """A language switcher whose translators are removed after the test (English again)."""
    before = QLocale()
    shown_name = QGuiApplication.applicationDisplayName()
    languages = LanguageSwitcher()
    yield languages
    languages.reset()
    QLocale.setDefault(before)
    QGuiApplication.setApplicationDisplayName(shown_name)
    QCoreApplication.processEvents()


# --- what a window shows -----------------------------------------------------------------

TAG = re.compile(r"<[^>]+>")
ENTITY = {"&nbsp;": " ", "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'"}


def plain(text: str) -> str:
    """The words a player reads: no markup, no accelerator ampersands."""
    text = TAG.sub(" ", text)
    for entity, char in ENTITY.items():
        text = text.replace(entity, char)
    return re.sub(r"&(?=\S)", "", text).replace("&&", "&")


def action_texts(actions: list[QAction], where: str) -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []
    for action in actions:
        if action.isSeparator():
            continue
        found.append((f"{where} > action", action.text()))
        if action.toolTip() and action.toolTip() != plain(action.text()):
            found.append((f"{where} > action tooltip", action.toolTip()))
        menu = action.menu()
        if isinstance(menu, QMenu):
            found += action_texts(menu.actions(), f"{where} > {plain(action.text())}")
    return found


def widget_texts(top: QWidget, *, skip: tuple[QWidget, ...] = ()) -> list[tuple[str, str]]:
    """(where, text) of every text ``top`` and its visible children show a player: labels,
    buttons, group titles, window titles, combo box items, list items, table headers,
    placeholders, tooltips, accessible names and descriptions."""
    found: list[tuple[str, str]] = []
    if top.isWindow():
        found.append((f"{type(top).__name__} title", top.windowTitle()))
    for widget in [top, *top.findChildren(QWidget)]:
        if not widget.isVisible() or any(w is widget or w.isAncestorOf(widget) for w in skip):
            continue
        where = f"{type(widget).__name__} {widget.objectName()}".strip()
        if isinstance(widget, QLabel | QAbstractButton):
            found.append((where, widget.text()))
        elif isinstance(widget, QGroupBox):
            found.append((where, widget.title()))
        elif isinstance(widget, QComboBox):
            found += [(f"{where} item", widget.itemText(i)) for i in range(widget.count())]
        elif isinstance(widget, QLineEdit):
            found.append((f"{where} placeholder", widget.placeholderText()))
        if isinstance(widget, QListWidget):
            found += [(f"{where} item", widget.item(i).text()) for i in range(widget.count())]
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model = widget.model()
            try:
                columns = model.columnCount(QModelIndex())
            except TypeError:  # a list model keeps it private: one column
                columns = 1
            for orientation, count in ((Qt.Orientation.Horizontal, columns),
                                       (Qt.Orientation.Vertical, model.rowCount(QModelIndex()))):
                for section in range(count):
                    header = model.headerData(section, orientation)
                    if isinstance(header, str):
                        found.append((f"{where} header", header))
            for row in range(min(model.rowCount(QModelIndex()), 20)):
                for column in range(columns):
                    index = model.index(row, column, QModelIndex())
                    for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                        value = index.data(role)
                        if isinstance(value, str):
                            found.append((f"{where} cell", value))
        found += [(f"{where} tooltip", widget.toolTip()),
                  (f"{where} accessible name", widget.accessibleName()),
                  (f"{where} accessible description", widget.accessibleDescription())]
        found += action_texts(widget.actions(), where)
    return [(where, text) for where, text in found if text.strip()]
