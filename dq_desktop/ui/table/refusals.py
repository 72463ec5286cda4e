"""Why a placement was refused, in the player's language.

The engine's messages are for developers; the interface maps each exception
type to a sentence of its own.
"""

from __future__ import annotations

from dq_desktop.engine.errors import (
    AlreadyPlacedError,
    FieldOccupiedError,
    GameOverError,
    IllegalMoveError,
    LastTileRequiredError,
    LastTileTooEarlyError,
    SanchoUnavailableError,
    TakeBackError,
    TileNotAvailableError,
    WrongFieldError,
)
from dq_desktop.ui.common.text import translate


class ComputersTilesError(IllegalMoveError):
    """A tile of a computer player's hand, dropped or chosen by a person.

    The engine knows no kinds of players; the table does, so the refusal is the
    interface's own.
    """


def refusal_text(error: object) -> str:
    """The status bar's sentence for a refused placement (``error``: the engine's exception)."""
    if isinstance(error, GameOverError):
        return translate("Refusal", "The game is over: every field is filled.")
    if isinstance(error, WrongFieldError | FieldOccupiedError):
        return translate("Refusal", "A tile can only go on the green field.")
    if isinstance(error, AlreadyPlacedError):
        return translate("Refusal", "A tile is already on this field.")
    if isinstance(error, SanchoUnavailableError):
        return translate("Refusal", "Sancho Panza cannot be played any more.")
    if isinstance(error, LastTileRequiredError):
        return translate("Refusal", "The last field takes the tile set aside (or Sancho Panza).")
    if isinstance(error, LastTileTooEarlyError):
        return translate("Refusal", "The tile set aside can only fill the last field.")
    if isinstance(error, TileNotAvailableError):
        return translate("Refusal", "This tile is not among the revealed tiles.")
    if isinstance(error, ComputersTilesError):
        return translate("Refusal", "These are a computer player's tiles: it places them itself.")
    if isinstance(error, TakeBackError):
        return translate("Refusal", "This placement can no longer be taken back.")
    return translate("Refusal", "This placement is not allowed now.")
