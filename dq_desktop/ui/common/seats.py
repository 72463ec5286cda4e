"""Who sits at the table: names, colours, and whether a human or a computer plays."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtWidgets import QComboBox

from dq_desktop.engine.tileset import TileSet
from dq_desktop.storage.settings import Settings
from dq_desktop.ui.common import palette

HUMAN = "human"


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
    """Everything the New Game dialog decides."""

    seats: tuple[Seat, ...]
    tileset: TileSet
    seed: int
    sancho: bool = False
    guided: bool = False
    """The guided first game: the guide chose its tiles knowing the whole deal, so it is
    never recorded nor offered for resumption."""


def seats_of_record(names: Sequence[str], kinds: Sequence[str | None]) -> tuple[Seat, ...]:
    """The seats of a recorded game: each player's name and kind as the record gives it
    (``human`` or ``bot:NAME``, as ``Seat.record_kind`` writes it; none: a human), the
    colours in seat order."""
    return tuple(Seat(name, (kind or HUMAN).removeprefix("bot:"), seat)
                 for seat, (name, kind) in enumerate(zip(names, kinds, strict=True)))


def seats_of_settings(settings: Settings) -> tuple[Seat, ...]:
    """The players of a new game, as the settings keep them (a seat without a chosen name
    gets the program's own, in the language of now)."""
    return tuple(Seat(shown_name(s.name or "You"), s.kind, s.colour)
                 for s in settings.default_players)


def stored_name(name: str) -> str | None:
    """How the settings keep a seat's name: the program's own default as no name chosen."""
    return None if is_default_name(name) else name


DEFAULT_NAMES = frozenset({"You", "Vous", "Sie"})
"""The program's own name for the first player, in each of its languages (the
catalogues' translations of "You"; a test keeps them equal)."""


def is_default_name(name: str) -> bool:
    """A name the program gave, not one a player typed: shown in the language of now."""
    return name in DEFAULT_NAMES


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
        box.addItem(palette.colour_icon(seat), name)
    box.setVisible(len(names) > 1)
    return box
