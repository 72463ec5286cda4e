"""The review's verdict colours: an ordered scale from *best* to *blunder*, per theme.

The worse the verdict, the more its colour stands out from the window: darker on a
light window, lighter on a dark one. Lightness carries the order, so it survives the
common colour-vision deficiencies (``tests/ui/common/test_verdict_scale.py`` simulates
protanopia, deuteranopia and tritanopia); the hues go from calm (green, blue) to
alarming (ochre, orange, red) as a second cue, and the verdict is always written too
(a timeline button's name, the sentence, the legend). Every colour has 3:1 on the
window (WCAG 1.4.11), and the number drawn on it 4.5:1 (black or white).
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QGuiApplication, QPalette

from dq_desktop.engine.analysis.review import Verdict
from dq_desktop.ui.common.theme import contrast, is_dark

ORDER = (Verdict.BEST, Verdict.GOOD, Verdict.INACCURACY, Verdict.MISTAKE, Verdict.BLUNDER)
"""From the calmest to the most alarming."""
LEGEND = (Verdict.BRILLIANT, *ORDER)
"""As the legend lists them: *brilliant* (better than the expert's choice) stands apart
from the scale, in a hue of its own (purple) that no verdict of the scale comes near."""

ON_LIGHT = {
    Verdict.BRILLIANT: QColor("#7B3294"),
    Verdict.BEST: QColor("#009980"),
    Verdict.GOOD: QColor("#0070BF"),
    Verdict.INACCURACY: QColor("#655400"),
    Verdict.MISTAKE: QColor("#6B2700"),
    Verdict.BLUNDER: QColor("#440C04"),
}
"""Contrast on a light grey window (#EFEFEF): 3.1, 4.5, 6.5, 9.5 and 14 to 1."""
ON_DARK = {
    Verdict.BRILLIANT: QColor("#C77DD7"),
    Verdict.BEST: QColor("#008771"),
    Verdict.GOOD: QColor("#0091F8"),
    Verdict.INACCURACY: QColor("#C4A300"),
    Verdict.MISTAKE: QColor("#FFA875"),
    Verdict.BLUNDER: QColor("#FCC5BD"),
}
"""Contrast on the dark window (#262626): 3.4, 4.6, 6.2, 8 and 10 to 1."""


def verdict_colour(verdict: Verdict, palette: QPalette | None = None) -> QColor:
    """The verdict's colour for ``palette`` (the application's when none is given)."""
    shown = palette if palette is not None else QGuiApplication.palette()
    return QColor((ON_DARK if is_dark(shown) else ON_LIGHT)[verdict])


def number_colour(fill: QColor) -> QColor:
    """Black or white, whichever reads better on ``fill``."""
    black, white = QColor("black"), QColor("white")
    return black if contrast(black, fill) >= contrast(white, fill) else white
