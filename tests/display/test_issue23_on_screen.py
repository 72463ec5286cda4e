"""Issue 23 on a real display, read off the screen as a player reads it:

- a fresh install's first game, played by drags with the previews on (the default),
  stays unaided from start to finish, in the status bar and in the record book;
- in hot-seat play each human sees his own board counted at a round's end, and the
  next round's banner does not show until the counting is over.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from tests.display.desktop import RunningApp, wait_for
from tests.display.player import Player
from tests.display.test_words_on_screen import banner, status_bar

ROUND_ENDS = {9, 16}


def recorded(app: RunningApp) -> list[dict[str, object]]:
    listing = subprocess.run(
        [sys.executable, "-m", "dq_desktop", "records", "--json", "--data-dir",
         str(app.data_dir)], capture_output=True, text=True, check=True, timeout=90)
    games: list[dict[str, object]] = json.loads(listing.stdout)["games"]
    return games


def test_a_fresh_installs_first_game_with_previews_stays_unaided(
    start_app: Callable[..., RunningApp], tmp_path: Path
) -> None:
    app = start_app({})  # the settings' defaults: previews on, animations at their pace
    player = Player(app, tmp_path / "shots")
    player.ready()
    assert "Unaided so far" in player.look().shot.read(status_bar(player))
    for step in range(1, 23):
        player.place(tile_index=step % 3, last=step == 22)
        if step == 4:
            assert "Unaided so far" in player.look().shot.read(status_bar(player))
        if step in ROUND_ENDS:
            player.dismiss_results()
    wait_for("the final standings", lambda: player.covered(player.snap("-final")))
    assert [game["assisted"] for game in recorded(app)] == [False]


def test_each_human_sees_his_own_board_counted(
    start_app: Callable[..., RunningApp], tmp_path: Path
) -> None:
    players = [{"name": "Ana", "kind": "human", "colour": 0},
               {"name": "Ben", "kind": "human", "colour": 1}]
    app = start_app({"language": "en", "animation_speed": "slow", "aids": True,
                     "default_players": players})
    player = Player(app, tmp_path / "shots")
    player.ready()
    for _field in range(9):  # round 1, both humans in turn
        for seat in (0, 1):
            player.place(seat=seat)
    seen = wait_for("Ana's board counted", lambda: (
        words if "Ana" in (words := player.snap("-ana").read(banner(player)))
        and "counted" in words else None))
    assert "Round 2" not in seen
    player.server.key("space")  # Ana has seen hers; Ben's comes
    seen = wait_for("Ben's board counted", lambda: (
        words if "Ben" in (words := player.snap("-ben").read(banner(player)))
        and "counted" in words else None))
    assert "Round 2" not in seen
    player.server.key("space")
    player.dismiss_results()
    assert "Round 2" in player.snap().read(banner(player))
