"""Translated text helpers: Qt's ``%1`` placeholders filled in after translation."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def tr(context: str, source: str, n: int = -1) -> str:
    """``QCoreApplication.translate`` with a fixed context (for non-QObject code)."""
    return QCoreApplication.translate(context, source, None, n)


def fill(text: str, *values: object) -> str:
    """Replace ``%1``, ``%2``… as ``QString.arg`` would (highest number first)."""
    for number in range(len(values), 0, -1):
        text = text.replace(f"%{number}", str(values[number - 1]))
    return text
