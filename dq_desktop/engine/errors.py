"""The engine's exceptions: every one a ValueError with a specific type.

Messages are for developers and logs; the interface maps exception types to
translated text, so the engine never returns prose meant for players.
"""


class DqError(ValueError):
    """Base of every error the engine raises on bad input."""


class NotationError(DqError):
    """A field, point, symbol or tile text could not be read."""


class TileSetError(DqError):
    """A tile set breaks a rule of its format (SPEC.md §4)."""


class FieldOccupiedError(DqError):
    """A tile was put on a field that already holds one."""


class IllegalMoveError(DqError):
    """A placement the rules do not allow at this point of the game."""


class GameOverError(IllegalMoveError):
    """A placement was tried after the last field was filled."""


class UnknownPlayerError(IllegalMoveError):
    """A placement names a seat that is not at the table."""


class WrongFieldError(IllegalMoveError):
    """A placement names a field other than the one to fill now."""


class AlreadyPlacedError(IllegalMoveError):
    """The player has already filled the current field."""


class TileNotAvailableError(IllegalMoveError):
    """The tile is not among the player's revealed, unplaced tiles."""


class LastTileTooEarlyError(IllegalMoveError):
    """The tile set aside in round 3 may only fill the last field."""


class LastTileRequiredError(IllegalMoveError):
    """The last field takes the tile set aside (or Sancho Panza), nothing else."""


class SanchoUnavailableError(IllegalMoveError):
    """Sancho Panza is not in this game, or the player has used him already."""


class TakeBackError(IllegalMoveError):
    """The placement can no longer be taken back (the game has moved on)."""


class DealError(DqError):
    """A deal that shuffling cannot produce; ``place`` names the part at fault."""

    def __init__(self, place: str, problem: str) -> None:
        self.place = place
        self.problem = problem
        super().__init__(f"{place}: {problem}")
