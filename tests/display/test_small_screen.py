"""Issue 13 §2.4: on a 1024 x 640 screen the guided game's panel, the scoring helper
and the board stand side by side, whole and apart, in French and German too."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tests.display.desktop import RunningApp, wait_for
from tests.display.player import Player
from tests.display.screen import BOARD_BACKGROUND

SCREEN = (1024, 640)
HELP_MENU = {"en": "h", "fr": "a", "de": "h"}
HELPER_AND_PANEL = 250 + 260
"""The scoring helper's and the guided panel's least widths: the room right of the board."""


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_the_guided_game_fits_a_1024_by_640_screen(
    start_app: Callable[..., RunningApp], tmp_path: Path, language: str
) -> None:
    app = start_app({"language": language, "animation_speed": "off"}, folder=language)
    player = Player(app, tmp_path / f"shots-{language}")
    player.ready()
    before = wait_for("the autosave", app.autosave)["seed"]
    player.menu(HELP_MENU[language], "g")  # Help, Guided first game
    wait_for("the guided game", lambda: wait_for("the autosave", app.autosave)["seed"] != before)
    look = player.look()
    left, top, right, bottom = player.window_box()
    assert left >= 0 and top >= 0 and right < SCREEN[0] and bottom < SCREEN[1]
    fields = look.board.region()
    assert left < fields[0] and fields[2] < right and top < fields[1] and fields[3] < bottom
    middle = (fields[1] + fields[3]) // 2
    brown = look.shot.points(BOARD_BACKGROUND, (left, middle, right, middle))
    assert max(x for x, _ in brown) + HELPER_AND_PANEL < right, "the board runs under the helper"
    # Every tile of the hand is whole: the last one ends left of the board's right edge.
    assert look.hand[-1][0] + 20 < max(x for x, _ in brown)
