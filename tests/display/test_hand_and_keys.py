"""Issue 13 §2.12: the first click on a tile only selects it, and the keys of play
reach the hand wherever the focus is in the game's window."""

from __future__ import annotations

from typing import Any

from tests.display.desktop import RunningApp, wait_for
from tests.display.player import Player


def hand_now(save: dict[str, Any]) -> list[str]:
    """The revealed tiles not yet placed, in the order the hand shows them."""
    placed = {p["tile"] for p in save["players"][0]["placements"]}
    return [t for t in save["players"][0]["hands"][0] if t not in placed]


def last_placement(app: RunningApp, count: int) -> dict[str, Any]:
    wait_for(f"placement {count}", lambda: app.placements() >= count)
    placed: dict[str, Any] = wait_for("the autosave", app.autosave)["players"][0]["placements"][-1]
    return placed


def test_a_first_click_selects_and_enter_places_the_selected_tile(solo: Player) -> None:
    player, app = solo, solo.app
    look = player.look()
    expected = hand_now(wait_for("the autosave", app.autosave))[2]
    player.server.click(*look.hand[2])  # not selected: this click selects, nothing more
    player.server.key("Return")
    placed = last_placement(app, 1)
    assert placed["tile"] == expected
    assert placed["rotated"] is False


def test_the_keys_of_play_work_after_a_click_elsewhere_in_the_window(solo: Player) -> None:
    player, app = solo, solo.app
    look = player.look()
    expected = hand_now(wait_for("the autosave", app.autosave))[1]
    left, top, right, _ = player.window_box()
    player.server.click((left + right) // 2, top + 40)  # on the banner
    board_left, board_top = look.board.region()[:2]
    player.server.click(board_left + 30, board_top - 12)  # on the board's frame: it takes focus
    player.server.key("2", "r", "Return")  # second tile, turned, placed
    placed = last_placement(app, 1)
    assert placed["tile"] == expected
    assert placed["rotated"] is True
