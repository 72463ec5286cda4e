"""Screenshots of a four-player hot-seat game with Sancho Panza at 1280 × 720, taken on a
real X display (Xvfb) with real input: two humans at one screen (Zoë and Jean-Loup) and
two computer players (Dulcinea, normal; Rocinante, expert), every tile dragged.

    python docs/make_hot_seat_screenshots.py [LANGUAGE ...]     # default: fr de

Saves docs/real/LANGUAGE-hot-seat-1280x720.png (round 2, Jean-Loup's turn, a tile of
his chosen and previewed) and docs/real/LANGUAGE-hot-seat-results-1280x720.png (round
1's results, with the tile Sancho made superfluous named). The table and Sancho come
from the settings, as New Game keeps them. Needs Xvfb and xdotool
(``.ci/install-display-tools`` installs them).
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

from PySide6.QtGui import QGuiApplication

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from docs.make_real_screenshots import OUT, save_window  # noqa: E402
from tests.display.desktop import RunningApp, XServer, wait_for  # noqa: E402
from tests.display.player import Player  # noqa: E402

PLAYERS = [{"name": "Zoë", "kind": "human", "colour": 0},
           {"name": "Jean-Loup", "kind": "human", "colour": 1},
           {"name": "Dulcinea", "kind": "normal", "colour": 2},
           {"name": "Rocinante", "kind": "expert", "colour": 3}]
SANCHO_STEP = 5
"""When Zoë plays Sancho Panza (the last tile of her hand, set apart)."""
SHOT_STEP = 12


def hot_seat_shots(server: XServer, language: str, scratch: Path) -> None:
    settings = {"language": language, "animation_speed": "off", "aids": True,
                "default_players": PLAYERS, "sancho": True}
    app = RunningApp.start(server, scratch / f"{language}-hot-seat", settings)
    try:
        player = Player(app, scratch / "shots")
        player.ready()
        assert wait_for("the autosave", app.autosave)["sancho"]
        for step in range(1, SHOT_STEP + 1):
            for seat in (0, 1):
                if step == SHOT_STEP and seat == 1:
                    look = player.look(seat)
                    x, y = look.hand[1]
                    server.xdotool("mousemove", x, y, "click", "1")  # a tile chosen
                    wait_for("the preview", player._still)
                    save_window(player, f"{language}-hot-seat-1280x720")
                    return
                sancho = seat == 0 and step == SANCHO_STEP
                player.place(tile_index=-1 if sancho else 0, seat=seat)
            if step == 9:
                wait_for("the results", lambda: player.covered(player.snap()))
                wait_for("the card drawn", player._still)
                save_window(player, f"{language}-hot-seat-results-1280x720")
                player.dismiss_results()
    finally:
        app.stop()


def main(languages: list[str]) -> int:
    app = QGuiApplication(["make_hot_seat_screenshots", "-platform", "offscreen"])
    OUT.mkdir(parents=True, exist_ok=True)
    server = XServer.start(1280, 720)
    scratch = Path(tempfile.mkdtemp(prefix="dq-hot-seat-shots-"))
    try:
        for language in languages:
            hot_seat_shots(server, language, scratch)
            print(f"{language}: screenshots in {OUT}")
    finally:
        server.stop()
        shutil.rmtree(scratch, ignore_errors=True)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or ["fr", "de"]))
