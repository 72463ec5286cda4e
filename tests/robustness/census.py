"""The memory census: fifty games in one fresh process, and what is alive after each.

Run as a module (``python -m tests.robustness.census GAMES``) it prints one JSON
line with the census; ``test_memory.py`` reads it. A fresh process, so that the
resident memory it measures is this run's alone and no earlier test's freed
memory can hide a leak.
"""

from __future__ import annotations

import json
import os
import sys
import weakref
from dataclasses import asdict, dataclass, field

from PySide6.QtCore import QObject
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from dq_desktop.ui.common.seats import HUMAN
from dq_desktop.ui.shell.main_window import MainWindow
from tests.robustness.tables import settle_deletions, setup_of

TABLES = ((HUMAN, HUMAN, "greedy"), (HUMAN, HUMAN))
"""Alternately: three players with a computer, two humans with Sancho."""


def resident_mib() -> float:
    """Resident set size of this process (``/proc/self/statm``; ``resource`` elsewhere)."""
    try:
        with open("/proc/self/statm") as statm:
            pages = int(statm.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except OSError:
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # peak, in KiB


@dataclass
class Census:
    """What is alive after each game."""

    alive: dict[str, list[int]] = field(default_factory=dict)
    """For scenes, hand models, seat cards and miniatures: the game of each one still
    alive after the last game (none should be but the last game's own)."""
    children: list[int] = field(default_factory=list)
    """QObjects under the window, after each game."""
    widgets: list[int] = field(default_factory=list)
    items: list[int] = field(default_factory=list)
    """Graphics items in the scenes of the game just played."""
    rss_mib: list[float] = field(default_factory=list)


def play_to_the_end(window: MainWindow) -> None:
    controller = window.controller
    game = controller.game
    while not game.is_over:
        if window.overlay.isVisible():
            window.overlay.dismiss()
        elif controller.seats[controller.active_seat].is_human:
            seat = controller.active_seat
            controller.place(seat, game.legal_moves(seat)[-1])
        else:
            QTest.qWait(1)  # the computer thinks on its thread
        if controller.active_seat == 0:
            QApplication.processEvents()  # paint once a field
    window.overlay.dismiss()
    # The hindsight analysis adds a line and a button to the standings when it arrives:
    # counted before it arrives on a busy machine and after it on a quiet one, the
    # widgets seemed to grow (136, 137, 138). Counting after it is exact on any machine.
    while window.view.hindsight.work.busy():
        QTest.qWait(10)


def fifty_games(games: int) -> Census:
    found = Census()
    earlier: dict[str, list[tuple[int, weakref.ref[QObject]]]] = {}
    window = MainWindow(animation_ms=0, bot_delay_ms=0)
    window.resize(1200, 760)
    window.show()
    this_game: list[tuple[str, weakref.ref[QObject]]] = []
    for number in range(games):
        for kind, ref in this_game:  # weak references only: the census must not keep them
            earlier.setdefault(kind, []).append((number, ref))
        window.start(setup_of(*TABLES[number % 2], seed=number))
        this_game = [
            (kind, weakref.ref(item))
            for kind, items in (
                ("scenes", window.scenes),
                ("hand models", window.hands),
                ("seat cards", window.cards),
                ("miniatures", [card.miniature for card in window.cards]),
            )
            for item in items
        ]
        play_to_the_end(window)
        settle_deletions()
        found.children.append(len(window.findChildren(QObject)))
        found.widgets.append(len(QApplication.allWidgets()))
        found.items.append(sum(len(scene.items()) for scene in window.scenes))
        found.rss_mib.append(resident_mib())
    found.alive = {
        kind: [game for game, ref in refs if ref() is not None] for kind, refs in earlier.items()
    }
    window.controller.shut_down()
    window.close()
    return found


def main(arguments: list[str]) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication(sys.argv[:1])
    from tests.robustness.monkey import quick_hindsight

    quick_hindsight()
    print(json.dumps(asdict(fifty_games(int(arguments[0])))), flush=True)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
