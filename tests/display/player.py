"""A player at the real screen: finds his green field and his hand, drags a tile there."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.display.desktop import RunningApp, wait_for
from tests.display.screen import (
    REFUSED,
    BoardOnScreen,
    Box,
    Shot,
    field_place,
    hand_tiles,
    own_board,
)

MAIN_WINDOW = "^Don Qui"
"""The main window's title in every language: Don Quixote, Don Quichotte, Don Quijote
(a dialog's title ends with it instead)."""


@dataclass
class Look:
    """What the player sees at one moment."""

    shot: Shot
    board: BoardOnScreen
    hand: list[tuple[int, int]]


def shows(shot: Shot, board: BoardOnScreen, save: dict[str, Any], seat: int) -> bool:
    """Whether the board on screen is the one in the autosave: every field the save
    has empty looks alike (the empty field's colour), and no castle looks like it."""
    filled = {*save["castles"].values(), *(p["field"] for p in save["players"][seat]["placements"])}
    green = board.green_column, board.green_row
    empty = [(c, r) for c in range(8) for r in range(3)
             if f"{'ABCDEFGH'[c]}{r + 1}" not in filled and (c, r) != green]
    colours = {shot.colour_at(*board.centre_of(c, r)) for c, r in empty}
    castles = {shot.colour_at(*board.centre_of(*field_place(f))) for f in save["castles"].values()}
    return len(colours) <= 1 and not colours & castles


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
        return wait_for("the main window", lambda: self.app.windows(MAIN_WINDOW) or None)[0]

    def window_box(self) -> Box:
        x, y, w, h = self.app.geometry(self.window)
        return x, y, x + w - 1, y + h - 1

    def ready(self) -> None:
        """Wait until the first game is dealt (its autosave written: the menus exist),
        then give the main window the keyboard."""
        wait_for("the first game's autosave", self.app.autosave)
        self.focus()
        wait_for("the first game drawn", self._still)  # before its colours and place are read
        left, top = self.window_box()[:2]
        self._backdrop_spot = (left + 4, top + 40)  # the banner's background, left of its text
        self._backdrop = self.snap().colour_at(*self._backdrop_spot)

    def place_window(self, x: int, y: int, width: int, height: int) -> None:
        """Move and resize the main window as a player does, and wait until it is so."""
        window = self.window
        # Moved first, then resized: the repaint that a new size needs comes after
        # the application has heard of the move (X delivers both in order).
        self.server.xdotool("windowmove", window, x, y)
        self.server.xdotool("windowsize", window, width, height)
        wait_for(f"the window at {x},{y} {width}x{height}",
                 lambda: self.app.geometry(window) == (x, y, width, height))
        wait_for("the window drawn at its new size", self._still)

    def settled_geometry(self, window: str) -> tuple[int, int, int, int]:
        """x, y, width, height of a window once it has stopped moving: the same before and
        after a still screen (a window just shown may still be placed or sized)."""
        def settled() -> tuple[int, int, int, int] | None:
            first = self.app.geometry(window)
            return first if self._still() and self.app.geometry(window) == first else None

        return wait_for("the window in its place", settled)

    def _still(self) -> bool:
        """The window is drawn: the application sleeps (it has handled what the X server
        told it) before and after two pictures of the screen, and they are the same."""
        if not self.app.waiting_for_events():
            return False
        first = self.server.screenshot(self.shots / "still.png").read_bytes()
        second = self.server.screenshot(self.shots / "still.png").read_bytes()
        return second == first and self.app.waiting_for_events()

    def menu(self, alt_key: str, item_key: str) -> None:
        """Open a menu of the menu bar by its Alt key, wait for it, choose an item by key."""
        before = set(self.app.windows())
        self.server.key(f"alt+{alt_key}")
        menu = wait_for("the menu to open", lambda: set(self.app.windows()) - before or None)
        self.server.key(item_key)
        # Until the menu's own window is gone, it is a new window too: one that opening a
        # window waits for could be taken for it (seen on a busy machine).
        wait_for("the menu to close", lambda: not menu & set(self.app.windows()))

    def covered(self, shot: Shot) -> bool:
        """Whether the results card's dimmed backdrop covers the window (the banner's
        background darkened as the overlay darkens it: by about half)."""
        seen = shot.colour_at(*self._backdrop_spot)
        return all(abs(a - (b * 125 + 20 * 130) / 255) <= 3
                   for a, b in zip(seen, self._backdrop, strict=True))

    def dismiss_results(self) -> None:
        """Wait for the results over the board, press Enter, wait until they are gone."""
        wait_for("the results over the board", lambda: self.covered(self.snap("-results")))
        self.server.key("Return")
        wait_for("the results to go", lambda: not self.covered(self.snap()))

    def focus(self, title: str = MAIN_WINDOW) -> str:
        """Wait for a window and give it the keyboard, as a window manager does when a
        window opens (Xvfb has none)."""
        window = wait_for(f"the window {title}", lambda: self.app.windows(title) or None)[-1]
        self.server.xdotool("windowfocus", "--sync", window)
        return window

    def snap(self, name: str = "") -> Shot:
        self._count += 1
        return Shot(self.server.screenshot(self.shots / f"{self._count:03d}{name}.png"))

    def next_field(self, seat: int | None = None) -> str:
        return self._next_field(wait_for("the autosave", self.app.autosave), seat)

    def _next_field(self, save: dict[str, Any], seat: int | None = None) -> str:
        done = len(save["players"][self.seat if seat is None else seat]["placements"])
        return str(save["positions"][done])

    def look(self, seat: int | None = None) -> Look:
        """Wait until the screen shows the player's board as the autosave has it, with
        its green field, then read it."""
        seat = self.seat if seat is None else seat

        def ready() -> Look | None:
            save = self.app.autosave()
            if save is None or not self._still():
                # No game yet, or the window not yet drawn as it will stay: asleep, the
                # application may still wait on a timer to lay it out (seen: a new game
                # drawn once without its row of seat cards, the board higher up).
                return None
            shot = self.snap()
            try:
                board = own_board(shot, self._next_field(save, seat))
                if not shows(shot, board, save, seat):
                    return None  # a picture of a moment before the autosave
                return Look(shot, board, hand_tiles(shot, board, self.window_box()))
            except AssertionError:
                return None

        return wait_for(f"the field {self.next_field(seat)} to fill on screen", ready)

    def place(self, tile_index: int = 0, seat: int | None = None, last: bool = False) -> None:
        """Drag a tile of the hand onto the green field, across the board, and wait
        until the autosave has it (after the ``last`` placement: until the record
        book has the finished game)."""
        seat = self.seat if seat is None else seat
        before = self.app.placements(seat)
        recorded = self.app.recorded_games() if last else 0
        look = self.look(seat)
        start = look.hand[max(-len(look.hand), min(tile_index, len(look.hand) - 1))]
        end = look.board.centre_of(look.board.green_column, look.board.green_row)
        self.server.drag(start, end,
                         caught_up=lambda: self.app.caught_up("the drag under way"))
        # Where the drag went and what the screen showed, should the placement not come.
        seen = f"seat {seat}, dragged from {start} to {end} as read in {look.shot.path}"
        if last:
            wait_for(f"the finished game in the record book ({seen})",
                     lambda: self.app.recorded_games() > recorded)
        else:
            wait_for(f"placement {before + 1} in the autosave ({seen})",
                     lambda: self.app.placements(seat) > before)

    def refusal_marks(self, shot: Shot) -> int:
        """Pixels of the refusal colour on screen (the orange frame and sign)."""
        return shot.count(REFUSED)
