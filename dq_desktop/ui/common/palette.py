"""The colours of the game: colour-blind friendly (Okabe–Ito based), for light and dark themes.

Every colour that carries meaning is backed by a second cue elsewhere (a number
on a shield, a thicker or dashed border, a sign), so no rule of play depends on
telling two hues apart.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPen, QPixmap

from dq_desktop.ui.common.painting import painting

# --- Okabe–Ito, the base of every signal colour --------------------------------------
OKABE_ITO_ORANGE = QColor("#E69F00")
OKABE_ITO_SKY_BLUE = QColor("#56B4E9")
OKABE_ITO_BLUISH_GREEN = QColor("#009E73")
OKABE_ITO_BLUE = QColor("#0072B2")
OKABE_ITO_VERMILLION = QColor("#D55E00")
OKABE_ITO_REDDISH_PURPLE = QColor("#CC79A7")

# --- the card ------------------------------------------------------------------------
PARCHMENT = QColor("#F4E8C8")
"""The background of a tile, at its centre."""
PARCHMENT_SHADE = QColor("#E2CF9E")
"""The background of a tile towards its border (a soft, centred vignette)."""
TILE_BORDER = QColor("#6E5533")
TILE_INNER_LINE = QColor("#B89B66")
"""The thin line drawn just inside the border on large tiles."""
HALF_MARK = QColor("#6E5533")
"""The notches in the middle of the left and right edges that divide the halves."""
DIMMED_WASH = QColor(236, 232, 224, 175)
"""Laid over a tile that cannot be placed now: washed out, still recognisable."""
SET_ASIDE_WASH = QColor(236, 232, 224, 60)
"""Over the tile set aside in round 3: fainter than a refused tile, so it reads at a glance."""

# --- roads ---------------------------------------------------------------------------
ROAD = QColor("#B07A45")
ROAD_OUTLINE = QColor("#4A2F17")
"""Darker than every tile colour, so a road reads on parchment and on castle stone."""
ROAD_CENTRE = QColor("#C99A63")
"""The faint lighter strip along the middle of a road on large tiles."""

# --- the hover highlight of connected roads and symbols --------------------------------
HIGHLIGHT = OKABE_ITO_ORANGE
"""The fill of a highlighted road and the ring around a highlighted symbol."""
HIGHLIGHT_GLOW = QColor(240, 228, 66, 200)
"""A halo of Okabe–Ito yellow around a highlighted road or symbol."""
HIGHLIGHT_OUTLINE = QColor("#3A2400")

# --- symbols -------------------------------------------------------------------------
SYMBOL_DISC = QColor("#FFF8E6")
SYMBOL_DISC_RIM = QColor("#8C7248")
SYMBOL_OUTLINE = QColor("#2B2118")


@dataclass(frozen=True)
class ShieldColours:
    """A knight's shield: its field, the number on it and the outline of that number."""

    field: QColor
    number: QColor
    number_outline: QColor


KNIGHT_SHIELDS: dict[int, ShieldColours] = {
    1: ShieldColours(OKABE_ITO_SKY_BLUE, QColor("#10263A"), QColor("#E8F4FC")),
    2: ShieldColours(OKABE_ITO_REDDISH_PURPLE, QColor("#2A0F20"), QColor("#FBE9F2")),
    3: ShieldColours(OKABE_ITO_VERMILLION, QColor("#1F0A00"), QColor("#FDE7D8")),
}
"""By shield value. The number is always drawn, so the colours are only a second cue.
Each number has at least 4.5:1 on its shield (tests/ui/test_accessibility.py); a white 3
on vermilion had 3.9:1, so all three numbers are dark on a light halo."""
KNIGHT_STEEL = QColor("#8E99A4")
"""Helmet and lance."""
KNIGHT_STEEL_LIGHT = QColor("#D5DCE2")

CHURCH_WALL = QColor("#F7F1E3")
CHURCH_ROOF = QColor("#B4472A")
CHURCH_CROSS = QColor("#8A6A1F")
CHURCH_DOOR = QColor("#5A3A22")

WINDMILL_TOWER = QColor("#FBFAF5")
WINDMILL_CAP = QColor("#2F3437")
WINDMILL_SAIL = QColor("#6B4A2B")
WINDMILL_CLOTH = QColor("#EDE2C8")

# --- castles -------------------------------------------------------------------------
CASTLE_STONE = QColor("#C2B59B")
CASTLE_STONE_LIGHT = QColor("#DDD3BD")
CASTLE_OUTLINE = QColor("#3E362B")
CASTLE_COURTYARD = QColor("#CDD3A4")
CASTLE_DOOR = QColor("#7A4A24")
CASTLE_GATE = QColor("#2E2118")
"""The iron of a closed gate."""
CASTLE_ROOF = QColor("#A7452A")
CASTLE_BANNERS: dict[int, QColor] = {6: QColor("#A23B1E"), 4: OKABE_ITO_BLUE}
"""The banner that carries a castle's value, by value."""
CASTLE_BANNER_NUMBER = QColor("#FFFFFF")
CASTLE_BANNER_EDGE = QColor("#F2D27A")

# --- Sancho Panza --------------------------------------------------------------------
SANCHO_COAT = QColor("#C98A2B")
SANCHO_BELT = QColor("#5A3A22")
SANCHO_SKIN = QColor("#F0C48E")
SANCHO_HAT = QColor("#5C4024")
SANCHO_BEARD = QColor("#6B4F34")

# --- the board -----------------------------------------------------------------------
BOARD_BACKGROUND = QColor("#74654E")
"""The plain of La Mancha around and between the fields: parchment tiles stand out on it.
Dark enough that the coordinates on it have 4.5:1 (#8A7A63 gave them 3.4:1)."""
COORDINATE_TEXT = QColor("#F4E8C8")
EMPTY_FIELD = QColor(40, 34, 20, 60)
"""A soft inset, visible on the board colour and on light or dark window themes."""
EMPTY_FIELD_EDGE = QColor(30, 24, 12, 110)
EMPTY_FIELD_LIGHT_EDGE = QColor(255, 250, 235, 70)
TO_FILL = OKABE_ITO_BLUISH_GREEN
"""The field to fill is green, as players of the former online client know it."""
TO_FILL_WASH = QColor(0, 158, 115, 150)
TO_FILL_OUTLINE = QColor("#06140E")
"""The dark edge around the green field: 3:1 on the board, 5:1 beside the green."""
TO_FILL_LIGHT = QColor("#7FE0C0")
"""The field to fill while an accepted tile is dragged over it."""
HOVER_ACCENT = QColor(86, 180, 233, 110)
"""An empty field under a drag that is not the field to fill."""
REFUSED = OKABE_ITO_VERMILLION
"""A refused drop: red, and also dashed and crossed so it reads without colour."""
REFUSED_WASH = QColor(213, 94, 0, 55)
REFUSED_OUTLINE = QColor("#1A1200")
"""Under the red dashes and cross: 3:1 on the board and 4.8:1 beside the red."""

FOCUS_RING = QColor("#FFFFFF")
"""The outer line of the keyboard cursor on the board (5.7:1 on the board colour)."""
FOCUS_RING_INNER = QColor("#1A1200")
"""Its inner line, which stands out on parchment, castle stone and the green field."""

# --- window furniture --------------------------------------------------------------
CARD_BORDER = QColor("#8C7C5D")
"""The border of a player's card when it is not that player's turn."""
TURN_BADGE = QColor(0, 114, 178, 220)
"""The small corner badge of a turned tile in the hand (Okabe–Ito blue)."""
TURN_BADGE_MARK = QColor("#FFFFFF")

# --- players -------------------------------------------------------------------------
PLAYER_COLOURS: tuple[QColor, ...] = (
    OKABE_ITO_BLUE, OKABE_ITO_VERMILLION, OKABE_ITO_BLUISH_GREEN, OKABE_ITO_REDDISH_PURPLE,
)
"""By seat: the colours of the four sets of the board game, in Okabe–Ito tones."""


def player_colour(seat: int) -> QColor:
    """The colour of a seat (0–3); seats beyond four cycle."""
    return QColor(PLAYER_COLOURS[seat % len(PLAYER_COLOURS)])


def colour_icon(seat: int, size: int = 16) -> QIcon:
    """A small rounded swatch of a seat's colour, for colour pickers and lists."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    with painting(pixmap) as painter:
        painter.setPen(QPen(QColor(0, 0, 0, 140), 1.0))
        painter.setBrush(player_colour(seat))
        painter.drawRoundedRect(QRectF(0.5, 0.5, size - 1.0, size - 1.0), size / 5, size / 5)
    return QIcon(pixmap)
