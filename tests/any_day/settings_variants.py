"""``settings.json`` from any day (``dq-settings/1``): older, newer, edited by hand, cut short.

The rule (``storage/settings.py``): what can be read is kept, a bad value falls back
to its default, the file is kept under a dated name and that is said once.
"""

from __future__ import annotations

from typing import Any

from tests.any_day.variants import (
    HUGE_TEXT,
    Case,
    as_bytes,
    byte_cases,
    cut_cases,
    deep,
    newer_keys,
    place_name,
    places,
    removing,
    setting,
    value_at,
    with_raw,
    wrong_type,
)

BASE: dict[str, Any] = {
    "format": "dq-settings/1",
    "language": "en",
    "aids": False,
    "animation_speed": "off",
    "default_players": [
        {"name": "Ana", "kind": "human", "colour": 2},
        {"name": None, "kind": "greedy", "colour": 1},
    ],
    "window_geometry": "",
    "window_sizes": {"records": {"width": 900, "height": 600}},
}
"""The settings as this version writes them (no window place: each test's window is new)."""

KEPT = {"aids": False, "animation_speed": "off"}
"""Values every case but the one that spoils them must keep."""
MAPS = (("window_sizes",),)
"""Objects whose keys are names of windows, not of values."""


def kept_unless(path: tuple[str | int, ...]) -> dict[str, Any]:
    """What a bad value at ``path`` must leave: the rest (a file whose format is not
    ``dq-settings/1`` is not read at all)."""
    if path[0] == "format":
        return {}
    return {key: value for key, value in KEPT.items() if key != path[0]}


def older() -> list[Case]:
    """What earlier versions wrote (git history of ``storage/settings.py``)."""
    named_you = setting(BASE, ("default_players", 1, "name"), "You")
    return [
        Case("settings-older-seat-names-stored-in-words", as_bytes(named_you), False,
             kept=KEPT),
        Case("settings-older-french-name-stored", as_bytes(
            setting(named_you, ("default_players", 1, "name"), "Vous")), False, kept=KEPT),
        Case("settings-older-without-window-sizes", as_bytes(removing(BASE, ("window_sizes",))),
             False, kept=KEPT),
        Case("settings-older-without-format", as_bytes(removing(BASE, ("format",))), False,
             kept=KEPT),
        Case("settings-older-language-only", as_bytes(
            {"format": "dq-settings/1", "language": "en"}), False),
        Case("settings-older-empty-object", b"{}", False),
    ]


def newer() -> list[Case]:
    return [
        Case("settings-newer-keys-at-every-level", as_bytes(newer_keys(BASE, MAPS)), False,
             kept=KEPT),
        Case("settings-newer-window", as_bytes(setting(
            BASE, ("window_sizes", "tournament"), {"width": 700, "height": 500})), False,
            kept=KEPT),
        Case("settings-newer-language-it", as_bytes(setting(BASE, ("language",), "it")), True,
             says=("language",), kept=KEPT),
        Case("settings-newer-animation-speed", as_bytes(
            setting(BASE, ("animation_speed",), "instant")), True, says=("animation_speed",),
            kept={"aids": False}),
        # Issue 34, item 3: a computer player this version does not know.
        Case("settings-newer-computer-grandmaster", as_bytes(
            setting(BASE, ("default_players", 1, "kind"), "grandmaster")), None,
            says=("grandmaster",), kept=KEPT, item=3),
        Case("settings-newer-format-2", as_bytes(setting(BASE, ("format",), "dq-settings/2")),
             True, says=("format",)),
        Case("settings-newer-window-named-with-digits", as_bytes(setting(
            BASE, ("window_sizes", "replay2"), {"width": 700, "height": 500})), True,
            says=("window_sizes",), kept=KEPT),
    ]


OUT_OF_RANGE: list[tuple[tuple[str | int, ...], Any]] = [
    (("default_players", 0, "colour"), 4),
    (("default_players", 0, "colour"), -1),
    (("default_players", 0, "colour"), 10**30),
    (("default_players", 0, "name"), ""),
    (("default_players", 0, "name"), "N" * 41),
    (("default_players", 0, "name"), HUGE_TEXT),
    (("default_players",), [{"name": "P"}] * 5),
    (("window_sizes", "records", "width"), 99),
    (("window_sizes", "records", "height"), 10**9),
    (("window_sizes", "records", "width"), 1.5),
    (("language",), HUGE_TEXT),
    (("language",), "EN"),
]


def hand_edits() -> list[Case]:
    cases = []
    for path in places(BASE):
        if path[-1] == "name" and value_at(BASE, path) is None:
            continue  # none: no name chosen; a wrong type is tried on the other seat
        cases.append(Case(f"settings-wrong-type-{place_name(path)}", as_bytes(
            setting(BASE, path, wrong_type(value_at(BASE, path)))), True,
            says=(str(path[0]),), kept=kept_unless(path)))
    for number, (path, value) in enumerate(OUT_OF_RANGE):
        cases.append(Case(f"settings-bad-value-{number}-{place_name(path)}", as_bytes(
            setting(BASE, path, value)), True, says=(str(path[0]),), kept=kept_unless(path)))
    cases += [
        # Issue 34, item 2: a window place that is not ASCII stopped every start.
        Case("settings-window-geometry-non-ascii", as_bytes(
            setting(BASE, ("window_geometry",), "é")), None, kept=KEPT, item=2),
        Case("settings-window-geometry-not-base64", as_bytes(
            setting(BASE, ("window_geometry",), "!!not a window's place!!")), None, kept=KEPT),
        Case("settings-window-geometry-huge", as_bytes(
            setting(BASE, ("window_geometry",), "QUJD" * 200_000)), None, kept=KEPT),
        Case("settings-in-french-with-a-bad-colour", as_bytes(setting(setting(
            BASE, ("language",), "fr"), ("default_players", 0, "colour"), 9)), True,
            says=("default_players",), kept=KEPT),
        Case("settings-seat-name-in-another-script", as_bytes(
            setting(BASE, ("default_players", 0, "name"), "Дон Кихот 堂吉诃德")), False,
            kept=KEPT),
        Case("settings-nested-deep-in-a-value", with_raw(
            removing(BASE, ("default_players",)), "default_players", deep()), True),
        Case("settings-nested-deep-but-readable", with_raw(
            BASE, "from_a_newer_version", deep(40)), False, kept=KEPT),
    ]
    return cases


def cases() -> list[Case]:
    return [*older(), *newer(), *hand_edits(), *byte_cases("settings", BASE),
            *cut_cases("settings", as_bytes(BASE))]
