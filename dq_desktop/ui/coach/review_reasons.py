"""The review's reasons in sentences: why the better placement is better.

The engine states each reason as data (``engine/analysis/reasons.py``): a
category and the expected points it moves, or a fact of the board it checked.
Here each becomes words in the language installed; nothing is added that the
engine did not state.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale

from dq_desktop.engine.analysis.reasons import Reason, ReasonKind
from dq_desktop.engine.analysis.review import PlacementReview, Verdict
from dq_desktop.engine.tiles import PlacedTile
from dq_desktop.engine.tileset import TileSet
from dq_desktop.ui.common.text import and_list, fill, translate
from dq_desktop.ui.table.score_panel import category_in_sentence
from dq_desktop.ui.tiles.tile_words import tile_text


def decimal(value: float) -> str:
    """One decimal, written as the language writes it (7.5, 7,5)."""
    return QLocale().toString(value, "f", 1)


def signed(value: float) -> str:
    """'+6.0', '-1.2', as the language writes decimals."""
    return ("+" if value > 0 else "") + decimal(value)


def category_change(key: str, change: str) -> str:
    """A category's change inside a sentence: 'churches +3', 'château 6 +1,5'."""
    return fill(translate("ReviewReasons", "%1 %2"), category_in_sentence(key), change)


def fact_sentence(reason: Reason, tiles: TileSet) -> str:
    """One structural fact of the worse placement, in a sentence."""
    match reason.kind:
        case ReasonKind.GATE_CLOSED:
            return fill(translate("ReviewReasons",
                                  "a gate of the %1 on %2 is closed for good: no knight can "
                                  "come in there any more"),
                        category_in_sentence(f"castle{reason.castle}"), reason.field)
        case ReasonKind.KNIGHT_CUT_OFF:
            return fill(translate("ReviewReasons",
                                  "the knight on %1 (shield %2) can no longer reach the border "
                                  "or a castle"), reason.field, reason.shields)
        case ReasonKind.ROAD_ENDS_WASTED:
            return fill(translate("ReviewReasons",
                                  "a tile with %1 road ends is spent on %2, where only %3 can "
                                  "ever meet a road"), reason.ends, reason.field, reason.usable)
        case ReasonKind.SET_ASIDE_WASTED:
            assert reason.tile is not None
            return fill(translate("ReviewReasons",
                                  "Sancho on the last field throws away the tile set aside, %1"),
                        tile_text(PlacedTile(tiles[reason.tile])))
    raise ValueError(f"not a fact of the board: {reason.kind}")


def why(review: PlacementReview, tiles: TileSet) -> str:
    """The reasons of a placement in two sentences (empty when it has none): the facts of
    the worse placement, then what the better one gains, category by category."""
    facts = [fact_sentence(r, tiles) for r in review.reasons if r.kind is not ReasonKind.CATEGORY]
    gains = [category_change(r.category, signed(r.points))
             for r in review.reasons
             if r.kind is ReasonKind.CATEGORY and r.category is not None and r.points is not None]
    brilliant = review.verdict is Verdict.BRILLIANT
    parts = []
    if facts:
        lead = (translate("ReviewReasons", "Why: with the expert's choice, %1.") if brilliant
                else translate("ReviewReasons", "Why: with yours, %1."))
        parts.append(fill(lead, and_list(facts)))
    if gains:
        lead = (translate("ReviewReasons", "Yours, by the end of the game, in expected points: "
                          "%1.") if brilliant
                else translate("ReviewReasons", "The best found, by the end of the game, in "
                               "expected points: %1."))
        parts.append(fill(lead, and_list(gains)))
    return " ".join(parts)
