"""The rules of Don Quixote in pure Python: no Qt below this package.

The main entry points::

    >>> from dq_desktop.engine import Field, Point
    >>> Field.parse("C2")
    Field.parse('C2')
    >>> Point.NE.turned
    <Point.SW: 'SW'>
"""

from dq_desktop.engine.errors import (
    DqError,
    FieldOccupiedError,
    GameOverError,
    IllegalMoveError,
    NotationError,
    TileSetError,
)
from dq_desktop.engine.explanation import (
    Explanation,
    NonDefenseReason,
    SymbolGroup,
    explain,
)
from dq_desktop.engine.fields import Field
from dq_desktop.engine.game import Game, Move, PlacementResult, PlayerState
from dq_desktop.engine.network import Connection, RoadNetwork, RoadSegment
from dq_desktop.engine.points import Half, Point
from dq_desktop.engine.principality import Principality
from dq_desktop.engine.scoring import Score, score
from dq_desktop.engine.symbols import Symbol, SymbolRef
from dq_desktop.engine.tiles import PlacedTile, Tile, TileId, TileKind
from dq_desktop.engine.tileset import TileSet

__all__ = [
    "Connection",
    "DqError",
    "Explanation",
    "Field",
    "FieldOccupiedError",
    "Game",
    "GameOverError",
    "Half",
    "IllegalMoveError",
    "Move",
    "NonDefenseReason",
    "NotationError",
    "PlacedTile",
    "PlacementResult",
    "PlayerState",
    "Point",
    "Principality",
    "RoadNetwork",
    "RoadSegment",
    "Score",
    "Symbol",
    "SymbolGroup",
    "SymbolRef",
    "Tile",
    "TileId",
    "TileKind",
    "TileSet",
    "TileSetError",
    "explain",
    "score",
]
