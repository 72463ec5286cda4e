"""A finished game's identity: when it finished and a random id, made once at its end.

The record book keeps a game once: a record whose digest it holds already is the
same game sent again (by the retry, or waiting in ``unrecorded/`` after a crash).
Two games of one deal played alike by the same names have equal records, so the
identity goes into the record (two keys of our own; readers of ``dq-game/1``
ignore them): a game played again is new, the same game sent again is not. A
record without these keys (written before them) is kept as it is.
"""

from __future__ import annotations

import re
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

FINISHED_AT_KEY = "finished_at"
GAME_UID_KEY = "game_uid"
UID = re.compile(r"[0-9a-f]{32}")
EARLIEST_YEAR = 2000
LATEST_YEAR = 9000
"""A finish outside these years is not a date the program wrote (a hand edit, a broken
clock): the identity is not used, the game is then kept by its content alone."""
LONGEST_DATE = 40


@dataclass(frozen=True)
class GameIdentity:
    finished_at: datetime
    """Aware; when the game's last tile was placed."""
    uid: str
    """32 hexadecimal digits, random: two games finished in the same second differ."""

    def stamp(self, record: dict[str, Any]) -> dict[str, Any]:
        """``record`` with this identity's keys added."""
        return record | {
            FINISHED_AT_KEY: self.finished_at.astimezone(UTC).isoformat(timespec="seconds"),
            GAME_UID_KEY: self.uid,
        }


def new_identity(finished_at: datetime) -> GameIdentity:
    return GameIdentity(finished_at, uuid.uuid4().hex)


def identity_of(data: Any) -> GameIdentity | None:
    """The identity written in a ``dq-game/1`` object; ``None`` when it has none, or
    when either key is not what this program writes (both are needed)."""
    if not isinstance(data, dict):
        return None
    text, uid = data.get(FINISHED_AT_KEY), data.get(GAME_UID_KEY)
    if not isinstance(text, str) or not isinstance(uid, str) or not UID.fullmatch(uid):
        return None
    if len(text) > LONGEST_DATE:
        return None
    try:
        when = datetime.fromisoformat(text)
    except ValueError:
        return None
    if when.tzinfo is None or not EARLIEST_YEAR <= when.year <= LATEST_YEAR:
        return None
    return GameIdentity(when, uid)
