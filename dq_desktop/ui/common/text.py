"""Text helpers: translation with Qt's ``%1`` placeholders filled in after it, and
fonts sized from the system's."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:  # Qt's classes cost time on their first import: not before the first frame
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QLabel

PLURAL: Literal["plural"] = "plural"
"""Marks a message whose ``%n`` is a count: ``translate(ctx, text, None, PLURAL, count)``."""


def translate(
    context: str,
    source: str,
    disambiguation: str | None = None,
    plural: Literal["plural"] | None = None,
    n: int = -1,
) -> str:
    """``QCoreApplication.translate`` with a fixed context (for code that is no QObject).

    Named ``translate`` so that ``pyside6-lupdate`` reads its calls as
    (context, source text) and extracts them into the catalogues. A message with
    a count is written ``translate("Ctx", "%n game(s)", None, PLURAL, count)``:
    lupdate takes a fourth argument for Qt 4's encoding and the fifth for the
    count, and only a call of that shape becomes a plural message in the
    catalogues (a count in fourth place yields a message with a single form).
    Give the count as a plain name or number with no comma after it: lupdate
    skips a call whose count is followed by a comma, and hangs on a count such
    as ``len(self.games)``. ``tests/i18n`` checks that every call is extracted.
    """
    return QCoreApplication.translate(context, source, disambiguation, n if plural else -1)


def fill(text: str, *values: object) -> str:
    """Replace ``%1``, ``%2``… as ``QString.arg`` would (highest number first)."""
    for number in range(len(values), 0, -1):
        text = text.replace(f"%{number}", str(values[number - 1]))
    return text


def scaled_font(base: QFont, factor: float, weight: QFont.Weight | None = None) -> QFont:
    """``base`` made ``factor`` times larger (and of ``weight``).

    Titles are sized relative to the system's font, never in fixed points, so that a
    player who enlarges the system's text gets larger titles too.
    """
    from PySide6.QtGui import QFont

    font = QFont(base)
    font.setPointSizeF(base.pointSizeF() * factor)
    if weight is not None:
        font.setWeight(weight)
    return font


def plain_label(text: str = "") -> QLabel:
    """A label that shows its text as it is: for anything holding a name or other text
    from a player or a file, which Qt would otherwise render as rich text when it looks
    like markup (``<img src=…>`` would show a local picture)."""
    from PySide6.QtCore import Qt  # its enums take 15 ms to load: not before the first frame
    from PySide6.QtWidgets import QLabel

    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def and_list(items: list[str]) -> str:
    """'Ana', 'Ana and Ben', 'Ana, Ben and Carla', in the language installed."""
    if len(items) < 2:
        return "".join(items)
    return fill(translate("Text", "%1 and %2"), ", ".join(items[:-1]), items[-1])


def error_line(error: BaseException) -> str:
    """An error in one line for a message or the log: its kind and what it says
    (``ValueError: no such field``), white space folded."""
    words = " ".join(str(error).split())
    return f"{type(error).__name__}: {words}" if words else type(error).__name__
