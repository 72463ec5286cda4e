"""A game of Don Quixote: 1–4 players filling the same fields in the same order.

``Principality`` knows only tiles; ``Game`` adds the deal, the rounds
(9 / 7 / 5+1 fields), the hands, Sancho Panza and the scorings (SPEC.md §2).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from dq_desktop.engine.deal import HAND_SIZES, Deal, deal_from_seed
from dq_desktop.engine.errors import (
    AlreadyPlacedError,
    DqError,
    GameOverError,
    LastTileRequiredError,
    LastTileTooEarlyError,
    NotationError,
    SanchoUnavailableError,
    TakeBackError,
    TileNotAvailableError,
    UnknownPlayerError,
    WrongFieldError,
)
from dq_desktop.engine.fields import Field
from dq_desktop.engine.principality import Principality
from dq_desktop.engine.scoring import Score, score
from dq_desktop.engine.tiles import TILE_ID_FORM, TURN_SUFFIX, PlacedTile, TileId
from dq_desktop.engine.tileset import TileSet

ROUND_ENDS = (9, 16, 22)
"""How many fields are filled when rounds 1, 2 and 3 end."""
LAST_STEP = ROUND_ENDS[-1] - 1
"""The step (0-based) of field 22, which takes the tile set aside."""


def round_of_step(step: int) -> int:
    """The round (1–3) in which the ``step``-th field (0-based) is filled."""
    for number, end in enumerate(ROUND_ENDS, start=1):
        if step < end:
            return number
    return len(ROUND_ENDS)


@dataclass(frozen=True)
class Move:
    """A tile chosen for the current field, as printed or turned (``"k2c@180"``)."""

    tile: TileId
    rotated: bool = False

    @classmethod
    def parse(cls, text: str) -> Move:
        """Read ``"k2c"`` or ``"k2c@180"``; anything else raises NotationError."""
        name, sep, turn = text.partition("@")
        if sep and sep + turn != TURN_SUFFIX:
            raise NotationError(f"{text!r}: the only turn is {TURN_SUFFIX}")
        if not TILE_ID_FORM.fullmatch(name):
            raise NotationError(f"{text!r} is not a move: a tile's name, with {TURN_SUFFIX} "
                                "when turned")
        return cls(TileId(name), rotated=bool(sep))

    @property
    def text(self) -> str:
        return self.tile + ("@180" if self.rotated else "")

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Placement:
    field: Field
    tile: TileId
    rotated: bool


@dataclass(frozen=True)
class PlayerState:
    """One player's part of the game; replaced, never changed, by each placement."""

    name: str
    hands: tuple[tuple[TileId, ...], ...]
    last_tile: TileId
    board: Principality
    placements: tuple[Placement, ...] = ()
    discarded: tuple[TileId, ...] = ()
    scores: tuple[Score, ...] = ()
    sancho_used: bool = False

    @property
    def total(self) -> int:
        return sum(s.total for s in self.scores)


@dataclass(frozen=True)
class PlacementResult:
    """What one placement changed, so that views refresh only that."""

    player: int
    field: Field
    placed: PlacedTile
    preview_before: Score
    """The player's score 'if scored now' in this round, before the placement."""
    preview_after: Score
    field_complete: bool
    """Every player has now filled ``field``."""
    scored_round: int | None = None
    round_scores: tuple[Score, ...] = ()
    """One per player, when ``scored_round`` was scored by this placement."""
    discarded: tuple[tuple[int, TileId], ...] = ()
    """(player, tile) removed from the game because Sancho Panza was played."""
    next_field: Field | None = None
    game_over: bool = False

    @property
    def delta(self) -> dict[str, int]:
        return self.preview_after.minus(self.preview_before)


@dataclass
class Game:
    """A game in progress. Only ``place`` changes it."""

    tileset: TileSet
    deal: Deal
    sancho: bool = False
    players: list[PlayerState] = field(default_factory=list)

    @classmethod
    def new(
        cls, tileset: TileSet, seed: int, names: Sequence[str], *, sancho: bool = False
    ) -> Game:
        """Set up a new game for deal number ``seed``."""
        return cls.from_deal(
            tileset, deal_from_seed(tileset, seed, len(names)), names, sancho=sancho
        )

    @classmethod
    def from_deal(
        cls, tileset: TileSet, deal: Deal, names: Sequence[str], *, sancho: bool = False
    ) -> Game:
        tileset.check_playable(sancho=sancho)
        deal.check(tileset)
        if len(names) != len(deal.players):
            raise DqError(f"players: {len(names)} names for {len(deal.players)} seats")
        castles = Principality(
            {fld: PlacedTile(tileset.castle(value)) for value, fld in deal.castles.items()}
        )
        players = [
            PlayerState(name=name, hands=hand.hands, last_tile=hand.last_tile, board=castles)
            for name, hand in zip(names, deal.players, strict=True)
        ]
        return cls(tileset=tileset, deal=deal, sancho=sancho, players=players)

    def dealt_again(self) -> Game:
        """The same deal and players before the first field: to replay or review a game."""
        names = [player.name for player in self.players]
        return Game.from_deal(self.tileset, self.deal, names, sancho=self.sancho)

    def seat_alone(self, seat: int, name: str) -> Game:
        """``seat``'s deal played alone, before the first field: the same castles, order of
        the fields and tiles, for one player named ``name`` (the hindsight, the expert's
        total and the expert's line play it)."""
        deal = self.deal
        alone = Deal(deal.seed, deal.castles, deal.positions, (deal.players[seat],))
        return Game.from_deal(self.tileset, alone, [name], sancho=self.sancho)

    def fill_as_in(self, final: Game) -> None:
        """Fill the next field as every seat of ``final`` (the same deal) filled it."""
        step = self.step
        for seat, player in enumerate(final.players):
            made = player.placements[step]
            self.place(seat, Move(made.tile, made.rotated), made.field)

    # --- where the game stands -------------------------------------------------

    @property
    def step(self) -> int:
        """How many fields every player has filled (0–22)."""
        return min(len(player.placements) for player in self.players)

    @property
    def is_over(self) -> bool:
        return self.step >= len(self.deal.positions)

    @property
    def current_field(self) -> Field | None:
        return None if self.is_over else self.deal.positions[self.step]

    @property
    def round(self) -> int:
        """The round being played (3 once the game is over)."""
        return round_of_step(self.step)

    @property
    def sancho_id(self) -> TileId | None:
        tile = self.tileset.sancho
        return tile.id if self.sancho and tile is not None else None

    def waiting_for(self) -> list[int]:
        """Seats that have still to fill the current field."""
        if self.is_over:
            return []
        return [i for i, p in enumerate(self.players) if len(p.placements) == self.step]

    def revealed_tiles(self, seat: int) -> list[TileId]:
        """The player's revealed tiles not yet placed, in the order revealed.

        In round 3 this is the hand of 5 only; the tile set aside is apart.
        """
        player = self._player(seat)
        step = len(player.placements)
        if step >= LAST_STEP:
            return []
        return _unplaced(player, round_of_step(step))

    def can_play_sancho(self, seat: int) -> bool:
        return self.sancho_id is not None and not self._player(seat).sancho_used

    def legal_moves(self, seat: int) -> list[Move]:
        """Every move the player may make now (none when he has to wait)."""
        player = self._player(seat)
        if self.is_over or len(player.placements) != self.step:
            return []
        if self.step == LAST_STEP:
            tiles = [player.last_tile]
        else:
            tiles = list(dict.fromkeys(self.revealed_tiles(seat)))
        moves = [Move(tile, rotated) for tile in tiles for rotated in (False, True)]
        sancho = self.sancho_id
        if sancho is not None and not player.sancho_used:
            moves.append(Move(sancho))  # all six edges joined: turning changes nothing
        return moves

    def preview(self, seat: int, move: Move) -> Score:
        """The player's score 'if scored now' were ``move`` played on the current field."""
        self._check_move(seat, move, None)
        player = self.players[seat]
        assert self.current_field is not None
        board = player.board.with_tile(self.current_field, self._placed(move))
        return score(board, self.round)

    # --- playing -----------------------------------------------------------------

    def place(self, seat: int, move: Move, field: Field | None = None) -> PlacementResult:
        """Put the player's chosen tile on the current field (``field``, if given, must be it)."""
        self._check_move(seat, move, field)
        step, number = self.step, self.round
        target = self.deal.positions[step]
        player = self.players[seat]
        placed = self._placed(move)
        board = player.board.with_tile(target, placed)
        before = score(player.board, number)
        after = score(board, number)
        player = replace(
            player,
            board=board,
            placements=(*player.placements, Placement(target, move.tile, move.rotated)),
            sancho_used=player.sancho_used or move.tile == self.sancho_id,
        )
        self.players[seat] = player
        complete = self.step > step
        discarded: list[tuple[int, TileId]] = []
        scored: tuple[Score, ...] = ()
        if complete:
            discarded = self._discard_after(step)
            if step + 1 in ROUND_ENDS:
                scored = self._score_round(number)
        return PlacementResult(
            player=seat,
            field=target,
            placed=placed,
            preview_before=before,
            preview_after=after,
            field_complete=complete,
            scored_round=number if scored else None,
            round_scores=scored,
            discarded=tuple(discarded),
            next_field=self.current_field,
            game_over=self.is_over,
        )

    def can_take_back(self, seat: int) -> bool:
        """Whether the player may take back his last placement.

        He may until the game moves on: nobody has placed on a later field, and
        no round has been scored since (SPEC is silent; see README rules notes).
        """
        player = self._player(seat)
        last = len(player.placements) - 1
        if last < 0 or any(len(p.placements) > last + 1 for p in self.players):
            return False
        field_complete = all(len(p.placements) > last for p in self.players)
        return not (field_complete and last + 1 in ROUND_ENDS)

    def take_back(self, seat: int) -> Placement:
        """Undo the player's last placement; returns it. The game is replayed without it."""
        if not self.can_take_back(seat):
            raise TakeBackError("that placement can no longer be taken back")
        player = self.players[seat]
        undone = player.placements[-1]
        placements = [list(p.placements) for p in self.players]
        placements[seat].pop()
        fresh = Game.from_deal(self.tileset, self.deal, [p.name for p in self.players],
                               sancho=self.sancho)
        for step in range(max(len(p) for p in placements)):
            for other, moves in enumerate(placements):
                if step < len(moves):
                    fresh.place(other, Move(moves[step].tile, moves[step].rotated))
        self.players = fresh.players
        return undone

    # --- helpers -----------------------------------------------------------------

    def _player(self, seat: int) -> PlayerState:
        if not 0 <= seat < len(self.players):
            raise UnknownPlayerError(f"no player in seat {seat}")
        return self.players[seat]

    def _placed(self, move: Move) -> PlacedTile:
        return PlacedTile(self.tileset[move.tile], move.rotated)

    def _check_move(self, seat: int, move: Move, field: Field | None) -> None:
        player = self._player(seat)
        if self.is_over:
            raise GameOverError("the game is over: every field is filled")
        current = self.deal.positions[self.step]
        if field is not None and field != current:
            raise WrongFieldError(f"the field to fill is {current}, not {field}")
        if len(player.placements) > self.step:
            raise AlreadyPlacedError(f"{player.name} has already filled {current}")
        sancho = self.tileset.sancho
        if sancho is not None and move.tile == sancho.id:
            if not self.can_play_sancho(seat):
                why = "has already been played" if self.sancho_id else "is not in this game"
                raise SanchoUnavailableError(f"Sancho Panza {why}")
            return
        if self.step == LAST_STEP:
            if move.tile != player.last_tile:
                raise LastTileRequiredError(
                    f"field {current} takes the tile set aside, {player.last_tile}"
                )
            return
        if move.tile in self.revealed_tiles(seat):
            return
        if move.tile == player.last_tile and round_of_step(self.step) == 3:
            raise LastTileTooEarlyError(f"{move.tile} is set aside for the last field")
        raise TileNotAvailableError(f"{move.tile} is not among {player.name}'s revealed tiles")

    def _discard_after(self, step: int) -> list[tuple[int, TileId]]:
        """Remove the tiles left over because of Sancho once ``step`` is complete."""
        removed: list[tuple[int, TileId]] = []
        for seat, player in enumerate(self.players):
            left: list[TileId] = []
            if step + 1 in ROUND_ENDS[:2] or step + 1 == LAST_STEP:
                # End of round 1 or 2, or field 21: revealed tiles left over.
                left = _unplaced(player, round_of_step(step))
            elif step == LAST_STEP and player.placements[-1].tile != player.last_tile:
                left = [player.last_tile]  # Sancho filled field 22
            if left:
                self.players[seat] = replace(player, discarded=(*player.discarded, *left))
                removed += [(seat, tile) for tile in left]
        return removed

    def _score_round(self, number: int) -> tuple[Score, ...]:
        scores = []
        for seat, player in enumerate(self.players):
            result = score(player.board, number)
            self.players[seat] = replace(player, scores=(*player.scores, result))
            scores.append(result)
        return tuple(scores)


def _unplaced(player: PlayerState, number: int) -> list[TileId]:
    """The tiles of round ``number``'s hand that the player has not placed, in order."""
    start = ROUND_ENDS[number - 2] if number > 1 else 0
    used = Counter(p.tile for p in player.placements[start : ROUND_ENDS[number - 1]])
    left = []
    for tile in player.hands[number - 1]:
        if used[tile]:
            used[tile] -= 1
        else:
            left.append(tile)
    return left


__all__ = [
    "HAND_SIZES",
    "Game",
    "Move",
    "Placement",
    "PlacementResult",
    "PlayerState",
    "round_of_step",
]
