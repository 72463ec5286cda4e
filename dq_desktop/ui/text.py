"""Translated text helpers: Qt's ``%1`` placeholders filled in after translation."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def translate(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``QCoreApplication.translate`` with a fixed context (for code that is no QObject).

    Named ``translate`` so that ``pyside6-lupdate`` reads its calls as
    (context, source text) and extracts them into the catalogues.
    """
    return QCoreApplication.translate(context, source, disambiguation, n)



def fill(text: str, *values: object) -> str:
    """Replace ``%1``, ``%2``… as ``QString.arg`` would (highest number first)."""
    for number in range(len(values), 0, -1):
        text = text.replace(f"%{number}", str(values[number - 1]))
    return text
