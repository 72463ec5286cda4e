"""Memory: fifty games in one window leave nothing behind.

One module-wide run plays 50 whole games (humans placing through the controller,
a computer player on its thread, every round's scoring closed) in a single window,
alternating two tables (three players with a computer; two humans with Sancho),
and records after each game what is alive. The tests below state the rules.

The resident-memory bound: from the end of game 10 to the end of game 50 the
process may grow by at most ``RSS_BOUND_MIB``. The first games fill caches that
are filled once (the tile painter's geometry cache of 512 faces, Qt's glyph and
pen caches, the allocator's arenas; about 4 MiB here), which is why growth is
measured only after game 10. The scenes, hands and cards of one three-player
game cost about 0.7 MiB, so keeping each game's would add some 28 MiB over 40
games, well above the bound; noise and the caches stay well below it.
"""

from __future__ import annotations

import os
import weakref
from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest
from PySide6.QtCore import QObject
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsItem

from dq_desktop.ui.main_window import MainWindow
from dq_desktop.ui.seats import HUMAN
from tests.robustness import gaps
from tests.robustness.gaps import settle_deletions, setup_of

GAMES = 50
WARM_UP = 10
RSS_BOUND_MIB = 12.0
TABLES = ((HUMAN, HUMAN, "greedy"), (HUMAN, HUMAN))


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

    earlier: dict[str, list[weakref.ref[QObject]]] = field(default_factory=dict)
    """Scenes, hand models, seat cards and miniatures of every game but the last."""
    children: list[int] = field(default_factory=list)
    """QObjects under the window, after each game."""
    widgets: list[int] = field(default_factory=list)
    items: list[int] = field(default_factory=list)
    """Graphics items in the scenes of the game just played."""
    rss_mib: list[float] = field(default_factory=list)

    def alive(self) -> dict[str, int]:
        return {kind: sum(ref() is not None for ref in refs)
                for kind, refs in self.earlier.items()}


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


@pytest.fixture(scope="module")
def census(qapp: QApplication) -> Iterator[Census]:
    found = Census()
    window = MainWindow(animation_ms=0, bot_delay_ms=0)
    window.resize(1200, 760)
    window.show()
    kept: list[tuple[str, list[QObject]]] = []
    for number in range(GAMES):
        for kind, objects in kept:
            found.earlier.setdefault(kind, []).extend(weakref.ref(o) for o in objects)
        window.start(setup_of(*TABLES[number % 2], seed=number))
        kept = [("scenes", list(window.scenes)), ("hand models", list(window.hands)),
                ("seat cards", list(window.cards)),
                ("miniatures", [card.miniature for card in window.cards])]
        play_to_the_end(window)
        settle_deletions()
        found.children.append(len(window.findChildren(QObject)))
        found.widgets.append(len(QApplication.allWidgets()))
        found.items.append(sum(len(scene.items()) for scene in window.scenes))
        found.rss_mib.append(resident_mib())
    yield found
    window.close()
    window.deleteLater()
    settle_deletions()


def test_the_scenes_hands_and_cards_of_earlier_games_are_deleted(census: Census) -> None:
    """A new game deletes the last one's scenes, hand models, seat cards and miniatures."""
    alive = {kind: count for kind, count in census.alive().items() if count}
    if alive and set(alive) <= {"scenes", "hand models"} and gaps.old_scenes_and_hands_live_on():
        pytest.xfail(f"open fault (gaps.old_scenes_and_hands_live_on): {alive} alive after "
                     f"{GAMES} games; the fix for game_view.py is in issue 9's reply")
    assert not alive, f"alive from earlier games after {GAMES} games: {alive}"


def test_the_number_of_objects_and_items_does_not_grow(census: Census) -> None:
    """Games at the same table leave the same number of QObjects, widgets and items."""
    for table in range(len(TABLES)):
        after = slice(WARM_UP + table, GAMES, len(TABLES))
        assert len(set(census.items[after])) == 1, census.items[after]
        assert len(set(census.widgets[after])) == 1, census.widgets[after]
        children = census.children[after]
        if len(set(children)) > 1 and gaps.old_scenes_and_hands_live_on():
            pytest.xfail(f"open fault (gaps.old_scenes_and_hands_live_on): objects under "
                         f"the window grew {children[0]} → {children[-1]}")
        assert len(set(children)) == 1, children


def test_resident_memory_grows_less_than_the_bound(census: Census) -> None:
    """From game 10 to game 50 the process grows by less than RSS_BOUND_MIB."""
    growth = census.rss_mib[-1] - census.rss_mib[WARM_UP - 1]
    print(f"resident memory: {census.rss_mib[0]:.1f} MiB after game 1, "
          f"{census.rss_mib[WARM_UP - 1]:.1f} after game {WARM_UP}, "
          f"{census.rss_mib[-1]:.1f} after game {GAMES}: growth {growth:+.1f} MiB "
          f"(bound {RSS_BOUND_MIB})")
    assert growth < RSS_BOUND_MIB


def test_items_are_what_a_board_is_made_of(census: Census) -> None:
    """Each board has 24 fields and 44 coordinates; the marks come and go with the helper."""
    fields_and_coordinates = 24 + 2 * 8 + 2 * 3
    for items, table in zip(census.items, (len(TABLES[n % 2]) for n in range(GAMES)),
                            strict=True):
        assert items == table * fields_and_coordinates
    _ = QGraphicsItem
