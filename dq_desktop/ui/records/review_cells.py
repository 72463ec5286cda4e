"""The games table's review cell: the main player's accuracy (kept by the background
reviewer), the points given up and the verdicts counted in its tooltip and in what a
screen reader reads; "not yet" until the game is reviewed.

One column, not three: at the window's default size the table has room for one more
narrow column before the Players header goes behind a scroll bar (in French and German
too); the points given up and the verdicts are in the CSV and ``records --json``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QGuiApplication, QPalette

from dq_desktop.storage.review_entries import VERDICTS, GameReview
from dq_desktop.ui.common.text import fill, translate


def decimal(value: float) -> str:
    return QLocale().toString(value, "f", 1)


def not_reviewed_text() -> str:
    return translate("RecordsWindow", "not reviewed yet")


def review_text(review: GameReview | None) -> str:
    """The cell: the accuracy, or "not yet"."""
    if review is None:
        return translate("RecordsWindow", "not yet")
    return decimal(review.accuracy)


def review_said(review: GameReview | None) -> str:
    """The whole review in one sentence (the tooltip, and what a screen reader reads)."""
    if review is None:
        return not_reviewed_text()
    return fill(translate("RecordsWindow", "Accuracy %1 of 100; points given up: %2. "
                          "Brilliant: %3 · best: %4 · good: %5 · inaccuracies: %6 · "
                          "mistakes: %7 · blunders: %8"),
                decimal(review.accuracy), decimal(review.given_up),
                *(review.count(verdict) for verdict in VERDICTS))


def review_data(review: GameReview | None, role: int) -> Any:
    """The cell's data for the roles the model does not answer for every column."""
    if role == Qt.ItemDataRole.ToolTipRole and review is None:
        return translate("RecordsWindow", "Not reviewed yet: every finished game is reviewed "
                         "in the background while no game is being played.")
    if role == Qt.ItemDataRole.ToolTipRole:
        return review_said(review)
    if role == Qt.ItemDataRole.ForegroundRole and review is None:
        return QGuiApplication.palette().color(QPalette.ColorRole.PlaceholderText)
    return None


def review_key(review: GameReview | None) -> tuple[int, float]:
    """Sorts by accuracy; a game not reviewed comes below every reviewed one."""
    return (0, 0.0) if review is None else (1, review.accuracy)
