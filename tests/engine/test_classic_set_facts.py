"""Every fact the rulebooks state about the published tiles holds for the classic set.

The published tiles are not available; ``resources/tilesets/classic.json`` is a
reconstruction. Each fact below is quoted with the sentence it comes from and
checked on the set, so that retuning the set can never break one. The facts
shown by André's finished board (the French rulebook's scoring example) are
checked on that board, sentence by sentence, in ``test_rulebook_examples.py``.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest

from dq_desktop.commands.validate import run_validate
from dq_desktop.engine import Symbol, TileKind, TileSet
from dq_desktop.formats.tileset_file import builtin_tileset, tileset_from_json

CLASSIC_FILE = Path(__file__).parents[2] / "resources" / "tilesets" / "classic.json"


def road_tiles(tiles: TileSet) -> list:  # type: ignore[type-arg]
    return [t for t in tiles.tiles for _ in range(t.count) if t.kind is TileKind.ROAD]


def symbols(tiles: TileSet) -> Counter[Symbol]:
    return Counter(s for t in road_tiles(tiles) for s in t.symbols)


def edge_points(tile) -> int:  # type: ignore[no-untyped-def]
    return sum(1 for group in tile.roads for point in group if point.is_edge)


FACTS: list[tuple[str, Callable[[TileSet], bool]]] = [
    (
        "EN: 'put their 6-point castle face-up on F1 and their 4-point castle face-up on C2' "
        "— two castles, worth 6 and 4",
        lambda s: sorted(t.value for t in s.tiles if t.kind is TileKind.CASTLE) == [4, 6],
    ),
    (
        "EN: 'Then all players turn their remaining 22 tiles face-down' — 22 road tiles",
        lambda s: len(road_tiles(s)) == 22,
    ),
    (
        "FR, Exemple de score: '4 églises reliées entre elles … Les 3 églises isolées' on a "
        "board holding all 22 road tiles — exactly 7 churches",
        lambda s: symbols(s)[Symbol.CHURCH] == 7,
    ),
    (
        "FR, Exemple de score: 'il a relié 2 moulins à vent … il a relié 5 autres moulins' "
        "— at least 7 windmills",
        lambda s: symbols(s)[Symbol.WINDMILL] >= 7,
    ),
    (
        "EN: 'using the points on their shields' with 1, 2 and 3 in the examples "
        "— every knight shows 1, 2 or 3 shields, and each value occurs",
        lambda s: {sym.shield for sym in symbols(s) if sym.is_knight} == {1, 2, 3},
    ),
    (
        "EN: round 3's defence needs 'at least 12 shield-points' — the set holds at least 12",
        lambda s: sum(sym.shield * n for sym, n in symbols(s).items()) >= 12,
    ),
    (
        "Online help: 'connecter le plus possible d'éléments (églises, moulins à vent, "
        "chevaliers)' — every road tile shows at least one symbol",
        lambda s: all(t.symbols for t in road_tiles(s)),
    ),
    (
        "A tile's road reaches at most four of its six edge points",
        lambda s: all(edge_points(t) <= 4 for t in road_tiles(s)),
    ),
    (
        "SPEC §1: 'Each half holds at most one symbol' — at most two symbols per tile",
        lambda s: all(len(t.symbols) <= 2 for t in road_tiles(s)),
    ),
]


@pytest.mark.parametrize(("fact", "holds"), FACTS, ids=[f[0][:40] for f in FACTS])
def test_the_classic_set_keeps_each_stated_fact(
    fact: str, holds: Callable[[TileSet], bool]
) -> None:
    assert holds(builtin_tileset("classic")), fact


def test_the_set_as_it_was_breaks_the_church_fact() -> None:
    """The facts can fail: with the church it had under its windmill (8 churches), the set
    contradicted the French example."""
    data = json.loads(CLASSIC_FILE.read_text())
    w7 = next(tile for tile in data["tiles"] if tile["id"] == "w7")
    w7.update(bottom="church", roads=[["NE", "NW", "T"], ["SE", "B"]])
    old = tileset_from_json(data)
    failing = [fact for fact, holds in FACTS if not holds(old)]
    assert failing == [FACTS[2][0]]


def test_validate_accepts_the_classic_set(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_validate([str(CLASSIC_FILE)]) == 0
    assert "playable" in capsys.readouterr().out
