"""Show the first puzzle of André's game on the X screen, for ``test_puzzle_tiles.py``.

Prints one JSON line once the window is on screen: the hand's box on the screen
(left, top, right, bottom) and the number of tiles in it; then waits to be killed.
A small review (budget 1500, 6 futures): the test looks at pixels, not judgements.
"""

import json
import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from dq_desktop.engine.analysis.review import review_game
from dq_desktop.formats.game_record import read_game
from dq_desktop.ui.coach.puzzle_window import PuzzleWindow

GAME = Path(__file__).parents[1] / "data" / "games" / "rulebook-andre.json"


def main() -> int:
    app = QApplication(["show_puzzle", "-platform", "xcb"])
    game, _ = read_game(GAME)
    (andre,) = review_game(game, budget=1500, futures=6, jobs=0)
    window = PuzzleWindow.of_review(game, andre, 0)
    window.move(0, 0)
    window.show()

    def report() -> None:
        hand = window.hand_view
        corner = hand.mapToGlobal(hand.rect().topLeft())
        far = hand.mapToGlobal(hand.rect().bottomRight())
        print(json.dumps({"hand": [corner.x(), corner.y(), far.x(), far.y()],
                          "tiles": window.hand.rowCount()}), flush=True)

    QTimer.singleShot(1500, report)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
