"""Who sits at the table: names, colours, and whether a human or a computer plays; and
the table a game is played at, which every action that starts one asks for here."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtWidgets import QComboBox

from dq_desktop.engine.errors import DqError
from dq_desktop.engine.tileset import TileSet
from dq_desktop.formats.player_names import PROGRAM_NAME, PROGRAM_NAMES, chose_no_name, kept_name
from dq_desktop.storage.settings import SeatSettings, Settings
from dq_desktop.ui.common import palette

HUMAN = "human"
STAND_IN = "normal"
"""Who plays a seat whose computer player this version does not know (a newer
version's, a hand edit): the middle of the known ones, neither crushing nor idle."""


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = HUMAN
    """``human``, or the name of a computer player (``greedy``, …)."""
    colour: int = 0
    """Index into the palette's player colours."""

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    @property
    def record_kind(self) -> str:
        """How a game record names this seat's player (``human`` or ``bot:NAME``)."""
        return HUMAN if self.is_human else f"bot:{self.kind}"


@dataclass(frozen=True)
class GameSetup:
    """Everything the New Game dialog decides. A computer player this version does not
    know is refused here, never handed to the bot runner (``known_table`` replaces it
    before)."""

    seats: tuple[Seat, ...]
    tileset: TileSet
    seed: int
    sancho: bool = False
    guided: bool = False
    """The guided first game: the guide chose its tiles knowing the whole deal, so it is
    never recorded nor offered for resumption."""

    def __post_init__(self) -> None:
        known = known_kinds()
        for seat in self.seats:
            if seat.kind not in known:
                raise DqError(f"unknown computer player {seat.kind!r} (one of "
                              f"{', '.join(known)})")


def known_kinds() -> list[str]:
    """``human`` and every computer player of this version."""
    from dq_desktop.engine.bots import bot_names  # the players' modules: not before the first frame

    return [HUMAN, *bot_names()]


def known_kind(kind: str) -> str | None:
    """``kind`` as this version names it (a hand edit's "Expert " too), or ``None``."""
    wanted = kind.strip().casefold()
    return next((known for known in known_kinds() if known == wanted), None)


FAILURE_STAND_INS = ("greedy", "random")
"""Who places a seat's tiles once its computer player stopped with an error: the next
of these, each simpler than the one before (none after the last)."""


def stand_in_after_failure(kind: str) -> str:
    """Who plays a seat after ``kind`` failed on it (empty: nobody, the game cannot go
    on); never ``kind`` itself nor one tried before it, so failures cannot go round."""
    if kind not in FAILURE_STAND_INS:
        return FAILURE_STAND_INS[0]
    following = FAILURE_STAND_INS[FAILURE_STAND_INS.index(kind) + 1:]
    return following[0] if following else ""


@dataclass(frozen=True)
class StandIn:
    """A computer player this version does not know, and the one that plays instead."""

    seat: int
    name: str
    """The seat's player, as the table names it."""
    unknown: str
    kind: str


@dataclass(frozen=True)
class Table:
    """The seats of a game about to be played, every player one this version knows."""

    seats: tuple[Seat, ...]
    stand_ins: tuple[StandIn, ...] = ()
    """Who plays in place of a computer player this version does not know (to be said)."""
    sancho: bool = False
    """Whether the table plays with Sancho Panza."""


def program_table() -> tuple[Seat, ...]:
    """The program's own table: one human, who chose no name."""
    return (Seat(PROGRAM_NAME, HUMAN, 0),)


def known_table(seats: Sequence[Seat]) -> Table:
    """``seats`` as they can be played: a computer player this version does not know is
    replaced by ``STAND_IN`` (and said in ``stand_ins``); no seat at all: the program's
    own table."""
    if not seats:
        return Table(program_table())
    kept: list[Seat] = []
    stand_ins: list[StandIn] = []
    for number, seat in enumerate(seats):
        kind = known_kind(seat.kind)
        if kind is None:
            stand_ins.append(StandIn(number, seat.name, seat.kind, STAND_IN))
            kind = STAND_IN
        kept.append(replace(seat, kind=kind))
    return Table(tuple(kept), tuple(stand_ins))


def table_to_play(settings: Settings | None) -> Table:
    """The table of a new game, for every action that starts one (New Game, Play this
    deal again, the first game at start…): the settings' default table, or the program's
    own when they keep none (settings never accepted)."""
    if settings is None:
        return known_table(())
    return replace(known_table(seats_of_settings(settings)), sancho=settings.sancho)


def kept_table(seats: Sequence[Seat], sancho: bool) -> dict[str, Any]:
    """The settings' keys that keep ``seats`` and ``sancho`` as the table the next game
    starts from (the last table chosen in New Game)."""
    kept = [SeatSettings(name=stored_name(seat.name), kind=seat.kind, colour=seat.colour)
            for seat in seats]
    return {"default_players": kept, "sancho": sancho}


def seats_of_record(names: Sequence[str], kinds: Sequence[str | None]) -> tuple[Seat, ...]:
    """The seats of a recorded game: each player's name and kind as the record gives it
    (``human`` or ``bot:NAME``, as ``Seat.record_kind`` writes it; none: a human), the
    colours in seat order."""
    return tuple(Seat(kept_name(name), (kind or HUMAN).removeprefix("bot:"), seat)
                 for seat, (name, kind) in enumerate(zip(names, kinds, strict=True)))


def seats_of_settings(settings: Settings) -> tuple[Seat, ...]:
    """The players of a new game, as the settings keep them (a seat without a chosen name
    gets the program's own; any kind, as written: see ``known_table``)."""
    return tuple(Seat(kept_name(s.name or PROGRAM_NAME), s.kind, s.colour)
                 for s in settings.default_players)


def stored_name(name: str) -> str | None:
    """How the settings keep a seat's name: the program's own default as no name chosen."""
    return None if is_default_name(name) else name


DEFAULT_NAMES = PROGRAM_NAMES
"""The program's own name for the first player, in each of its languages (the
catalogues' translations of "You"; a test keeps them equal)."""


def is_default_name(name: str) -> bool:
    """A name the program gave, not one a player typed: shown in the language of now."""
    return chose_no_name(name)


def shown_name(name: str) -> str:
    """``name`` as shown: the program's default name follows the language; a
    player's own name is his."""
    from dq_desktop.ui.common.text import translate

    return translate("NewGameDialog", "You") if is_default_name(name) else name


def player_choice(names: Sequence[str]) -> QComboBox:
    """A list to choose whose board a window shows: each name with its seat's colour,
    hidden when there is only one player."""
    box = QComboBox()
    for seat, name in enumerate(names):
        box.addItem(palette.colour_icon(seat), shown_name(name))
    box.setVisible(len(names) > 1)
    return box
