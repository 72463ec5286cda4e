"""The replay window: a finished game placement by placement, shown as the engine has it.

Rules checked: at every step the scene holds exactly the engine's board after
that many fields, the next field is the one to fill and the tile placed last
is framed; the scoring helper follows (the round's result at its end); the
keys and buttons step first, back, forward and last; in a game of several
players the selector shows each player's board.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from dq_desktop.engine.game import ROUND_ENDS, Game, round_of_step
from dq_desktop.engine.scoring import score
from dq_desktop.formats.errors import FileFormatError
from dq_desktop.formats.game_record import record_of_game
from dq_desktop.ui.board.board_scene import field_origin
from dq_desktop.ui.records.replay_window import ReplayWindow
from tests.storage.games import played


def replay(qtbot: QtBot, game: Game) -> ReplayWindow:
    window = ReplayWindow.from_record(record_of_game(game), animation_ms=0)
    qtbot.addWidget(window)
    window.show()
    return window


def mismatches(window: ReplayWindow, expected: Game, seat: int) -> list[str]:
    board = expected.players[seat].board
    problems = [
        f"{field}: shows {item.placed}, engine {board.get(field)}"
        for field, item in window.scene.items_by_field.items()
        if item.placed != board.get(field)
    ]
    if window.scene.field_to_fill() != expected.current_field:
        problems.append(f"to fill: {window.scene.field_to_fill()}, engine {expected.current_field}")
    return problems


@pytest.mark.parametrize("sancho", [False, True])
def test_the_scene_and_the_scoring_helper_match_the_engine_at_every_step(
    qtbot: QtBot, sancho: bool
) -> None:
    final = played(6, sancho=sancho, choice=3)
    window = replay(qtbot, final)
    assert window.last_step == 22
    for step in range(23):
        window.go_to(step)
        expected = played(6, sancho=sancho, choice=3, steps=step)  # the engine, independently
        assert mismatches(window, expected, 0) == [], step
        player = expected.players[0]
        if step in ROUND_ENDS:
            assert window.score_panel.value_of("total") == player.scores[-1].total
        else:
            now = score(player.board, round_of_step(step))
            assert window.score_panel.value_of("total") == now.total, step
        framed = window.last_placed
        if step == 0:
            assert not framed.isVisible()
        else:
            assert framed.isVisible()
            assert framed.pos() == field_origin(player.placements[-1].field)


def test_keys_step_forward_back_first_and_last(qtbot: QtBot) -> None:
    window = replay(qtbot, played(2))
    window.activateWindow()  # shortcuts act in the active window
    qtbot.waitUntil(window.isActiveWindow)
    for key, step in (
        (Qt.Key.Key_Right, 1),
        (Qt.Key.Key_Right, 2),
        (Qt.Key.Key_Left, 1),
        (Qt.Key.Key_End, 22),
        (Qt.Key.Key_Right, 22),  # no step beyond the last
        (Qt.Key.Key_Home, 0),
        (Qt.Key.Key_Left, 0),
    ):
        QTest.keyClick(window, key)
        assert window.step == step, key
        assert window.slider.value() == step


def test_buttons_step_and_are_disabled_at_the_ends(qtbot: QtBot) -> None:
    window = replay(qtbot, played(2))
    assert not window.previous_button.isEnabled() and not window.first_button.isEnabled()
    QTest.mouseClick(window.last_button, Qt.MouseButton.LeftButton)
    assert window.step == 22
    assert not window.next_button.isEnabled() and not window.last_button.isEnabled()
    QTest.mouseClick(window.previous_button, Qt.MouseButton.LeftButton)
    assert window.step == 21
    QTest.mouseClick(window.first_button, Qt.MouseButton.LeftButton)
    assert window.step == 0
    QTest.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
    assert window.step == 1


def test_the_slider_moves_to_any_step(qtbot: QtBot) -> None:
    window = replay(qtbot, played(2))
    window.slider.setValue(15)
    assert window.step == 15


def test_the_player_selector_shows_each_players_board(qtbot: QtBot) -> None:
    final = played(7, names=("Ana", "Bo", "Cy"), choice=1)
    window = replay(qtbot, final)
    assert window.players.isVisibleTo(window) and window.players.count() == 3
    window.go_to(10)
    expected = played(7, names=("Ana", "Bo", "Cy"), choice=1, steps=10)
    for seat in range(3):
        window.players.setCurrentIndex(seat)
        assert mismatches(window, expected, seat) == []
        assert window.score_panel.title.text() == final.players[seat].name


def test_a_solitaire_game_has_no_player_selector(qtbot: QtBot) -> None:
    assert replay(qtbot, played(2)).players.isHidden()


def test_a_bad_record_is_refused_before_a_window_opens() -> None:
    record = record_of_game(played(2))
    record["players"][0]["total"] += 1
    with pytest.raises(FileFormatError, match="total"):
        ReplayWindow.from_record(record)


def test_a_language_change_rewords_the_window_and_keeps_the_step(qtbot: QtBot) -> None:
    window = replay(qtbot, played(2))
    window.go_to(5)
    QApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
    assert window.step == 5 and window.windowTitle() == "Replay"
    assert window.next_button.toolTip() == "Next placement (Right)"
    assert window.caption.text().startswith("Round 1 · field 5 of 22")


def test_a_window_given_its_own_title_keeps_it_through_a_language_change(
    qtbot: QtBot,
) -> None:
    """The best game found in hindsight is titled with its player; a language change
    words that title again instead of falling back to 'Replay'."""
    window = replay(qtbot, played(2))
    asked: list[str] = []

    def title() -> str:
        asked.append("again")
        return "The best game found with the tiles of Ana"

    window.title = title
    QApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
    assert window.windowTitle() == "The best game found with the tiles of Ana"
    assert asked == ["again"]
