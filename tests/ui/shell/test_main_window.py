"""Playing through the window: drops, turning, the set-aside tile, overlays, hot seat."""

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from dq_desktop.engine.fields import Field
from dq_desktop.engine.tileset import TileSet
from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.ui.hand.hand_model import EntryKind
from dq_desktop.ui.hand.hand_view import TileDelegate
from dq_desktop.ui.shell.main_window import MainWindow
from tests.ui.conftest import HUMAN, setup_of
from tests.ui.drag import drop_on


def drag_row(window: MainWindow, row: int) -> object:
    hand = window.hand_view.hand()
    assert hand is not None
    return hand.mimeData([hand.index(row)])


def first_playable(window: MainWindow) -> int:
    hand = window.hand_view.hand()
    assert hand is not None
    return next(r for r, e in enumerate(hand.entries()) if e.playable)


def test_a_human_places_all_22_tiles_by_dropping_them(window: MainWindow,
                                                      play_set: TileSet) -> None:
    """Each drop on the green field places the tile; the overlays are dismissed."""
    window.start(setup_of(play_set, HUMAN, sancho=True))
    game = window.controller.game
    while not game.is_over:
        field = game.current_field
        assert field is not None
        assert drop_on(window.board_view, field, drag_row(window, first_playable(window)))
        if window.overlay.isVisible() and not game.is_over:
            window.overlay.dismiss()
    assert len(game.players[0].placements) == 22
    assert window.overlay.isVisible()  # the final standings


def test_a_drop_off_the_green_field_is_refused_and_changes_nothing(
        window: MainWindow, play_set: TileSet) -> None:
    window.start(setup_of(play_set, HUMAN))
    game = window.controller.game
    elsewhere = next(f for f in Field.all() if f != game.current_field
                     and f not in game.players[0].board)
    assert not drop_on(window.board_view, elsewhere, drag_row(window, 0))
    assert game.players[0].placements == ()
    assert window.scenes[0].items_by_field[elsewhere].drag_state == "refuse"


def test_the_tile_set_aside_is_refused_until_the_last_field(window: MainWindow) -> None:
    window.start(setup_of(builtin_tileset("classic"), HUMAN))  # every tile unique
    game = window.controller.game
    while game.step < 16:
        window.controller.place(0, game.legal_moves(0)[0])
        window.overlay.dismiss()
    hand = window.hand_view.hand()
    assert hand is not None
    aside = hand.row_of(EntryKind.SET_ASIDE)
    assert aside is not None
    assert game.current_field is not None
    assert not drop_on(window.board_view, game.current_field, drag_row(window, aside))
    while game.step < 21:
        window.controller.place(0, game.legal_moves(0)[0])
    aside = hand.row_of(EntryKind.SET_ASIDE)
    assert aside is not None and game.current_field is not None
    assert drop_on(window.board_view, game.current_field, drag_row(window, aside))
    assert game.is_over


def test_the_first_click_selects_then_a_click_on_either_half_turns(
        qtbot: QtBot, window: MainWindow, play_set: TileSet) -> None:
    """A click on a tile that is not selected selects it and does not turn it too."""
    window.start(setup_of(play_set, HUMAN))
    hand = window.hand_view.hand()
    assert hand is not None
    delegate = window.hand_view.itemDelegate()
    assert isinstance(delegate, TileDelegate)
    index = hand.index(2)
    rect = delegate.tile_rect(QRectF(window.hand_view.visualRect(index)), index)
    QTest.mouseClick(window.hand_view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, rect.center().toPoint())
    assert window.hand_view.currentIndex().row() == 2
    assert hand.entry(2).rotated is False
    for y in (rect.top() + rect.height() * 0.25, rect.top() + rect.height() * 0.75):
        before = hand.entry(2).rotated
        QTest.mouseClick(window.hand_view.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, QPoint(round(rect.center().x()), round(y)))
        assert hand.entry(2).rotated is not before


def test_keyboard_picks_turns_and_places(qtbot: QtBot, window: MainWindow,
                                         play_set: TileSet) -> None:
    window.start(setup_of(play_set, HUMAN))
    hand = window.hand_view.hand()
    assert hand is not None
    window.hand_view.setFocus()
    QTest.keyClick(window.hand_view, Qt.Key.Key_3)
    tile = hand.entry(2).tile
    QTest.keyClick(window.hand_view, Qt.Key.Key_R)
    QTest.keyClick(window.hand_view, Qt.Key.Key_Return)
    placement = window.controller.game.players[0].placements[0]
    assert (placement.tile, placement.rotated) == (tile, True)


def test_the_keys_of_play_work_whatever_part_of_the_game_has_the_focus(
        qtbot: QtBot, window: MainWindow, play_set: TileSet) -> None:
    """After a click on the title or the helper, Enter still places the selected tile."""
    window.start(setup_of(play_set, HUMAN))
    hand = window.hand_view.hand()
    assert hand is not None
    for widget in (window.banner, window.score_panel):
        widget.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        widget.setFocus()
        placed = len(window.controller.game.players[0].placements)
        QTest.keyClick(widget, Qt.Key.Key_2)
        tile = hand.entry(1).tile
        QTest.keyClick(widget, Qt.Key.Key_Return)
        placements = window.controller.game.players[0].placements
        assert len(placements) == placed + 1 and placements[-1].tile == tile


def test_a_scoring_overlay_follows_each_round_and_holds_the_computers(
        qtbot: QtBot, window: MainWindow, play_set: TileSet) -> None:
    window.start(setup_of(play_set, HUMAN, "greedy"))
    game = window.controller.game
    while game.step < 9:
        window.controller.place(0, game.legal_moves(0)[0])
        qtbot.waitUntil(lambda: window.controller.active_seat == 0 or game.step >= 9,
                        timeout=10_000)
    assert window.overlay.isVisible()
    assert "1" in window.overlay.title.text()
    window.overlay.dismiss()
    assert not window.overlay.isVisible()


def test_hot_seat_shows_the_board_and_hand_of_the_player_to_move(
        window: MainWindow, play_set: TileSet) -> None:
    window.start(setup_of(play_set, HUMAN, HUMAN))
    assert window.shown_seat == 0 and window.hand_view.hand() is window.hands[0]
    window.controller.place(0, window.controller.game.legal_moves(0)[0])
    assert window.shown_seat == 1 and window.hand_view.hand() is window.hands[1]
    assert "P2" in window.banner.text()
    assert window.board_view.scene() is window.scenes[1]


def test_take_back_returns_the_tile_to_the_hand(window: MainWindow,
                                                play_set: TileSet) -> None:
    window.set_aids(True)  # previews on: only the take-back marks the game assisted
    window.start(setup_of(play_set, HUMAN, HUMAN))
    assert window.controller.assisted == set()
    hand = window.hands[0]
    before = [e.tile for e in hand.entries()]
    window.controller.place(0, window.controller.game.legal_moves(0)[0])
    assert window.controller.take_back(0)
    assert sorted(e.tile for e in hand.entries()) == sorted(before)
    assert window.controller.assisted == {0}


def test_a_whole_game_with_the_keyboard_alone(qtbot: QtBot, window: MainWindow) -> None:
    """Keys only: a number picks a tile, Enter places it, Enter closes each scoring."""
    window.start(setup_of(builtin_tileset("classic"), HUMAN, sancho=True))
    game = window.controller.game
    while not game.is_over:
        focused = QApplication.focusWidget()
        if window.overlay.isVisible():
            assert focused is window.overlay.button
            QTest.keyClick(focused, Qt.Key.Key_Return)
            continue
        assert focused is window.hand_view
        hand = window.hand_view.hand()
        assert hand is not None
        row = next(r for r, e in enumerate(hand.entries()) if e.playable)
        QTest.keyClick(window.hand_view, Qt.Key.Key_1 + row)  # type: ignore[operator]
        QTest.keyClick(window.hand_view, Qt.Key.Key_Return)
    assert len(game.players[0].placements) == 22
