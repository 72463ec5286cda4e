"""What a game file says about how its game is played, beside the moves: which seats used
an aid (a hint or a take-back), and whether it is the guided first game.

Our additions to the ``dq-game/1`` object (its readers ignore keys they do not know);
the autosave and the games saved by the player carry them alike. ``assisted`` keeps
its first form, ``true`` when any seat used an aid, which older versions read (they
mark every seat); ``assisted_seats`` names the seats. A file without them is unaided
and not guided, as it always was. A value that cannot be read never makes a game
unaided: it counts as an aid taken by every human seat.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

ASSISTED_KEY = "assisted"
ASSISTED_SEATS_KEY = "assisted_seats"
GUIDED_KEY = "guided"
HUMAN_KINDS = (None, "human")
"""A seat's ``kind`` in a record when a human played it (none written: a human)."""


@dataclass(frozen=True)
class GameMarks:
    assisted: frozenset[int] = field(default_factory=frozenset)
    """The seats that took a hint or a take-back: their games are assisted."""
    guided: bool = False
    """The guided first game: the guide chose its tiles knowing the whole deal, so it
    never enters the record book."""


def marks_to_json(marks: GameMarks) -> dict[str, Any]:
    """The keys to add to a game's ``dq-game/1`` object."""
    data: dict[str, Any] = {ASSISTED_KEY: bool(marks.assisted)}
    if marks.assisted:
        data[ASSISTED_SEATS_KEY] = sorted(marks.assisted)
    if marks.guided:
        data[GUIDED_KEY] = True
    return data


def marks_of(data: Mapping[str, Any], kinds: Sequence[str | None]) -> GameMarks:
    """The marks of a game record whose seats are played by ``kinds`` (as
    ``game_from_record`` returns them)."""
    guided = data.get(GUIDED_KEY) is True
    flag = data.get(ASSISTED_KEY, False)
    listed = _seats(data.get(ASSISTED_SEATS_KEY, []), len(kinds))
    if listed is None or not isinstance(flag, bool) or (flag and not listed):
        # Unreadable, or the first form alone (``true``): every human seat.
        humans = frozenset(seat for seat, kind in enumerate(kinds) if kind in HUMAN_KINDS)
        return GameMarks(humans, guided)
    return GameMarks(listed, guided)


def _seats(value: Any, players: int) -> frozenset[int] | None:
    """The seat numbers of ``assisted_seats``; ``None`` when it is not a list of them."""
    if not isinstance(value, list) or len(value) > players:
        return None
    if not all(type(seat) is int and 0 <= seat < players for seat in value):
        return None
    return frozenset(value)
