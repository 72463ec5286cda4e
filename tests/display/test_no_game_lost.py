"""Issue 13 §2.3 and §2.9: no game in progress is lost.

Every action that would replace an unfinished game asks first, and the question's
default keeps the game; after a crash the next start offers the game back over its
own board."""

from __future__ import annotations

import json
import signal
from collections.abc import Callable
from pathlib import Path

from tests.display.desktop import RunningApp, wait_for
from tests.display.player import Player
from tests.display.screen import PARCHMENT


def question_kept_the_game(player: Player, app: RunningApp, key: str, seed: int) -> None:
    """A question window opened; ``key`` answers it; the game is the same one still."""
    question = player.focus("Game in progress")
    player.server.key(key)
    wait_for("the question to close", lambda: question not in app.windows())
    save = wait_for("the autosave", app.autosave)
    assert save["seed"] == seed
    assert len(save["players"][0]["placements"]) == 2


def test_every_action_that_replaces_the_game_asks_and_keeps_it_by_default(
    solo: Player, tmp_path: Path
) -> None:
    player, app = solo, solo.app
    player.place()
    player.place()
    seed = wait_for("the autosave", app.autosave)["seed"]

    player.focus()
    player.menu("h", "g")  # Help, Guided first game
    question_kept_the_game(player, app, "Escape", seed)
    player.focus()
    player.server.key("ctrl+n")  # Game, New game: the question comes once the dialog is done
    player.focus("New game")
    player.server.key("Return")
    question_kept_the_game(player, app, "Return", seed)  # the default button keeps it
    player.focus()
    other = tmp_path / "another-game.json"
    earlier = json.loads((app.data_dir / "autosave.json").read_text(encoding="utf-8"))
    earlier["players"][0]["placements"] = earlier["players"][0]["placements"][:1]
    other.write_text(json.dumps(earlier), encoding="utf-8")  # opened, it would show 1 tile
    player.server.key("ctrl+o")  # Game, Open: a file is chosen, then the question
    player.focus("Open a game")
    player.server.xdotool("type", str(other))
    player.server.key("Return")
    question_kept_the_game(player, app, "Escape", seed)
    # And the game goes on from where it was.
    player.focus()
    player.place()
    assert app.placements() == 3


def test_after_a_crash_the_next_start_offers_the_game_over_its_board(
    solo: Player, start_app: Callable[..., RunningApp], tmp_path: Path
) -> None:
    player, app = solo, solo.app
    player.place()
    player.place()
    seed = wait_for("the autosave", app.autosave)["seed"]
    app.process.send_signal(signal.SIGKILL)
    app.process.wait(30)

    again = start_app(folder="data")  # the same folder, its settings as they were
    second = Player(again, tmp_path / "shots-again")
    question = second.focus("Unfinished game")
    _, y, _, height = second.settled_geometry(question)
    main = second.window_box()
    # The board and the hand are drawn behind the open question: the tiles' parchment
    # shows in the main window outside the question's own rectangle.
    below = (main[0], y + height + 2, main[2], main[3])
    wait_for("the board behind the question",
             lambda: second.snap("-question").count(PARCHMENT, below) > 2000)
    assert question in again.windows()
    second.server.key("Return")  # Yes: continue
    wait_for("the question to close", lambda: question not in again.windows())
    second.focus()
    second.place()
    save = wait_for("the autosave", again.autosave)
    assert save["seed"] == seed and len(save["players"][0]["placements"]) == 3


def test_a_hint_survives_a_kill_and_the_resumed_game_stays_assisted(
    solo: Player, start_app: Callable[..., RunningApp], tmp_path: Path
) -> None:
    """Issue 34 item 4: H, then kill -9 before the next tile: the autosave already
    says the game is assisted, and the resumed game is still so after its next tile."""
    player, app = solo, solo.app
    player.place()
    player.server.key("h")
    wait_for("the hint in the autosave",
             lambda: (app.autosave() or {}).get("assisted_seats") == [0])
    app.process.send_signal(signal.SIGKILL)
    app.process.wait(30)

    again = start_app(folder="data")
    second = Player(again, tmp_path / "shots-again")
    question = second.focus("Unfinished game")
    second.server.key("Return")  # Yes: continue
    wait_for("the question to close", lambda: question not in again.windows())
    second.focus()
    second.place()
    save = wait_for("the autosave", again.autosave)
    assert len(save["players"][0]["placements"]) == 2
    assert save["assisted"] is True and save["assisted_seats"] == [0]


def test_a_deal_never_touched_is_not_offered_after_sigterm(
    solo: Player, start_app: Callable[..., RunningApp], tmp_path: Path
) -> None:
    """Issue 34 item 12: SIGTERM closes the window cleanly, and the next start deals a
    new game at once instead of asking about a deal nobody placed a tile in."""
    app = solo.app
    seed = wait_for("the autosave", app.autosave)["seed"]
    app.process.send_signal(signal.SIGTERM)
    app.process.wait(30)
    assert app.process.returncode == 0, app.output()[-2000:]

    again = start_app(folder="data")
    wait_for("a new deal", lambda: (again.autosave() or {}).get("seed") not in (None, seed))
    assert not again.windows("Unfinished game")


def test_sigterm_while_the_resume_question_is_open_keeps_the_unfinished_game(
    solo: Player, start_app: Callable[..., RunningApp], tmp_path: Path
) -> None:
    """The window closes at once; no new deal takes the unfinished game's place."""
    player, app = solo, solo.app
    player.place()
    player.place()
    seed = wait_for("the autosave", app.autosave)["seed"]
    app.process.send_signal(signal.SIGKILL)
    app.process.wait(30)

    again = start_app(folder="data")
    Player(again, tmp_path / "shots-again").focus("Unfinished game")
    again.process.send_signal(signal.SIGTERM)
    again.process.wait(30)
    assert again.process.returncode == 0, again.output()[-2000:]
    kept = again.autosave()
    assert kept is not None and kept["seed"] == seed
    assert len(kept["players"][0]["placements"]) == 2
