"""Light and dark: the window follows the system's colour scheme, and keeps its contrast.

``follow_system(app)`` applies the system's scheme (``QStyleHints.colorScheme``)
now and whenever it changes. Where the platform already gives a palette of that
scheme, it is kept; where it does not (the Fusion style on some desktops, the
offscreen platform), a dark palette is built here, and the light one is the
palette the application started with.

The colours the window derives from its palette (secondary text, gains and
losses in the scoring helper, a player's colour as a border) go through
``with_contrast``, which keeps the hue and moves the lightness until WCAG's
ratio is met on that palette's background: 4.5:1 for text, 3:1 for graphics.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

TEXT_CONTRAST = 4.5
"""WCAG 2.x AA for normal text (1.4.3)."""
GRAPHICS_CONTRAST = 3.0
"""WCAG AA for graphics and the parts of controls that carry meaning (1.4.11)."""

GAIN = QColor("#1B7F4C")
"""A preview's gain in the scoring helper (green), before it is fitted to the palette."""
LOSS = QColor("#B23A00")
"""A preview's loss (vermilion)."""

Role = QPalette.ColorRole
Group = QPalette.ColorGroup


# --- contrast (WCAG 2.x) ------------------------------------------------------------


def _linear(channel: float) -> float:
    return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4


def luminance(colour: QColor) -> float:
    """Relative luminance of an opaque colour, 0 (black) to 1 (white)."""
    red, green, blue = colour.redF(), colour.greenF(), colour.blueF()
    return 0.2126 * _linear(red) + 0.7152 * _linear(green) + 0.0722 * _linear(blue)


def contrast(first: QColor, second: QColor) -> float:
    """The contrast ratio of two opaque colours, 1 to 21.

    >>> round(contrast(QColor("black"), QColor("white")), 1)
    21.0
    """
    lighter, darker = sorted((luminance(first), luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def over(colour: QColor, background: QColor) -> QColor:
    """A translucent ``colour`` as it shows on an opaque ``background``."""
    alpha = colour.alphaF()
    return QColor.fromRgbF(
        colour.redF() * alpha + background.redF() * (1 - alpha),
        colour.greenF() * alpha + background.greenF() * (1 - alpha),
        colour.blueF() * alpha + background.blueF() * (1 - alpha),
    )


def mix(first: QColor, second: QColor, share: float) -> QColor:
    """``share`` of ``second`` mixed into ``first`` (0: ``first``, 1: ``second``)."""
    return QColor.fromRgbF(
        first.redF() + (second.redF() - first.redF()) * share,
        first.greenF() + (second.greenF() - first.greenF()) * share,
        first.blueF() + (second.blueF() - first.blueF()) * share,
    )


def with_contrast(colour: QColor, background: QColor, ratio: float) -> QColor:
    """``colour``, made darker or lighter (same hue) until it meets ``ratio`` on ``background``.

    It moves away from the background: darker on a light background, lighter on a
    dark one; if even black or white would fall short, the better of the two.
    """
    if contrast(colour, background) >= ratio:
        return QColor(colour)
    towards = QColor("black") if luminance(background) > 0.18 else QColor("white")
    for step in range(1, 41):
        candidate = mix(colour, towards, step / 40)
        if contrast(candidate, background) >= ratio:
            return candidate
    return towards


# --- the palette -------------------------------------------------------------------


def is_dark(palette: QPalette) -> bool:
    """Whether ``palette`` shows light text on a dark window."""
    return luminance(palette.color(Role.Window)) < luminance(palette.color(Role.WindowText))


def secondary_text(palette: QPalette) -> QColor:
    """A quieter text colour for notes and hints, still 4.5:1 on the window."""
    window = palette.color(Role.Window)
    quiet = mix(palette.color(Role.WindowText), window, 0.4)
    return with_contrast(quiet, window, TEXT_CONTRAST)


def gain_colour(palette: QPalette) -> QColor:
    return with_contrast(GAIN, palette.color(Role.Window), TEXT_CONTRAST)


def loss_colour(palette: QPalette) -> QColor:
    return with_contrast(LOSS, palette.color(Role.Window), TEXT_CONTRAST)


def dark_palette() -> QPalette:
    """A dark palette whose text and highlights meet WCAG AA on its backgrounds."""
    palette = QPalette()
    colours = {
        Role.Window: "#262626",
        Role.WindowText: "#ECECEC",
        Role.Base: "#1C1C1C",
        Role.AlternateBase: "#2E2E2E",
        Role.ToolTipBase: "#333333",
        Role.ToolTipText: "#ECECEC",
        Role.PlaceholderText: "#A0A0A0",
        Role.Text: "#ECECEC",
        Role.Button: "#333333",
        Role.ButtonText: "#ECECEC",
        Role.BrightText: "#FF8A80",
        Role.Light: "#4A4A4A",
        Role.Midlight: "#3A3A3A",
        Role.Mid: "#5C5C5C",
        Role.Dark: "#141414",
        Role.Shadow: "#000000",
        Role.Highlight: "#3276B5",
        Role.HighlightedText: "#FFFFFF",
        Role.Link: "#8CC4FF",
        Role.LinkVisited: "#C9A4FF",
        Role.Accent: "#3276B5",
    }
    for role, name in colours.items():
        palette.setColor(role, QColor(name))
    # Disabled text is exempt from WCAG; it is dimmer, and still readable.
    for role in (Role.WindowText, Role.Text, Role.ButtonText):
        palette.setColor(Group.Disabled, role, QColor("#8A8A8A"))
    palette.setColor(Group.Disabled, Role.Highlight, QColor("#4A4A4A"))
    return palette


def readable_highlight(palette: QPalette) -> QPalette:
    """``palette`` with its selection darkened or lightened (same hue) until the text
    on it has 4.5:1 (Fusion's light blue gives white text 3.7:1)."""
    fitted = QPalette(palette)
    for group in (Group.Active, Group.Inactive):
        text = fitted.color(group, Role.HighlightedText)
        highlight = fitted.color(group, Role.Highlight)
        if contrast(text, highlight) < TEXT_CONTRAST:
            fitted.setColor(group, Role.Highlight, with_contrast(highlight, text, TEXT_CONTRAST))
    return fitted


class ThemeFollower(QObject):
    """Applies the system's colour scheme to the application, now and on every change."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.app = app
        self.original = readable_highlight(app.palette())
        """The palette the application started with (the platform's own, its selection
        made readable)."""
        if app.palette() != self.original:
            app.setPalette(self.original)
        app.styleHints().colorSchemeChanged.connect(self.apply)
        self.apply(app.styleHints().colorScheme())

    @Slot(Qt.ColorScheme)
    def apply(self, scheme: Qt.ColorScheme) -> None:
        """Show ``scheme``; a palette of the platform that already has it is kept."""
        if scheme == Qt.ColorScheme.Unknown:
            if self.app.palette() != self.original:
                self.app.setPalette(self.original)
            return
        wanted_dark = scheme == Qt.ColorScheme.Dark
        if is_dark(self.app.palette()) == wanted_dark:
            return
        if wanted_dark:
            self.app.setPalette(dark_palette())
        elif not is_dark(self.original):
            self.app.setPalette(self.original)
        else:
            self.app.setPalette(readable_highlight(self.app.style().standardPalette()))


def follow_system(app: QApplication) -> ThemeFollower:
    """Keep ``app``'s palette in the system's colour scheme (the follower lives with ``app``)."""
    existing = app.findChild(ThemeFollower)
    return existing if isinstance(existing, ThemeFollower) else ThemeFollower(app)
