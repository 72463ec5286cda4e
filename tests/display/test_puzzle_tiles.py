"""Issue 22: the puzzle window's hand shows its tiles (it was a blank band: the hand was
never given the tile set). Read from the screen's pixels, not from the model."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.display.desktop import XServer, wait_for
from tests.display.screen import TILE_FACE, Shot

SCRIPT = Path(__file__).with_name("show_puzzle.py")
ROOT = Path(__file__).parents[2]


def test_the_puzzles_hand_draws_each_of_its_tiles(xserver: XServer, tmp_path: Path) -> None:
    shown = subprocess.Popen([sys.executable, str(SCRIPT)], env={**xserver.env(),
                             "PYTHONPATH": str(ROOT)}, stdout=subprocess.PIPE, text=True)
    try:
        assert shown.stdout is not None
        line = shown.stdout.readline()
        assert line, "the puzzle window did not come up"
        found = json.loads(line)
        left, top, right, bottom = found["hand"]
        assert found["tiles"] > 0

        def tiles_on_screen() -> list[tuple[int, int]] | None:
            shot = Shot(xserver.screenshot(tmp_path / "puzzle.png"))
            runs = [run for run in shot.runs_across(TILE_FACE, (left, top, right, bottom), gap=4)
                    if run[1] - run[0] > 20]
            return runs if len(runs) == found["tiles"] else None

        runs = wait_for(f"{found['tiles']} tiles drawn in the puzzle's hand", tiles_on_screen)
        assert len(runs) == found["tiles"]
    finally:
        shown.kill()
        shown.wait()
