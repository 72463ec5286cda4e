"""Accessibility: names and focus order, the board read as text, contrast, scale,
the smallest window, and light and dark themes following the system.

Pictures of the window are saved under the test's temporary folder (``*.png``)
for a person to look at; the tests check geometry and colours, not pixels.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF, Qt, QTranslator
from PySide6.QtGui import QAccessible, QColor, QFont, QImage, QPainter, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from dq_desktop.engine.fields import Field
from dq_desktop.engine.game import Move
from dq_desktop.engine.tiles import PlacedTile, TileId
from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.ui.board.board_marks import GroupBadge
from dq_desktop.ui.common import palette, theme
from dq_desktop.ui.common.seats import HUMAN
from dq_desktop.ui.shell.main_window import MainWindow
from dq_desktop.ui.tiles.tile_words import field_text, tile_text
from tests.ui.conftest import setup_of

Role = QPalette.ColorRole
CLASSIC = builtin_tileset("classic")


def accessible_name(widget: QWidget) -> str:
    """What a screen reader announces for ``widget``."""
    interface = QAccessible.queryAccessibleInterface(widget)
    return interface.text(QAccessible.Text.Name) if interface is not None else ""


def focus_chain(window: MainWindow, start: QWidget, steps: int = 20) -> list[QWidget]:
    """The widgets Tab visits from ``start``, until it comes back to ``start``."""
    start.setFocus(Qt.FocusReason.TabFocusReason)
    visited: list[QWidget] = []
    for _ in range(steps):
        focused = QApplication.focusWidget()
        assert focused is not None
        if visited and focused is start:
            return visited
        visited.append(focused)
        QTest.keyClick(focused, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab did not come back: {visited}")


@pytest.fixture
def solo(window: MainWindow, qtbot: QtBot) -> MainWindow:
    """A solitaire game in the active window (focus tests need an active window)."""
    window.start(setup_of(CLASSIC, HUMAN))
    window.activateWindow()
    qtbot.waitActive(window)
    return window


@pytest.fixture
def four_players(window: MainWindow, qtbot: QtBot) -> MainWindow:
    window.start(setup_of(CLASSIC, HUMAN, HUMAN, "greedy", "random"))
    window.activateWindow()
    qtbot.waitActive(window)
    return window


@pytest.fixture
def themes(qapp: QApplication) -> Iterator[theme.ThemeFollower]:
    follower = theme.follow_system(qapp)
    yield follower
    follower.apply(Qt.ColorScheme.Unknown)


# --- names and focus ------------------------------------------------------------------


def test_every_control_has_an_accessible_name(four_players: MainWindow) -> None:
    """Each widget that takes the focus or is a button, and each menu action, is named."""
    window = four_players
    controls = [
        w
        for w in window.findChildren(QWidget)
        if w.isVisible()
        and (w.focusPolicy() & Qt.FocusPolicy.TabFocus or isinstance(w, QAbstractButton))
        and w.focusProxy() is None
    ]  # a view's viewport passes its focus to the view
    assert window.board_view in controls and window.hand_view in controls
    unnamed = [f"{type(w).__name__} {w.objectName()}" for w in controls if not accessible_name(w)]
    assert not unnamed
    assert all(action.text() for action in window.actions_by_name.values())
    for card in window.cards:
        assert accessible_name(card.miniature)  # "Principality of …", though not focusable


def test_the_scoring_of_a_round_takes_the_focus_on_a_named_button(
    solo: MainWindow,
) -> None:
    window = solo
    game = window.controller.game
    while game.step < 9:
        window.controller.place(0, game.legal_moves(0)[0])
    assert window.overlay.isVisible()
    focused = QApplication.focusWidget()
    assert focused is not None and focused is window.overlay.button
    assert accessible_name(focused)


def test_tab_visits_the_board_the_hand_and_the_helper_in_reading_order(
    four_players: MainWindow,
) -> None:
    """From the board, Tab goes to the hand below it, then down the scoring helper's
    categories beside them, then to the players' boards on their cards above, and back
    to the board: each stop visible and named once."""
    window = four_players
    chain = focus_chain(window, window.board_view)
    panel = window.score_panel
    categories = [
        panel.names[key] for key in ("castle6", "castle4", "churches", "windmills", "defense")
    ]  # the knight group: round 3 only
    boards = [card.miniature for card in window.cards]
    assert len(boards) == 4
    assert chain == [window.board_view, window.hand_view, *categories, *boards]
    assert all(widget.isVisible() and accessible_name(widget) for widget in chain)


def test_a_category_with_the_focus_lights_the_board_as_hovering_does(
    four_players: MainWindow,
) -> None:
    window = four_players
    shown: list[str] = []
    window.score_panel.categoryHovered.connect(shown.append)
    window.score_panel.names["churches"].setFocus(Qt.FocusReason.TabFocusReason)
    window.hand_view.setFocus(Qt.FocusReason.TabFocusReason)
    assert shown == ["churches", ""]


# --- the board as text --------------------------------------------------------------------


def press(window: MainWindow, *keys: Qt.Key) -> str:
    for key in keys:
        QTest.keyClick(window.board_view, key)
    return str(window.board_view.accessibleDescription())


def steps_to(start: Field, target: Field) -> list[Qt.Key]:
    across = Qt.Key.Key_Right if target.column > start.column else Qt.Key.Key_Left
    down = Qt.Key.Key_Down if target.row > start.row else Qt.Key.Key_Up
    return ([across] * abs(target.column - start.column)) + ([down] * abs(target.row - start.row))


def test_the_focused_board_announces_the_field_to_fill_then_each_field_the_arrows_reach(
    four_players: MainWindow,
) -> None:
    """Focus puts the cursor on the field to fill; arrows move it a field at a time,
    and the board's accessible description says what that field holds."""
    window = four_players
    game = window.controller.game
    to_fill = game.current_field
    assert to_fill is not None
    window.board_view.setFocus(Qt.FocusReason.TabFocusReason)
    assert window.board_view.accessibleDescription() == f"{to_fill}: empty, the field to fill."
    castle4 = game.deal.castles[4]
    text = press(window, *steps_to(to_fill, castle4))
    assert text.startswith(f"{castle4}: castle 4. Gates: ")
    assert press(window, Qt.Key.Key_Home).startswith(f"{to_fill}: empty, the field to fill")
    corner = press(window, *[Qt.Key.Key_Up] * 3, *[Qt.Key.Key_Left] * 8)  # stops at the edge
    assert corner.startswith("A1: ")


def test_a_placed_tile_is_read_with_its_symbols_as_they_lie_and_whether_it_is_turned(
    solo: MainWindow,
) -> None:
    window = solo
    game = window.controller.game
    field = game.current_field
    assert field is not None
    hand = game.revealed_tiles(0)
    window.controller.place(0, Move(hand[0], rotated=True))
    window.board_view.setFocus(Qt.FocusReason.TabFocusReason)
    reader = window.board_view.reader
    assert reader is not None
    reader.move_to(field)
    expected = field_text(field, PlacedTile(CLASSIC[hand[0]], rotated=True))
    assert window.board_view.accessibleDescription() == expected
    assert ", turned." in expected


def test_a_new_games_board_reads_its_own_field_to_fill_not_the_last_games(
    solo: MainWindow,
) -> None:
    window = solo
    window.board_view.setFocus(Qt.FocusReason.TabFocusReason)
    reader = window.board_view.reader
    assert reader is not None
    reader.move_to(Field.parse("A1") if window.controller.game.current_field != Field.parse(
        "A1") else Field.parse("B1"))
    window.start(setup_of(CLASSIC, HUMAN, seed=99))
    field = window.controller.game.current_field
    assert window.board_view.accessibleDescription() == f"{field}: empty, the field to fill."


def test_tiles_are_described_in_words() -> None:
    """'knight 2 above, church below', turned: 'church above, knight 2 below, turned'."""
    k2c = CLASSIC[TileId("k2c")]
    assert tile_text(PlacedTile(k2c)) == "knight 2 above, church below"
    assert tile_text(PlacedTile(k2c, rotated=True)) == "church above, knight 2 below, turned"
    assert tile_text(PlacedTile(CLASSIC[TileId("castle6")])) == "castle 6"
    assert field_text(Field.parse("E1"), None) == "E1: empty."


class Shouting(QTranslator):
    """A catalogue for the board reader only: every text in capitals."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return source.upper() if context == "BoardReader" else ""


def test_the_board_reader_speaks_through_the_translations(qapp: QApplication) -> None:
    """Its texts are looked up in the 'BoardReader' context, so catalogues translate them."""
    shouting = Shouting()
    qapp.installTranslator(shouting)
    try:
        assert tile_text(PlacedTile(CLASSIC[TileId("k2c")])) == "KNIGHT 2 ABOVE, CHURCH BELOW"
    finally:
        qapp.removeTranslator(shouting)


def test_the_cursor_is_drawn_only_while_the_board_has_the_focus(
    four_players: MainWindow, tmp_path: Path
) -> None:
    window = four_players
    view = window.board_view
    view.setFocus(Qt.FocusReason.TabFocusReason)
    focused = view.grab().toImage()
    focused.save(str(tmp_path / "board-with-cursor.png"))
    window.hand_view.setFocus(Qt.FocusReason.TabFocusReason)
    unfocused = view.grab().toImage()
    reader = view.reader
    assert reader is not None and reader.cursor is not None
    scene = window.scenes[window.shown_seat]
    box = view.mapFromScene(scene.items_by_field[reader.cursor].sceneBoundingRect())
    edge = box.boundingRect().adjusted(-2, -2, 2, 2)
    ring = [QPoint(x, edge.top() + 1) for x in range(edge.left() + 8, edge.right() - 8, 4)]
    white = QColor(palette.FOCUS_RING).rgb()
    assert sum(focused.pixel(p) == white for p in ring) > len(ring) // 2
    assert not any(unfocused.pixel(p) == white for p in ring)


# --- contrast -------------------------------------------------------------------------------


def test_coordinates_on_the_board_have_text_contrast() -> None:
    assert theme.contrast(palette.COORDINATE_TEXT, palette.BOARD_BACKGROUND) >= 4.5


def test_shield_numbers_and_castle_values_have_text_contrast_on_their_colours() -> None:
    for shield in palette.KNIGHT_SHIELDS.values():
        assert theme.contrast(shield.number, shield.field) >= 4.5
    for banner in palette.CASTLE_BANNERS.values():
        assert theme.contrast(palette.CASTLE_BANNER_NUMBER, banner) >= 4.5


def test_a_group_badge_is_drawn_with_text_contrast() -> None:
    """The badge is painted and its two main colours measured: the fill and the digits."""
    badge = GroupBadge("12", QRectF().topLeft(), "")
    image = QImage(200, 100, QImage.Format.Format_ARGB32)
    image.fill(palette.BOARD_BACKGROUND)
    painter = QPainter(image)
    painter.scale(4, 4)  # large enough that the digits have solid pixels
    badge.paint(painter, None, None)  # type: ignore[arg-type]
    painter.end()
    fill = image.pixelColor(6, 40)
    colours = {image.pixelColor(x, y).rgb() for x in range(0, 80) for y in range(0, 80)}
    darkest = min((QColor.fromRgb(c) for c in colours), key=theme.luminance)
    assert fill.rgb() == palette.HIGHLIGHT.rgb()
    assert theme.contrast(darkest, fill) >= 4.5


def test_the_focus_ring_stands_out_on_the_board_and_on_the_tiles() -> None:
    assert theme.contrast(palette.FOCUS_RING, palette.BOARD_BACKGROUND) >= 3
    for under in (
        palette.PARCHMENT,
        palette.PARCHMENT_SHADE,
        palette.CASTLE_STONE,
        palette.TO_FILL,
    ):
        assert (
            max(
                theme.contrast(palette.FOCUS_RING, under),
                theme.contrast(palette.FOCUS_RING_INNER, under),
            )
            >= 3
        )


def text_colour(label: QLabel) -> QColor:
    label.ensurePolished()
    return label.palette().color(label.foregroundRole())


@pytest.mark.parametrize("scheme", [Qt.ColorScheme.Light, Qt.ColorScheme.Dark])
def test_the_window_texts_have_contrast_in_light_and_dark(
    four_players: MainWindow, themes: theme.ThemeFollower, scheme: Qt.ColorScheme
) -> None:
    """Banner, helper (values, notes, hint, gains and losses) and seat cards, on the window."""
    window = four_players
    themes.apply(scheme)
    panel = window.score_panel
    game = window.controller.game
    window.score_panel.show_preview(game.preview(0, game.legal_moves(0)[0]))
    background = window.palette().color(Role.Window)
    labels = [
        window.banner,
        panel.title,
        *panel.values.values(),
        *panel.details.values(),
        panel.hint,
        *(card.status for card in window.cards),
    ]
    for label in labels:
        assert theme.contrast(text_colour(label), background) >= 4.5, label.text()
    for key, delta in panel.deltas.items():
        if delta.text():
            assert theme.contrast(text_colour(delta), background) >= 4.5, key
    active = next(card for card in window.cards if card.seat.colour == window.shown_seat)
    border = re.search(r"border: 3px solid (#[0-9a-f]{6})", active.styleSheet())
    assert border is not None
    assert theme.contrast(QColor(border.group(1)), background) >= 3


def test_the_dark_palette_meets_wcag_aa() -> None:
    dark = theme.dark_palette()
    for text, ground in (
        (Role.WindowText, Role.Window),
        (Role.Text, Role.Base),
        (Role.ButtonText, Role.Button),
        (Role.ToolTipText, Role.ToolTipBase),
        (Role.HighlightedText, Role.Highlight),
        (Role.Link, Role.Base),
        (Role.PlaceholderText, Role.Base),
    ):
        assert theme.contrast(dark.color(text), dark.color(ground)) >= 4.5, text
    assert theme.contrast(dark.color(Role.Highlight), dark.color(Role.Window)) >= 3


def test_with_contrast_keeps_a_colour_that_passes_and_fixes_one_that_does_not() -> None:
    white = QColor("white")
    assert theme.with_contrast(QColor("#000000"), white, 4.5) == QColor("#000000")
    fixed = theme.with_contrast(palette.OKABE_ITO_BLUISH_GREEN, white, 4.5)
    assert theme.contrast(fixed, white) >= 4.5
    assert fixed.hue() == pytest.approx(palette.OKABE_ITO_BLUISH_GREEN.hue(), abs=3)


# --- scale and the smallest window --------------------------------------------------------------


def test_no_widget_uses_a_font_sized_in_pixels(four_players: MainWindow) -> None:
    """Point sizes follow the system's scale (and its DPI); pixel sizes would not."""
    pixel_sized = [
        type(w).__name__ for w in four_players.findChildren(QWidget) if w.font().pixelSize() != -1
    ]
    assert not pixel_sized


def test_the_banner_follows_the_system_font_size(qapp: QApplication, qtbot: QtBot) -> None:
    """With a larger system font the banner grows too: it is never smaller than body text."""
    normal = QFont(qapp.font())
    large = QFont(normal)
    large.setPointSizeF(normal.pointSizeF() * 2)
    qapp.setFont(large)
    try:
        window = MainWindow(animation_ms=0, bot_delay_ms=0)
        qtbot.addWidget(window)
        window.start(setup_of(CLASSIC, HUMAN))
        banner = window.banner
        banner.ensurePolished()
        assert banner.font().pointSizeF() >= large.pointSizeF()
        window.controller.shut_down()
    finally:
        qapp.setFont(normal)


SCALED = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.ui.shell.main_window import MainWindow
from dq_desktop.ui.common.seats import GameSetup, Seat
window = MainWindow(animation_ms=0, bot_delay_ms=0)
window.resize(1024, 640)
window.show()
window.start(GameSetup((Seat("A"), Seat("B", "greedy", 1)), builtin_tileset("classic"), 3))
app.processEvents()
picture = window.grab()
picture.save(sys.argv[1])
board = window.board_view.geometry()
print(picture.devicePixelRatio(), picture.width(), picture.height(), board.width(),
      board.height(), window.width(), window.height())
window.controller.shut_down()
"""


def test_the_window_follows_the_system_scale(tmp_path: Path) -> None:
    """At a scale of 2 (QT_SCALE_FACTOR) the window is drawn with twice the pixels and
    keeps its layout in logical pixels: nothing is sized in device pixels."""
    picture = tmp_path / "scaled-2x.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_SCALE_FACTOR="2")
    done = subprocess.run(
        [sys.executable, "-c", SCALED, str(picture)],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    ratio, width, height, board_w, board_h, win_w, win_h = done.stdout.split()
    assert float(ratio) == 2
    assert (int(width), int(height)) == (2 * int(win_w), 2 * int(win_h))
    assert (int(win_w), int(win_h)) == (1024, 640)
    assert int(board_w) >= 560 and int(board_h) >= 240


def visible_rect(widget: QWidget, window: QWidget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


@pytest.mark.parametrize("players", [1, 4])
def test_at_1024_by_640_board_hand_and_helper_are_whole_and_apart(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, players: int
) -> None:
    """The smallest size: the window keeps it; board, hand and helper are shown whole
    (none smaller than it asks to be), inside the window and not overlapping; every
    text of the helper has the height it needs."""
    kinds = (HUMAN, HUMAN, "greedy", "random")[:players]
    window.start(setup_of(CLASSIC, *kinds, sancho=True))
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: window.size().width() == 1024)
    QApplication.processEvents()
    window.grab().save(str(tmp_path / f"window-1024x640-{players}.png"))
    assert (window.width(), window.height()) == (1024, 640)
    central_widget = window.centralWidget()
    assert central_widget is not None
    central = visible_rect(central_widget, window)
    parts = {"board": window.board_view, "hand": window.hand_view, "helper": window.score_panel}
    rects = {name: visible_rect(widget, window) for name, widget in parts.items()}
    for name, widget in parts.items():
        assert widget.isVisible(), name
        assert central.contains(rects[name]), name
        hint = widget.minimumSizeHint().expandedTo(widget.minimumSize())
        assert widget.width() >= hint.width() and widget.height() >= hint.height(), name
    names = list(rects)
    for first in range(len(names)):
        for second in range(first + 1, len(names)):
            assert not rects[names[first]].intersects(rects[names[second]]), names
    for label in window.score_panel.findChildren(QLabel):
        if label.isVisible() and label.text():
            needed = (
                label.heightForWidth(label.width())
                if label.wordWrap()
                else label.minimumSizeHint().height()
            )
            assert label.height() >= needed, label.text()
    hand = window.hand_view.hand()
    assert hand is not None
    last = window.hand_view.visualRect(hand.index(hand.rowCount() - 1))
    assert window.hand_view.viewport().rect().contains(last), "the hand is cut off"


# --- light and dark ------------------------------------------------------------------------


def test_the_theme_follows_the_system_colour_scheme(
    four_players: MainWindow, themes: theme.ThemeFollower, qapp: QApplication, tmp_path: Path
) -> None:
    """When the system switches to dark, the window turns dark and keeps its contrast;
    back to light, it is light again. (The offscreen platform reports no scheme of its
    own, so the system's signal is sent here as the platform would send it.)"""
    window = four_players
    hints = qapp.styleHints()
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    QApplication.processEvents()
    assert theme.is_dark(window.palette())
    quiet = text_colour(window.score_panel.hint)
    assert theme.contrast(quiet, window.palette().color(Role.Window)) >= 4.5
    window.grab().save(str(tmp_path / "window-dark.png"))
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
    QApplication.processEvents()
    assert not theme.is_dark(window.palette())
    window.grab().save(str(tmp_path / "window-light.png"))


def test_a_platform_palette_of_the_right_scheme_is_kept(qapp: QApplication) -> None:
    """A desktop that already gives a dark palette keeps it: ours is only a fallback."""
    follower = theme.follow_system(qapp)
    mine = theme.dark_palette()
    mine.setColor(Role.Window, QColor("#101820"))
    qapp.setPalette(mine)
    try:
        follower.apply(Qt.ColorScheme.Dark)
        assert qapp.palette().color(Role.Window) == QColor("#101820")
    finally:
        follower.apply(Qt.ColorScheme.Unknown)
