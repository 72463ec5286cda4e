"""Why one placement is better than another, in the game's terms: data, never prose.

Two kinds of reason:

- **categories**: the expected final points the better placement gains (or
  gives up) in each category of the scoring sheet, over the same futures the
  review played out (``CATEGORY``, one per category that moves by half a point
  or more);
- **structural facts** of the board, checked here on the two boards: a castle
  gate closed for good (``GATE_CLOSED``), a knight who can no longer reach the
  border or a castle (``KNIGHT_CUT_OFF``), a tile with several road ends spent
  where at most one can serve (``ROAD_ENDS_WASTED``), the tile set aside thrown
  away for Sancho on the last field (``SET_ASIDE_WASTED``). Each is stated only
  when it holds after the worse placement and not after the better one.

The interface turns these into sentences (``ui/coach/review_reasons.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from dq_desktop.engine.analysis.road_facts import (
    castle_knights,
    open_gates,
    road_ends,
    stranded_knights,
)
from dq_desktop.engine.fields import Field
from dq_desktop.engine.game import LAST_STEP, Move
from dq_desktop.engine.principality import Principality
from dq_desktop.engine.scoring import CATEGORIES as SCORE_CATEGORIES
from dq_desktop.engine.scoring import ROUNDS, Category, castle_knights_needed
from dq_desktop.engine.symbols import SymbolRef
from dq_desktop.engine.tiles import PlacedTile, TileId, TileKind
from dq_desktop.engine.view import PlayerView

CATEGORIES = SCORE_CATEGORIES
"""The scoring sheet's categories, as ``Score`` names them."""
CATEGORY_THRESHOLD = 0.5
"""A category is named when the expected difference in it is at least this many points."""
CASTLE_FULL = castle_knights_needed(ROUNDS[-1])
"""Knights a castle needs for its third scoring: beyond this a closed gate costs nothing."""


class ReasonKind(Enum):
    CATEGORY = "category"
    GATE_CLOSED = "gate_closed"
    KNIGHT_CUT_OFF = "knight_cut_off"
    ROAD_ENDS_WASTED = "road_ends_wasted"
    SET_ASIDE_WASTED = "set_aside_wasted"


@dataclass(frozen=True)
class Reason:
    """One reason; which fields are set depends on ``kind``."""

    kind: ReasonKind
    category: str | None = None
    """CATEGORY: one of ``CATEGORIES``."""
    points: float | None = None
    """CATEGORY: expected final points the better placement gains there (negative: loses)."""
    castle: int | None = None
    """GATE_CLOSED: the castle's value."""
    field: Field | None = None
    """GATE_CLOSED: the castle's field; KNIGHT_CUT_OFF: the knight's; ROAD_ENDS_WASTED: the
    tile's."""
    shields: int | None = None
    """KNIGHT_CUT_OFF: the knight's shield."""
    ends: int | None = None
    """ROAD_ENDS_WASTED: the road ends of the tile spent."""
    usable: int | None = None
    """ROAD_ENDS_WASTED: how many of them may ever serve there."""
    tile: TileId | None = None
    """SET_ASIDE_WASTED: the tile set aside."""

    def as_dict(self) -> dict[str, object]:
        """The reason as JSON: its kind and the fields it sets."""
        data: dict[str, object] = {"kind": self.kind.value}
        for key in ("category", "points", "castle", "field", "shields", "ends", "usable", "tile"):
            value = getattr(self, key)
            if value is not None:
                data[key] = value.name if isinstance(value, Field) else value
        return data


def category_reasons(gains: dict[str, float]) -> tuple[Reason, ...]:
    """The categories that move by ``CATEGORY_THRESHOLD`` or more, largest first, rounded
    to a tenth."""
    moving = [(key, round(gains[key], 1)) for key in CATEGORIES
              if abs(gains.get(key, 0.0)) >= CATEGORY_THRESHOLD]
    moving.sort(key=lambda item: -abs(item[1]))
    return tuple(Reason(ReasonKind.CATEGORY, category=key, points=value) for key, value in moving)


def reasons_for(view: PlayerView, better: Move, worse: Move,
                gains: dict[str, float]) -> tuple[Reason, ...]:
    """Why ``better`` beats ``worse``: the board facts the expected ``gains`` (per category,
    of ``better`` over ``worse``) bear out, then the categories that move."""
    facts = [r for r in structural_reasons(view, better, worse) if borne_out(r, gains)]
    return (*facts, *category_reasons(gains))


def borne_out(reason: Reason, gains: dict[str, float]) -> bool:
    """Whether the categories a board fact touches move the way the fact says."""
    if reason.kind is ReasonKind.GATE_CLOSED:
        return gains.get(f"castle{reason.castle}", 0.0) > 0
    if reason.kind is ReasonKind.KNIGHT_CUT_OFF:
        touched = (Category.CASTLE6, Category.CASTLE4, Category.DEFENSE)
        return sum(gains.get(key.value, 0.0) for key in touched) > 0
    return True


def _after(view: PlayerView, move: Move) -> Principality:
    tile = view.tileset[move.tile]
    return view.board.with_tile(view.current_field, PlacedTile(tile, move.rotated))


def structural_reasons(view: PlayerView, better: Move, worse: Move) -> tuple[Reason, ...]:
    """The structural facts that hold once ``worse`` is placed and not once ``better`` is."""
    if better == worse:
        return ()
    good, bad = _after(view, better), _after(view, worse)
    return (*_gates_closed(view.board, good, bad), *_knights_cut_off(view.board, good, bad),
            *_road_ends_wasted(view, good, bad, better, worse),
            *_set_aside_wasted(view, better, worse))


def _gates_closed(before: Principality, good: Principality,
                  bad: Principality) -> list[Reason]:
    knights = castle_knights(bad)
    closed = (open_gates(before) - open_gates(bad)) & open_gates(good)
    return [Reason(ReasonKind.GATE_CLOSED, castle=gate.castle, field=gate.field)
            for gate in sorted(closed, key=lambda g: (-g.castle, g.point.value))
            if knights.get(gate.castle, 0) < CASTLE_FULL]


def _knights_cut_off(before: Principality, good: Principality,
                     bad: Principality) -> list[Reason]:
    was, kept = stranded_knights(before), stranded_knights(good)
    lost: dict[SymbolRef, int] = {
        ref: shields for ref, shields in stranded_knights(bad).items()
        if ref not in was and ref not in kept
    }
    return [Reason(ReasonKind.KNIGHT_CUT_OFF, field=ref.field, shields=shields)
            for ref, shields in sorted(lost.items(), key=lambda item: item[0].field.index)]


def _road_ends_wasted(view: PlayerView, good: Principality, bad: Principality,
                      better: Move, worse: Move) -> list[Reason]:
    if better.tile == worse.tile or view.tileset[worse.tile].kind is TileKind.SANCHO:
        return []
    spent, kept = road_ends(bad, view.current_field), road_ends(good, view.current_field)
    if spent.ends >= 2 and spent.usable <= 1 and kept.ends < spent.ends:
        return [Reason(ReasonKind.ROAD_ENDS_WASTED, field=view.current_field, ends=spent.ends,
                       usable=spent.usable)]
    return []


def _set_aside_wasted(view: PlayerView, better: Move, worse: Move) -> list[Reason]:
    sancho = view.tileset[worse.tile].kind is TileKind.SANCHO
    if view.step == LAST_STEP and sancho and view.last_tile is not None \
            and better.tile == view.last_tile:
        return [Reason(ReasonKind.SET_ASIDE_WASTED, tile=view.last_tile)]
    return []
