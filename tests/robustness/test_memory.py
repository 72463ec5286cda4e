"""Memory: fifty games in one window leave nothing behind.

``census.py`` plays 50 whole games in a fresh process (humans placing through the
controller, a computer player on its thread, every round's scoring closed), in
one window, alternating two tables, and records after each game what is alive.
The tests below state the rules.

The resident-memory bound: from the end of game 10 to the end of game 50 the
process may grow by at most ``RSS_BOUND_MIB``. The first games fill caches that
are filled once (the tile painter's geometry cache, the boards' tile pictures,
Qt's glyph and pen caches, the allocator's arenas), which is why growth is
measured only after game 10; here it is about 0.1 MiB from there. The scenes,
hands and cards of one three-player game cost about 0.7 MiB, so keeping each
game's (as the window once did) added about 20 MiB over 40 games, above the
bound; noise and the caches stay far below it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.robustness.census import TABLES, Census

GAMES = 50
WARM_UP = 10
RSS_BOUND_MIB = 12.0
ROOT = Path(__file__).resolve().parents[2]
CENSUS_LIMIT_S = 900
"""A census that has not finished by then is stuck (a liveness bound, not a speed test)."""


@pytest.fixture(scope="module")
def census() -> Census:
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
    )
    done = subprocess.run(
        [sys.executable, "-X", "faulthandler", "-m", "tests.robustness.census", str(GAMES)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=CENSUS_LIMIT_S,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert lines, f"the census ended with status {done.returncode}:\n{done.stderr[-4000:]}"
    return Census(**json.loads(lines[-1]))


def test_the_scenes_hands_and_cards_of_earlier_games_are_deleted(census: Census) -> None:
    """A new game deletes the last one's scenes, hand models, seat cards and miniatures."""
    alive = {kind: games for kind, games in census.alive.items() if games}
    assert not alive, f"alive from earlier games after {GAMES} games: {alive}"


def test_the_number_of_objects_and_items_does_not_grow(census: Census) -> None:
    """Games at the same table leave the same number of QObjects, widgets and items."""
    for table in range(len(TABLES)):
        after = slice(WARM_UP + table, GAMES, len(TABLES))
        assert len(set(census.items[after])) == 1, census.items[after]
        assert len(set(census.widgets[after])) == 1, census.widgets[after]
        children = census.children[after]
        assert len(set(children)) == 1, children


def test_resident_memory_grows_less_than_the_bound(census: Census) -> None:
    """From game 10 to game 50 the process grows by less than RSS_BOUND_MIB."""
    growth = census.rss_mib[-1] - census.rss_mib[WARM_UP - 1]
    report = (
        f"resident memory: {census.rss_mib[0]:.1f} MiB after game 1, "
        f"{census.rss_mib[WARM_UP - 1]:.1f} after game {WARM_UP}, "
        f"{census.rss_mib[-1]:.1f} after game {GAMES}: growth {growth:+.1f} MiB "
        f"(bound {RSS_BOUND_MIB})"
    )
    print(report)
    assert growth < RSS_BOUND_MIB, report


def test_items_are_what_a_board_is_made_of(census: Census) -> None:
    """Each board has 24 fields and 44 coordinates; the marks come and go with the helper."""
    fields_and_coordinates = 24 + 2 * 8 + 2 * 3
    for items, table in zip(census.items, (len(TABLES[n % 2]) for n in range(GAMES)), strict=True):
        assert items == table * fields_and_coordinates
