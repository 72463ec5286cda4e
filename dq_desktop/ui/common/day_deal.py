"""The deal of the day at the table: who plays it, which games were played on it, its words.

The engine gives the number (``engine/deal_of_the_day.py``); here it becomes a game
(solitaire, classic tile set, no Sancho Panza) and a line of the records window.
The calendar date is the player's own (the local date).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import date, datetime

from dq_desktop.engine.deal_of_the_day import SANCHO, TILESET, deal_of_the_day
from dq_desktop.formats.player_names import PROGRAM_NAME
from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.storage.entries import GameEntry
from dq_desktop.ui.common.dates import short_date
from dq_desktop.ui.common.seats import HUMAN, GameSetup, Seat
from dq_desktop.ui.common.text import fill, translate


def today() -> date:
    """The player's calendar date."""
    return datetime.now().astimezone().date()


def day_setup(seats: Sequence[Seat], day: date) -> GameSetup:
    """The deal of ``day`` for the first human of ``seats`` (the table's player), alone."""
    player = next((seat for seat in seats if seat.is_human), Seat(PROGRAM_NAME, HUMAN, 0))
    return GameSetup((player,), builtin_tileset(TILESET), deal_of_the_day(day), SANCHO)


def is_day_deal(game: GameEntry, day: date) -> bool:
    """A solitaire game of the player's own on the deal of ``day``."""
    return (game.is_personal and game.seed == deal_of_the_day(day)
            and game.tileset == TILESET and game.sancho == SANCHO)


def attempts_on(games: Iterable[GameEntry], day: date) -> list[GameEntry]:
    """The player's games on the deal of ``day``, oldest first."""
    return sorted((game for game in games if is_day_deal(game, day)),
                  key=lambda game: (game.played_at, game.id))


def day_title(day: date) -> str:
    """``Deal of the day, 28/11/2026: deal 368767795``."""
    return fill(translate("DealOfTheDay", "Deal of the day, %1: deal %2"),
                short_date(day), deal_of_the_day(day))


def day_heading(day: date) -> str:
    """``Deal of the day 368767795``: the date is in ``day_title``, where there is room."""
    return fill(translate("DealOfTheDay", "Deal of the day %1"), deal_of_the_day(day))


def day_terms() -> str:
    return translate("DealOfTheDay", "Solitaire, classic tile set, without Sancho Panza: "
                                     "the same deal for every player today.")
