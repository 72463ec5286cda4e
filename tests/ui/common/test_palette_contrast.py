"""The palette's text and marks meet WCAG AA: 4.5:1 for text, 3:1 for marks (1.4.11), in
the light palette (Fusion's, its selection made readable) and the dark one."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory

from dq_desktop.ui.common import palette, theme

Role = QPalette.ColorRole
TEXTS = [
    (Role.WindowText, Role.Window), (Role.Text, Role.Base), (Role.ButtonText, Role.Button),
    (Role.HighlightedText, Role.Highlight), (Role.ToolTipText, Role.ToolTipBase),
    (Role.PlaceholderText, Role.Base), (Role.Link, Role.Base),
]


def palettes() -> dict[str, QPalette]:
    fusion = QStyleFactory.create("Fusion")
    assert fusion is not None
    return {"light": theme.readable_highlight(fusion.standardPalette()),
            "dark": theme.dark_palette()}


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_text_role_reads_on_its_background(qapp: QApplication, scheme: str) -> None:
    shown = palettes()[scheme]
    for text, ground in TEXTS:
        ratio = theme.contrast(shown.color(text), shown.color(ground))
        assert ratio >= theme.TEXT_CONTRAST, (scheme, text, ground, ratio)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_marks_on_the_window_stand_out(qapp: QApplication, scheme: str) -> None:
    """The selection, a card's border, and each seat's colour as fitted for the window."""
    shown = palettes()[scheme]
    window = shown.color(Role.Window)
    assert theme.contrast(shown.color(Role.Highlight), window) >= theme.GRAPHICS_CONTRAST
    assert theme.contrast(palette.CARD_BORDER, window) >= theme.GRAPHICS_CONTRAST
    for seat in range(4):
        fitted = theme.with_contrast(palette.player_colour(seat), window, 3.0)
        assert theme.contrast(fitted, window) >= theme.GRAPHICS_CONTRAST


def test_marks_on_the_board_stand_out_from_what_lies_beside_them() -> None:
    """Each mark's outer edge against the board or tile around it, and the mark's own
    colour against that edge."""
    badge = theme.over(palette.TURN_BADGE, palette.PARCHMENT)
    pairs = {
        "field to fill: edge on the board": (palette.TO_FILL_OUTLINE, palette.BOARD_BACKGROUND),
        "field to fill: green beside its edge": (palette.TO_FILL, palette.TO_FILL_OUTLINE),
        "refusal: edge on the board": (palette.REFUSED_OUTLINE, palette.BOARD_BACKGROUND),
        "refusal: red beside its edge": (palette.REFUSED, palette.REFUSED_OUTLINE),
        "keyboard cursor on the board": (palette.FOCUS_RING, palette.BOARD_BACKGROUND),
        "highlighted road's outline on a tile": (palette.HIGHLIGHT_OUTLINE, palette.PARCHMENT),
        "road's outline on a tile": (palette.ROAD_OUTLINE, palette.PARCHMENT),
        "road's outline on a castle": (palette.ROAD_OUTLINE, palette.CASTLE_STONE),
        "half mark on a tile's edge": (palette.HALF_MARK, palette.PARCHMENT_SHADE),
        "tile on the board": (palette.PARCHMENT_SHADE, palette.BOARD_BACKGROUND),
        "turn badge on a tile": (badge, palette.PARCHMENT),
        "turn badge's arrow": (palette.TURN_BADGE_MARK, badge),
        "symbol's outline on its disc": (palette.SYMBOL_OUTLINE, palette.SYMBOL_DISC),
    }
    for name, (mark, ground) in pairs.items():
        assert theme.contrast(mark, ground) >= theme.GRAPHICS_CONTRAST, name

