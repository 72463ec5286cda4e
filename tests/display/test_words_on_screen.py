"""Issue 13 §2.5 and §2.6, read off the screen (tesseract) as a player reads them:
the default name follows the language, and the status bar always says whether the
game in progress counts as assisted."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from tests.display.desktop import RunningApp, wait_for
from tests.display.player import Look, Player
from tests.display.screen import Box


def banner(player: Player) -> Box:
    left, top, right, _ = player.window_box()
    return left, top + 22, right, top + 58


def hand_label(player: Player, look: Look) -> Box:
    left = player.window_box()[0]
    return left, look.board.region()[3] + 30, left + 500, look.hand[0][1] - 50


def status_bar(player: Player) -> Box:
    left, _, right, bottom = player.window_box()
    return (left + right) // 2, bottom - 24, right, bottom


def test_the_default_name_follows_the_language_of_the_moment(
    start_app: Callable[..., RunningApp], tmp_path: Path
) -> None:
    # A table of two, the human under the program's default name (as the settings keep
    # it: the English word); the game is begun in French.
    players = [{"name": "You", "kind": "human", "colour": 0},
               {"name": "Ben", "kind": "greedy", "colour": 1}]
    french = start_app({"language": "fr", "animation_speed": "off", "aids": False,
                        "default_players": players})
    player = Player(french, tmp_path / "shots")
    player.ready()
    player.place()
    look = player.look()
    words = look.shot.read(banner(player), "fr")
    assert "Posez une tuile en" in words and "You" not in words, words
    assert "Vos tuiles" in look.shot.read(hand_label(player, look), "fr")
    french.stop()

    # The same game, continued in German: the default name is German now.
    german = start_app({"language": "de", "animation_speed": "off", "aids": False,
                        "default_players": players})
    again = Player(german, tmp_path / "shots-de")
    again.focus("Nicht beendetes Spiel")
    again.server.key("Return")
    again.focus()
    look = again.look()
    words = look.shot.read(banner(again), "de")
    assert "Legen Sie ein" in words and "Vous" not in words and "You" not in words, words
    assert "Ihre Plättchen" in look.shot.read(hand_label(again, look), "de")


def test_the_status_bar_says_whether_the_game_counts_as_assisted(
    start_app: Callable[..., RunningApp], tmp_path: Path
) -> None:
    """Previews on (they never make a game assisted): unaided so far; a take-back: assisted."""
    app = start_app({"language": "en", "animation_speed": "off", "aids": True})
    player = Player(app, tmp_path / "shots")
    player.ready()
    assert "Unaided so far" in player.look().shot.read(status_bar(player))
    player.place()
    assert "Unaided so far" in player.look().shot.read(status_bar(player))
    player.server.key("ctrl+z")  # Take back: an aid the record book counts
    wait_for("the tile taken back", lambda: app.placements() == 0)
    assert "Assisted game" in player.look().shot.read(status_bar(player))
