"""A three-player hot-seat game with a computer player and Sancho Panza, set up in the
New Game dialog by keys and played by real drags: each human in turn at one screen."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from tests.display.desktop import RunningApp, wait_for
from tests.display.player import Player

PLAYERS = [
    {"name": "Ana", "kind": "human", "colour": 0},
    {"name": "Ben", "kind": "human", "colour": 1},
    {"name": "Bot", "kind": "greedy", "colour": 3},
]
SETTINGS = {"language": "en", "animation_speed": "off", "aids": False,
            "default_players": PLAYERS}
DEAL = 4242
SANCHO_STEP = {0: 5, 1: 12}
"""When each human plays Sancho Panza (the last tile of the hand, set apart)."""
ROUND_ENDS = {9, 16}


def start_sancho_game(app: RunningApp, player: Player) -> None:
    player.ready()
    player.server.key("ctrl+n")
    player.focus("New game")
    # Alt+S would click the box 100 ms later (Qt animates mnemonic clicks) and the
    # Return could close the dialog first; a keyboard user's Tab and Space toggle at once.
    player.server.key("alt+d")  # into the deal number
    player.server.xdotool("type", str(DEAL))
    player.server.key("shift+Tab", "shift+Tab", "space")  # back over the previews to Sancho
    player.server.key("Return")
    wait_for("the new game with Sancho in the autosave",
             lambda: (save := app.autosave()) is not None and save["sancho"]
             and save["seed"] == DEAL)


def test_three_players_two_humans_a_computer_and_sancho(
    start_app: Callable[..., RunningApp], tmp_path: Path
) -> None:
    app = start_app(SETTINGS)
    player = Player(app, tmp_path / "shots")
    start_sancho_game(app, player)
    for step in range(1, 23):
        for seat in (0, 1):
            sancho = SANCHO_STEP[seat] == step
            player.place(tile_index=-1 if sancho else 0, seat=seat, last=step == 22 and seat == 1)
            if step < 22:
                placed = wait_for("the autosave", app.autosave)["players"][seat]["placements"]
                assert (placed[-1]["tile"] == "sancho") is sancho, (step, seat)
        if step in ROUND_ENDS:
            player.dismiss_results()
    wait_for("the final standings", lambda: player.covered(player.snap("-final")))
    assert app.recorded_games() == 1
