"""A player at the real screen: finds his green field and his hand, drags a tile there."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tests.display.desktop import RunningApp, wait_for
from tests.display.screen import REFUSED, BoardOnScreen, Box, Shot, hand_tiles, own_board


@dataclass
class Look:
    """What the player sees at one moment."""

    shot: Shot
    board: BoardOnScreen
    hand: list[tuple[int, int]]


class Player:
    def __init__(self, app: RunningApp, shots: Path, seat: int = 0) -> None:
        self.app = app
        self.server = app.server
        self.shots = shots
        self.seat = seat
        self._count = 0
        shots.mkdir(parents=True, exist_ok=True)

    @property
    def window(self) -> str:
        return wait_for("the main window", lambda: self.app.windows("^Don Quixote$") or None)[0]

    def window_box(self) -> Box:
        x, y, w, h = self.app.geometry(self.window)
        return x, y, x + w - 1, y + h - 1

    def focus(self) -> None:
        """What a window manager does when a window opens (Xvfb has none)."""
        self.server.xdotool("windowfocus", "--sync", self.window)

    def snap(self, name: str = "") -> Shot:
        self._count += 1
        return Shot(self.server.screenshot(self.shots / f"{self._count:03d}{name}.png"))

    def next_field(self, seat: int | None = None) -> str:
        save = wait_for("the autosave", self.app.autosave)
        seat = self.seat if seat is None else seat
        done = len(save["players"][seat]["placements"])
        return str(save["positions"][done])

    def look(self, seat: int | None = None) -> Look:
        """Wait until the green field of the player's board is on screen, then read it."""
        field = self.next_field(seat)

        def ready() -> Look | None:
            shot = self.snap()
            try:
                board = own_board(shot, field)
                return Look(shot, board, hand_tiles(shot, board, self.window_box()))
            except AssertionError:
                return None

        return wait_for(f"the field {field} to fill on screen", ready)

    def place(self, tile_index: int = 0, seat: int | None = None, last: bool = False) -> None:
        """Drag a tile of the hand onto the green field, across the board, and wait
        until the autosave has it (after the ``last`` placement: until the record
        book has the finished game)."""
        seat = self.seat if seat is None else seat
        before = self.app.placements(seat)
        recorded = self.app.recorded_games() if last else 0
        look = self.look(seat)
        start = look.hand[min(tile_index, len(look.hand) - 1)]
        self.server.drag(start, look.board.centre_of(look.board.green_column,
                                                     look.board.green_row))
        if last:
            wait_for("the finished game in the record book",
                     lambda: self.app.recorded_games() > recorded)
        else:
            wait_for(f"placement {before + 1} in the autosave",
                     lambda: self.app.placements(seat) > before)

    def refusal_marks(self, shot: Shot) -> int:
        """Pixels of the refusal colour on screen (the orange frame and sign)."""
        return shot.count(REFUSED)
