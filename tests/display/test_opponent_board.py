"""Issue 13 §2.2: pointing at an opponent's board enlarges it wholly on the screen,
never over the player's own field to fill — on a 1024 x 640 screen, with the window
moved and resized by the X server as a player would."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from tests.display.desktop import RunningApp, wait_for
from tests.display.player import Player
from tests.display.screen import BOARD_BACKGROUND, Box, Shot

SCREEN = (1024, 640)
PLAYERS = [{"name": name, "kind": kind, "colour": colour} for colour, (name, kind) in
           enumerate((("Ana", "human"), ("Ben", "greedy"), ("Carla", "greedy"),
                      ("Dan", "greedy")))]
SETTINGS = {"language": "en", "animation_speed": "off", "aids": False,
            "default_players": PLAYERS}


def miniature_points(shot: Shot, strip: Box) -> list[tuple[int, int]]:
    """The centre of each seat card's miniature board, left to right (the boards'
    brown is the only brown above the player's own board)."""
    points = []
    for left, right in shot.runs_across((BOARD_BACKGROUND,), strip, gap=8):
        ys = [y for _, y in shot.points(BOARD_BACKGROUND, (left, strip[1], right, strip[3]))]
        points.append(((left + right) // 2, (min(ys) + max(ys)) // 2))
    return points


def enlarge(player: Player, point: tuple[int, int], card: int) -> str:
    """Point at a miniature; the enlarged board's window."""
    before = set(player.app.windows())
    player.server.move(*point)
    found: str = wait_for(f"the enlarged board of seat {card}",
                          lambda: next(iter(set(player.app.windows()) - before), None))
    return found


def overlaps(a: Box, b: Box) -> bool:
    return a[0] <= b[2] and b[0] <= a[2] and a[1] <= b[3] and b[1] <= a[3]


def test_the_enlarged_board_lies_on_screen_and_leaves_the_green_field_visible(
    start_app: Callable[..., RunningApp], tmp_path: Path
) -> None:
    app = start_app(SETTINGS)
    player = Player(app, tmp_path / "shots")
    player.ready()
    for x, y, width, height in ((0, 0, 1024, 640), (0, 0, 1024, 600), (40, 30, 984, 610)):
        player.place_window(x, y, width, height)
        look = player.look()
        left, top, right, _ = player.window_box()
        strip = (left + 4, top + 50, right - 4, look.board.region()[1] - 40)
        assert len(miniature_points(look.shot, strip)) == 4
        for card, point in enumerate(miniature_points(look.shot, strip)[1:], start=1):
            popup = enlarge(player, point, card)
            # The window is reused from one pointing to the next: read once it stopped moving.
            px, py, pw, ph = player.settled_geometry(popup)
            enlarged = (px, py, px + pw - 1, py + ph - 1)
            assert px >= 0 and py >= 0 and px + pw <= SCREEN[0] and py + ph <= SCREEN[1], (
                card, enlarged)
            player.server.move(left + 5, top + 40)  # away: the enlarged board goes
            wait_for("the enlarged board to go", lambda: popup not in app.windows())  # noqa: B023
            # The green field as the application drew it once it had handled the pointing
            # (and so the resize before it): a picture taken right after a resize may
            # still show the window's old layout on a busy machine.
            green = player.look().board.green
            assert not overlaps(enlarged, green), (card, enlarged, green)
