"""Game files from any day (``dq-game/1``): the autosave, the finished games waiting for
the record book, a game the player saved and opens again.

The SPEC's rule for game files: unknown keys are ignored; anything else that is
wrong is refused with a message that names the place of the fault, and nothing
already saved is harmed. A game in a file is replayed through the rules, so a
value cannot fall back to a default without changing the game: the file is
refused whole (the autosave and a waiting game are kept under a dated name; a
file the player opens is left as it is).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from dq_desktop.engine.game import Game
from dq_desktop.formats.game_record import record_of_game
from dq_desktop.formats.tileset_file import builtin_tileset
from tests.any_day.variants import (
    HUGE_TEXT,
    Case,
    as_bytes,
    byte_cases,
    cut_cases,
    label,
    newer_keys,
    place_name,
    places,
    removing,
    setting,
    value_at,
    with_raw,
    wrong_type,
)

DEAL = 4242
IN_PROGRESS_STEPS = 5
MAPS = (("castles",),)
"""Objects whose keys are data (the castles' values), not names of values."""


def play(names: tuple[str, ...], steps: int, deal: int = DEAL) -> Game:
    """A game of the classic set, each seat playing its first legal move."""
    game = Game.new(builtin_tileset("classic"), deal, list(names))
    while game.step < steps:
        for seat in game.waiting_for():
            game.place(seat, game.legal_moves(seat)[0])
    return game


@cache
def in_progress() -> dict[str, Any]:
    """The autosave of a game of Ana with a computer player at field 6 of 22."""
    game = play(("Ana", "Rocinante"), IN_PROGRESS_STEPS)
    return record_of_game(game, ["human", "bot:greedy"]) | {"assisted": False}


@cache
def finished() -> dict[str, Any]:
    """A finished solitaire game, as the folder of games waiting for the book keeps it."""
    return record_of_game(play(("Ana",), 22), ["human"]) | {"assisted": False}


def older(kind: str, base: dict[str, Any]) -> list[Case]:
    """What earlier versions wrote: no seat kinds, no aids mark, no deal number."""
    bare = removing(base, ("assisted",))
    for seat in range(len(base["players"])):
        bare = removing(bare, ("players", seat, "kind"))
    return [
        Case(f"{kind}-older-without-kinds-and-aids-mark", as_bytes(bare), False),
        Case(f"{kind}-older-without-deal-number", as_bytes(setting(base, ("seed",), None)),
             False),
        Case(f"{kind}-older-compact", as_bytes(base, indent=None), False),
    ]


def newer(kind: str, base: dict[str, Any]) -> list[Case]:
    return [
        Case(f"{kind}-newer-keys-at-every-level", as_bytes(newer_keys(base, MAPS)), False),
        Case(f"{kind}-newer-format-2", as_bytes(setting(base, ("format",), "dq-game/2")), True,
             says=("format", "dq-game/2")),
        Case(f"{kind}-newer-tile-kind", as_bytes(setting(
            base, ("tileset", "tiles", 0, "kind"), "bridge")), True, says=("tileset",)),
        grandmaster(kind, base),
    ]


def grandmaster(kind: str, base: dict[str, Any]) -> Case:
    """A computer player this version does not know. In a game still to be played it
    cannot play (issue 34, item 3: refused and said, whatever way is chosen); a
    finished game is recorded as it is."""
    last = len(base["players"]) - 1
    content = as_bytes(setting(base, ("players", last, "kind"), "bot:grandmaster"))
    name = f"{kind}-newer-computer-grandmaster"
    if len(base["positions"]) == len(base["players"][last]["placements"]):
        return Case(name, content, False)
    return Case(name, content, None, says=("grandmaster",), item=3)


def hand_edits(kind: str, base: dict[str, Any]) -> list[Case]:
    cases = []
    for path in places(base):
        if path[-1] == "assisted":
            continue  # the aids mark is another item's (issue 34, items 4 and 5)
        value = value_at(base, path)
        cases.append(Case(f"{kind}-wrong-type-{place_name(path)}", as_bytes(
            setting(base, path, wrong_type(value))), True, says=(place_name(path[:2]),)))
    for path, value in [
        (("seed",), -1), (("seed",), 10**30), (("seed",), 2.5),
        (("castles", "6"), "Z9"), (("castles", "6"), "é"), (("positions", 0), "A1 "),
        (("players", 0, "name"), ""), (("players", 0, "name"), HUGE_TEXT),
        (("players", 0, "kind"), "bot:" + HUGE_TEXT),
        (("players", 0, "hands", 0, 0), "tile-of-no-set"),
        (("players", 0, "placements", 0, "field"), "Ж1"),
        (("players", 0, "total"), 10**12), (("players", 0, "total"), -3),
        (("tileset", "name"), HUGE_TEXT), (("tileset", "tiles", 0, "count"), 10**6),
    ]:
        cases.append(Case(f"{kind}-bad-value-{place_name(path)}-{label(value)}", as_bytes(
            setting(base, path, value)), True, says=(place_name(path[:2]),)))
    cases += [
        Case(f"{kind}-too-many-players", as_bytes(
            setting(base, ("players",), base["players"] * 5)), True, says=("players",)),
        Case(f"{kind}-no-players", as_bytes(setting(base, ("players",), [])), True,
             says=("players",)),
        Case(f"{kind}-a-huge-hand", as_bytes(setting(
            base, ("players", 0, "hands", 0), ["k2c"] * 50_000)), True, says=("players[0]",)),
        Case(f"{kind}-tile-set-nested-deep", with_raw(
            removing(base, ("tileset",)), "tileset", b'{"tiles": ' + b"[" * 3000
            + b"]" * 3000 + b"}"), True),
    ]
    return cases


def cases(kind: str, base: dict[str, Any]) -> list[Case]:
    return [*older(kind, base), *newer(kind, base), *hand_edits(kind, base),
            *byte_cases(kind, base), *cut_cases(kind, as_bytes(base))]


def representative(kind: str, base: dict[str, Any]) -> list[Case]:
    """The forms of every kind, and the hand edits that are not a value of the wrong type
    (those go through the same reader as the autosave's, each tried there)."""
    edits = [case for case in hand_edits(kind, base) if "-wrong-type-" not in case.name]
    return [*older(kind, base), *newer(kind, base), *edits, *byte_cases(kind, base),
            *cut_cases(kind, as_bytes(base))]


def autosave_cases() -> list[Case]:
    return cases("autosave", in_progress())


def waiting_cases() -> list[Case]:
    return representative("waiting", finished())


def opened_cases() -> list[Case]:
    return representative("opened", in_progress())

