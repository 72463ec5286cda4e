"""The screenshots in docs/real/, taken on a real X display (Xvfb) with real input.

    python docs/make_real_screenshots.py [LANGUAGE ...]     # default: en fr de

Each language plays the same solitaire deal and a three-player game by real drags
(the tests' player, tests/display/player.py) and saves the window at each stage:
the start, a round under way, the round's results, round 3 with the tile set aside,
the final standings and the review of that game; then a hot-seat game and its
standings; then the guided first game at its fifth field, and the rules help at its
whole scored board. Needs Xvfb and
xdotool (``.ci/install-display-tools`` installs them).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from PySide6.QtGui import QGuiApplication, QImage

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dq_desktop.ui.help.rules_window import SECTIONS  # noqa: E402
from tests.display.desktop import RunningApp, XServer, wait_for  # noqa: E402
from tests.display.player import Player  # noqa: E402

OUT = ROOT / "docs" / "real"
SOLO_DEAL = 1476
PLAYERS = [{"name": "Ana", "kind": "human", "colour": 0},
           {"name": "Ben", "kind": "greedy", "colour": 1},
           {"name": "Carla", "kind": "normal", "colour": 2}]


def save_window(player: Player, name: str) -> None:
    """The main window's part of the screen, as PNG."""
    left, top, right, bottom = player.window_box()
    shot = player.server.screenshot(Path(tempfile.mkstemp(suffix=".png")[1]))
    QImage(str(shot)).copy(left, top, right - left + 1, bottom - top + 1).save(
        str(OUT / f"{name}.png"))
    shot.unlink()


def play(player: Player, steps: range, stages: dict[int, str], language: str,
         seat_count: int = 1) -> None:
    for step in steps:
        if step in stages:
            player.look()
            save_window(player, f"{language}-{stages[step]}")
        player.place(tile_index=step % 3, last=step == 22)
        if step in (9, 16):
            wait_for("the results", lambda: player.covered(player.snap()))
            if step == 9 and seat_count == 1:
                save_window(player, f"{language}-3-round-results")
            player.dismiss_results()
    wait_for("the final standings", lambda: player.covered(player.snap()))
    # The expert's total and the hindsight line arrive from background searches: wait
    # for the expert's in the record book, then until the screen stays the same.
    if seat_count == 1:
        wait_for("the expert's total", lambda: _expert_recorded(player), patience=240)
    wait_for("the standings' last lines", lambda: _settled(player), patience=240)


def _expert_recorded(player: Player) -> bool:
    listing = subprocess.run(
        [sys.executable, "-m", "dq_desktop", "records", "--json", "--data-dir",
         str(player.app.data_dir)], capture_output=True, text=True, check=False)
    games = json.loads(listing.stdout)["games"] if listing.returncode == 0 else []
    return bool(games) and games[-1]["expert_total"] is not None


def _settled(player: Player, looks: int = 25) -> bool:
    """The same picture ``looks`` times in a row."""
    first = player.server.screenshot(player.shots / "settle.png").read_bytes()
    return all(player.server.screenshot(player.shots / "settle.png").read_bytes() == first
               for _ in range(looks))


def languages_shot(server: XServer, language: str, scratch: Path) -> None:
    settings = {"language": language, "animation_speed": "off", "aids": True}
    solo = RunningApp.start(server, scratch / f"{language}-solo", settings)
    try:
        player = Player(solo, scratch / "shots")
        player.ready()
        player.server.key("ctrl+n")
        player.focus("New game|Nouvelle partie|Neues Spiel")
        player.server.key("alt+d" if language == "en" else "alt+n")
        player.server.xdotool("type", str(SOLO_DEAL))
        player.server.key("Return")
        wait_for("the deal", lambda: (s := solo.autosave()) is not None and s["seed"] == SOLO_DEAL)
        play(player, range(1, 23), {1: "1-start", 5: "2-round-under-way",
                                    18: "4-round-3-set-aside"}, language)
        save_window(player, f"{language}-5-final-standings")
        review_shot(player, language)
    finally:
        solo.stop()
    table = RunningApp.start(server, scratch / f"{language}-table",
                             {**settings, "default_players": PLAYERS})
    try:
        player = Player(table, scratch / "shots")
        player.ready()
        play(player, range(1, 23), {12: "6-three-players"}, language, seat_count=3)
        save_window(player, f"{language}-7-three-players-final")
    finally:
        table.stop()


REVIEW_BUTTON = {"en": "alt+r", "fr": "alt+n", "de": "alt+a"}


def review_shot(player: Player, language: str) -> None:
    """From the final standings, the review of the game at its first mistake, the expert's
    choice shown."""
    app, server = player.app, player.server
    main_window = player.window
    server.key(REVIEW_BUTTON[language])
    window = wait_for("the review window", lambda: [
        w for w in app.windows() if w != main_window] or None)[0]
    server.xdotool("windowfocus", "--sync", window)
    # While the review runs, the window's title says so ("…").
    wait_for("the review", lambda: "…" not in app.title(window), patience=180)
    server.key("n")
    server.key("space")
    wait_for("the step", lambda: _settled(player, looks=5))
    save_other_window(app, window, f"{language}-10-review")
    server.key("Escape")


def save_other_window(app: RunningApp, window: str, name: str) -> None:
    """A window other than the main one, as PNG."""
    left, top, width, height = app.geometry(window)
    shot = app.server.screenshot(Path(tempfile.mkstemp(suffix=".png")[1]))
    QImage(str(shot)).copy(left, top, width, height).save(str(OUT / f"{name}.png"))
    shot.unlink()


HELP_MENU = {"en": "h", "fr": "a", "de": "h"}
GUIDED_ITEM = {"en": "g", "fr": "g", "de": "g"}
BEGIN = {"en": "alt+b", "fr": "alt+c", "de": "alt+b"}
SHOW_ME = {"en": "alt+s", "fr": "alt+m", "de": "alt+z"}
CONTENTS = {"en": "alt+c", "fr": "alt+s", "de": "alt+i"}


def guided_and_help_shots(server: XServer, language: str, scratch: Path) -> None:
    settings = {"language": language, "animation_speed": "off", "aids": True}
    app = RunningApp.start(server, scratch / f"{language}-guided", settings)
    try:
        player = Player(app, scratch / "shots")
        player.ready()
        player.menu(HELP_MENU[language], GUIDED_ITEM[language])
        wait_for("the guided deal", lambda: (s := app.autosave()) is not None
                 and s["seed"] == SOLO_DEAL)
        player.focus()
        wait_for("the panel", player._still)
        server.key(BEGIN[language])
        for placed in range(4):
            wait_for("the step", player._still)
            server.key(SHOW_ME[language])
            wait_for("the suggestion", player._still)
            server.key("Return")
            wait_for("the placement", lambda n=placed: app.placements() == n + 1)
        player.look()
        save_window(player, f"{language}-8-guided-game")
        server.key("F1")
        main_window = player.window
        window = wait_for("the rules window", lambda: [
            w for w in app.windows() if w != main_window] or None)
        help_window = window[0]
        server.xdotool("windowfocus", "--sync", help_window)
        # The contents list leads to the whole board scored.
        server.key(CONTENTS[language])
        server.key("Home")
        for _ in range(SECTIONS.index("example")):
            server.key("Down")
        wait_for("the help to settle", lambda: _settled(player, looks=5))
        save_other_window(app, help_window, f"{language}-9-rules-help")
    finally:
        app.stop()


def main(languages: list[str]) -> int:
    app = QGuiApplication(["make_real_screenshots", "-platform", "offscreen"])
    OUT.mkdir(parents=True, exist_ok=True)
    server = XServer.start()
    scratch = Path(tempfile.mkdtemp(prefix="dq-real-shots-"))
    try:
        for language in languages:
            languages_shot(server, language, scratch)
            guided_and_help_shots(server, language, scratch)
            print(f"{language}: screenshots in {OUT}")
    finally:
        server.stop()
        shutil.rmtree(scratch, ignore_errors=True)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or ["en", "fr", "de"]))
