"""``dq-game/1`` files: finished game records and saves of games in progress.

Reading a record replays it through the engine, so a record that breaks a
rule, or whose scores disagree with the rules, is refused with its place.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from dq_desktop.engine.deal import MAX_DEAL, Deal, PlayerDeal
from dq_desktop.engine.errors import DealError, DqError
from dq_desktop.engine.fields import Field as BoardField
from dq_desktop.engine.game import Game, Move
from dq_desktop.engine.tiles import TileId
from dq_desktop.formats.errors import FileFormatError, from_validation, quoted
from dq_desktop.formats.json_files import read_json_file, write_text_atomic
from dq_desktop.formats.tileset_file import check_format, tileset_from_json, tileset_to_json

GAME_FORMAT = "dq-game/1"
MAX_POINTS = 10_000
"""More points than any category, round or game can score: a bound, not a rule."""
_NEWER_FORMAT = re.compile(r"dq-game/([0-9]{1,9})")

FieldName = Annotated[str, Field(max_length=2)]
TileName = Annotated[str, Field(max_length=32)]
Points = Annotated[int, Field(ge=0, le=MAX_POINTS)]


class PlacementModel(BaseModel):
    model_config = ConfigDict(strict=True, frozen=True)

    field: str = Field(max_length=2)
    tile: str = Field(max_length=32)
    rotated: bool = False


class ScoreModel(BaseModel):
    model_config = ConfigDict(strict=True, frozen=True)

    round: int = Field(ge=1, le=3)
    castle6: Points
    castle4: Points
    churches: Points
    windmills: Points
    defense: Points
    knights: Points
    total: Points


class PlayerModel(BaseModel):
    model_config = ConfigDict(strict=True, frozen=True)

    name: str = Field(min_length=1, max_length=40)
    kind: str | None = Field(default=None, max_length=40)
    """Who played the seat: ``human``, or ``bot:NAME``. Optional; our own addition."""
    hands: list[Annotated[list[TileName], Field(max_length=9)]] = Field(max_length=3)
    last_tile: TileName
    placements: list[PlacementModel] = Field(default=[], max_length=22)
    discarded: list[TileName] = Field(default=[], max_length=22)
    scores: list[ScoreModel] = Field(default=[], max_length=3)
    total: Points = 0


class GameModel(BaseModel):
    model_config = ConfigDict(strict=True, frozen=True)

    format: Literal["dq-game/1"]
    tileset: dict[str, Any]
    sancho: bool = False
    seed: int | None = Field(default=None, ge=0, le=MAX_DEAL)
    castles: dict[Literal["6", "4"], FieldName]
    positions: list[FieldName] = Field(max_length=22)
    players: list[PlayerModel] = Field(min_length=1, max_length=4)


def record_of_game(game: Game, kinds: Sequence[str | None] | None = None) -> dict[str, Any]:
    """The ``dq-game/1`` object of a game, finished or not.

    ``kinds`` gives each seat's ``kind``; a seat whose kind is ``None`` has none
    written, so that what ``read_game`` returns is written back unchanged.
    """
    players = []
    for seat, player in enumerate(game.players):
        entry: dict[str, Any] = {"name": player.name}
        if kinds is not None and kinds[seat] is not None:
            entry["kind"] = kinds[seat]
        entry |= {
            "hands": [list(hand) for hand in player.hands],
            "last_tile": player.last_tile,
            "placements": [
                {"field": p.field.name, "tile": p.tile, "rotated": p.rotated}
                for p in player.placements
            ],
            "discarded": list(player.discarded),
            "scores": [s.as_dict() for s in player.scores],
            "total": player.total,
        }
        players.append(entry)
    return {
        "format": GAME_FORMAT,
        "tileset": tileset_to_json(game.tileset),
        "sancho": game.sancho,
        "seed": game.deal.seed,
        "castles": {str(value): field.name for value, field in game.deal.castles.items()},
        "positions": [field.name for field in game.deal.positions],
        "players": players,
    }


def game_from_record(data: Any, source: str = "<game record>") -> tuple[Game, list[str | None]]:
    """Rebuild the game a record describes, checking every placement and score.

    Returns the game and each seat's ``kind`` (``None`` where the record has none).
    """
    _refuse_a_newer_format(source, data)
    check_format(source, data, GAME_FORMAT)
    try:
        model = GameModel.model_validate(data)
    except ValidationError as error:
        raise from_validation(source, error) from None
    tileset = tileset_from_json(model.tileset, source, prefix="tileset")

    def field(text: str, place: str) -> BoardField:
        try:
            return BoardField.parse_exact(text)
        except DqError as error:
            raise FileFormatError(source, place, str(error)) from None

    deal = Deal(
        seed=model.seed,
        castles={
            int(value): field(name, f"castles.{value}") for value, name in model.castles.items()
        },
        positions=tuple(field(name, f"positions[{i}]") for i, name in enumerate(model.positions)),
        players=tuple(
            PlayerDeal(
                tuple(tuple(TileId(t) for t in hand) for hand in p.hands), TileId(p.last_tile)
            )
            for p in model.players
        ),
    )
    try:
        game = Game.from_deal(tileset, deal, [p.name for p in model.players], sancho=model.sancho)
    except DealError as error:
        raise FileFormatError(source, error.place, error.problem) from None
    except DqError as error:
        raise FileFormatError(source, "tileset", str(error)) from None
    _replay(game, model, source)
    _check_outcome(game, model, source)
    return game, [p.kind for p in model.players]


def _refuse_a_newer_format(source: str, data: Any) -> None:
    """A file of ``dq-game/2`` or later says so: it is not damaged, it is newer."""
    found = data.get("format") if isinstance(data, dict) else None
    if not isinstance(found, str):
        return
    newer = _NEWER_FORMAT.fullmatch(found)
    if newer is not None and int(newer.group(1)) > 1:
        raise FileFormatError(source, "format", f"written by a newer version of dq-desktop "
                              f"({quoted(found)}; this version reads {GAME_FORMAT!r})")


def _replay(game: Game, model: GameModel, source: str) -> None:
    longest = max(len(p.placements) for p in model.players)
    for step in range(longest):
        for seat, player in enumerate(model.players):
            if step >= len(player.placements):
                continue
            entry = player.placements[step]
            place = f"players[{seat}].placements[{step}]"
            try:
                target = BoardField.parse_exact(entry.field)
                game.place(seat, Move(TileId(entry.tile), entry.rotated), target)
            except DqError as error:
                raise FileFormatError(source, place, str(error)) from None


def _check_outcome(game: Game, model: GameModel, source: str) -> None:
    for seat, (player, recorded) in enumerate(zip(game.players, model.players, strict=True)):
        where = f"players[{seat}]"
        if list(player.discarded) != recorded.discarded:
            raise FileFormatError(
                source, f"{where}.discarded", f"should be {list(player.discarded)}"
            )
        if len(recorded.scores) != len(player.scores):
            raise FileFormatError(
                source,
                f"{where}.scores",
                f"{len(player.scores)} rounds were scored, the record has {len(recorded.scores)}",
            )
        for number, (actual, written) in enumerate(
            zip(player.scores, recorded.scores, strict=True)
        ):
            if actual.as_dict() != written.model_dump():
                raise FileFormatError(
                    source,
                    f"{where}.scores[{number}]",
                    f"the rules give {json.dumps(actual.as_dict())}",
                )
        if recorded.total != player.total:
            raise FileFormatError(
                source, f"{where}.total", f"the rules give {player.total}, not {recorded.total}"
            )


def human_seats(kinds: Sequence[str | None]) -> list[int]:
    """The seats a person played: ``human``, or no kind at all (as the table reads a record:
    any other kind is a computer player's)."""
    return [seat for seat, kind in enumerate(kinds) if kind in (None, "human")]


def read_game(path: str | Path) -> tuple[Game, list[str | None]]:
    return game_from_record(read_json_file(path), str(path))


def write_game(path: str | Path, game: Game, kinds: Sequence[str | None] | None = None,
               extra: Mapping[str, Any] | None = None) -> None:
    """Save a game record atomically: the old file stays whole until the new one is.

    ``extra``: keys added to the record (``game_marks``: how the game is played)."""
    record = record_of_game(game, kinds) | dict(extra or {})
    write_text_atomic(path, json.dumps(record, indent=1) + "\n")
