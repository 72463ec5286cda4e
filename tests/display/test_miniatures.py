"""Issue 13 §2.8: opponents' miniature boards use their card's room and keep their size
from turn to turn and from one start to the next."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from tests.display.desktop import RunningApp
from tests.display.player import Player
from tests.display.screen import BOARD_BACKGROUND, Shot

PLAYERS = [{"name": name, "kind": kind, "colour": colour} for colour, (name, kind) in
           enumerate((("Ana", "human"), ("Ben", "greedy"), ("Carla", "greedy")))]
SETTINGS = {"language": "en", "animation_speed": "off", "aids": False,
            "default_players": PLAYERS}


def miniature_sizes(player: Player) -> list[tuple[int, int]]:
    """Width and height of each miniature board on screen, left to right."""
    look = player.look()
    left, top, right, _ = player.window_box()
    strip = (left + 4, top + 50, right - 4, look.board.region()[1] - 40)
    shot: Shot = look.shot
    sizes = []
    for x0, x1 in shot.runs_across((BOARD_BACKGROUND,), strip, gap=8):
        ys = [y for _, y in shot.points(BOARD_BACKGROUND, (x0, strip[1], x1, strip[3]))]
        sizes.append((x1 - x0 + 1, max(ys) - min(ys) + 1))
    return sizes


def test_miniatures_are_large_and_keep_their_size(
    start_app: Callable[..., RunningApp], tmp_path: Path
) -> None:
    app = start_app(SETTINGS)
    player = Player(app, tmp_path / "shots")
    player.ready()
    first = miniature_sizes(player)
    card_width = (player.window_box()[2] - player.window_box()[0]) / 3
    assert len(first) == 3
    for width, height in first:
        # A 1280-pixel window: each card is about 420 wide; the board takes about half
        # of it (it was 125 x 75 before).
        assert width >= 0.45 * card_width and height >= 100, first
    for _ in range(3):
        player.place()
        assert miniature_sizes(player) == first
    app.stop()
    again = start_app(folder="data")  # the same folder: the game is offered again
    second = Player(again, tmp_path / "shots-again")
    second.focus("Unfinished game")
    second.server.key("Return")
    second.focus()
    assert miniature_sizes(second) == first
