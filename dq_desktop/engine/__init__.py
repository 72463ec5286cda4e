"""The rules of Don Quixote in pure Python: no Qt below this package.

Names load on first use (PEP 562), so that importing one module of the
engine does not import all of it: start-up time matters to the application.

    >>> from dq_desktop.engine import Field, Point
    >>> Field.parse("C2")
    Field.parse('C2')
    >>> Point.NE.turned
    <Point.SW: 'SW'>
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

_HOMES = {
    "DqError": "errors",
    "FieldOccupiedError": "errors",
    "GameOverError": "errors",
    "IllegalMoveError": "errors",
    "NotationError": "errors",
    "TileSetError": "errors",
    "Explanation": "explanation",
    "NonDefenseReason": "explanation",
    "SymbolGroup": "explanation",
    "explain": "explanation",
    "Field": "fields",
    "Game": "game",
    "Move": "game",
    "PlacementResult": "game",
    "PlayerState": "game",
    "Connection": "network",
    "RoadNetwork": "network",
    "RoadSegment": "network",
    "Half": "points",
    "Point": "points",
    "Principality": "principality",
    "Score": "scoring",
    "score": "scoring",
    "Symbol": "symbols",
    "SymbolRef": "symbols",
    "PlacedTile": "tiles",
    "Tile": "tiles",
    "TileId": "tiles",
    "TileKind": "tiles",
    "TileSet": "tileset",
}

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


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value


if TYPE_CHECKING:
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
